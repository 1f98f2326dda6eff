import { z } from 'zod';
import { envelopeOf } from './envelope';
import { orderPaymentSchema } from './orders';
import { text } from './text';

/**
 * Payments (spec marketplace 2 "Seller payout onboarding", 3 "Payment", 5 "Refund", 8, 9; DECISIONS.md
 * "Money"): direct charges on the seller's connected account with an application fee. The money rules
 * (processing estimate, proportional fee refund, refund amount check) live here once; the application
 * fee itself is `applicationFeeCents` in orders.ts.
 */

/** Spec 9: the phrase the seller types to confirm a refund. */
export const REFUND_CONFIRMATION_PHRASE = 'PROCESS REFUND';

/** How long a payout-connect link (its OAuth `state`) stays valid. */
export const CONNECT_STATE_TTL_MINUTES = 30;

export type PaymentMethodKind = 'card' | 'us_bank_account';

/**
 * Spec 9's processing estimate in cents: card 2.9% plus 30 cents; bank (ACH) 0.8% capped at $5.00.
 * Also the simulated provider's transaction fee.
 */
export function processingEstimateCents(totalCents: number, method: PaymentMethodKind = 'card'): number {
  if (!(totalCents > 0)) return 0;
  if (method === 'us_bank_account') return Math.min(Math.round(totalCents * 0.008), 500);
  return Math.round(totalCents * 0.029) + 30;
}

/**
 * The application fee refunded in total once `refundedCents` of a `amountCents` payment are refunded:
 * in proportion, rounded, so a full refund returns exactly the whole fee. A refund's own share is the
 * difference between this after and before it.
 */
export function applicationFeeRefundedCents(feeCents: number, amountCents: number, refundedCents: number) {
  if (!(amountCents > 0) || !(refundedCents > 0)) return 0;
  if (refundedCents >= amountCents) return feeCents;
  return Math.round((feeCents * refundedCents) / amountCents);
}

export type RefundAmountCheck =
  { ok: true; cents: number } | { ok: false; message: string; errors: [string, ...string[]] };

/**
 * Spec 5: a partial refund is a whole number of cents above 0 and not above what remains; omitted means
 * everything that remains.
 */
export function checkRefundAmount(amount: number | undefined, remainingCents: number): RefundAmountCheck {
  const invalid = PAYMENT_MESSAGES.invalidPartialRefund;
  // Issue 21 item 8: the spec's sentence leads; ours says why.
  if (remainingCents <= 0)
    return { ok: false, message: invalid, errors: [invalid, PAYMENT_MESSAGES.nothingToRefund] };
  if (amount === undefined) return { ok: true, cents: remainingCents };
  if (!Number.isInteger(amount) || amount <= 0 || amount > remainingCents)
    return { ok: false, message: invalid, errors: [invalid] };
  return { ok: true, cents: amount };
}

/** Dollars as typed in the refund dialog -> cents, or null when it is not a plain amount. */
export function parseRefundDollars(input: string): number | null {
  const kept = input.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(kept)) return null;
  return Math.round(Number(kept) * 100);
}

