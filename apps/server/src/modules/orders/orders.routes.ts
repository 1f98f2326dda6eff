import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { ordersEndpoints as api } from '@ironmatch/contracts/orders-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { createOrdersCancelService } from './orders-cancel.service';
import { orderApprovalRoutes } from './order-approval.routes';
import { ordersListRoutes } from './orders-list.routes';
import { defineOrderRecords } from './orders-records';
import type { OrderChange } from './order-lock';
import { createOrderItemsService } from './order-items.service';
import { createOrdersService } from './orders.service';

/** Orders and quotes (spec marketplace 2, 4, 5, 6, 7): the spec's calls, exactly. */
export async function ordersRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  defineOrderRecords(ctx.access);
  const mail = {
    appUrl: ctx.config.appUrl,
    supportPhone: ctx.config.supportPhone,
    supportEmail: ctx.config.supportEmail,
  };
  const deps = { db: ctx.database.db, access: ctx.access, jobs: ctx.jobs, mail };
  const service = createOrdersService(deps);
  const items = createOrderItemsService(deps);
  const cancels = createOrdersCancelService({
    ...deps,
    refunds: ctx.orderCancelRefunds,
  });
  const changed = (result: OrderChange, message: string) => ok(result, message);
  orderApprovalRoutes(app, service, mail);
  ordersListRoutes(app, ctx.database.db);

  route(app, api.create, async (request) => {
    const data = await service.create(request.auth, request.body);
    return ok(data, M.createdOrUpdated, 201);
  });
  route(app, api.get, async (request) => ok({ order: await service.get(request.auth, request.params.id) }));

  route(app, api.submitQuote, ctx.limits.route('quoteRequests'), async (request) =>
    changed(await service.submitQuote(request.auth, request.params.id), M.quoteSubmitted),
  );
  route(app, api.submitOrder, async (request) => {
    const result = await service.submitOrder(request.auth, request.params.id, request.body);
    // A member's request above the approval limit waits for an admin (issue 23).
    return changed(result, result.held ? M.heldForApproval : M.orderSubmitted);
  });
  route(app, api.respondOrder, async (request) =>
    changed(await service.respondOrder(request.auth, request.params.id, request.body), M.orderApproved),
  );
  route(app, api.markShipped, async (request) =>
    changed(await service.markShipped(request.auth, request.params.id, request.body), M.markedShipped),
  );
  route(app, api.updateItem, async (request) =>
    changed(
      await items.updateItem(request.auth, request.params.id, request.params.itemId, request.body),
      M.itemUpdated,
    ),
  );
  route(app, api.removeItem, async (request) => {
    const result = await items.removeItem(request.auth, request.params.id, request.params.itemId);
    return ok(result, result.orderDeleted ? M.orderDeleted : M.itemRemoved);
  });
  route(app, api.delete, async (request) => {
    const result = await cancels.deleteOrder(request.auth, request.params.id);
    return ok(result, result.orderDeleted ? M.orderDeleted : M.orderCanceled);
  });
  route(app, api.cancel, async (request) =>
    ok(await cancels.cancel(request.auth, request.params.id, request.body.reason), M.orderCanceled),
  );
}
