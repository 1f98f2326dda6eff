import { useId, useState, type FormEvent } from 'react';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import {
  CARRIER_MAX_LENGTH,
  ORDER_MESSAGES as M,
  TRACKING_MAX_LENGTH,
} from '@ironmatch/contracts/order-messages';
import { type Order } from '@ironmatch/contracts/orders';
import { errorText } from '../../../lib/api-client';
import { useMarkShipped } from '../api';
import type { OrderNotice } from './order-notice';

/** The seller's ship (spec marketplace 6): Mark Shipped with the carrier (required) and a tracking number. */
export function SellerShipForm({ order, onNotice }: { order: Order; onNotice(n: OrderNotice): void }) {
  const id = useId();
  const ship = useMarkShipped(order.id);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [touched, setTouched] = useState(false);
  const carrierError = touched && !carrier.trim() ? M.carrierRequired : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!carrier.trim()) return;
    try {
      const res = await ship.mutateAsync({
        shippingCarrier: carrier.trim(),
        trackingNumber: tracking.trim() || null,
      });
      onNotice({ variant: 'success', text: res.message ?? M.markedShipped });
    } catch (err) {
      onNotice({ variant: 'danger', text: errorText(err, M.markShippedFailed) });
    }
  };

  return (
    <Form noValidate onSubmit={submit}>
      <h3 className="h6">Mark shipped</h3>
      <Row>
        <Form.Group as={Col} sm={6} className="mb-2" controlId={`${id}-carrier`}>
          <Form.Label>Shipping carrier</Form.Label>
          <Form.Control
            value={carrier}
            maxLength={CARRIER_MAX_LENGTH}
            isInvalid={Boolean(carrierError)}
            onChange={(e) => setCarrier(e.target.value)}
          />
          <Form.Control.Feedback type="invalid">{carrierError}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group as={Col} sm={6} className="mb-2" controlId={`${id}-tracking`}>
          <Form.Label>
            Tracking number <span className="text-body-secondary small">(optional)</span>
          </Form.Label>
          <Form.Control
            value={tracking}
            maxLength={TRACKING_MAX_LENGTH}
            onChange={(e) => setTracking(e.target.value)}
          />
        </Form.Group>
      </Row>
      <Button type="submit" variant="primary" disabled={ship.isPending}>
        {ship.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Mark Shipped
      </Button>
    </Form>
  );
}
