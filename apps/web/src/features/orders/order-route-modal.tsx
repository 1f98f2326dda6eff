import { useOutletContext, useParams } from 'react-router';
import { parseRecordId } from '@ironmatch/contracts/record-id';
import { useCloseBack } from '../../lib/use-close-back';
import { OrderDetailsModal } from './components/order-details-modal';

export interface OrdersOutletContext {
  /** The order was deleted: the list says 'Order successfully deleted'. */
  onOrderDeleted(): void;
}

/**
 * /orders/{orderId}: the order over the list; closing goes back one step inside the site, else (opened
 * from an email link, also after logging in) to /orders.
 */
export function OrderRouteModal() {
  const { orderId } = useParams();
  const { onOrderDeleted } = useOutletContext<OrdersOutletContext>();
  const close = useCloseBack('/orders');
  // An address that cannot name an order is read as "not found" by the dialog.
  const id = parseRecordId(orderId ?? '') ?? 0;
  return (
    <OrderDetailsModal
      key={id}
      orderId={id}
      onClose={close}
      onDeleted={() => {
        onOrderDeleted();
        close();
      }}
    />
  );
}
