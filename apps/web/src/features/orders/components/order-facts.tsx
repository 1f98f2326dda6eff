import { Badge } from 'react-bootstrap';
import type { Order } from '@ironmatch/contracts/orders';
import { formatDate, formatDateTime } from '../../../lib/format';

function CompanyButton({ id, name, onCompany }: { id: number; name: string; onCompany(id: number): void }) {
  return (
    <button type="button" className="ord-link-button" onClick={() => onCompany(id)}>
      {name}
    </button>
  );
}

/** Id, status, date, the other company (the seller also sees the buyer's name and email) and shipping. */
export function OrderHeader({ order, onCompany }: { order: Order; onCompany(id: number): void }) {
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

/** The buyer's and the seller's comments on the whole order. */
export function OrderNotes({ order }: { order: Order }) {
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
