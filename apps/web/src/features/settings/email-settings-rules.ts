import {
  EMAIL_SETTING_CHILDREN,
  EMAIL_SETTING_KEYS,
  HIDDEN_EMAIL_SETTINGS,
  MEMBER_EMAIL_SETTINGS,
  applyEmailSettingRules,
  isEmailSettingDisabled,
  type EmailSettingKey,
  type EmailSettings,
} from '@ironmatch/contracts/settings';

export type EmailSettingsAction =
  | { type: 'toggle'; key: EmailSettingKey; on: boolean }
  | { type: 'setAll'; on: boolean }
  | { type: 'reset'; settings: EmailSettings };

/**
 * The modal's switch state: each switch's own value. A parent turned off shows its children off and
 * disabled (see `shownEmailSettings`) but keeps their values, so turning it on again brings them back.
 */
export function emailSettingsReducer(state: EmailSettings, action: EmailSettingsAction): EmailSettings {
  switch (action.type) {
    case 'toggle':
      if (!isEmailSettingDisabled(state, action.key)) return { ...state, [action.key]: action.on };
      return state;
    case 'setAll':
      return Object.fromEntries(EMAIL_SETTING_KEYS.map((k) => [k, action.on])) as EmailSettings;
    case 'reset':
      return applyEmailSettingRules({ ...action.settings });
  }
}

/** What the switches show: a child of a parent that is off reads off (spec 4 "Email settings"). */
export function shownEmailSettings(state: EmailSettings): EmailSettings {
  return applyEmailSettingRules(state);
}

/**
 * Only the settings the user changed since the dialog opened, so a child merely hidden by its parent is
 * never sent as off: the server keeps it and answers it again when the parent is turned on.
 */
export function changedEmailSettings(loaded: EmailSettings, state: EmailSettings): Partial<EmailSettings> {
  return Object.fromEntries(
    EMAIL_SETTING_KEYS.filter((k) => state[k] !== loaded[k]).map((k) => [k, state[k]]),
  );
}

export interface EmailSettingGroup {
  parent: EmailSettingKey;
  children: readonly EmailSettingKey[];
}

/**
 * The switch groups shown: the order group only for a company with a non-empty member id, and never
 * a hidden setting (for-sale order emails, until for-sale items can be ordered).
 */
export function visibleEmailSettingGroups(memid: string | null | undefined): EmailSettingGroup[] {
  const isMember = typeof memid === 'string' && memid.trim() !== '';
  return (Object.entries(EMAIL_SETTING_CHILDREN) as Array<[EmailSettingKey, readonly EmailSettingKey[]]>)
    .filter(([parent]) => isMember || !MEMBER_EMAIL_SETTINGS.includes(parent))
    .map(([parent, children]) => ({
      parent,
      children: children.filter((c) => !HIDDEN_EMAIL_SETTINGS.includes(c)),
    }));
}

export const EMAIL_SETTING_LABELS: Record<EmailSettingKey, { label: string; help: string }> = {
  messageEmails: { label: 'Message Emails', help: 'Emails about messages other companies send you.' },
  partEmails: { label: 'Part Search Emails', help: 'When a buyer searches for a part you stock.' },
  forsaleEmails: { label: 'For Sale Emails', help: 'Questions about your for-sale listings.' },
  generalRequestEmails: { label: 'General Request Emails', help: 'New general part requests from buyers.' },
  orderEmails: { label: 'Order and Quote Emails', help: 'Emails about orders and quotes.' },
  partOrderEmails: { label: 'Part Order Emails', help: 'Orders and quotes for parts.' },
  forsaleOrderEmails: { label: 'For Sale Order Emails', help: 'Orders for your for-sale items.' },
  machineWatchEmails: {
    label: 'Machine Watch Emails',
    help: 'Once a day at most: machines listed that match your machine watches.',
  },
};
