import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Form, Modal, Spinner } from 'react-bootstrap';
import type { Order } from '@ironmatch/contracts/orders';
import {
  PAYMENT_MESSAGES as M,
  SIMULATED_CARDS,
  type CreateIntentResponse,
} from '@ironmatch/contracts/payments';
import { errorText } from '../../lib/api-client';
import { formatCents } from '../../lib/format';
import { siteConfig } from '../../lib/site-config';
import { confirmSimulated, createIntent, useRefreshOrders } from './api';

// Stripe's script and Elements load only here, when a buyer opens the payment dialog in Stripe mode.
const StripeElementsForm = lazy(async () => ({
  default: (await import('./stripe-elements-form')).StripeElementsForm,
}));

type Intent = CreateIntentResponse['data'];
export type PaymentOutcome = { ok: true } | { ok: false; message: string };

/** The test-mode card form of the simulated provider (DECISIONS.md "Money"). */
function TestCardForm({ intent, onResult }: { intent: Intent; onResult(o: PaymentOutcome): void }) {
  const id = useId();
  const [card, setCard] = useState<string>(SIMULATED_CARDS.success);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await confirmSimulated(intent.clientSecret, card);
      onResult(
        res.status === 'succeeded' ? { ok: true } : { ok: false, message: res.message ?? M.paymentError },
      );
    } catch (err) {
      onResult({ ok: false, message: errorText(err, M.paymentError) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form noValidate onSubmit={submit}>
      <Alert variant="warning" className="small">
        <Badge bg="warning" text="dark" className="me-2">
          TEST MODE
        </Badge>
        Payments are simulated: nothing is charged. Use {SIMULATED_CARDS.success} (succeeds) or{' '}
        {SIMULATED_CARDS.declined} (declined).
      </Alert>
      <Form.Group controlId={`${id}-card`} className="mb-3">
        <Form.Label>Test card number</Form.Label>
        <Form.Control
          className="pay-test-card"
          inputMode="numeric"
          autoComplete="off"
          value={card}
          onChange={(e) => setCard(e.target.value)}
        />
      </Form.Group>
      <Button type="submit" variant="success" disabled={busy || card.trim() === ''}>
        {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Pay {formatCents(intent.amountCents)}
      </Button>
    </Form>
  );
}

/**
 * The payment dialog: starts (or resumes) the order's payment, takes the card (Stripe Elements on the
 * seller's connected account, or the test-mode form), then says 'Payment Successful' or 'Payment Failed'.
 */
export function PaymentDialog({ order, onClose }: { order: Order; onClose(): void }) {
  const id = useId();
  const refreshOrders = useRefreshOrders();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);

  useEffect(() => {
    let live = true;
    createIntent(order.id)
      .then((data) => live && setIntent(data))
      .catch((err: unknown) => live && setStartError(errorText(err, M.unableToStart)));
    return () => {
      live = false;
    };
  }, [order.id]);

  const finish = (o: PaymentOutcome) => {
    setOutcome(o);
    if (o.ok) void refreshOrders();
  };
  const title = outcome ? (outcome.ok ? M.paymentSuccessTitle : M.paymentFailedTitle) : 'Pay for Order';
  const publishableKey = siteConfig().payments.publishableKey;

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton>
        <Modal.Title id={`${id}-title`}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {outcome ? (
          outcome.ok ? (
            <p className="mb-0">{M.paymentSuccessText}</p>
          ) : (
            <Alert variant="danger" role="alert" className="mb-0">
              {outcome.message}
            </Alert>
          )
        ) : startError ? (
          <Alert variant="danger" role="alert" className="mb-0">
            {startError}
          </Alert>
        ) : !intent ? (
          <div className="text-center py-3" role="status">
            <Spinner animation="border" variant="secondary" size="sm" className="me-2" aria-hidden="true" />
            Starting payment...
          </div>
        ) : (
          <>
            <p>
              Order #{order.id} from {order.VendorCompany.name}:{' '}
              <strong>{formatCents(intent.amountCents)}</strong>
            </p>
            {intent.mode === 'simulated' ? (
              <TestCardForm intent={intent} onResult={finish} />
            ) : publishableKey ? (
              <Suspense
                fallback={
                  <div role="status">
                    <Spinner size="sm" className="me-2" aria-hidden="true" />
                    Loading the payment form...
                  </div>
                }
              >
                <StripeElementsForm
                  publishableKey={publishableKey}
                  clientSecret={intent.clientSecret}
                  connectedAccount={intent.connectedAccount}
                  amountCents={intent.amountCents}
                  onResult={finish}
                />
              </Suspense>
            ) : (
              <Alert variant="danger" role="alert" className="mb-0">
                {M.unableToStart}
              </Alert>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {outcome && !outcome.ok && (
          <Button variant="primary" onClick={() => setOutcome(null)}>
            Try Again
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
