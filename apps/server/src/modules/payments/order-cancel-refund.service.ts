import { PAYMENT_MESSAGES as M, applicationFeeRefundedCents } from '@ironmatch/contracts/payments';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { ProviderError, type PaymentsProvider } from '../../platform/payments/payments-provider';
import { createPaymentsRepository } from './payments.repository';
import type { CancelRefund, CancelRefunds } from '../orders/orders-cancel.service';
import { applyRefund, requestLedgerRefund, reserves } from './refund-ledger';

/** The provider refused the cancel's refund: answered 502, the order unchanged, the intent failed. */
export class CancelRefundRefused extends AppError {
  constructor(readonly detail: string) {
    super(502, M.refundFailed);
  }
}

/**
 * For the orders module's cancel (issue 24): the refund of all that remains of the order's succeeded
 * payment, the application fee in proportion. A provider call cannot share a database transaction, so
 * the refund is made in three steps, each under the order's lock:
 *
 * 1. `reserve`: the intent (a pending ledger row marked `order_cancel`, all that remains) is written and
 *    committed before the provider is called; its id is the idempotency key.
 * 2. `complete`: in the transaction that changes the order's status, the provider is asked with that key
 *    and its answer goes into the ledger. Should that transaction fail after the provider refunded, the
 *    intent is still there: a retry of the cancel asks again with the same key (the provider answers
 *    the refund it already made) and the provider's refund event finds the row by its ledger id, so the
 *    refund is counted once.
 * 3. `release`: the provider refused: the intent is marked failed, its amount free again.
 */
export function createCancelRefunds(provider: PaymentsProvider): CancelRefunds {
  return {
    async reserve(tx: Db, orderId: number, userId: number): Promise<boolean> {
      const repo = createPaymentsRepository(tx);
      const found = await repo.paymentOfOrder(orderId);
      if (!found || found.status !== 'succeeded') return false;
      const payment = (await repo.lockPayment(found.id))!;
      if (await repo.pendingCancelRefund(payment.id)) return true; // an earlier attempt's intent
      const taken = (await repo.refundsOf(payment.id)).filter(reserves).reduce((s, r) => s + r.amount, 0);
      const rest = payment.amount - taken;
      if (rest <= 0) return false;
      await repo.insertRefund({
        paymentId: payment.id,
        amount: rest,
        status: 'pending',
        requestedByUserId: userId,
        orderCancel: true,
      });
      return true;
    },

    async complete(tx: Db, orderId: number): Promise<CancelRefund | null> {
      const repo = createPaymentsRepository(tx);
      const found = await repo.paymentOfOrder(orderId);
      if (!found) return null;
      const payment = (await repo.lockPayment(found.id))!;
      const row = await repo.pendingCancelRefund(payment.id);
      if (!row) return null; // no intent, or its refund already arrived by event
      const refund = await requestLedgerRefund(provider, payment, row, async (reason, err) => {
        throw err instanceof ProviderError ? new CancelRefundRefused(reason) : err;
      });
      await applyRefund(tx, refund);
      const others = (await repo.refundsOf(payment.id))
        .filter((r) => r.id !== row.id && reserves(r))
        .reduce((s, r) => s + r.amount, 0);
      const feeBefore = applicationFeeRefundedCents(payment.applicationFee, payment.amount, others);
      const feeAfter = applicationFeeRefundedCents(
        payment.applicationFee,
        payment.amount,
        others + row.amount,
      );
      return { amount: row.amount, applicationFeeRefunded: feeAfter - feeBefore };
    },

    async release(tx: Db, orderId: number, why: string): Promise<void> {
      const repo = createPaymentsRepository(tx);
      const found = await repo.paymentOfOrder(orderId);
      if (!found) return;
      await repo.lockPayment(found.id);
      const row = await repo.pendingCancelRefund(found.id);
      if (row) await repo.updateRefund(row.id, { status: 'failed', failureReason: why });
    },
  };
}
