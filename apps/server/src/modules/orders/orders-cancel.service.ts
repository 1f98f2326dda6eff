import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import {
  cancelTransition,
  deleteBecomesCancel,
  orderDeletable,
  type OrderRole,
} from '@ironmatch/contracts/order-states';
import { type Order } from '@ironmatch/contracts/orders';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../http/app-error';
import { paymentHoldOnOrder } from './order-payment-reads';
import { orderCanceledMail } from './order-cancel-emails';
import { createOrdersRepository } from './orders.repository';
import { changeOrder, notifyOrder, type LockedOrder, type OrdersServiceDeps } from './order-lock';
import { loadOrder } from './order-view';

/** The refund a cancel made, in cents: its amount and the application fee it gave back. */
export interface CancelRefund {
  amount: number;
  applicationFeeRefunded: number;
}

/**
 * The payments module's refund of all that remains of an order's succeeded payment, inside the caller's
 * transaction (payments/order-cancel-refund.service.ts; app.ts hands it over, since payments depends on
 * orders and not the other way round). Null when nothing was paid or nothing remains.
 */
export type RefundRestOfOrder = (tx: Db, orderId: number, userId: number) => Promise<CancelRefund | null>;

export interface OrdersCancelDeps extends OrdersServiceDeps {
  /** The payments module's refund of what remains of a paid order, in the caller's transaction. */
  refundRest: RefundRestOfOrder;
}

export interface CancelOutcome {
  order: Order;
  unchanged: boolean;
  refund: CancelRefund | null;
}

/**
 * Issue 24 "Cancel": the buyer or the seller cancels an order (the rules in contracts' cancelTransition),
 * and the buyer's delete of a request already sent becomes a cancel. Under the order's row lock: 20
 * cancels at once make one cancel, one refund and one email; the rest answer unchanged.
 */
export function createOrdersCancelService(deps: OrdersCancelDeps) {
  /** Cancels the locked order as `role`; a paid one is refunded in the same transaction. */
  async function cancelLocked(
    tx: Db,
    auth: CompanyClaims,
    locked: LockedOrder,
    role: OrderRole,
    reason: string | null,
  ): Promise<CancelOutcome> {
    const { id, order } = locked;
    const outcome = cancelTransition(order.status, role);
    if (outcome.kind === 'unchanged') return { order, unchanged: true, refund: null };
    if (outcome.kind === 'illegal') throw conflict(outcome.message);
    if (role === 'seller' && !reason) throw badRequest(M.cancelReasonRequired);
    // A card form open or a debit on its way: its money would arrive at a canceled order.
    const hold = await paymentHoldOnOrder(tx, id);
    if (hold === 'in-flight') throw conflict(M.paymentInProgress);
    // Money taken (even where the order could not be placed): only the seller cancels and refunds.
    if (hold === 'taken' && role === 'buyer') throw conflict(M.buyerCancelPaid);
    const refund = await deps.refundRest(tx, id, auth.userId);
    await createOrdersRepository(tx).updateOrder(id, {
      status: outcome.to,
      canceledBy: role,
      canceledAt: new Date().toISOString(),
      cancelReason: reason,
      canceledFromStatus: order.status,
    });
    const now = await loadOrder(tx, id, role);
    // The other party hears of it: the seller's company, or the buyer who started the order.
    const other = role === 'buyer' ? { companyId: now.vendorCompanyId } : { userId: now.customerId };
    // A buyer's new order was never sent: the seller has nothing to hear.
    if (role === 'seller' || order.status !== 'new_order')
      await notifyOrder(tx, other, (to) => orderCanceledMail(deps.mail, to, now, refund));
    return { order: now, unchanged: false, refund };
  }

  return {
    /** POST /api/orders/{id}/cancel. */
    async cancel(auth: CompanyClaims, rawId: string, reason: string | null): Promise<CancelOutcome> {
      return changeOrder(deps, auth, rawId, 'party', (tx, locked) =>
        cancelLocked(tx, auth, locked, locked.role, reason),
      );
    },

    /**
     * DELETE /api/orders/{id} (buyer): a new order is deleted; a request already sent to the seller is
     * kept and canceled, so the seller's email links still open it.
     */
    async deleteOrder(
      auth: CompanyClaims,
      rawId: string,
    ): Promise<{ orderId: number; orderDeleted: boolean; order?: Order }> {
      return changeOrder(deps, auth, rawId, 'buyer', async (tx, locked) => {
        const { id, order } = locked;
        if (!orderDeletable(order.status)) throw conflict(M.notDeletable);
        const hold = await paymentHoldOnOrder(tx, id);
        if (hold === 'taken') throw conflict(M.notDeletable);
        if (hold === 'in-flight') throw conflict(M.paymentInProgress);
        if (deleteBecomesCancel(order.status)) {
          const canceled = await cancelLocked(tx, auth, locked, 'buyer', null);
          return { orderId: id, orderDeleted: false, order: canceled.order };
        }
        await createOrdersRepository(tx).deleteOrder(id);
        return { orderId: id, orderDeleted: true };
      });
    },
  };
}
