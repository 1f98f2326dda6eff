import Stripe from 'stripe';
import type { ProviderEvent } from './payments-provider';

/** Stripe's default: an event signed more than 5 minutes ago is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

// Only the signature helpers are used: no request is ever made with this key.
const signer = new Stripe('sk_test_signature_only');

/**
 * Verifies the `Stripe-Signature` header on the raw body (HMAC-SHA256 with the endpoint secret, within
 * the tolerance) and answers the event; throws when it does not verify.
 */
export function verifyWebhookEvent(rawBody: string, signature: string, secret: string): ProviderEvent {
  return signer.webhooks.constructEvent(
    rawBody,
    signature,
    secret,
    WEBHOOK_TOLERANCE_SECONDS,
  ) as unknown as ProviderEvent;
}

/** A valid `Stripe-Signature` header for `payload` (tests, and the simulated provider's own events). */
export function signWebhookPayload(payload: string, secret: string, timestamp?: number): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
