import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Badge, Button, Col, Form, InputGroup, Modal, Row, Spinner, Table } from 'react-bootstrap';
import {
  NOTE_MAX_LENGTH,
  ORDER_MESSAGES as M,
  CARRIER_MAX_LENGTH,
  TRACKING_MAX_LENGTH,
  allPricesConfirmed,
  applicationFeeCents,
  formatCents,
  hasPositivePrice,
  itemsEditable,
  itemsSubtotalCents,
  lineTotalCents,
  orderDeletable,
  orderProgress,
  parseMoneyText,
  showsShippingAndTax,
  showsSummary,
  ITEM_STATUS_LABELS,
  type Order,
  type OrderItem,
} from '@ironmatch/contracts/orders';
import { CompanyDetailsModal } from '../../../components/company-details-modal';
import { errorText } from '../../../lib/api-client';
import { OrderPaymentSlot } from '../../../lib/marketplace-actions';
import { useTimedMessage } from '../../../lib/use-timed-message';
import {
  useDeleteOrder,
  useMarkShipped,
  useOrder,
  useRemoveItem,
  useRespondOrder,
  useSubmitOrder,
  useSubmitQuote,
} from '../api';
import { formatDate, formatDateTime } from '../format';
import { ConfirmModal } from './confirm-modal';
import { EditItemModal } from './edit-item-modal';
import { OrderProgressBar } from './order-progress-bar';
import '../orders.scss';

type Notice = { variant: 'success' | 'danger'; text: string };

/**
 * Order Details / Quote Request Details (spec marketplace 2, 4, 5, 6): progress, items, the summary
 * by role and state, and the actions of whoever is looking: the buyer submits and deletes, the seller
 * prices, approves and ships. `onDeleted` runs once the order is gone (deleted or its last item removed).
 */
