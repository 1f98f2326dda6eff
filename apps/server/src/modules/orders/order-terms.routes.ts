import { TERMS_MESSAGES } from '@ironmatch/contracts/order-payment-terms';
import { orderPaymentTermsEndpoints as api } from '@ironmatch/contracts/order-payment-terms-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { createOrderTermsService } from './order-terms.service';

/** Issue 25: on account with credit terms, and paid by other means. */
export async function orderTermsRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const service = createOrderTermsService({
    db: ctx.database.db,
    access: ctx.access,
    jobs: ctx.jobs,
    mail: {
      appUrl: ctx.config.appUrl,
      supportPhone: ctx.config.supportPhone,
      supportEmail: ctx.config.supportEmail,
    },
  });
  route(app, api.placeOnAccount, async (request) =>
    ok(await service.placeOnAccount(request.auth, request.params.id), TERMS_MESSAGES.placedOnAccount),
  );
  route(app, api.markPaid, async (request) =>
    ok(await service.markPaid(request.auth, request.params.id, request.body), TERMS_MESSAGES.markedPaid),
  );
}
