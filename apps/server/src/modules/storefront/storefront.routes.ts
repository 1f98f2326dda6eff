import { storefrontEndpoints as api } from '@ironmatch/contracts/storefront-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { defineStorefrontRecords } from './storefront-records';
import { createStorefrontService } from './storefront.service';

/** The seller's storefront controls (issue 25). Roles come from the endpoints; the service does the rest. */
export async function storefrontRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  defineStorefrontRecords(ctx.access);
  const service = createStorefrontService({ db: ctx.database.db, access: ctx.access });

  route(app, api.settings, async (request) => ok({ settings: await service.settings(request.auth) }));
  route(app, api.updateSettings, async (request) =>
    ok({ settings: await service.updateSettings(request.auth, request.body) }),
  );
  route(app, api.customers, async (request) => ok(await service.list(request.auth, request.query)));
  route(app, api.customer, async (request) => ok(await service.get(request.auth, request.params.companyId)));
  route(app, api.updateCustomer, async (request) =>
    ok(await service.update(request.auth, request.params.companyId, request.body)),
  );
}
