import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, InputGroup, Modal, Spinner } from 'react-bootstrap';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { type OrderItem } from '@ironmatch/contracts/orders';
import { type OrderRole } from '@ironmatch/contracts/order-states';
import { errorText } from '../../../lib/api-client';
import { useUpdateItem } from '../api';
import { OrderNoteField } from './order-note-field';
import { editItemChanges, editItemForm, type EditItemForm } from '../edit-item-rules';

/** Edit Item: the buyer's quantity and note; the seller's quantity, price, Price Confirmed and note. */
export function EditItemModal({
  orderId,
  item,
  role,
  onClose,
  onSaved,
}: {
  orderId: number;
  item: OrderItem;
  role: OrderRole;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const id = useId();
  const update = useUpdateItem(orderId);
  const [form, setForm] = useState<EditItemForm>(() => editItemForm(item, role));
  const [invalid, setInvalid] = useState<{ field: 'quantity' | 'price'; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<EditItemForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = editItemChanges(item, role, form);
    if (!result.ok) {
      setInvalid(result);
      return;
    }
    setInvalid(null);
    if (Object.keys(result.changes).length === 0) {
      onClose();
      return;
    }
    setError(null);
    try {
      const res = await update.mutateAsync({ itemId: item.id, changes: result.changes });
      onSaved(res.message ?? M.itemUpdated);
    } catch (err) {
      setError(errorText(err, M.updateItemFailed));
    }
  };

  const seller = role === 'seller';
  return (
    <Modal show onHide={() => !update.isPending && onClose()} centered aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`}>Edit Item</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <p className="mb-3">
            <strong>{item.partNumber}</strong> <span className="text-secondary">{item.description}</span>
          </p>
          <Form.Group className="mb-3" controlId={`${id}-quantity`}>
            <Form.Label>Quantity</Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={seller ? 0 : 1}
              max={seller ? item.quantity : undefined}
              step={1}
              value={form.quantity}
              isInvalid={invalid?.field === 'quantity'}
              aria-describedby={seller ? `${id}-quantity-help` : undefined}
              onChange={(e) => set({ quantity: e.target.value })}
            />
            <Form.Control.Feedback type="invalid">
              {invalid?.field === 'quantity' && invalid.message}
            </Form.Control.Feedback>
            {seller && (
              <Form.Text id={`${id}-quantity-help`}>
                From 0 up to the {item.quantity} asked for: lower it when you cannot supply them all.
              </Form.Text>
            )}
          </Form.Group>
          {seller && (
            <>
              <Form.Group className="mb-3" controlId={`${id}-price`}>
                <Form.Label>Price (each)</Form.Label>
                <InputGroup hasValidation>
                  <InputGroup.Text>$</InputGroup.Text>
                  <Form.Control
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    value={form.price}
                    placeholder="0.00"
                    isInvalid={invalid?.field === 'price'}
                    onChange={(e) => set({ price: e.target.value })}
                  />
                  <Form.Control.Feedback type="invalid">
                    {invalid?.field === 'price' && invalid.message}
                  </Form.Control.Feedback>
                </InputGroup>
              </Form.Group>
              <Form.Check
                className="mb-3"
                type="checkbox"
                id={`${id}-confirmed`}
                label="Price Confirmed"
                checked={form.priceConfirmed}
                onChange={(e) => set({ priceConfirmed: e.target.checked })}
              />
            </>
          )}
          <OrderNoteField
            id={`${id}-note`}
            label={seller ? 'Seller note' : 'Your note'}
            rows={3}
            value={form.note}
            onChange={(note) => set({ note })}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={update.isPending}>
            {update.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
