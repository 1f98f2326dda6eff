import { describe, expect, it } from 'vitest';
import { isEmailSettingDisabled, type EmailSettings } from '@ironmatch/contracts/settings';
import {
  changedEmailSettings,
  emailSettingsReducer,
  shownEmailSettings,
  visibleEmailSettingGroups,
} from './email-settings-rules';

const allOn: EmailSettings = {
  messageEmails: true,
  partEmails: true,
  forsaleEmails: true,
  generalRequestEmails: true,
  orderEmails: true,
  partOrderEmails: true,
  forsaleOrderEmails: true,
  machineWatchEmails: true,
};

describe('email settings switches', () => {
  it('turning off Message Emails forces off and disables its three sub-options', () => {
    const s = emailSettingsReducer(allOn, { type: 'toggle', key: 'messageEmails', on: false });
    expect(shownEmailSettings(s)).toMatchObject({
      messageEmails: false,
      partEmails: false,
      forsaleEmails: false,
      generalRequestEmails: false,
    });
    expect(s.orderEmails).toBe(true);
    for (const k of ['partEmails', 'forsaleEmails', 'generalRequestEmails'] as const)
      expect(isEmailSettingDisabled(s, k)).toBe(true);
    expect(isEmailSettingDisabled(s, 'partOrderEmails')).toBe(false);
  });

  it('turning off Order and Quote Emails forces off its two sub-options only', () => {
    const s = emailSettingsReducer(allOn, { type: 'toggle', key: 'orderEmails', on: false });
    expect(shownEmailSettings(s)).toMatchObject({
      orderEmails: false,
      partOrderEmails: false,
      forsaleOrderEmails: false,
      partEmails: true,
    });
  });

  it('a disabled child cannot be switched, and works again once its parent is on', () => {
    const partOff = emailSettingsReducer(allOn, { type: 'toggle', key: 'partEmails', on: false });
    const off = emailSettingsReducer(partOff, { type: 'toggle', key: 'messageEmails', on: false });
    expect(emailSettingsReducer(off, { type: 'toggle', key: 'partEmails', on: true })).toBe(off);
    const parentOn = emailSettingsReducer(off, { type: 'toggle', key: 'messageEmails', on: true });
    expect(shownEmailSettings(parentOn).partEmails).toBe(false);
    expect(
      shownEmailSettings(emailSettingsReducer(parentOn, { type: 'toggle', key: 'partEmails', on: true }))
        .partEmails,
    ).toBe(true);
  });

  it('Message Emails off and on again shows its sub-options as they were (issue 21 item 23)', () => {
    const off = emailSettingsReducer(allOn, { type: 'toggle', key: 'messageEmails', on: false });
    const on = emailSettingsReducer(off, { type: 'toggle', key: 'messageEmails', on: true });
    expect(shownEmailSettings(on)).toEqual(allOn);
  });

  it('saves only what the user changed, never a child merely hidden by its parent', () => {
    const off = emailSettingsReducer(allOn, { type: 'toggle', key: 'messageEmails', on: false });
    expect(changedEmailSettings(allOn, off)).toEqual({ messageEmails: false });
    const loadedOff = {
      ...allOn,
      messageEmails: false,
      partEmails: false,
      forsaleEmails: false,
      generalRequestEmails: false,
    };
    const start = emailSettingsReducer(allOn, { type: 'reset', settings: loadedOff });
    const on = emailSettingsReducer(start, { type: 'toggle', key: 'messageEmails', on: true });
    expect(changedEmailSettings(loadedOff, on)).toEqual({ messageEmails: true });
    expect(changedEmailSettings(allOn, allOn)).toEqual({});
  });

  it('Disable all and Enable all set every switch', () => {
    const none = emailSettingsReducer(allOn, { type: 'setAll', on: false });
    expect(Object.values(none).every((v) => v === false)).toBe(true);
    expect(emailSettingsReducer(none, { type: 'setAll', on: true })).toEqual(allOn);
  });

  it('loading settings applies the rule to inconsistent stored values', () => {
    const s = emailSettingsReducer(allOn, { type: 'reset', settings: { ...allOn, orderEmails: false } });
    expect(s.partOrderEmails).toBe(false);
  });

  it('shows the order group only for a company with a non-empty member id', () => {
    expect(visibleEmailSettingGroups(null).map((g) => g.parent)).toEqual(['messageEmails']);
    expect(visibleEmailSettingGroups('  ').map((g) => g.parent)).toEqual(['messageEmails']);
    expect(visibleEmailSettingGroups('NC1001').map((g) => g.parent)).toEqual([
      'messageEmails',
      'orderEmails',
    ]);
  });

  it('hides the for-sale order emails until for-sale items can be ordered', () => {
    const children = visibleEmailSettingGroups('NC1001').flatMap((g) => g.children);
    expect(children).toContain('partOrderEmails');
    expect(children).not.toContain('forsaleOrderEmails');
  });
});
