import type { CompanyClaims } from '@ironmatch/contracts/access';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { ORDER_STATUS_LABELS } from '@ironmatch/contracts/order-states';
import { conflict } from '../../http/app-error';
import type { MailBranding } from '../../platform/mail/email-layout';
import { enqueueMail } from '../../platform/mail/mail-job';
import { teamForApproval } from '../accounts/team-approval.service';
import { approvalRejectedMail } from './order-approval-emails';
import { createOrderApprovalRepository } from './order-approval.repository';
import { orderRequestedMail } from './orders-emails';
import { createOrdersRepository } from './orders.repository';
import type { OrderChange } from './order-lock';
import { loadOrder } from './order-view';
import type { createOrdersService } from './orders.service';

type OrdersCore = Pick<ReturnType<typeof createOrdersService>, 'changeOrder' | 'notifyAbout'>;

/**
 * An admin of the buyer company decides a held order request (issue 23): approve (it goes to the seller
 * as any request does) or reject with a reason (back to new_order, the member is emailed). The `admin`
 * access level has checked the role; the order must be the caller's company's purchase.
 */
export function createOrderApprovalService(core: OrdersCore, mail: MailBranding) {
  const pending = (status: keyof typeof ORDER_STATUS_LABELS) => {
    if (status !== 'pending_company_approval') throw conflict(M.notHeld(ORDER_STATUS_LABELS[status]));
  };

  return {
    async approve(auth: CompanyClaims, rawId: string): Promise<OrderChange> {
      return core.changeOrder(auth, rawId, 'buyer', async (tx, { id, order }) => {
        if (order.approval?.status === 'approved' && order.status !== 'pending_company_approval')
          return { order, unchanged: true };
        pending(order.status);
        await createOrdersRepository(tx).updateOrder(id, { status: 'order_requested' });
        await createOrderApprovalRepository(tx).decide(id, 'approved', auth.userId, null);
        const now = await loadOrder(tx, id, 'buyer');
        await core.notifyAbout(tx, { companyId: now.vendorCompanyId }, (to) =>
          orderRequestedMail(mail, to, now),
        );
        return { order: now, unchanged: false };
      });
    },

    async reject(auth: CompanyClaims, rawId: string, reason: string): Promise<OrderChange> {
      return core.changeOrder(auth, rawId, 'buyer', async (tx, { id, order }) => {
        pending(order.status);
        // One open order per buyer and seller: parts added since the request went into another one.
        if (await createOrdersRepository(tx).lockOpenOrder(order.customerCompanyId, order.vendorCompanyId))
          throw conflict(M.rejectWhileOpen);
        await createOrdersRepository(tx).updateOrder(id, { status: 'new_order' });
        await createOrderApprovalRepository(tx).decide(id, 'rejected', auth.userId, reason);
        const now = await loadOrder(tx, id, 'buyer');
        const requester = order.approval?.requestedBy
          ? await teamForApproval(tx).person(order.approval.requestedBy.userId)
          : null;
        if (requester)
          await enqueueMail(tx, approvalRejectedMail(mail, requester, now, reason), { priority: 'order' });
        return { order: now, unchanged: false };
      });
    },
  };
}
