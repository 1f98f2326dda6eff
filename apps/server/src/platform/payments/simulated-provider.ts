import { randomBytes } from 'node:crypto';
import { processingEstimateCents } from '@ironmatch/contracts/payments';
import {
  ProviderError,
  type PaymentsProvider,
  type ProviderEvent,
  type ProviderRefund,
} from './payments-provider';

const token = (bytes = 12) => randomBytes(bytes).toString('hex');

/** The simulated provider's connected accounts (the demo's are made with it too). */
export const SIMULATED_ACCOUNT_PREFIX = 'acct_sim_';

/** A test card's outcome (the Stripe test numbers). */
function simulatedCardOutcome(cardNumber: string): 'succeeded' | 'declined' | 'invalid' {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === '4242424242424242') return 'succeeded';
  if (digits === '4000000000000002') return 'declined';
  return 'invalid';
}

/**
 * The built-in provider without Stripe keys (the embedded demo and most tests): the same calls and
 * states, nothing charged. It keeps no state of its own: the payments tables hold the intents, and its
 * outcomes are Stripe-shaped events that the payments module processes like webhooks.
 */
export function createSimulatedProvider(): PaymentsProvider {
  return {
    mode: 'simulated',
    ownsAccount: (accountId) => accountId.startsWith(SIMULATED_ACCOUNT_PREFIX),
    local: {
      payWithTestCard(input) {
        const outcome = simulatedCardOutcome(input.cardNumber);
        return outcome === 'invalid'
          ? null
          : { outcome, event: simulatedPaymentEvent({ ...input, outcome }) };
      },
      refundEvent: (account, refund) => simulatedRefundEvent(account, { ...refund }),
    },

    connectUrl(state) {
      return `/stripe/simulated-connect?${new URLSearchParams({ state }).toString()}`;
    },

    async completeConnect(code) {
      if (!/^sim_[A-Za-z0-9_]{4,100}$/.test(code))
        throw new ProviderError(
          'The authorization code is not valid. Please connect again.',
          undefined,
          true,
        );
      return { accountId: `${SIMULATED_ACCOUNT_PREFIX}${token(8)}`, chargesEnabled: true };
    },

    async createPaymentIntent() {
      const id = `pi_sim_${token()}`;
      return { id, clientSecret: `${id}_secret_${token(16)}` };
    },

    // The simulated events carry the charge themselves.
    async chargeDetails() {
      return null;
    },

    // Like Stripe, the same idempotency key answers the same refund (a retry never refunds twice); the
    // id is made from the key, so the provider stays without state of its own.
    async createRefund(input) {
      return {
        id: `re_sim_${input.intentId.slice(-12)}_${input.idempotencyKey.replace(/[^A-Za-z0-9]/g, '')}`,
        amount: input.amountCents,
        status: 'succeeded',
        payment_intent: input.intentId,
        metadata: { ledgerId: String(input.ledgerId) },
        failure_reason: null,
      };
    },
  };
}

const eventId = () => `evt_sim_${token()}`;
const now = () => Math.floor(Date.now() / 1000);

/** The event a test-card payment produces: succeeded (with its charge) or failed. */
function simulatedPaymentEvent(input: {
  account: string;
  intentId: string;
  amountCents: number;
  applicationFeeCents: number;
  cardNumber: string;
  outcome: 'succeeded' | 'declined';
}): ProviderEvent {
  const last4 = input.cardNumber.replace(/\D/g, '').slice(-4);
  const base = {
    id: input.intentId,
    object: 'payment_intent',
    amount: input.amountCents,
    application_fee_amount: input.applicationFeeCents,
    currency: 'usd',
  };
  if (input.outcome === 'declined')
    return {
      id: eventId(),
      type: 'payment_intent.payment_failed',
      account: input.account,
      created: now(),
      data: {
        object: {
          ...base,
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
        },
      },
    };
  return {
    id: eventId(),
    type: 'payment_intent.succeeded',
    account: input.account,
    created: now(),
    data: {
      object: {
        ...base,
        status: 'succeeded',
        latest_charge: {
          id: `ch_sim_${token()}`,
          object: 'charge',
          payment_method_details: { type: 'card', card: { brand: 'visa', last4 } },
          balance_transaction: { fee: processingEstimateCents(input.amountCents, 'card') },
        },
      },
    },
  };
}

/** The event a simulated refund produces (simulated refunds succeed at once). */
function simulatedRefundEvent(account: string, refund: ProviderRefund): ProviderEvent {
  return {
    id: eventId(),
    type: 'refund.updated',
    account,
    created: now(),
    data: { object: { object: 'refund', ...refund } },
  };
}
