import { Alert, Badge, Button, Table } from 'react-bootstrap';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import {
  ITEM_STATUS_LABELS,
  allPricesConfirmed,
  hasPositivePrice,
  itemsEditable,
  requestSent,
  lineTotalCents,
} from '@ironmatch/contracts/order-states';
import { type Order, type OrderItem } from '@ironmatch/contracts/orders';
import { formatCents } from '../../../lib/format';

function priceText(item: OrderItem): string {
  if (hasPositivePrice(item.price)) return formatCents(item.price);
  return item.isQuote ? 'Awaiting quote' : 'Contact for price';
}

/** The order's items; while they can change, Edit for both sides and Remove for the buyer. */
export function OrderItemsTable({
  order,
  onEdit,
  onRemove,
}: {
  order: Order;
  onEdit(item: OrderItem): void;
  onRemove(item: OrderItem): void;
}) {
  // Issue 24: once the request is sent only the seller changes items (the server answers the buyer 409).
  const editable = itemsEditable(order.status) && !(order.role === 'buyer' && requestSent(order.status));
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
              {/* Issue 25: the wholesale price the seller charges this customer. */}
              {item.priceTier === 'wholesale' && hasPositivePrice(item.price) && (
                <span className="badge bg-primary ms-1">Wholesale</span>
              )}
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
              {/* One box for both notes: on a phone the cell is a row beside its label, and two
                  boxes side by side would split its width until words broke (issue 21 item 11). */}
              <div className="ord-notes__text">
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
              </div>
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
export function PriceHint({ order }: { order: Order }) {
  if (order.status !== 'new_order' || allPricesConfirmed(order.OrderItems)) return null;
  return (
    <Alert variant="warning" className="py-2">
      {order.role === 'buyer' ? M.buyerWaitsForPrices : M.sellerMustConfirm}
    </Alert>
  );
}