/** Simulated mode's test cards (the Stripe test numbers). */
export const SIMULATED_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export const PAYMENT_MESSAGES = {
  // Spec 8, exactly.
  unableToStart: 'Unable to start payment',
  paymentError: 'Something went wrong processing your payment.',
  noCapturedPayment: 'No captured payment.',
  refundFailed: 'Refund failed',
  invalidPartialRefund: 'Invalid partial refund amount.',
  paymentSuccessTitle: 'Payment Successful',
  paymentSuccessText: "Your payment went through! We've marked this order as placed.",
  paymentFailedTitle: 'Payment Failed',
  refundInitiatedTitle: 'Refund Initiated',
  refundInitiatedText: "We've started the refund. You'll see updated totals shortly.",
  refundFailedTitle: 'Refund Failed',
  refundInitiated: 'Refund initiated.',
  connected: 'Stripe account connected!',
  connectFailed: (description: string) => `Stripe connect failed: ${description}`,
  // Spec 9: the application fee's refund in Stripe mode.
  feeRefundDelay: 'The application fee refund takes about 5 to 10 business days after the provider confirms.',
  // Our own sentences where the spec has none.
  payoutAlreadyConnected: 'A payout account is already connected to your company.',
  connectStateInvalid:
    'This payout connection link has expired or was already used. Please start again from your profile.',
  connectNeedsCode: 'The payment provider did not send an authorization code.',
  connectCancelled: 'The connection was cancelled.',
  sellerNotConnected: 'The seller is not set up to take online payments yet. Please message the seller.',
  notConfirmed: 'This order can be paid once the seller has approved it.',
  alreadyPaid: 'This order is already paid.',
  nothingToPay: 'This order has nothing to pay.',
  nothingToRefund: 'Nothing remains to refund on this payment.',
  paymentNotFound: 'Payment not found.',
  declined: 'Your card was declined.',
  simulatedOnly: 'Test cards work only in test mode.',
  testCardsOnly:
    'Test mode takes only the test cards: 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).',
  webhookNotConfigured: 'Webhooks are not configured.',
  webhookSignature: 'The webhook signature is not valid.',
} as const;

// ---------------------------------------------------------------------------------------------
// Requests and answers
// ---------------------------------------------------------------------------------------------

export const orderPaymentParamsSchema = z.object({ id: text({ label: 'Order id' }).max(40) });

/** GET /api/stripe/connect-url */
export const connectUrlResponseSchema = envelopeOf(z.object({ url: z.string() }));

/** POST /api/stripe/connect/complete: what the provider's redirect carried to /stripe/callback. */
export const connectCompleteBodySchema = z.object({
  state: text({ label: 'state' }).min(1).max(200),
  code: text({ label: 'code' }).max(500).optional(),
  error: text({ label: 'error' }).max(200).optional(),
  error_description: text({ label: 'error_description' }).max(1000).optional(),
});
export type ConnectCompleteRequest = z.input<typeof connectCompleteBodySchema>;
export const connectCompleteResponseSchema = envelopeOf(z.object({ stripeAccountId: z.string() }));

/** POST /api/stripe/order-payments/{id}/create-intent: the spec's client sends these; they are ignored. */
export const createIntentBodySchema = z
  .object({
    shippingAmount: z.unknown().optional(),
    taxAmount: z.unknown().optional(),
  })
  .nullish();
export const createIntentResponseSchema = envelopeOf(
  z.object({
    clientSecret: z.string(),
    connectedAccount: z.string(),
    amountCents: z.number().int(),
    applicationFeeCents: z.number().int(),
    /** Which provider made it: the web shows Stripe Elements or the test-mode card form. */
    mode: z.enum(['stripe', 'simulated']),
  }),
);
export type CreateIntentResponse = z.infer<typeof createIntentResponseSchema>;

/** POST /api/stripe/order-payments/{id}/refund: cents; omitted for a full refund. */
export const refundBodySchema = z
  .object({
    amount: z
      .number({ error: PAYMENT_MESSAGES.invalidPartialRefund })
      .int({ error: PAYMENT_MESSAGES.invalidPartialRefund })
      .positive({ error: PAYMENT_MESSAGES.invalidPartialRefund })
      .nullish(),
  })
  .nullish();
export const refundResponseSchema = envelopeOf(
  z.object({
    refund: z.object({
      id: z.number().int(),
      amount: z.number().int(),
      applicationFeeRefunded: z.number().int(),
      status: z.enum(['pending', 'succeeded', 'failed']),
    }),
    payment: orderPaymentSchema,
  }),
);
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** POST /api/stripe/simulated/confirm: the test-mode card form. */
export const simulatedConfirmBodySchema = z.object({
  clientSecret: text({ label: 'clientSecret' }).min(1).max(300),
  cardNumber: text({ label: 'Card number' }).max(40),
});
export const simulatedConfirmResponseSchema = envelopeOf(
  z.object({ status: z.enum(['succeeded', 'failed']), message: z.string().nullable() }),
);

/** POST /api/stripe/webhook */
export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
