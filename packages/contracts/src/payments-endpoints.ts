import { defineEndpoint } from './endpoint';
import {
  connectCompleteBodySchema,
  connectCompleteResponseSchema,
  connectUrlResponseSchema,
  createIntentBodySchema,
  createIntentResponseSchema,
  orderPaymentParamsSchema,
  refundBodySchema,
  refundResponseSchema,
  simulatedConfirmBodySchema,
  simulatedConfirmResponseSchema,
  webhookResponseSchema,
} from './payments';

const tag = 'Payments';

export const paymentsEndpoints = {
  connectUrl: defineEndpoint({
    method: 'GET',
    path: '/api/stripe/connect-url',
    // The token's membership, like every member page: a company made a member after this token was
    // issued connects once its access token is refreshed (a few minutes at most).
    access: 'member',
    // Only the company's admins (issue 23), read from the membership.
    adminOnly: true,
    tag,
    summary: 'The address that connects your company to the payment provider for payouts (members only).',
    description:
      "Stripe Connect OAuth for a Standard account, or the simulated provider's local page without Stripe keys. " +
      'Its `state` is bound to you and expires in 30 minutes.',
    response: connectUrlResponseSchema,
    errors: [409],
  }),
  connectComplete: defineEndpoint({
    method: 'POST',
    path: '/api/stripe/connect/complete',
    access: 'member',
    adminOnly: true,
    tag,
    summary: "Completes the payout connection with what the provider's redirect carried (`code` or `error`).",
    description:
      'The `state` must be one this user asked for, unused and not expired. A provider `error` consumes the ' +
      'state and answers 400 with its description.',
    body: connectCompleteBodySchema,
    response: connectCompleteResponseSchema,
    errors: [409],
  }),
  createIntent: defineEndpoint({
    method: 'POST',
    path: '/api/stripe/order-payments/{id}/create-intent',
    access: 'verified',
    tag,
    summary: "Buyer: starts paying a confirmed order on the seller's connected account.",
    description:
      'The amount is items + shipping + tax from the stored order (the `shippingAmount` and `taxAmount` sent ' +
      "are ignored); the application fee comes from the seller's rate. A second call reuses the open payment.",
    params: orderPaymentParamsSchema,
    body: createIntentBodySchema,
    response: createIntentResponseSchema,
    errors: [409, 502],
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/api/stripe/order-payments/{id}/refund',
    access: 'verified',
    tag,
    summary:
      "Seller: refunds the order's succeeded payment, fully (no `amount`) or partly (`amount` in cents).",
    description:
      'The application fee is refunded in proportion. Never more than was paid, however many at once.',
    params: orderPaymentParamsSchema,
    body: refundBodySchema,
    response: refundResponseSchema,
    errors: [409, 502],
  }),
  simulatedConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/stripe/simulated/confirm',
    access: 'verified',
    tag,
    summary:
      'Test mode only: pays a simulated payment with a test card (4242... succeeds, 4000 0000 0000 0002 is declined).',
    body: simulatedConfirmBodySchema,
    response: simulatedConfirmResponseSchema,
    errors: [404, 409],
  }),
  webhook: defineEndpoint({
    method: 'POST',
    path: '/api/stripe/webhook',
    access: 'public',
    tag,
    summary: "Stripe's events, verified by their signature on the raw body; each is processed once.",
    response: webhookResponseSchema,
    errors: [400, 404],
  }),
};
