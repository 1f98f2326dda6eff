import { z } from 'zod';
import { text } from './text';

/**
 * Issue 25: how an order is paid. `online` through the payment provider, `terms` on account with a
 * seller that approved the buyer for credit, or paid by other means as the seller marks it.
 */
export const PAYMENT_METHODS = ['online', 'terms', 'check', 'wire', 'cash', 'on_account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What the seller may mark an order paid with. */
export const OFFLINE_PAYMENT_METHODS = ['check', 'wire', 'cash', 'on_account'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];
export const PAYMENT_REFERENCE_MAX_LENGTH = 100;

export const TERMS_MESSAGES = {
  cannotPlace: (status: string) => `This order cannot be placed on account: it is ${status}.`,
  cannotMarkPaid: (status: string) => `This order cannot be marked paid: it is ${status}.`,
  placedOnAccount: 'Order placed on account.',
  markedPaid: 'Order marked paid.',
} as const;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  online: 'Paid online',
  terms: 'On account (terms)',
  check: 'Check',
  wire: 'Wire transfer',
  cash: 'Cash',
  on_account: 'On account',
};

export interface OfflinePayment {
  method: OfflinePaymentMethod;
  reference: string | null;
  markedAt: string;
}

export const offlinePaymentSchema = z.object({
  method: z.enum(OFFLINE_PAYMENT_METHODS),
  reference: z.string().nullable(),
  markedAt: z.string(),
});

export const markPaidBodySchema = z.object({
  method: z.enum(OFFLINE_PAYMENT_METHODS, {
    error: "Payment method must be 'check', 'wire', 'cash' or 'on_account'.",
  }),
  reference: text({ label: 'Reference' })
    .trim()
    .max(
      PAYMENT_REFERENCE_MAX_LENGTH,
      `Reference must be at most ${PAYMENT_REFERENCE_MAX_LENGTH} characters long.`,
    )
    .optional(),
});
export type MarkPaidValues = z.infer<typeof markPaidBodySchema>;

/** A terms order's due date: the approval day (UTC) plus the terms' days, as YYYY-MM-DD. */
export function termsDueDate(approvedAtIso: string, days: number): string {
  const d = new Date(approvedAtIso);
  const due = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days));
  return due.toISOString().slice(0, 10);
}

/** An unpaid terms order past its due date (`today` as YYYY-MM-DD, UTC). */
export function isOverdue(
  order: { paymentMethod: PaymentMethod | null; dueDate: string | null; paidAt: string | null },
  today: string,
): boolean {
  return (
    order.paymentMethod === 'terms' &&
    order.paidAt === null &&
    order.dueDate !== null &&
    order.dueDate < today
  );
}
