import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, InputGroup, Row, Spinner } from 'react-bootstrap';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { allPricesConfirmed, itemsSubtotalCents } from '@ironmatch/contracts/order-states';
import { applicationFeeCents, parseMoneyText } from '@ironmatch/contracts/order-money';
import { type Order } from '@ironmatch/contracts/orders';
import { errorText } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format';
import { useRespondOrder } from '../api';
import { OrderNoteField } from './order-note-field';
import type { OrderNotice } from './order-notice';

function MoneyField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange(v: string): void;
}) {
  return (
    <Form.Group as={Col} sm={6} className="mb-2" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <InputGroup.Text>$</InputGroup.Text>
        <Form.Control
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder="0.00"
          isInvalid={Boolean(error)}
          onChange={(e) => onChange(e.target.value)}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
    </Form.Group>
  );
}

/**
 * The seller's approve (spec marketplace 6): shipping and tax as typed (checked as they are typed),
 * an optional comment, the tax note, and the total with the estimated application fee.
 */
export function SellerApproveForm({ order, onNotice }: { order: Order; onNotice(n: OrderNotice): void }) {
  const id = useId();
  const respond = useRespondOrder(order.id);
  const [shipping, setShipping] = useState('');
  const [tax, setTax] = useState('');
  const [note, setNote] = useState(order.sellerNote ?? '');
  const shippingParsed = parseMoneyText(shipping, 'Shipping fee');
  const taxParsed = parseMoneyText(tax, 'Tax');
  const ready = allPricesConfirmed(order.OrderItems);
  const total =
    itemsSubtotalCents(order.OrderItems) +
    (shippingParsed.ok ? shippingParsed.cents : 0) +
    (taxParsed.ok ? taxParsed.cents : 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!shippingParsed.ok || !taxParsed.ok) return;
    try {
      const res = await respond.mutateAsync({
        shippingAmount: shipping,
        taxAmount: tax,
        sellerNote: note.trim(),
      });
      onNotice({ variant: 'success', text: res.message ?? M.orderApproved });
    } catch (err) {
      onNotice({ variant: 'danger', text: errorText(err, M.approveFailed) });
    }
  };

  return (
    <Form noValidate onSubmit={submit}>
      <h3 className="h6">Approve with shipping and tax</h3>
      <Row>
        <MoneyField
          id={`${id}-shipping`}
          label="Shipping fee"
          value={shipping}
          error={shippingParsed.ok ? null : shippingParsed.message}
          onChange={setShipping}
        />
        <MoneyField
          id={`${id}-tax`}
          label="Tax"
          value={tax}
          error={taxParsed.ok ? null : taxParsed.message}
          onChange={setTax}
        />
      </Row>
      <OrderNoteField
        id={`${id}-note`}
        label="Comment for the buyer"
        rows={2}
        className="mb-2"
        value={note}
        onChange={setNote}
      />
      <Alert variant="info" className="py-2 small">
        {M.taxDuty}
      </Alert>
      <p className="small mb-2">
        Order total with shipping and tax: <strong>{formatCents(total)}</strong> · estimated application fee{' '}
        {formatCents(applicationFeeCents(total, order.VendorCompany.applicationFeeRate))}
      </p>
      {!ready && <p className="small text-danger mb-2">{M.approveNeedsPrices}</p>}
      <Button type="submit" variant="primary" disabled={respond.isPending || !ready}>
        {respond.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Approve Order
      </Button>
    </Form>
  );
}
