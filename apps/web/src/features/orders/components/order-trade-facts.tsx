import type { Order, OrderChangeRecord } from '@ironmatch/contracts/orders';
import { formatCents, formatDateTime } from '../../../lib/format';

/** Issue 24: the order's own ship-to, PO number and requested shipping method, once the request is sent. */
export function OrderShipTo({ order }: { order: Order }) {
  const s = order.shipTo;
  if (!s && !order.poNumber && !order.shippingMethod && order.invoiceNumber === null) return null;
  return (
    <dl className="row ord-facts mb-3" aria-label="Ship-to and PO">
      {s && (
        <>
          <dt className="col-5 col-md-2">Ship to</dt>
          <dd className="col-7 col-md-4">
            <address className="mb-0">
              {s.address1}
              {s.address2 && (
                <>
                  <br />
                  {s.address2}
                </>
              )}
              <br />
              {s.city}, {s.state} {s.zip}
              <br />
              {s.country}
            </address>
          </dd>
        </>
      )}
      <dt className="col-5 col-md-2">PO number</dt>
      <dd className="col-7 col-md-4 text-break">{order.poNumber ?? '—'}</dd>
      <dt className="col-5 col-md-2">Shipping method</dt>
      <dd className="col-7 col-md-4 text-break">{order.shippingMethod ?? '—'}</dd>
      {/* The seller's invoice number, from payment on (kept when canceled). */}
      {order.invoiceNumber !== null && (
        <>
          <dt className="col-5 col-md-2">Invoice number</dt>
          <dd className="col-7 col-md-4">{order.invoiceNumber}</dd>
        </>
      )}
    </dl>
  );
}

/** Issue 24 "Money shown right": total, paid, refunded and (for the seller) Net to you follow refunds. */
export function OrderMoney({ order }: { order: Order }) {
  if (order.amountPaid === 0 && order.amountRefunded === 0) return null;
  return (
    <dl className="row ord-facts mb-3" aria-label="Payments">
      <dt className="col-5 col-md-2">Total</dt>
      <dd className="col-7 col-md-4">{formatCents(order.total)}</dd>
      <dt className="col-5 col-md-2">Paid</dt>
      <dd className="col-7 col-md-4">{formatCents(order.amountPaid)}</dd>
      <dt className="col-5 col-md-2">Refunded</dt>
      <dd className="col-7 col-md-4">{formatCents(order.amountRefunded)}</dd>
      {order.role === 'seller' && (
        <>
          <dt className="col-5 col-md-2">Net to you</dt>
          <dd className="col-7 col-md-4">
            <strong>{formatCents(order.netAmount)}</strong>
          </dd>
        </>
      )}
    </dl>
  );
}

function changeValue(c: OrderChangeRecord, v: OrderChangeRecord['oldValue']): string {
  if (v === null || v === '') return '—';
  if (c.field === 'price' && typeof v === 'number') return formatCents(v);
  return String(v);
}

const FIELD_LABEL: Record<OrderChangeRecord['field'], string> = {
  quantity: 'Quantity',
  price: 'Price',
  sellerNote: "Seller's note",
};

/** Issue 24: the seller's item changes after the order request was sent, oldest first. */
export function OrderSellerChanges({ order }: { order: Order }) {
  if (order.changes.length === 0) return null;
  return (
    <section className="mb-3" aria-label="Seller's changes">
      <h3 className="fs-6 fw-semibold">Changes by the seller after the request</h3>
      <ul className="list-unstyled small mb-0">
        {order.changes.map((c, i) => (
          <li key={i}>
            <time dateTime={c.createdAt} className="text-secondary">
              {formatDateTime(c.createdAt)}
            </time>{' '}
            {c.partNumber}: {FIELD_LABEL[c.field]} {changeValue(c, c.oldValue)} → {changeValue(c, c.newValue)}
          </li>
        ))}
      </ul>
    </section>
  );
}
