import { z } from 'zod';
import { userSchema, type NotificationFlag } from './accounts';
import { envelopeOf } from './envelope';

/** Email notification settings (spec accounts 3 "Notification flags", 4 "Email settings", 7). */
export const EMAIL_SETTING_KEYS = [
  'messageEmails',
  'partEmails',
  'forsaleEmails',
  'generalRequestEmails',
  'orderEmails',
  'partOrderEmails',
  'forsaleOrderEmails',
  'machineWatchEmails',
] as const;
export type EmailSettingKey = (typeof EMAIL_SETTING_KEYS)[number];
export type EmailSettings = Record<EmailSettingKey, boolean>;

/** The user's snake_case flag for each setting. */
export const EMAIL_SETTING_FLAGS: Record<EmailSettingKey, NotificationFlag> = {
  messageEmails: 'message_emails',
  partEmails: 'part_emails',
  forsaleEmails: 'forsale_emails',
  generalRequestEmails: 'general_request_emails',
  orderEmails: 'order_emails',
  partOrderEmails: 'part_order_emails',
  forsaleOrderEmails: 'forsale_order_emails',
  machineWatchEmails: 'machine_watch_emails',
};

/** Turning a parent off forces its children off (and disables them in the modal). */
export const EMAIL_SETTING_CHILDREN: Partial<Record<EmailSettingKey, readonly EmailSettingKey[]>> = {
  messageEmails: ['partEmails', 'forsaleEmails', 'generalRequestEmails'],
  orderEmails: ['partOrderEmails', 'forsaleOrderEmails'],
};

/** Order and quote emails are a member feature: shown only when the company has a non-empty memid. */
export const MEMBER_EMAIL_SETTINGS: readonly EmailSettingKey[] = [
  'orderEmails',
  'partOrderEmails',
  'forsaleOrderEmails',
];

/**
 * Settings kept and answered but not offered in the settings dialog: for-sale items cannot be ordered
 * yet, so their order emails would switch nothing (issue 21 item 24). Offer it again with for-sale orders.
 */
export const HIDDEN_EMAIL_SETTINGS: readonly EmailSettingKey[] = ['forsaleOrderEmails'];

export const SETTINGS_MESSAGES = {
  missingUserId: 'Missing user id',
  saved: 'Email settings saved.',
  saveFailed: 'Failed to save settings.',
  nothingToSave: 'Send at least one email setting to change.',
} as const;

/** A missing value counts as true; true, 1 and '1' count as true; anything else is false. */
export function readNotificationFlag(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return value === true || value === 1 || value === '1';
}

/** The seven settings of a user record (snake_case flags), with the reading rule above. */
export function emailSettingsFromUser(user: Partial<Record<NotificationFlag, unknown>>): EmailSettings {
  const out = {} as EmailSettings;
  for (const key of EMAIL_SETTING_KEYS) out[key] = readNotificationFlag(user[EMAIL_SETTING_FLAGS[key]]);
  return out;
}

/** Applies the parent/child rule: a parent that is off forces its children off. */
export function applyEmailSettingRules<T extends Partial<EmailSettings>>(settings: T): T {
  const out = { ...settings };
  for (const [parent, children] of Object.entries(EMAIL_SETTING_CHILDREN) as Array<
    [EmailSettingKey, EmailSettingKey[]]
  >) {
    if (out[parent] === false) for (const child of children) (out as Partial<EmailSettings>)[child] = false;
  }
  return out;
}

/** Whether a child switch is disabled because its parent is off. */
export function isEmailSettingDisabled(settings: Partial<EmailSettings>, key: EmailSettingKey): boolean {
  return Object.entries(EMAIL_SETTING_CHILDREN).some(
    ([parent, children]) => children?.includes(key) && settings[parent as EmailSettingKey] === false,
  );
}

/** Booleans; 1/'1'/0/'0'/'true'/'false' from older clients are read as booleans too. */
const flagInput = z.preprocess(
  (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
  z.boolean(),
);

/** PATCH /api/user/{userId}/email-settings: any of the seven; the others keep their value. */
export const emailSettingsRequestSchema = z.object({
  messageEmails: flagInput.optional(),
  partEmails: flagInput.optional(),
  forsaleEmails: flagInput.optional(),
  generalRequestEmails: flagInput.optional(),
  orderEmails: flagInput.optional(),
  partOrderEmails: flagInput.optional(),
  forsaleOrderEmails: flagInput.optional(),
  machineWatchEmails: flagInput.optional(),
});
export type EmailSettingsRequest = z.input<typeof emailSettingsRequestSchema>;

export const emailSettingsSchema = z.object({
  messageEmails: z.boolean(),
  partEmails: z.boolean(),
  forsaleEmails: z.boolean(),
  generalRequestEmails: z.boolean(),
  orderEmails: z.boolean(),
  partOrderEmails: z.boolean(),
  forsaleOrderEmails: z.boolean(),
  machineWatchEmails: z.boolean(),
});

export const emailSettingsResponseSchema = envelopeOf(
  z.object({ settings: emailSettingsSchema, user: userSchema }),
);
export type EmailSettingsResponse = z.infer<typeof emailSettingsResponseSchema>;
