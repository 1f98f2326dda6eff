import { describe, expect, it } from 'vitest';
import {
  applyEmailSettingRules,
  emailSettingsFromUser,
  emailSettingsRequestSchema,
  isEmailSettingDisabled,
  readNotificationFlag,
} from './settings';

describe('settings contracts', () => {
  it('reads flags: missing is true; true, 1 and "1" are true; anything else false', () => {
    for (const v of [undefined, null, true, 1, '1']) expect(readNotificationFlag(v)).toBe(true);
    for (const v of [false, 0, '0', 'true', 'yes', 2]) expect(readNotificationFlag(v)).toBe(false);
    expect(emailSettingsFromUser({ message_emails: 0, part_emails: '1' })).toEqual({
      messageEmails: false,
      partEmails: true,
      forsaleEmails: true,
      generalRequestEmails: true,
      orderEmails: true,
      partOrderEmails: true,
      forsaleOrderEmails: true,
      machineWatchEmails: true,
    });
    expect(emailSettingsFromUser({ machine_watch_emails: 0 }).machineWatchEmails).toBe(false);
  });

  it('a parent that is off forces and disables its children', () => {
    expect(
      applyEmailSettingRules({
        messageEmails: false,
        partEmails: true,
        orderEmails: true,
        partOrderEmails: true,
      }),
    ).toEqual({
      messageEmails: false,
      partEmails: false,
      forsaleEmails: false,
      generalRequestEmails: false,
      orderEmails: true,
      partOrderEmails: true,
    });
    expect(applyEmailSettingRules({ orderEmails: false })).toEqual({
      orderEmails: false,
      partOrderEmails: false,
      forsaleOrderEmails: false,
    });
    expect(isEmailSettingDisabled({ messageEmails: false }, 'forsaleEmails')).toBe(true);
    expect(isEmailSettingDisabled({ messageEmails: false }, 'orderEmails')).toBe(false);
    expect(isEmailSettingDisabled({ orderEmails: false }, 'partOrderEmails')).toBe(true);
  });

  it('accepts booleans and the 1/0 forms of older clients', () => {
    expect(emailSettingsRequestSchema.parse({ partEmails: '0', orderEmails: 1 })).toEqual({
      partEmails: false,
      orderEmails: true,
    });
    expect(emailSettingsRequestSchema.safeParse({ partEmails: 'maybe' }).success).toBe(false);
  });
});
