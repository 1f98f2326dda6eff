import { PAYMENT_MESSAGES as M } from '@ironmatch/contracts/payments';
import { paymentsEndpoints as api } from '@ironmatch/contracts/payments-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { badRequest, notFound } from '../../http/app-error';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { verifyWebhookEvent } from '../../platform/payments/webhook-signature';
import { createPaymentsService } from './payments.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The webhook's body exactly as received: its signature is over these bytes. */
    rawBody?: string;
  }
}

/** Payments (spec marketplace 2, 3, 7; issue 15): payout connection, paying, refunds and webhooks. */
export async function paymentsRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const service = createPaymentsService({
    db: ctx.database.db,
    access: ctx.access,
    provider: ctx.payments,
    appUrl: ctx.config.appUrl,
    log: ctx.log,
    mail: {
      appUrl: ctx.config.appUrl,
      supportPhone: ctx.config.supportPhone,
      supportEmail: ctx.config.supportEmail,
    },
  });

  route(app, api.connectUrl, async (request) => ok({ url: await service.connectUrl(request.auth) }));
  route(app, api.connectComplete, async (request) =>
    ok({ stripeAccountId: await service.connectComplete(request.auth, request.body) }, M.connected),
  );
  route(app, api.createIntent, async (request) =>
    ok(await service.createIntent(request.auth, request.params.id)),
  );
  route(app, api.refund, async (request) =>
    ok(await service.refund(request.auth, request.params.id, request.body?.amount), M.refundInitiated),
  );
  route(app, api.simulatedConfirm, async (request) =>
    ok(await service.simulatedConfirm(request.auth, request.body)),
  );

  // The webhook reads its body as text: the signature is checked on the exact bytes Stripe sent.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      done(null, null);
    });
    route(scope, api.webhook, async (request) => {
      const secret = ctx.config.stripeWebhookSecret;
      if (!secret) throw notFound(M.webhookNotConfigured);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        if (typeof signature !== 'string' || request.rawBody === undefined) throw new Error('unsigned');
        event = verifyWebhookEvent(request.rawBody, signature, secret);
      } catch {
        throw badRequest(M.webhookSignature);
      }
      if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data?.object)
        throw badRequest(M.webhookSignature);
      const { duplicate } = await service.processEvent(event, 'stripe');
      return { received: true as const, duplicate };
    });
  });
}
