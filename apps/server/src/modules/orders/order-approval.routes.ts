import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { orderApprovalEndpoints as api } from '@ironmatch/contracts/order-approval-endpoints';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import type { MailBranding } from '../../platform/mail/email-layout';
import { createOrderApprovalService } from './order-approval.service';
import type { createOrdersService } from './orders.service';

/** Purchase approval's two calls (issue 23), on the orders service's lock and mail. */
export function orderApprovalRoutes(
  app: ApiApp,
  orders: ReturnType<typeof createOrdersService>,
  mail: MailBranding,
): void {
  const service = createOrderApprovalService(orders, mail);
  route(app, api.approve, async (request) =>
    ok(await service.approve(request.auth, request.params.id), M.requestApproved),
  );
  route(app, api.reject, async (request) =>
    ok(await service.reject(request.auth, request.params.id, request.body.reason), M.requestRejected),
  );
}
