import { CONSENT_MESSAGES, consentRequestSchema, consentResponseSchema } from '@ironmatch/contracts/consent';
import { messageResponseSchema } from '@ironmatch/contracts/auth';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { ok } from '../../http/envelope';
import { userOnly } from '../auth/auth-guards';
import { createConsentService } from './consent.service';

/** GET / POST / DELETE /api/consent (spec accounts 7). GET answers data: null when there is none. */
export async function consentRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const service = createConsentService({ db: ctx.database.db });

  app.get(
    '/consent',
    { ...userOnly, schema: { response: { 200: consentResponseSchema } } },
    async (request) => ok(await service.get(request.auth)),
  );

  app.post(
    '/consent',
    { ...userOnly, schema: { body: consentRequestSchema, response: { 200: consentResponseSchema } } },
    async (request) => ok(await service.save(request.auth, request.body), CONSENT_MESSAGES.saved),
  );

  app.delete(
    '/consent',
    { ...userOnly, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.remove(request.auth);
      return { status: 200, message: CONSENT_MESSAGES.removed };
    },
  );
}
