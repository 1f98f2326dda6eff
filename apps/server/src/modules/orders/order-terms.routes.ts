import { TERMS_MESSAGES } from '@ironmatch/contracts/order-payment-terms';
import { orderPaymentTermsEndpoints as api } from '@ironmatch/contracts/order-payment-terms-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { createOrderOverdue, orderOverdueJob } from './order-overdue.service';
import { createOrderTermsService } from './order-terms.service';

/** Issue 25: on account with credit terms, paid by other means, and the overdue reminders. */
export async function orderTermsRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const mail = {
    appUrl: ctx.config.appUrl,
    supportPhone: ctx.config.supportPhone,
    supportEmail: ctx.config.supportEmail,
  };
  const service = createOrderTermsService({ db: ctx.database.db, access: ctx.access, jobs: ctx.jobs, mail });
  const overdue = createOrderOverdue({ db: ctx.database.db, mail });

  ctx.jobs.register(orderOverdueJob, async (_payload, job) => {
    try {
      if ((await overdue.run()) > 0) ctx.jobs.poke();
    } finally {
      if (!job.signal.aborted) await overdue.scheduleNext({ except: job.id });
    }
  });
  // A server that takes requests keeps the hourly run going (the first one a minute after start).
  app.addHook('onListen', async () => {
    try {
      await overdue.scheduleNext({ delaySeconds: 60 });
    } catch (err) {
      ctx.log.error({ err }, 'the overdue terms orders job could not be scheduled');
    }
  });
  route(app, api.placeOnAccount, async (request) =>
    ok(await service.placeOnAccount(request.auth, request.params.id), TERMS_MESSAGES.placedOnAccount),
  );
  route(app, api.markPaid, async (request) =>
    ok(await service.markPaid(request.auth, request.params.id, request.body), TERMS_MESSAGES.markedPaid),
  );
}
