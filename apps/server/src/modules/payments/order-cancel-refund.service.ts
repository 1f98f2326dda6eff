import { PAYMENT_MESSAGES as M, applicationFeeRefundedCents } from '@ironmatch/contracts/payments';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { ProviderError, type PaymentsProvider } from '../../platform/payments/payments-provider';
import { createPaymentsRepository } from './payments.repository';
import type { CancelRefund, RefundRestOfOrder } from '../orders/orders-cancel.service';
import { applyRefund, reserves } from './refund-ledger';

/**
 * For the orders module's cancel (issue 24): refunds all that remains of the order's succeeded payment,
 * the application fee in proportion, inside the caller's transaction (which holds the order's lock).
 * A provider failure throws (502) and so rolls the cancel back: the status and the refund change
 * together or not at all. Null when nothing was paid or nothing remains.
 */
export function createCancelRefunds(provider: PaymentsProvider): RefundRestOfOrder {
  return async function refundRestOfOrder(
    tx: Db,
    orderId: number,
    userId: number,
  ): Promise<CancelRefund | null> {
    const repo = createPaymentsRepository(tx);
    const found = await repo.paymentOfOrder(orderId);
    if (!found || found.status !== 'succeeded') return null;
    const payment = (await repo.lockPayment(found.id))!;
    const taken = (await repo.refundsOf(payment.id)).filter(reserves).reduce((s, r) => s + r.amount, 0);
    const rest = payment.amount - taken;
    if (rest <= 0) return null;
    const row = await repo.insertRefund({
      paymentId: payment.id,
      amount: rest,
      status: 'pending',
      requestedByUserId: userId,
    });
    let refund;
    try {
      refund = await provider.createRefund({
        account: payment.accountId,
        intentId: payment.intentId,
        amountCents: rest,
        ledgerId: row.id,
        idempotencyKey: `refund-${row.id}`,
      });
    } catch (err) {
      if (err instanceof ProviderError) throw new AppError(502, M.refundFailed);
      throw err;
    }
    await applyRefund(tx, { ...refund, metadata: { ...refund.metadata, ledgerId: String(row.id) } });
    const feeBefore = applicationFeeRefundedCents(payment.applicationFee, payment.amount, taken);
    return { amount: rest, applicationFeeRefunded: payment.applicationFee - feeBefore };
  };
}
