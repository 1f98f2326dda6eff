import { describe, expect, it } from 'vitest';
import { isEmailSettingDisabled, type EmailSettings } from '@ironmatch/contracts/settings';
import { emailSettingsReducer, visibleEmailSettingGroups } from './email-settings-rules';

const allOn: EmailSettings = {
  messageEmails: true,
  partEmails: true,
  forsaleEmails: true,
  generalRequestEmails: true,
  orderEmails: true,
  partOrderEmails: true,
  forsaleOrderEmails: true,
};

describe('email settings switches', () => {
  it('turning off Message Emails forces off and disables its three sub-options', () => {
    const s = emailSettingsReducer(allOn, { type: 'toggle', key: 'messageEmails', on: false });
    expect(s).toMatchObject({
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
    expect(s).toMatchObject({
      orderEmails: false,
      partOrderEmails: false,
      forsaleOrderEmails: false,
      partEmails: true,
    });
  });

  it('a disabled child cannot be switched on, and works again once its parent is on', () => {
    const off = emailSettingsReducer(allOn, { type: 'toggle', key: 'messageEmails', on: false });
    expect(emailSettingsReducer(off, { type: 'toggle', key: 'partEmails', on: true }).partEmails).toBe(false);
    const parentOn = emailSettingsReducer(off, { type: 'toggle', key: 'messageEmails', on: true });
    expect(parentOn.partEmails).toBe(false);
    expect(emailSettingsReducer(parentOn, { type: 'toggle', key: 'partEmails', on: true }).partEmails).toBe(
      true,
    );
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
