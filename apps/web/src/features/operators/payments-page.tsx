import { useState } from 'react';
import { Alert, Badge, Button, ButtonGroup, Card, Form, Spinner } from 'react-bootstrap';
import type { OrphanPayment } from '@ironmatch/contracts/operator-tools';
import { errorText } from '../../lib/api-client';
import { formatCents, formatDateTime } from '../../lib/format';
import { useOrphanPayments, useResolveOrphanPayment } from './admin-tools-api';

function amountText(p: OrphanPayment): string {
  if (p.amount === null) return 'Amount unknown';
  return `${formatCents(p.amount)} ${(p.currency ?? '').toUpperCase()}`.trim();
}

function PaymentCard({ payment }: { payment: OrphanPayment }) {
  const [note, setNote] = useState('');
  const resolve = useResolveOrphanPayment();
  const id = `payment-${payment.id}`;
  return (
    <Card as="li" className="mb-3" aria-labelledby={`${id}-title`}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 className="h6 mb-0" id={`${id}-title`}>
            #{payment.id} · {amountText(payment)}
          </h2>
          <Badge
            bg={payment.resolvedAt ? 'secondary' : 'warning'}
            text={payment.resolvedAt ? undefined : 'dark'}
          >
            {payment.resolvedAt ? 'Resolved' : 'Unresolved'}
          </Badge>
        </div>
        <dl className="row small mb-2">
          <dt className="col-sm-3 fw-normal text-body-secondary">Received</dt>
          <dd className="col-sm-9 mb-1">{formatDateTime(payment.receivedAt)}</dd>
          <dt className="col-sm-3 fw-normal text-body-secondary">Payment</dt>
          <dd className="col-sm-9 mb-1 text-break">
            <code>{payment.intentId}</code> ({payment.provider})
          </dd>
          <dt className="col-sm-3 fw-normal text-body-secondary">Account</dt>
          <dd className="col-sm-9 mb-1 text-break">{payment.account ?? 'unknown'}</dd>
          <dt className="col-sm-3 fw-normal text-body-secondary">Order named</dt>
          <dd className="col-sm-9 mb-1">{payment.orderRef ?? 'none'}</dd>
        </dl>
        {payment.resolvedAt ? (
          <p className="small mb-0">
            Resolved {formatDateTime(payment.resolvedAt)}: {payment.resolution}
          </p>
        ) : (
          <Form
            className="d-flex flex-wrap gap-2 align-items-end"
            onSubmit={(e) => {
              e.preventDefault();
              resolve.mutate({ id: payment.id, note });
            }}
          >
            <Form.Group controlId={`${id}-note`} className="flex-fill">
              <Form.Label className="small fw-semibold">What was done</Form.Label>
              <Form.Control
                size="sm"
                value={note}
                maxLength={500}
                placeholder="Refunded at Stripe"
                onChange={(e) => setNote(e.target.value)}
              />
            </Form.Group>
            <Button type="submit" size="sm" variant="outline-success" disabled={resolve.isPending}>
              Resolve
            </Button>
          </Form>
        )}
        {resolve.isError && (
          <Alert variant="danger" className="mt-2 mb-0 py-2 small" role="alert">
            {errorText(resolve.error, 'That did not work.')}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

/**
 * Payments that succeeded at the provider but match no order (`npm run admin -- list-orphan-payments`):
 * refund or match each at the provider, then resolve it here with what was done.
 */
export function PaymentsPage() {
  const [all, setAll] = useState(false);
  const payments = useOrphanPayments(all);
  return (
    <>
      <div className="mb-3">
        <h1 className="h3 mb-1">Unmatched payments</h1>
        <p className="mb-0 text-body-secondary">
          Payments that succeeded but match no order, newest first. Refund or match each at the payment
          provider, then resolve it with what was done.
        </p>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <ButtonGroup aria-label="Which payments">
          {([false, true] as const).map((value) => (
            <Button
              key={String(value)}
              variant={all === value ? 'dark' : 'outline-dark'}
              aria-pressed={all === value}
              onClick={() => setAll(value)}
            >
              {value ? 'All' : 'Unresolved'}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      {payments.isPending && <Spinner animation="border" role="status" aria-label="Loading" />}
      {payments.isError && (
        <Alert variant="danger">{errorText(payments.error, 'Failed to fetch the payments.')}</Alert>
      )}
      {payments.data?.payments.length === 0 && (
        <p className="text-body-secondary">
          {all ? 'No unmatched payments.' : 'No unresolved unmatched payments.'}
        </p>
      )}
      <ol className="list-unstyled" aria-label="Unmatched payments, newest first">
        {payments.data?.payments.map((p) => (
          <PaymentCard key={p.id} payment={p} />
        ))}
      </ol>
    </>
  );
}
