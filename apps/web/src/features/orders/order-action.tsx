import { useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { hasPositivePrice } from '@ironmatch/contracts/order-states';
import { formatCents } from '../../lib/format';
import type { OrderTarget } from '../../lib/marketplace-actions';
import { AddToOrderModal, type AddedToOrder } from './components/add-to-order-modal';
import { OrderDetailsModal } from './components/order-details-modal';
import { useDeletedOrders } from './deleted-orders';
import './orders.scss';

interface RowOrder {
  orderId: number;
  isQuote: boolean;
}

/**
 * The order action of a part row (spec marketplace 4 "Row state for a part"): Add to Order or Request
 * Quote; afterwards a disabled 'Added to Order' / 'Quote Requested' and View Order / View Quote Request,
 * which opens the order over the page; 'Your order has been deleted.' once it is deleted; disabled with a
 * hint to message the seller when the seller cannot take orders online.
 */
export function OrderAction({ target }: { target: OrderTarget }) {
  const deleted = useDeletedOrders();
  const [added, setAdded] = useState<(RowOrder & { note: string; warning: string | null }) | null>(null);
  const [dialog, setDialog] = useState<'add' | 'view' | null>(null);
  const seen = useRef(new Set<number>());
  const quote = !hasPositivePrice(target.priceCents);

  const current: RowOrder | null =
    added ?? (target.orderId !== null ? { orderId: target.orderId, isQuote: target.orderIsQuote } : null);
  if (current) seen.current.add(current.orderId);
  const live = current && !deleted.has(current.orderId) ? current : null;
  const wasDeleted = !live && [...seen.current].some((id) => deleted.has(id));

  const onAdded = (result: AddedToOrder) => {
    setDialog(null);
    const warnings: string[] = [];
    if (result.priceChanged)
      warnings.push(
        result.price === null
          ? 'The seller no longer lists a price: your quote request was sent.'
          : `The seller's price is now ${formatCents(result.price)}.`,
      );
    if (result.quoteError) warnings.push(result.quoteError);
    setAdded({
      orderId: result.orderId,
      isQuote: result.orderIsQuote,
      note: result.orderIsQuote ? M.quoteRequested : M.addedToOrder,
      warning: warnings.join(' ') || null,
    });
  };

  const hintId = `order-hint-${target.searchId}`;
  return (
    <>
      {live ? (
        <>
          <Button size="sm" variant="primary" disabled>
            {live.isQuote ? 'Quote Requested' : 'Added to Order'}
          </Button>
          <Button size="sm" variant="outline-dark" onClick={() => setDialog('view')}>
            {live.isQuote ? 'View Quote Request' : 'View Order'}
          </Button>
          {added && added.orderId === live.orderId && (
            <small className="text-success" role="status">
              {added.note}
            </small>
          )}
          {added?.warning && added.orderId === live.orderId && (
            <small className="text-warning-emphasis">{added.warning}</small>
          )}
        </>
      ) : (
        <>
          <Button
            size="sm"
            variant="primary"
            disabled={!target.canTransact}
            aria-describedby={target.canTransact ? undefined : hintId}
            onClick={() => setDialog('add')}
          >
            {quote ? 'Request Quote' : 'Add to Order'}
          </Button>
          {!target.canTransact && (
            <small className="text-secondary">
              <span aria-hidden="true">{M.notReadyShort}</span>
              <span id={hintId} className="visually-hidden">
                {M.notReadyHint}
              </span>
            </small>
          )}
          {wasDeleted && (
            <small className="text-secondary" role="status">
              {M.yourOrderDeleted}
            </small>
          )}
        </>
      )}
      {dialog === 'add' && (
        <AddToOrderModal target={target} quote={quote} onClose={() => setDialog(null)} onAdded={onAdded} />
      )}
      {dialog === 'view' && live && (
        <OrderDetailsModal
          orderId={live.orderId}
          onClose={() => setDialog(null)}
          onDeleted={() => setDialog(null)}
        />
      )}
    </>
  );
}
