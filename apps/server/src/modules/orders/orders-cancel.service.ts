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
import { AppError, badRequest, conflict } from '../../http/app-error';
import { paymentHoldOnOrder } from './order-payment-reads';
import { orderCanceledMail } from './order-cancel-emails';
import { createOrdersRepository } from './orders.repository';
import { changeOrder, notifyOrder, type LockedOrder, type OrdersServiceDeps } from './order-lock';
import { loadOrder } from './order-view';
import { orderIdOf } from './orders-records';

/** The refund a cancel made, in cents: its amount and the application fee it gave back. */
export interface CancelRefund {
  amount: number;
  applicationFeeRefunded: number;
}

/**
 * The payments module's refund of all that remains of an order's succeeded payment
 * (payments/order-cancel-refund.service.ts; app.ts hands it over, since payments depends on orders and
 * not the other way round). Each step runs in the caller's transaction, under the order's lock.
 */
export interface CancelRefunds {
  /** Writes (or finds) the refund intent, committed before the provider is called; false: nothing to refund. */
  reserve(tx: Db, orderId: number, userId: number): Promise<boolean>;
  /** Asks the provider with the intent's idempotency key and records its answer; null: no intent left. */
  complete(tx: Db, orderId: number): Promise<CancelRefund | null>;
  /** The provider refused (a 502 from `complete`): the intent failed. */
  release(tx: Db, orderId: number, why: string): Promise<void>;
}

export interface OrdersCancelDeps extends OrdersServiceDeps {
  refunds: CancelRefunds;
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
  /** Checks the cancel under the order's lock: null when it may go ahead, else the unchanged answer. */
  async function checkCancel(tx: Db, locked: LockedOrder, role: OrderRole, reason: string | null) {
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
    return null;
  }

  /** Cancels the checked, locked order as `role`, with the refund this call made (if any). */
  async function cancelLocked(
    tx: Db,
    locked: LockedOrder,
    role: OrderRole,
    reason: string | null,
    refund: CancelRefund | null,
  ): Promise<CancelOutcome> {
    const { id, order } = locked;
    await createOrdersRepository(tx).updateOrder(id, {
      status: 'order_canceled',
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
    /**
     * POST /api/orders/{id}/cancel. An order with nothing to refund is canceled in one transaction. A
     * paid one in two: the refund intent is committed first, then the provider's refund and the status
     * change share the second transaction (a provider refusal: 502, the order unchanged, the intent
     * failed; any other failure leaves the intent for the retry, which refunds nothing twice).
     */
    async cancel(auth: CompanyClaims, rawId: string, reason: string | null): Promise<CancelOutcome> {
      const first = await changeOrder(deps, auth, rawId, 'party', async (tx, locked) => {
        const done = await checkCancel(tx, locked, locked.role, reason);
        if (done) return done;
        if (await deps.refunds.reserve(tx, locked.id, auth.userId)) return 'refund' as const;
        return cancelLocked(tx, locked, locked.role, reason, null);
      });
      if (first !== 'refund') return first;
      try {
        return await changeOrder(deps, auth, rawId, 'party', async (tx, locked) => {
          // Another call may have finished it meanwhile (its refund included): unchanged.
          const done = await checkCancel(tx, locked, locked.role, reason);
          if (done) return done;
          const refund = await deps.refunds.complete(tx, locked.id);
          return cancelLocked(tx, locked, locked.role, reason, refund);
        });
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 502) {
          const id = orderIdOf(rawId);
          await deps.db.transaction((tx) => deps.refunds.release(tx, id, err.message));
        }
        throw err;
      }
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
          // Nothing was paid (the hold above): the cancel needs no refund.
          const done = await checkCancel(tx, locked, 'buyer', null);
          const canceled = done ?? (await cancelLocked(tx, locked, 'buyer', null, null));
          return { orderId: id, orderDeleted: false, order: canceled.order };
        }
        await createOrdersRepository(tx).deleteOrder(id);
        return { orderId: id, orderDeleted: true };
      });
    },
  };
}
