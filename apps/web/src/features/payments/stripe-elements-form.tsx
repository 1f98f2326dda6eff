import { useMemo, useState, type FormEvent } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { PAYMENT_MESSAGES as M } from '@ironmatch/contracts/payments';
import { formatCents } from '../../lib/format';
import type { PaymentOutcome } from './payment-dialog';

// One Stripe.js instance per connected account (direct charges are confirmed on the seller's account).
const instances = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string, account: string): Promise<Stripe | null> {
  const key = `${publishableKey}:${account}`;
  if (!instances.has(key)) instances.set(key, loadStripe(publishableKey, { stripeAccount: account }));
  return instances.get(key)!;
}

function PayForm({ amountCents, onResult }: { amountCents: number; onResult(o: PaymentOutcome): void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (error) onResult({ ok: false, message: error.message ?? M.paymentError });
      else if (paymentIntent && ['succeeded', 'processing'].includes(paymentIntent.status))
        onResult({ ok: true });
      else onResult({ ok: false, message: M.paymentError });
    } catch {
      onResult({ ok: false, message: M.paymentError });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit}>
      <PaymentElement />
      <Button type="submit" variant="success" className="mt-3" disabled={!stripe || busy}>
        {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Pay {formatCents(amountCents)}
      </Button>
    </form>
  );
}

/** Stripe Elements on the seller's connected account (loaded only inside the payment dialog). */
export function StripeElementsForm(props: {
  publishableKey: string;
  clientSecret: string;
  connectedAccount: string;
  amountCents: number;
  onResult(o: PaymentOutcome): void;
}) {
  const stripe = useMemo(
    () => stripeFor(props.publishableKey, props.connectedAccount),
    [props.publishableKey, props.connectedAccount],
  );
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret }}>
      <PayForm amountCents={props.amountCents} onResult={props.onResult} />
    </Elements>
  );
}
