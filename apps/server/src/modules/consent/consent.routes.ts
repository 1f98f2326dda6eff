import { CONSENT_MESSAGES } from '@ironmatch/contracts/consent-rules';
import { consentEndpoints as api } from '@ironmatch/contracts/consent-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { createConsentService } from './consent.service';

/** GET / POST / DELETE /api/consent (spec accounts 7). GET answers data: null when there is none. */
export async function consentRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const service = createConsentService({ db: ctx.database.db });

  route(app, api.get, async (request) => ok(await service.get(request.auth)));
  route(app, api.save, async (request) =>
    ok(await service.save(request.auth, request.body), CONSENT_MESSAGES.saved),
  );
  route(app, api.remove, async (request) => {
    await service.remove(request.auth);
    return { status: 200, message: CONSENT_MESSAGES.removed };
  });
}
