import { quotesEndpoints as api } from '@ironmatch/contracts/quotes-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { defineQuoteRecords } from './quotes-records';
import { createQuotesService } from './quotes.service';
import { createQuoteAcceptService } from './quote-accept.service';
import { createQuoteCompareService } from './quote-compare.service';
import { createQuoteRequestsService } from './quote-requests.service';

/** Quick Quote (issue 26): the calls, exactly. Roles come from the endpoints; the services do the rest. */
export async function quotesRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  defineQuoteRecords(ctx.access);
  const deps = {
    db: ctx.database.db,
    access: ctx.access,
    jobs: ctx.jobs,
    live: ctx.live,
    mail: {
      appUrl: ctx.config.appUrl,
      supportPhone: ctx.config.supportPhone,
      supportEmail: ctx.config.supportEmail,
    },
  };
  const service = createQuotesService(deps);
  const compare = createQuoteCompareService(deps);
  const acceptor = createQuoteAcceptService(deps);
  const requests = createQuoteRequestsService(deps);

  route(app, api.draft, async (request) =>
    ok(await service.draft(request.auth, request.params.partSearchId)),
  );
  route(app, api.send, async (request, reply) => {
    const { quote, created } = await service.send(request.auth, request.body);
    if (created) return ok({ quote }, 'Quote sent.', 201);
    // A replacement answers 200 (the contract's success code is the first send's 201); same shape.
    return reply.status(200).send(ok({ quote }, 'Quote updated.'));
  });
  route(app, api.received, async (request) => {
    const quotes = await service.list(request.auth, 'buyer', request.query.requestId);
    return ok({ quotes, count: quotes.length });
  });
  route(app, api.sent, async (request) => {
    const quotes = await service.list(request.auth, 'dealer', request.query.requestId);
    return ok({ quotes, count: quotes.length });
  });
  route(app, api.get, async (request) => ok({ quote: await service.get(request.auth, request.params.id) }));
  route(app, api.compare, async (request) =>
    ok(await compare.compare(request.auth, request.params.partSearchId, request.query.sort)),
  );
  route(app, api.accept, async (request) => ok(await acceptor.accept(request.auth, request.params.id)));
  route(app, api.withdraw, async (request) => ok(await service.withdraw(request.auth, request.params.id)));
  route(app, api.decline, async (request) =>
    ok(await service.decline(request.auth, request.params.id, request.body?.reason ?? null)),
  );
  route(app, api.request, ctx.limits.route('quoteRequests'), async (request) =>
    ok(await requests.request(request.auth, request.body), 'Quote request sent.', 201),
  );
}
