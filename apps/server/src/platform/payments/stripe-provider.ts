import Stripe from 'stripe';
import {
  ProviderError,
  chargeDetailsOf,
  type ChargeDetails,
  type CreateIntentInput,
  type CreateRefundInput,
  type PaymentsProvider,
  type ProviderRefund,
} from './payments-provider';
import { SIMULATED_ACCOUNT_PREFIX } from './simulated-provider';

export interface StripeProviderOptions {
  secretKey: string;
  /** The platform's Connect client id (`ca_...`) for the OAuth link. */
  connectClientId: string | undefined;
  /** Another host for the API and the /oauth/token call (a local stand-in in tests). */
  apiUrl?: string;
}

/** Stripe's OAuth page for Standard accounts (the browser goes there, never the stand-in). */
const CONNECT_AUTHORIZE_URL = 'https://connect.stripe.com/oauth/authorize';

function hostOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** Our sentence for the caller; the SDK's message goes in `detail` (for the log, or a decline). */
async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new ProviderError(`The payment provider could not ${what}. Please try again.`, detail);
  }
}

/**
 * Stripe Connect through the official SDK: Standard accounts by OAuth, PaymentIntents created on the
 * connected account (`Stripe-Account`) with `application_fee_amount`, refunds with
 * `refund_application_fee`, and an idempotency key on every create.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, ...hostOptions(options.apiUrl) });

  return {
    mode: 'stripe',
    // The simulated provider's accounts (the demo's) are not Stripe's: a charge on one would fail there.
    ownsAccount: (accountId) => !accountId.startsWith(SIMULATED_ACCOUNT_PREFIX),

    connectUrl(state, redirectUri) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: options.connectClientId ?? '',
        scope: 'read_write',
        state,
        redirect_uri: redirectUri,
      });
      return `${CONNECT_AUTHORIZE_URL}?${query.toString()}`;
    },

    async completeConnect(code) {
      const token = await call('connect the account', () =>
        stripe.oauth.token({ grant_type: 'authorization_code', code }),
      );
      const accountId = token.stripe_user_id;
      if (!accountId) throw new ProviderError('The payment provider did not name the connected account.');
      const account = await call('read the connected account', () => stripe.accounts.retrieve(accountId));
      return { accountId, chargesEnabled: account.charges_enabled === true };
    },

    async createPaymentIntent(input: CreateIntentInput) {
      const intent = await call('start the payment', () =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            application_fee_amount: input.applicationFeeCents,
            automatic_payment_methods: { enabled: true },
            metadata: { orderId: String(input.orderId) },
          },
          { stripeAccount: input.account, idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!intent.client_secret) throw new ProviderError('The payment provider did not start the payment.');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async chargeDetails(account, intentId): Promise<ChargeDetails | null> {
      const intent = await call('read the payment', () =>
        stripe.paymentIntents.retrieve(
          intentId,
          { expand: ['latest_charge.balance_transaction'] },
          { stripeAccount: account },
        ),
      );
      const charge = intent.latest_charge;
      if (!charge || typeof charge === 'string') return null;
      return chargeDetailsOf(charge as unknown as Record<string, unknown>);
    },

    async createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
      const refund = await call('refund the payment', () =>
        stripe.refunds.create(
          {
            payment_intent: input.intentId,
            amount: input.amountCents,
            refund_application_fee: true,
            metadata: { ledgerId: String(input.ledgerId) },
          },
          { stripeAccount: input.account, idempotencyKey: input.idempotencyKey },
        ),
      );
      return {
        id: refund.id,
        amount: refund.amount,
        status: refund.status ?? 'pending',
        payment_intent: typeof refund.payment_intent === 'string' ? refund.payment_intent : null,
        metadata: refund.metadata as Record<string, string> | null,
        failure_reason: refund.failure_reason ?? null,
      };
    },
  };
}
