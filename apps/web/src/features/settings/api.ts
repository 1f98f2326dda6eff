import type { ChangePasswordRequest, TokenPair } from '@ironmatch/contracts/auth';
import { SETTINGS_MESSAGES, type EmailSettings } from '@ironmatch/contracts/settings';
import { ApiError, api, apiKeepingSession, errorText, unwrap } from '../../lib/api-client';
import { getRefreshToken } from '../../lib/session';
import { deviceInfo } from '../../lib/device-info';

export async function saveEmailSettings(
  userId: number | null | undefined,
  settings: Partial<EmailSettings>,
): Promise<string> {
  if (!userId) throw new Error(SETTINGS_MESSAGES.missingUserId);
  const res = await unwrap(
    api.PATCH('/api/user/{userId}/email-settings', {
      params: { path: { userId: String(userId) } },
      body: settings,
    }),
    SETTINGS_MESSAGES.saveFailed,
  );
  return res.message ?? SETTINGS_MESSAGES.saved;
}

/**
 * POST /api/user/change-password. Errors: the server's first error, else its message, else
 * 'HTTP {status}'; anything thrown on the way reads 'Failed to change password' (spec 8).
 */
export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  signOutOthers: boolean;
}): Promise<{ tokens: TokenPair | null; message: string }> {
  const body: ChangePasswordRequest = {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
    signOutOthers: input.signOutOthers,
    deviceInfo: deviceInfo(),
    ...(input.signOutOthers ? {} : { currentRefreshToken: getRefreshToken() }),
  };
  try {
    // A wrong current password must not end the session.
    const res = await unwrap(apiKeepingSession.POST('/api/user/change-password', { body }));
    const tokens: TokenPair | null = res.data.accessToken && res.data.refreshToken ? res.data : null;
    return { tokens, message: res.message || 'Password updated' };
  } catch (err) {
    if (err instanceof ApiError && err.status > 0) {
      throw new Error(errorText(err, `HTTP ${err.status}`, { prefer: 'errors' }), { cause: err });
    }
    throw new Error('Failed to change password', { cause: err });
  }
}
