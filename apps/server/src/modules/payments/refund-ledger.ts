import { applicationFeeRefundedCents } from '@ironmatch/contracts/payments';
import { parseRecordId } from '@ironmatch/contracts/record-id';
import type { Db } from '../../db/database';
import {
  ProviderError,
  type PaymentsProvider,
  type ProviderRefund,
} from '../../platform/payments/payments-provider';
import { createPaymentsRepository, type PaymentRow, type RefundRow } from './payments.repository';

/**
 * The refunds ledger: a refund as the provider reports it goes in once, and a payment's refunded totals
 * are always recomputed from it. Shared by the refund call, the events and the cancel of a paid order.
 */

/** The provider's refund states, ours: a refund only moves forward (pending -> succeeded -> failed). */
const REFUND_RANK = { pending: 0, succeeded: 1, failed: 2 } as const;
function refundStatusOf(status: string): RefundRow['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** What a refund reserves of the payment until it is known to have failed. */
export const reserves = (r: RefundRow) => r.status !== 'failed';

/**
 * Recomputes the payment's refunded amounts from the ledger's succeeded refunds (under the payment's
 * lock): counting a refund twice is impossible however often its events arrive.
 */
/** Told (in the transaction) when a payment's refunded total grew, by how much: the refund email. */
export type OnRefunded = (tx: Db, orderId: number, cents: number) => Promise<void>;

export async function recomputeRefunds(tx: Db, payment: PaymentRow, onRefunded?: OnRefunded): Promise<void> {
  const repo = createPaymentsRepository(tx);
  const refunded = (await repo.refundsOf(payment.id))
    .filter((r) => r.status === 'succeeded')
    .reduce((sum, r) => sum + r.amount, 0);
  const amountRefunded = Math.min(refunded, payment.amount);
  const feeRefunded = applicationFeeRefundedCents(payment.applicationFee, payment.amount, amountRefunded);
  if (amountRefunded === payment.amountRefunded && feeRefunded === payment.applicationFeeRefunded) return;
  const now = new Date().toISOString();
  await repo.updatePayment(payment.id, {
    amountRefunded,
    amountRefundedAt: amountRefunded === payment.amountRefunded ? payment.amountRefundedAt : now,
    applicationFeeRefunded: feeRefunded,
    applicationFeeRefundedAt:
      feeRefunded === payment.applicationFeeRefunded ? payment.applicationFeeRefundedAt : now,
  });
  // Only a succeeded payment's refunds are news to the buyer (refund events may arrive before it).
  if (onRefunded && payment.status === 'succeeded' && amountRefunded > payment.amountRefunded)
    await onRefunded(tx, payment.orderId, amountRefunded - payment.amountRefunded);
}

/** A refund as the provider reports it (its answer or an event): into the ledger, then the totals. */
export async function applyRefund(tx: Db, refund: ProviderRefund, onRefunded?: OnRefunded): Promise<void> {
  const repo = createPaymentsRepository(tx);
  const ledgerId = parseRecordId(String(refund.metadata?.ledgerId ?? ''));
  const find = async () =>
    (ledgerId !== null ? await repo.refundById(ledgerId) : undefined) ??
    (refund.id ? await repo.refundByProviderId(refund.id) : undefined);
  let row = await find();
  const paymentId =
    row?.paymentId ??
    (refund.payment_intent ? (await repo.paymentByIntent(refund.payment_intent))?.id : undefined);
  if (paymentId === undefined) return; // not one of ours
  const payment = (await repo.lockPayment(paymentId))!;
  row = await find(); // again, under the lock: another delivery may have written it
  const status = refundStatusOf(refund.status);
  if (!row) {
    if (!(refund.amount > 0)) return;
    await repo.insertRefund({ paymentId, refundId: refund.id, amount: refund.amount, status });
  } else if (row.paymentId === paymentId) {
    const forward = REFUND_RANK[status] > REFUND_RANK[row.status];
    if (forward || (row.refundId === null && refund.id))
      await repo.updateRefund(row.id, {
        ...(row.refundId === null && refund.id ? { refundId: refund.id } : {}),
        ...(forward ? { status, failureReason: refund.failure_reason ?? null } : {}),
      });
  }
  await recomputeRefunds(tx, payment, onRefunded);
}

/**
 * Asks the provider for the refund that ledger row `row` records of `payment`, keyed `refund-<row id>`
 * so that asking again is the same refund, and answers it tagged with the ledger id (how its events find
 * the row). Should the provider fail, `refused` decides the answer, given the reason the ledger keeps (the
 * provider's detail, or 'error'). The seller's refund and the cancel of a paid order both ask here.
 */
export async function requestLedgerRefund(
  provider: PaymentsProvider,
  payment: PaymentRow,
  row: RefundRow,
  refused: (reason: string, err: unknown) => Promise<never>,
): Promise<ProviderRefund> {
  let refund: ProviderRefund;
  try {
    refund = await provider.createRefund({
      account: payment.accountId,
      intentId: payment.intentId,
      amountCents: row.amount,
      ledgerId: row.id,
      idempotencyKey: `refund-${row.id}`,
    });
  } catch (err) {
    return refused(err instanceof ProviderError ? (err.detail ?? err.message) : 'error', err);
  }
  return { ...refund, metadata: { ...refund.metadata, ledgerId: String(row.id) } };
}
