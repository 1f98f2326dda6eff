import { formatCents } from '@ironmatch/contracts/order-money';
import type { Db } from '../../db/database';
import { createOrphanPaymentsRepository, type OrphanPaymentRow } from './orphan-payments.repository';

/**
 * What operators see of the payments that match no order: the admin command line (`npm run admin --
 * list-orphan-payments`, `resolve-orphan-payment`), the operators' console (`/admin/payments`, which
 * passes its transaction as `db`) and the error line logged when one arrives.
 */
export function createOrphanPaymentsOperations(db: Db) {
  const repo = createOrphanPaymentsRepository(db);
  return {
    list: (options: { all: boolean }) => repo.list(options),
    get: (id: number, options: { lock?: boolean } = {}) => repo.get(id, options),
    resolve: (id: number, note: string) => repo.resolve(id, note),
  };
}

/** One line per payment, for the command line. */
export function describeOrphanPayment(row: OrphanPaymentRow): string {
  const amount =
    row.amount === null
      ? 'amount unknown'
      : `${formatCents(row.amount)} ${(row.currency ?? '').toUpperCase()}`;
  const parts = [
    `#${row.id}`,
    row.receivedAt,
    amount.trim(),
    row.intentId,
    `account ${row.account ?? 'unknown'}`,
    `order ${row.orderRef ?? 'not named'}`,
    `event ${row.eventId}`,
  ];
  if (row.resolvedAt) parts.push(`resolved ${row.resolvedAt}: ${row.resolution ?? ''}`);
  return parts.join('  ');
}
