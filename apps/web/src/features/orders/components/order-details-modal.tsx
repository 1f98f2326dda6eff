import { useId, useState } from 'react';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { orderProgress } from '@ironmatch/contracts/order-states';
import { type OrderItem } from '@ironmatch/contracts/orders';
import { CompanyDetailsModal } from '../../../components/company-details-modal';
import { errorText } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useOrder } from '../api';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DeleteOrderDialog, RemoveItemDialog } from './delete-order-dialogs';
import { EditItemModal } from './edit-item-modal';
import { OrderHeader, OrderNotes } from './order-facts';
import { OrderPaymentTerms } from './order-terms-forms';
import { OrderMoney, OrderSellerChanges, OrderShipTo } from './order-trade-facts';
import { OrderItemsTable, PriceHint } from './order-items-table';
import { OrderNextStep } from './order-next-step';
import type { OrderNotice } from './order-notice';
import { OrderProgressBar } from './order-progress-bar';
import { OrderDocumentLinks } from './order-document-links';
import { OrderSummary } from './order-summary';
import '../orders.scss';

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
  const [notice, setNotice] = useTimedMessage<OrderNotice>();
  const [editing, setEditing] = useState<OrderItem | null>(null);
  const [removing, setRemoving] = useState<OrderItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [canceling, setCanceling] = useState(false);
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
              <OrderShipTo order={order} />
              <OrderDocumentLinks order={order} />
              <OrderProgressBar progress={orderProgress({ status: order.status, items: order.OrderItems })} />
              <OrderItemsTable order={order} onEdit={setEditing} onRemove={setRemoving} />
              <PriceHint order={order} />
              <OrderSellerChanges order={order} />
              <OrderNotes order={order} />
              <OrderSummary order={order} />
              <OrderMoney order={order} />
              <OrderPaymentTerms order={order} />
              <OrderNextStep
                order={order}
                onNotice={setNotice}
                onDelete={() => setDeleting(true)}
                onCancel={() => setCanceling(true)}
              />
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
      {order && canceling && (
        <CancelOrderDialog
          order={order}
          onClose={() => setCanceling(false)}
          onCanceled={(text) => {
            setCanceling(false);
            setNotice({ variant: 'success', text });
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
