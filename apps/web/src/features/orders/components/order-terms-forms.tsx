import { useId, useState, type FormEvent } from 'react';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import {
  OFFLINE_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_REFERENCE_MAX_LENGTH,
  TERMS_MESSAGES,
  type OfflinePaymentMethod,
} from '@ironmatch/contracts/order-payment-terms';
import { type Order } from '@ironmatch/contracts/orders';
import { errorText } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format';
import { useMarkPaid, usePlaceOnAccount } from '../api';
import type { OrderNotice } from './order-notice';

/** Issue 25: the buyer's "Place on account" for an approved order, with the seller's credit terms. */
export function PlaceOnAccountForm({ order, onNotice }: { order: Order; onNotice(n: OrderNotice): void }) {
  const place = usePlaceOnAccount(order.id);
  const terms = order.accountTerms;
  if (!terms) return null;
  const fits = order.total <= terms.creditAvailable;
  return (
    <div className="border rounded p-3 mb-3" data-testid="place-on-account">
      <h3 className="h6">Pay on account</h3>
      <p className="small mb-2">
        {order.VendorCompany.name} gives you net {terms.creditTerms} days.{' '}
        {formatCents(terms.creditAvailable)} of your credit limit is available.
      </p>
      {!fits && (
        <p className="small text-danger mb-2">This order is over your credit limit with this seller.</p>
      )}
      <Button
        variant="outline-primary"
        disabled={place.isPending || !fits}
        onClick={async () => {
          try {
            const res = await place.mutateAsync(undefined);
            onNotice({
              variant: 'success',
              text: `${res.message ?? TERMS_MESSAGES.placedOnAccount} Payment is due ${res.order?.dueDate ?? '—'}.`,
            });
          } catch (err) {
            onNotice({
              variant: 'danger',
              text: errorText(err, 'The order could not be placed on account.'),
            });
          }
        }}
      >
        {place.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Place on account
      </Button>
    </div>
  );
}

/** The seller may mark paid an approved order, or an unpaid terms order. */
export function canMarkPaid(order: Order): boolean {
  if (order.role !== 'seller' || order.offlinePayment !== null) return false;
  if (order.status === 'order_confirmed') return order.amountPaid === 0;
  return (
    order.paymentMethod === 'terms' &&
    order.paidAt === null &&
    (order.status === 'order_placed' || order.status === 'order_shipped')
  );
}

/** Issue 25: the seller's "Mark paid" (paid by other means) with the method and an optional reference. */
export function MarkPaidForm({ order, onNotice }: { order: Order; onNotice(n: OrderNotice): void }) {
  const id = useId();
  const mark = useMarkPaid(order.id);
  const [method, setMethod] = useState<OfflinePaymentMethod>('check');
  const [reference, setReference] = useState('');
  if (!canMarkPaid(order)) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await mark.mutateAsync({
        method,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      });
      onNotice({ variant: 'success', text: res.message ?? TERMS_MESSAGES.markedPaid });
    } catch (err) {
      onNotice({ variant: 'danger', text: errorText(err, 'The order could not be marked paid.') });
    }
  };
  return (
    <Form noValidate onSubmit={submit} className="border rounded p-3 mb-3" data-testid="mark-paid">
      <h3 className="h6">Mark paid by other means</h3>
      <Row>
        <Form.Group as={Col} sm={5} className="mb-2" controlId={`${id}-method`}>
          <Form.Label>Payment method</Form.Label>
          <Form.Select value={method} onChange={(e) => setMethod(e.target.value as OfflinePaymentMethod)}>
            {OFFLINE_PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} sm={7} className="mb-2" controlId={`${id}-reference`}>
          <Form.Label>
            Reference <span className="text-body-secondary small">(optional)</span>
          </Form.Label>
          <Form.Control
            value={reference}
            maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
            placeholder="Check number, wire reference..."
            onChange={(e) => setReference(e.target.value)}
          />
        </Form.Group>
      </Row>
      <Button type="submit" variant="outline-primary" disabled={mark.isPending}>
        {mark.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Mark paid
      </Button>
    </Form>
  );
}

/** Issue 25: how the order is paid, its due date, overdue, and the seller's marking. */
export function OrderPaymentTerms({ order }: { order: Order }) {
  if (order.paymentMethod === null && order.offlinePayment === null) return null;
  const marking = order.offlinePayment;
  return (
    <dl className="row ord-facts mb-3" aria-label="Payment terms" data-testid="payment-terms">
      <dt className="col-5 col-md-2">Payment</dt>
      <dd className="col-7 col-md-4">
        {order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : '—'}
        {order.overdue && <span className="badge bg-danger ms-2">Overdue</span>}
      </dd>
      {order.dueDate && (
        <>
          <dt className="col-5 col-md-2">Due date</dt>
          <dd className="col-7 col-md-4">{order.dueDate}</dd>
        </>
      )}
      {marking && (
        <>
          <dt className="col-5 col-md-2">Marked paid</dt>
          <dd className="col-7 col-md-4 text-break">
            {PAYMENT_METHOD_LABELS[marking.method]}
            {marking.reference ? `, ref. ${marking.reference}` : ''}
          </dd>
        </>
      )}
    </dl>
  );
}
