import { z } from 'zod';
import {
  SETTINGS_MESSAGES,
  emailSettingsRequestSchema,
  emailSettingsResponseSchema,
} from '@ironmatch/contracts/settings';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { badRequest } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { createAccountsService } from '../accounts/accounts.service';
import { userOnly } from '../auth/auth-guards';
import { createSettingsService } from './settings.service';

/** User Settings: email notifications (spec accounts 2.8, 4 "Email settings", 7). */
export async function settingsRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const accounts = createAccountsService({ db: ctx.database.db, support: ctx.config });
  const service = createSettingsService({ accounts });

  app.patch(
    '/user/:userId/email-settings',
    {
      ...userOnly,
      schema: {
        params: z.object({ userId: z.string() }),
        body: emailSettingsRequestSchema,
        response: { 200: emailSettingsResponseSchema },
      },
    },
    async (request) =>
      ok(
        await service.updateEmailSettings(request.auth, request.params.userId, request.body),
        SETTINGS_MESSAGES.saved,
      ),
  );

  // A client without a user id sends no id at all.
  app.patch('/user/email-settings', { ...userOnly }, async () => {
    throw badRequest(SETTINGS_MESSAGES.missingUserId);
  });
}
