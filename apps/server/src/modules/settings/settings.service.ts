import type { User } from '@ironmatch/contracts/accounts';
import {
  EMAIL_SETTING_KEYS,
  SETTINGS_MESSAGES,
  emailSettingsFromUser,
  type EmailSettings,
} from '@ironmatch/contracts/settings';
import { badRequest } from '../../http/app-error';
import type { AccessClaims } from '@ironmatch/contracts/access';
import type { AccountsService } from '../accounts/accounts.service';

/** Email notification settings; the user record itself is changed through the accounts service. */
export function createSettingsService(deps: { accounts: AccountsService }) {
  return {
    async updateEmailSettings(
      claims: AccessClaims,
      rawUserId: string | undefined,
      input: Partial<EmailSettings>,
    ): Promise<{ settings: EmailSettings; user: User }> {
      const userId = await deps.accounts.ownUserId(claims, rawUserId);
      const given = EMAIL_SETTING_KEYS.filter((k) => input[k] !== undefined);
      if (given.length === 0) throw badRequest(SETTINGS_MESSAGES.nothingToSave);
      // Only what was sent changes: a parent turned off keeps its sub-settings' own values, so turning
      // it on again brings them back; the answer reads a sub-setting whose parent is off as false.
      const stored = await deps.accounts.storedEmailSettings(userId);
      const next = { ...stored, ...Object.fromEntries(given.map((k) => [k, input[k]])) };
      const user = await deps.accounts.setEmailSettings(userId, next);
      return { settings: emailSettingsFromUser(user), user };
    },
  };
}
