import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import {
  allPricesConfirmed,
  cancelTransition,
  deleteBecomesCancel,
  orderDeletable,
} from '@ironmatch/contracts/order-states';
import { type Order } from '@ironmatch/contracts/orders';
import { OrderPaymentSlot } from '../../../lib/marketplace-actions';
import { BuyerSubmitForm } from './buyer-submit-form';
import { OrderApprovalPanel } from './order-approval-panel';
import type { OrderNotice } from './order-notice';
import { MarkPaidForm, PlaceOnAccountForm } from './order-terms-forms';
import { SellerApproveForm } from './seller-approve-form';
import { SellerShipForm } from './seller-ship-form';

/**
 * The next step of whoever is looking: the buyer submits (new order) and pays (approved), the seller
 * approves (requested) and ships (paid); otherwise what the order waits for. The buyer may delete it
 * until it is paid.
 */
export function OrderNextStep({
  order,
  onNotice,
  onDelete,
  onCancel,
}: {
  order: Order;
  onNotice(n: OrderNotice): void;
  onDelete(): void;
  onCancel(): void;
}) {
  const buyer = order.role === 'buyer';
  // Issue 24: a buyer's new order is deleted; a request already sent is canceled (kept, the seller told).
  const deletable = buyer && orderDeletable(order.status) && !deleteBecomesCancel(order.status);
  const paid = order.amountPaid > 0;
  const cancelable =
    cancelTransition(order.status, order.role).kind === 'apply' &&
    !(buyer && order.status === 'new_order') &&
    !(buyer && paid);
  let body: ReactNode = null;
  if (buyer && order.status === 'new_order') body = <BuyerSubmitForm order={order} onNotice={onNotice} />;
  else if (!buyer && order.status === 'order_requested')
    body = <SellerApproveForm order={order} onNotice={onNotice} />;
  else if (!buyer && order.status === 'order_placed')
    body = <SellerShipForm order={order} onNotice={onNotice} />;
  else if (!(buyer && order.status === 'order_confirmed')) body = <Waiting order={order} />;
  return (
    <section className="ord-actions border-top pt-3" aria-label="Next step">
      {/* Paying a confirmed order, the payment's figures and refunds (payments feature). */}
      <OrderPaymentSlot order={order} />
      <OrderApprovalPanel order={order} onNotice={onNotice} />
      {buyer && order.status === 'order_confirmed' && (
        <PlaceOnAccountForm order={order} onNotice={onNotice} />
      )}
      {!buyer && <MarkPaidForm order={order} onNotice={onNotice} />}
      {body}
      {(deletable || cancelable) && (
        <div className="mt-3 d-flex flex-wrap justify-content-end gap-2">
          {cancelable && (
            <Button variant="outline-danger" size="sm" onClick={onCancel}>
              Cancel {order.isQuote ? 'Quote Request' : 'Order'}
            </Button>
          )}
          {deletable && (
            <Button variant="outline-danger" size="sm" onClick={onDelete}>
              Delete {order.isQuote ? 'Quote Request' : 'Order'}
            </Button>
          )}
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
      : allPricesConfirmed(order.OrderItems)
        ? 'Your prices are confirmed. The buyer can now send the order request.'
        : 'The buyer has not submitted this order request yet. Confirm your prices so they can.',
    pending_company_approval: buyer
      ? 'Waiting for approval by your company admin.'
      : "The buyer's company has not approved this order request yet.",
    order_requested: `Waiting for ${vendor} to approve the order with shipping and tax.`,
    order_confirmed: buyer ? '' : "Approved. Waiting for the buyer's payment.",
    order_placed: buyer
      ? order.paymentMethod === 'terms'
        ? `Placed on account (due ${order.dueDate ?? '—'}). Waiting for ${vendor} to ship it.`
        : `Paid. Waiting for ${vendor} to ship it.`
      : '',
    order_shipped: 'Shipped.',
    order_canceled: `Canceled by the ${order.canceledBy ?? 'seller'}${order.cancelReason ? `: ${order.cancelReason}` : '.'}`,
  };
  return text[order.status] ? <p className="mb-0 text-secondary">{text[order.status]}</p> : null;
}
