import type { AppConfig } from '../../config/env';
import type { PaymentsProvider } from './payments-provider';
import { createSimulatedProvider } from './simulated-provider';
import { createStripeProvider } from './stripe-provider';

/** Stripe when STRIPE_SECRET_KEY is set, else the simulated provider (DECISIONS.md "Money"). */
export function openPaymentsProvider(config: AppConfig): PaymentsProvider {
  return config.stripeSecretKey
    ? createStripeProvider({
        secretKey: config.stripeSecretKey,
        connectClientId: config.stripeConnectClientId,
        apiUrl: config.stripeApiUrl,
      })
    : createSimulatedProvider();
}
