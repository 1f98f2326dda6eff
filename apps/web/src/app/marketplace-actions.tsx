import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import type { Order } from '@ironmatch/contracts/orders';
import {
  MarketplaceActionsContext,
  type MarketplaceActions,
  type MessageTarget,
  type OrderTarget,
} from '../lib/marketplace-actions';

// Loaded with the first page that shows a row action, never with the first page of the site.
const SendMessageAction = lazy(async () => ({
  default: (await import('../features/messaging/send-message-action')).SendMessageAction,
}));
const OrderRowAction = lazy(async () => ({
  default: (await import('../features/orders/order-action')).OrderAction,
}));

const OrderPaymentPanel = lazy(async () => ({
  default: (await import('../features/payments/order-payment-panel')).OrderPaymentPanel,
}));

const MembershipStatusPanel = lazy(async () => ({
  default: (await import('../features/membership/membership-status')).MembershipStatus,
}));

function MembershipStatus() {
  return (
    <Suspense fallback={null}>
      <MembershipStatusPanel />
    </Suspense>
  );
}

function OrderPayment({ order }: { order: Order }) {
  return (
    <Suspense fallback={null}>
      <OrderPaymentPanel order={order} />
    </Suspense>
  );
}

function MessageAction({ target }: { target: MessageTarget }) {
  return (
    <Suspense
      fallback={
        <Button size="sm" variant="outline-dark" disabled>
          {target.label ?? 'Send Message'}
        </Button>
      }
    >
      <SendMessageAction target={target} />
    </Suspense>
  );
}

function OrderAction({ target }: { target: OrderTarget }) {
  const quote = target.orderId !== null ? target.orderIsQuote : !(target.priceCents && target.priceCents > 0);
  const label =
    target.orderId !== null
      ? quote
        ? 'Quote Requested'
        : 'Added to Order'
      : quote
        ? 'Request Quote'
        : 'Add to Order';
  return (
    <Suspense
      fallback={
        <Button size="sm" variant="primary" disabled>
          {label}
        </Button>
      }
    >
      <OrderRowAction target={target} />
    </Suspense>
  );
}

/** Which feature draws each cross-feature action (lib/marketplace-actions.tsx). */
const actions: MarketplaceActions = {
  MessageAction,
  OrderAction,
  OrderPayment,
  MembershipStatus,
};

export function MarketplaceActionsProvider({ children }: { children: ReactNode }) {
  return <MarketplaceActionsContext.Provider value={actions}>{children}</MarketplaceActionsContext.Provider>;
}
