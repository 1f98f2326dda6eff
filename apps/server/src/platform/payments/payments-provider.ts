/**
 * The payment provider behind the payments module (issue 15, ADR 0014): Stripe Connect through the
 * official SDK when STRIPE_SECRET_KEY is set, else the built-in simulated provider. Both take direct
 * charges on the seller's connected account with an application fee, and both report outcomes as
 * Stripe-shaped events that go through the one event-processing code.
 */
export type PaymentsMode = 'stripe' | 'simulated';

export interface CreateIntentInput {
  /** The seller's connected account: the charge is made on it (`Stripe-Account`). */
  account: string;
  amountCents: number;
  applicationFeeCents: number;
  orderId: number;
  idempotencyKey: string;
}

export interface ProviderIntent {
  id: string;
  clientSecret: string;
}

export interface CreateRefundInput {
  account: string;
  intentId: string;
  amountCents: number;
  /** Our ledger row: events carry it back in the refund's metadata. */
  ledgerId: number;
  idempotencyKey: string;
}

/** A refund as the provider describes it (Stripe's Refund object, the fields we read). */
export interface ProviderRefund {
  id: string;
  amount: number;
  status: string;
  payment_intent?: string | null;
  metadata?: Record<string, string> | null;
  failure_reason?: string | null;
}

/** What the charge behind a succeeded payment says about the method and the provider's fee. */
export interface ChargeDetails {
  paymentMethodType: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  bankLast4: string | null;
  transactionFee: number | null;
}

/** A provider event (Stripe's Event, the fields we read). */
export interface ProviderEvent {
  id: string;
  type: string;
  account?: string | null;
  created: number;
  data: { object: Record<string, unknown> };
}

/** A test-card payment of the simulated provider: its outcome and the event that reports it. */
export interface TestCardPayment {
  outcome: 'succeeded' | 'declined';
  event: ProviderEvent;
}

/**
 * What a provider without webhooks (the simulated one) adds: the test-card form and the events its
 * payments and refunds produce, processed like webhooks. Stripe has none: its events arrive as webhooks.
 */
export interface LocalEvents {
  /** Pays an intent with a test card; null for a number that is not one of the test cards. */
  payWithTestCard(input: {
    account: string;
    intentId: string;
    amountCents: number;
    applicationFeeCents: number;
    cardNumber: string;
  }): TestCardPayment | null;
  /** The event that reports a refund this provider just made. */
  refundEvent(account: string, refund: ProviderRefund): ProviderEvent;
}

export interface PaymentsProvider {
  mode: PaymentsMode;
  /** Whether a connected account is this provider's: each provider charges only its own accounts. */
  ownsAccount(accountId: string): boolean;
  /** Present on a provider without webhooks (the simulated one). */
  local?: LocalEvents;
  /** Where the connect button sends the member; `state` comes back on /stripe/callback. */
  connectUrl(state: string, redirectUri: string): string;
  /** Exchanges the callback's `code` for the connected account. */
  completeConnect(code: string): Promise<{ accountId: string; chargesEnabled: boolean }>;
  createPaymentIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** Method, card and fee of the succeeded payment's charge (null when the provider has none). */
  chargeDetails(account: string, intentId: string): Promise<ChargeDetails | null>;
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
}

/** The provider refused or could not be reached: answered 502 with our sentence, never its details. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** The provider's own message, for the log and (for declines) the user. */
    readonly detail?: string,
    /** The message is about what the user sent (the simulated provider's bad code): a 400, not a 502. */
    readonly userError = false,
  ) {
    super(message);
  }
}

/** Method, card or bank, and Stripe's fee from a Charge (with its balance transaction expanded). */
export function chargeDetailsOf(charge: Record<string, unknown>): ChargeDetails {
  const details = (charge.payment_method_details ?? {}) as {
    type?: string;
    card?: { brand?: string; last4?: string };
    us_bank_account?: { last4?: string };
  };
  const balance = charge.balance_transaction as { fee?: number } | string | null | undefined;
  return {
    paymentMethodType: details.type ?? null,
    cardBrand: details.card?.brand ?? null,
    cardLast4: details.card?.last4 ?? null,
    bankLast4: details.us_bank_account?.last4 ?? null,
    transactionFee:
      balance && typeof balance === 'object' && typeof balance.fee === 'number' ? balance.fee : null,
  };
}