export function OrderDetailsModal({
  orderId,
  onClose,
  onDeleted,
}: {
  orderId: number;
  onClose(): void;
  onDeleted(): void;
}) {
  const id = useId();
  const query = useOrder(orderId);
  const order = query.data;
  const [notice, setNotice] = useTimedMessage<Notice>();
  const [editing, setEditing] = useState<OrderItem | null>(null);
  const [removing, setRemoving] = useState<OrderItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [company, setCompany] = useState<number | null>(null);
  const title = order?.isQuote ? 'Quote Request Details' : 'Order Details';

  return (
    <>
      <Modal show onHide={onClose} size="xl" centered scrollable aria-labelledby={`${id}-title`}>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`}>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {query.isPending ? (
            <div className="text-center py-5" role="status">
              <Spinner animation="border" variant="secondary" />
              <span className="visually-hidden">Loading the order...</span>
            </div>
          ) : !order ? (
            <Alert variant="danger" role="alert" className="mb-0">
              {errorText(query.error, M.fetchOrderFailed)}
            </Alert>
          ) : (
            <>
              {notice && (
                <Alert
                  variant={notice.variant}
                  role={notice.variant === 'danger' ? 'alert' : 'status'}
                  onClose={() => setNotice(null)}
                  dismissible
                >
                  {notice.text}
                </Alert>
              )}
              <OrderHeader order={order} onCompany={setCompany} />
              <OrderProgressBar progress={orderProgress({ status: order.status, items: order.OrderItems })} />
              <ItemsTable order={order} onEdit={setEditing} onRemove={setRemoving} />
              <PriceHint order={order} />
              <Notes order={order} />
              <Summary order={order} />
              <Actions order={order} onNotice={setNotice} onDelete={() => setDeleting(true)} />
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </Modal.Footer>
      </Modal>
      {order && editing && (
        <EditItemModal
          orderId={order.id}
          item={editing}
          role={order.role}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ variant: 'success', text });
          }}
        />
      )}
      {order && removing && (
        <RemoveItemDialog
          order={order}
          item={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(deleted, text) => {
            setRemoving(null);
            if (deleted) onDeleted();
            else setNotice({ variant: 'success', text });
          }}
        />
      )}
      {order && deleting && (
        <DeleteOrderDialog order={order} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
      )}
      <CompanyDetailsModal show={company !== null} companyId={company} onClose={() => setCompany(null)} />
    </>
  );
}

function CompanyButton({ id, name, onCompany }: { id: number; name: string; onCompany(id: number): void }) {
  return (
    <button type="button" className="ord-link-button" onClick={() => onCompany(id)}>
      {name}
    </button>
  );
}

function OrderHeader({ order, onCompany }: { order: Order; onCompany(id: number): void }) {
  const seller = order.role === 'seller';
  const customer = [order.Customer.firstName, order.Customer.lastName].filter(Boolean).join(' ');
  return (
    <dl className="row ord-facts mb-3">
      <dt className="col-5 col-md-2">{order.isQuote ? 'Quote ID' : 'Order ID'}</dt>
      <dd className="col-7 col-md-4">#{order.id}</dd>
      <dt className="col-5 col-md-2">Status</dt>
      <dd className="col-7 col-md-4">
        <Badge bg="dark">{order.statusLabel}</Badge>
      </dd>
      <dt className="col-5 col-md-2">Date</dt>
      <dd className="col-7 col-md-4">
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
      </dd>
      {seller ? (
        <>
          <dt className="col-5 col-md-2">Company</dt>
          <dd className="col-7 col-md-4">
            <CompanyButton
              id={order.customerCompanyId}
              name={order.Customer.Company.name}
              onCompany={onCompany}
            />
            {(customer || order.Customer.email) && (
              <div className="small text-secondary text-break">
                {customer}
                {customer && order.Customer.email ? ' · ' : ''}
                {order.Customer.email && (
                  <a href={`mailto:${order.Customer.email}`}>{order.Customer.email}</a>
                )}
              </div>
            )}
          </dd>
        </>
      ) : (
        <>
          <dt className="col-5 col-md-2">Vendor</dt>
          <dd className="col-7 col-md-4">
            <CompanyButton id={order.vendorCompanyId} name={order.VendorCompany.name} onCompany={onCompany} />
          </dd>
        </>
      )}
      {order.status === 'order_shipped' && (
        <>
          <dt className="col-5 col-md-2">Shipped</dt>
          <dd className="col-7 col-md-10">
            {order.shippedAt && <time dateTime={order.shippedAt}>{formatDate(order.shippedAt)}</time>} via{' '}
            <strong>{order.shippingCarrier}</strong>
            {order.trackingNumber && (
              <>
                , tracking number <strong className="text-break">{order.trackingNumber}</strong>
              </>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}

function priceText(item: OrderItem): string {
  if (hasPositivePrice(item.price)) return formatCents(item.price);
  return item.isQuote ? 'Awaiting quote' : 'Contact for price';
}

function ItemsTable({
  order,
  onEdit,
  onRemove,
}: {
  order: Order;
  onEdit(item: OrderItem): void;
  onRemove(item: OrderItem): void;
}) {
  const editable = itemsEditable(order.status);
  return (
    <Table responsive className="ord-table ord-stack align-middle mb-3">
      <caption className="visually-hidden">Items of order {order.id}</caption>
      <thead>
        <tr>
          <th scope="col">Part Number</th>
          <th scope="col">Description</th>
          <th scope="col" className="text-end">
            Quantity
          </th>
          <th scope="col" className="text-end">
            Price
          </th>
          <th scope="col">Price Confirmed</th>
          <th scope="col" className="text-end">
            Total
          </th>
          <th scope="col">Notes</th>
          {editable && <th scope="col">Actions</th>}
        </tr>
      </thead>
      <tbody>
        {order.OrderItems.map((item) => (
          <tr key={item.id}>
            <td data-label="Part Number" className="fw-semibold">
              {item.partNumber}
            </td>
            <td data-label="Description">{item.description}</td>
            <td data-label="Quantity" className="text-end">
              {item.quantity}
            </td>
            <td data-label="Price" className="text-end text-nowrap">
              {priceText(item)}
            </td>
            <td data-label="Price Confirmed">
              {item.priceConfirmed ? (
                <Badge bg="success">Yes</Badge>
              ) : (
                <Badge bg="secondary">{item.isQuote ? ITEM_STATUS_LABELS[item.status] : 'No'}</Badge>
              )}
            </td>
            <td data-label="Total" className="text-end text-nowrap">
              {hasPositivePrice(item.price) ? formatCents(lineTotalCents(item)) : '-'}
            </td>
            <td data-label="Notes" className="ord-notes">
              {item.buyerNote && (
                <div>
                  <span className="text-secondary">Buyer:</span> {item.buyerNote}
                </div>
              )}
              {item.sellerNote && (
                <div>
                  <span className="text-secondary">Seller:</span> {item.sellerNote}
                </div>
              )}
            </td>
            {editable && (
              <td data-label="Actions">
                <div className="d-flex gap-1 flex-wrap">
                  <Button
                    size="sm"
                    variant="outline-dark"
                    aria-label={`Edit ${item.partNumber}`}
                    onClick={() => onEdit(item)}
                  >
                    Edit
                  </Button>
                  {order.role === 'buyer' && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={`Remove ${item.partNumber}`}
                      onClick={() => onRemove(item)}
                    >
                      Remove
                    </Button>
                  )}
                </div>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Spec 5: Submit Order Request needs every item priced and confirmed; each side hears what it waits for. */
function PriceHint({ order }: { order: Order }) {
  if (order.status !== 'new_order' || allPricesConfirmed(order.OrderItems)) return null;
  return (
    <Alert variant="warning" className="py-2">
      {order.role === 'buyer' ? M.buyerWaitsForPrices : M.sellerMustConfirm}
    </Alert>
  );
}

function Notes({ order }: { order: Order }) {
  if (!order.buyerNote && !order.sellerNote) return null;
  return (
    <dl className="row ord-facts mb-3">
      {order.buyerNote && (
        <>
          <dt className="col-5 col-md-2">Buyer comment</dt>
          <dd className="col-7 col-md-10 ord-notes">{order.buyerNote}</dd>
        </>
      )}
      {order.sellerNote && (
        <>
          <dt className="col-5 col-md-2">Seller comment</dt>
          <dd className="col-7 col-md-10 ord-notes">{order.sellerNote}</dd>
        </>
      )}
    </dl>
  );
}

function SummaryLine({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`d-flex justify-content-between gap-3 ${strong ? 'fw-bold border-top pt-1 mt-1' : ''}`}>
      <span>{label}</span>
      <span className="text-nowrap">{children}</span>
    </div>
  );
}

/** Spec 6: the summary once every price is confirmed (the seller's not at new_order); shipping and tax by role and state. */
function Summary({ order }: { order: Order }) {
  const facts = { status: order.status, items: order.OrderItems };
  if (!showsSummary(order.role, facts)) return null;
  const subtotal = itemsSubtotalCents(order.OrderItems);
  const money = showsShippingAndTax(order.role, order.status);
  const approved = order.shippingAmount !== null || order.taxAmount !== null;
  const total = subtotal + (order.shippingAmount ?? 0) + (order.taxAmount ?? 0);
  const fee = applicationFeeCents(total, order.VendorCompany.applicationFeeRate);
  return (
    <section className="ord-summary ms-md-auto mb-3" aria-label="Order summary">
      <SummaryLine label="Items">{formatCents(subtotal)}</SummaryLine>
      {money && (
        <>
          <SummaryLine label="Shipping">
            {order.shippingAmount === null ? 'Set when approved' : formatCents(order.shippingAmount)}
          </SummaryLine>
          <SummaryLine label="Tax">
            {order.taxAmount === null ? 'Set when approved' : formatCents(order.taxAmount)}
          </SummaryLine>
        </>
      )}
      <SummaryLine label={money && approved ? 'Total' : 'Items total'} strong>
        {formatCents(money ? total : subtotal)}
      </SummaryLine>
      {order.role === 'seller' && (
        <div className="small text-secondary mt-1">
          <SummaryLine label="Estimated application fee">{formatCents(fee)}</SummaryLine>
          {!approved && <div>Estimated on the items; shipping and tax are added when you approve.</div>}
        </div>
      )}
    </section>
  );
}

function Actions({
  order,
  onNotice,
  onDelete,
}: {
  order: Order;
  onNotice(n: Notice): void;
  onDelete(): void;
}) {
  const buyer = order.role === 'buyer';
  const deletable = buyer && orderDeletable(order.status);
  let body: ReactNode = null;
  if (buyer && order.status === 'new_order') body = <BuyerSubmit order={order} onNotice={onNotice} />;
  else if (!buyer && order.status === 'order_requested')
    body = <SellerApprove order={order} onNotice={onNotice} />;
  else if (!buyer && order.status === 'order_placed') body = <SellerShip order={order} onNotice={onNotice} />;
  else if (!(buyer && order.status === 'order_confirmed')) body = <Waiting order={order} />;
  return (
    <section className="ord-actions border-top pt-3" aria-label="Next step">
      {/* Paying a confirmed order, the payment's figures and refunds (payments feature). */}
      <OrderPaymentSlot order={order} />
      {body}
      {deletable && (
        <div className="mt-3 text-end">
          <Button variant="outline-danger" size="sm" onClick={onDelete}>
            Delete {order.isQuote ? 'Quote Request' : 'Order'}
          </Button>
        </div>
      )}
    </section>
  );
}

function Waiting({ order }: { order: Order }) {
  const vendor = order.VendorCompany.name;
  const buyer = order.role === 'buyer';
  const text: Record<Order['status'], string> = {
    new_order: buyer
      ? ''
      : 'The buyer has not submitted this order request yet. Confirm your prices so they can.',
    order_requested: `Waiting for ${vendor} to approve the order with shipping and tax.`,
    order_confirmed: buyer ? '' : "Approved. Waiting for the buyer's payment.",
    order_placed: buyer ? `Paid. Waiting for ${vendor} to ship it.` : '',
    order_shipped: 'Shipped.',
  };
  return text[order.status] ? <p className="mb-0 text-secondary">{text[order.status]}</p> : null;
}

function BuyerSubmit({ order, onNotice }: { order: Order; onNotice(n: Notice): void }) {
  const id = useId();
  const submitQuote = useSubmitQuote(order.id);
  const submitOrder = useSubmitOrder(order.id);
  const [comment, setComment] = useState(order.buyerNote ?? '');
  const unsent = order.OrderItems.some((i) => i.isQuote && i.status === 'new');
  const canOrder = allPricesConfirmed(order.OrderItems);

  const quote = async () => {
    try {
      const res = await submitQuote.mutateAsync();
      onNotice({ variant: 'success', text: res.message ?? M.quoteSubmitted });
    } catch (err) {
      onNotice({ variant: 'danger', text: errorText(err, M.submitQuoteFailed) });
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await submitOrder.mutateAsync(comment.trim());
      onNotice({ variant: 'success', text: res.message ?? M.orderSubmitted });
    } catch (err) {
      onNotice({ variant: 'danger', text: errorText(err, M.submitOrderFailed) });
    }
  };

  return (
    <>
      {unsent && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <Button variant="primary" onClick={() => void quote()} disabled={submitQuote.isPending}>
            {submitQuote.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Submit Quote Request
          </Button>
          <span className="small text-secondary">
            Sends the parts without a price to the seller for a quote.
          </span>
        </div>
      )}
      {canOrder && (
        <Form noValidate onSubmit={submit}>
          <Form.Group className="mb-2" controlId={`${id}-comment`}>
            <Form.Label>
              Comment for the seller <span className="text-body-secondary small">(optional)</span>
            </Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={NOTE_MAX_LENGTH}
              value={comment}
              placeholder="Delivery address notes, needed-by date, PO number..."
              onChange={(e) => setComment(e.target.value)}
            />
          </Form.Group>
          <Button type="submit" variant="primary" disabled={submitOrder.isPending}>
            {submitOrder.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Submit Order Request
          </Button>
        </Form>
      )}
    </>
  );
}

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

function SellerApprove({ order, onNotice }: { order: Order; onNotice(n: Notice): void }) {
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
      <Form.Group className="mb-2" controlId={`${id}-note`}>
        <Form.Label>
          Comment for the buyer <span className="text-body-secondary small">(optional)</span>
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={NOTE_MAX_LENGTH}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Form.Group>
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

function SellerShip({ order, onNotice }: { order: Order; onNotice(n: Notice): void }) {
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

function RemoveItemDialog({
  order,
  item,
  onClose,
  onRemoved,
}: {
  order: Order;
  item: OrderItem;
  onClose(): void;
  onRemoved(orderDeleted: boolean, message: string): void;
}) {
  const remove = useRemoveItem(order.id);
  const [error, setError] = useState<string | null>(null);
  const last = order.OrderItems.length === 1;
  return (
    <ConfirmModal
      title="Confirm Removal"
      confirmLabel="Remove"
      pending={remove.isPending}
      error={error}
      onClose={onClose}
      onConfirm={async () => {
        setError(null);
        try {
          const res = await remove.mutateAsync(item.id);
          onRemoved(Boolean(res.deleted), res.message ?? M.itemRemoved);
        } catch (err) {
          setError(errorText(err, M.removeItemFailed));
        }
      }}
    >
      <p className="mb-0">
        Remove <strong>{item.partNumber}</strong> ({item.description}) from this{' '}
        {order.isQuote ? 'quote request' : 'order'}?
        {last && ' It is the only item: the whole order will be deleted.'}
      </p>
    </ConfirmModal>
  );
}

function DeleteOrderDialog({
  order,
  onClose,
  onDeleted,
}: {
  order: Order;
  onClose(): void;
  onDeleted(): void;
}) {
  const del = useDeleteOrder(order.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmModal
      title="Confirm Delete"
      confirmLabel="Delete"
      pending={del.isPending}
      error={error}
      onClose={onClose}
      onConfirm={async () => {
        setError(null);
        try {
          await del.mutateAsync();
          onDeleted();
        } catch (err) {
          setError(errorText(err, M.deleteFailed));
        }
      }}
    >
      <p className="mb-0">
        Delete {order.isQuote ? 'quote request' : 'order'} <strong>#{order.id}</strong> with{' '}
        {order.VendorCompany.name}? This cannot be undone.
      </p>
    </ConfirmModal>
  );
}
