import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { ORDER_MESSAGES as M, QUANTITY_MAX } from '@ironmatch/contracts/order-messages';
import { hasPositivePrice } from '@ironmatch/contracts/order-states';
import { errorText } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format';
import type { OrderTarget } from '../../../lib/marketplace-actions';
import { useCreateOrder } from '../api';
import { OrderNoteField } from './order-note-field';

export interface AddedToOrder {
  orderId: number;
  orderIsQuote: boolean;
  price: number | null;
  priceChanged: boolean;
  /** The quote was added but could not be sent to the seller: what to tell the buyer. */
  quoteError: string | null;
}

/** Spec 5 "Add to order": quantity a whole number, at least 1 (default 1); the note is optional. */
export function quantityError(text: string): string | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value) || value < 1) return M.quantityMin;
  if (value > QUANTITY_MAX) return M.quantityTooLarge;
  return null;
}

/** Add to Order / Request Quote: quantity and a note for the seller. */
export function AddToOrderModal({
  target,
  quote,
  onClose,
  onAdded,
}: {
  target: OrderTarget;
  quote: boolean;
  onClose(): void;
  onAdded(result: AddedToOrder): void;
}) {
  const id = useId();
  const create = useCreateOrder();
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = quote ? 'Request Quote' : 'Add to Order';
  const invalid = touched ? quantityError(quantity) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (quantityError(quantity)) return;
    setError(null);
    try {
      const result = await create.mutateAsync({
        vendorCompanyId: target.vendorCompanyId,
        searchId: target.searchId,
        ...(hasPositivePrice(target.priceCents) ? { price: target.priceCents } : {}),
        quantity: Number(quantity.trim()),
        buyerNote: note.trim() || undefined,
        quote,
      });
      onAdded({
        orderId: result.orderId,
        orderIsQuote: result.orderIsQuote,
        price: result.price,
        priceChanged: result.priceChanged,
        quoteError: result.quoteError
          ? `Added to your quote request, but it could not be sent to the seller yet: ${errorText(result.quoteError, M.submitQuoteFailed)} Open it to send it.`
          : null,
      });
    } catch (err) {
      setError(errorText(err, M.createFailed));
    }
  };

  return (
    <Modal show onHide={() => !create.isPending && onClose()} centered aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`}>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <dl className="row mb-3 small">
            <dt className="col-4">Part Number</dt>
            <dd className="col-8 mb-1 fw-semibold">{target.partNumber}</dd>
            <dt className="col-4">Description</dt>
            <dd className="col-8 mb-1">{target.description}</dd>
            <dt className="col-4">Seller</dt>
            <dd className="col-8 mb-1">{target.vendorName}</dd>
            <dt className="col-4">Price</dt>
            <dd className="col-8 mb-0">
              {hasPositivePrice(target.priceCents) ? formatCents(target.priceCents) : 'Contact for price'}
            </dd>
          </dl>
          {quote && (
            <p className="small text-secondary">
              This part has no listed price: {target.vendorName} is asked to quote it. You can order once the
              price is confirmed.
            </p>
          )}
          <Form.Group className="mb-3" controlId={`${id}-quantity`}>
            <Form.Label>Quantity</Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={quantity}
              isInvalid={Boolean(invalid)}
              onChange={(e) => setQuantity(e.target.value)}
              onBlur={() => setTouched(true)}
            />
            <Form.Control.Feedback type="invalid">{invalid}</Form.Control.Feedback>
          </Form.Group>
          <OrderNoteField
            id={`${id}-note`}
            label="Note"
            rows={3}
            value={note}
            placeholder="Anything the seller should know: serial number, delivery date..."
            onChange={setNote}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={create.isPending}>
            {create.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {title}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
