import { ORDER_MESSAGES } from './order-messages';

/**
 * Orders' state machine (spec marketplace 4, 5; issue 24 "Cancel"): the statuses, the transition
 * table, the progress bar, labels and totals. The server enforces them, the web app shows them and the
 * tests check them.
 */

// ---------------------------------------------------------------------------------------------
// States
// ---------------------------------------------------------------------------------------------

export const ORDER_STATUSES = [
  'new_order',
  /** A member's order request above the company's approval limit, held for an admin (issue 23). */
  'pending_company_approval',
  'order_requested',
  'order_confirmed',
  'order_placed',
  'order_shipped',
  'order_canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The statuses an order passes through in turn: the progress bar's stages (a cancel stops it; the
 * company's approval is the buyer's own step, shown at New Order).
 */
export const ORDER_PROGRESS_STATUSES = ORDER_STATUSES.filter(
  (s): s is Exclude<OrderStatus, 'order_canceled' | 'pending_company_approval'> =>
    s !== 'order_canceled' && s !== 'pending_company_approval',
);

/** Spec 4: each status's label; also the priced order's progress-bar stages, in order. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  new_order: 'New Order',
  pending_company_approval: 'Waiting for Company Approval',
  order_requested: 'Order Requested',
  order_confirmed: 'Order Details Confirmed',
  order_placed: 'Order Placed',
  order_shipped: 'Order Shipped',
  order_canceled: 'Order Canceled',
};
/**
 * Issue 25 (spec accounts 1's storefront): the seller's reading of the same states, on the received
 * list and the order the seller opens. The buyer keeps `ORDER_STATUS_LABELS`.
 */
export const SELLER_STATUS_LABELS: Record<OrderStatus, string> = {
  new_order: 'New Order',
  pending_company_approval: 'Waiting for Company Approval',
  order_requested: 'Awaiting Approval',
  order_confirmed: 'Awaiting Payment',
  order_placed: 'Confirm Shipping',
  order_shipped: 'Shipped',
  order_canceled: 'Canceled',
};
export const ORDER_PROGRESS_STAGES: readonly string[] = ORDER_PROGRESS_STATUSES.map(
  (s) => ORDER_STATUS_LABELS[s],
);

/** A quote item's states: asked for (`new`), sent to the seller, priced and confirmed by the seller. */
export const ITEM_STATUSES = ['new', 'quote_requested', 'price_confirmed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** Spec 4: the label of a quote whose items all have no price, from the (first) item's status. */
export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  new: 'New Quote',
  quote_requested: 'Awaiting Quote',
  price_confirmed: 'Price Confirmed',
};

/** Spec 4: the quote's progress-bar stages. */
export const QUOTE_PROGRESS_STAGES = ['New Quote', 'Quote Requested', 'Price(s) Confirmed'] as const;
export type QuoteStage = 0 | 1 | 2;

/** The two parties of an order (DECISIONS.md: buyer = customer company, seller = vendor company). */
export type OrderRole = 'buyer' | 'seller';

// ---------------------------------------------------------------------------------------------
// The transition table
// ---------------------------------------------------------------------------------------------

/**
 * Every change of an order's status: from one status to the next, by one party. `payment` is the
 * payment provider's confirmation (the payments module), never a person.
 */
export const ORDER_TRANSITIONS = {
  submitOrder: {
    from: 'new_order',
    to: 'order_requested',
    by: 'buyer',
    name: 'Submitting the order request',
  },
  /** A member's request above the company's approval limit (issue 23). */
  holdForApproval: {
    from: 'new_order',
    to: 'pending_company_approval',
    by: 'buyer',
    name: 'Holding the order request for approval',
  },
  /** A buyer company admin lets the held request go to the seller... */
  approveRequest: {
    from: 'pending_company_approval',
    to: 'order_requested',
    by: 'buyer',
    name: 'Approving the order request',
  },
  /** ...or sends it back to the member with a reason. */
  rejectRequest: {
    from: 'pending_company_approval',
    to: 'new_order',
    by: 'buyer',
    name: 'Rejecting the order request',
  },
  respondOrder: { from: 'order_requested', to: 'order_confirmed', by: 'seller', name: 'Approving the order' },
  placeOrder: { from: 'order_confirmed', to: 'order_placed', by: 'payment', name: 'Paying the order' },
  markShipped: { from: 'order_placed', to: 'order_shipped', by: 'seller', name: 'Marking the order shipped' },
} as const satisfies Record<
  string,
  { from: OrderStatus; to: OrderStatus; by: OrderRole | 'payment'; name: string }
>;
export type OrderAction = keyof typeof ORDER_TRANSITIONS;

export type TransitionOutcome =
  | { kind: 'apply'; to: OrderStatus }
  /** The order is already where the action leads: a retry, answered 200 with the order unchanged. */
  | { kind: 'unchanged' }
  /** Any other status: 409 with this sentence. */
  | { kind: 'illegal'; message: string };

export function orderTransition(status: OrderStatus, action: OrderAction): TransitionOutcome {
  const t = ORDER_TRANSITIONS[action];
  if (status === t.from) return { kind: 'apply', to: t.to };
  if (status === t.to) return { kind: 'unchanged' };
  return {
    kind: 'illegal',
    message: `${t.name} is not possible: the order is ${ORDER_STATUS_LABELS[status]}.`,
  };
}

/** Items change (quantities, notes, prices, removal) until the seller confirms the order. */
export const ITEMS_EDITABLE_STATUSES: readonly OrderStatus[] = ['new_order', 'order_requested'];
/** The buyer may delete an order until it is paid. */
export const DELETABLE_STATUSES: readonly OrderStatus[] = [
  'new_order',
  'pending_company_approval',
  'order_requested',
  'order_confirmed',
];
/** Shipping and tax are shown to the buyer from the seller's approval on (spec 6). */
export const SHIPPING_VISIBLE_TO_BUYER: readonly OrderStatus[] = [
  'order_confirmed',
  'order_placed',
  'order_shipped',
];

export const itemsEditable = (status: OrderStatus) => ITEMS_EDITABLE_STATUSES.includes(status);

/**
 * Issue 24 "Orders that lock": once the order request is sent the buyer changes no item (409
 * ORDER_MESSAGES.requestLocked); the seller's changes from then on are recorded for the buyer.
 */
export const REQUEST_SENT_STATUSES: readonly OrderStatus[] = [
  'order_requested',
  'order_confirmed',
  'order_placed',
  'order_shipped',
  'order_canceled',
];
export const requestSent = (status: OrderStatus) => REQUEST_SENT_STATUSES.includes(status);

/**
 * Issue 24: a buyer's quantity change on a quote item the seller priced and confirmed sends it back to
 * the seller (not confirmed); an item priced from the inventory stays confirmed.
 */
export const buyerChangeUnconfirms = (item: { isQuote: boolean; priceConfirmed: boolean }) =>
  item.isQuote && item.priceConfirmed;

/**
 * Issue 24 "Cancel": who may cancel from which status. The seller: anything before shipping; the buyer:
 * before payment (after it, the buyer asks the seller). Canceled again: a repeat, answered unchanged.
 */
export const CANCELABLE_FROM: Record<OrderRole, readonly OrderStatus[]> = {
  seller: ['new_order', 'order_requested', 'order_confirmed', 'order_placed'],
  buyer: ['new_order', 'pending_company_approval', 'order_requested', 'order_confirmed'],
};

export function cancelTransition(status: OrderStatus, by: OrderRole): TransitionOutcome {
  if (status === 'order_canceled') return { kind: 'unchanged' };
  if (CANCELABLE_FROM[by].includes(status)) return { kind: 'apply', to: 'order_canceled' };
  if (status === 'order_shipped') return { kind: 'illegal', message: ORDER_MESSAGES.cancelShipped };
  // A held request has not reached the seller yet (issue 23): only the buyer's company acts on it.
  if (status === 'pending_company_approval')
    return {
      kind: 'illegal',
      message: `Cancel is not possible: the order is ${ORDER_STATUS_LABELS[status]}.`,
    };
  return { kind: 'illegal', message: ORDER_MESSAGES.buyerCancelPaid };
}

/**
 * DELETE /api/orders/{id} by the buyer: a new order is deleted; a request already sent to the seller is
 * kept and canceled instead, so the seller's links still open it (issue 24).
 */
export const deleteBecomesCancel = (status: OrderStatus) =>
  status === 'order_requested' || status === 'order_confirmed';
export const orderDeletable = (status: OrderStatus) => DELETABLE_STATUSES.includes(status);

/**
 * Quote item states: the buyer's submit-quote sends `new` items to the seller; the seller's confirmed
 * price makes an item `price_confirmed`; withdrawing the confirmation sends it back to waiting.
 */
export const ITEM_TRANSITIONS = {
  requestQuote: { from: ['new'], to: 'quote_requested' },
  confirmPrice: { from: ['new', 'quote_requested'], to: 'price_confirmed' },
  withdrawPrice: { from: ['price_confirmed'], to: 'quote_requested' },
} as const satisfies Record<string, { from: readonly ItemStatus[]; to: ItemStatus }>;
export type ItemAction = keyof typeof ITEM_TRANSITIONS;

/** The item's status after `action`; the same status when the action does not apply to it. */
export function itemTransition(status: ItemStatus, action: ItemAction): ItemStatus {
  const t = ITEM_TRANSITIONS[action];
  return (t.from as readonly ItemStatus[]).includes(status) ? t.to : status;
}

/** The item's status once its confirmed flag is `confirmed` (the flag and the status never disagree). */
export function itemStatusForConfirmation(status: ItemStatus, confirmed: boolean): ItemStatus {
  return itemTransition(status, confirmed ? 'confirmPrice' : 'withdrawPrice');
}

// ---------------------------------------------------------------------------------------------
// Reading an order: quotes, stages, labels, totals
// ---------------------------------------------------------------------------------------------

export interface ItemFacts {
  price: number | null;
  priceConfirmed: boolean;
  status: ItemStatus;
  /** Asked for as a quote: the inventory had no positive price when it was added. */
  isQuote: boolean;
  quantity: number;
}
export interface OrderFacts {
  status: OrderStatus;
  items: readonly ItemFacts[];
}

/** Spec 5 "Price display": a price counts only above 0. */
export const hasPositivePrice = (price: number | null | undefined): price is number =>
  typeof price === 'number' && price > 0;

/** An item the seller has priced (above 0) and confirmed. */
export const itemPriceConfirmed = (item: ItemFacts) => item.priceConfirmed && hasPositivePrice(item.price);

/** Every item has a non-zero confirmed price: the buyer may submit the order request (spec 5). */
export const allPricesConfirmed = (items: readonly ItemFacts[]) =>
  items.length > 0 && items.every(itemPriceConfirmed);

/**
 * A quote (spec 4: an order with an item asked for without a price) until the buyer submits the order
 * request; from then on it is shown as the order it has become.
 */
export const isQuoteOrder = (order: { status: OrderStatus; items: readonly Pick<ItemFacts, 'isQuote'>[] }) =>
  order.status === 'new_order' && order.items.some((i) => i.isQuote);

/**
 * Spec 4's quote stage: Price(s) Confirmed when every item is price-confirmed, Quote Requested while
 * an item waits for the seller's price, otherwise New Quote (nothing sent to the seller yet).
 */
export function quoteStage(items: readonly ItemFacts[]): QuoteStage {
  if (allPricesConfirmed(items)) return 2;
  if (items.some((i) => i.status === 'quote_requested')) return 1;
  return 0;
}

const QUOTE_STAGE_LABELS = ['New Quote', 'Awaiting Quote', 'Price Confirmed'] as const;

/** The status column and the dialog's status line. */
export function orderStatusLabel(order: OrderFacts, role: OrderRole = 'buyer'): string {
  if (!isQuoteOrder(order))
    return (role === 'seller' ? SELLER_STATUS_LABELS : ORDER_STATUS_LABELS)[order.status];
  // Spec 4: when no item has a price, the label follows the (first) item's status.
  if (order.items.every((i) => !hasPositivePrice(i.price))) return ITEM_STATUS_LABELS[order.items[0]!.status];
  return QUOTE_STAGE_LABELS[quoteStage(order.items)];
}

export interface OrderProgress {
  kind: 'order' | 'quote';
  stages: readonly string[];
  /** Index of the current stage in `stages`. */
  current: number;
}

/**
 * The progress bar: the quote's three stages, or the order's five (spec 4). A canceled order shows
 * where it stopped (`canceledFromStatus`) with `canceled` set.
 */
export function orderProgress(
  order: OrderFacts & { canceledFromStatus?: OrderStatus | null },
): OrderProgress & { canceled: boolean } {
  if (order.status === 'order_canceled') {
    const from = order.canceledFromStatus ?? 'new_order';
    const current = Math.max(
      0,
      ORDER_PROGRESS_STATUSES.indexOf(from as (typeof ORDER_PROGRESS_STATUSES)[number]),
    );
    return { kind: 'order', stages: ORDER_PROGRESS_STAGES, current, canceled: true };
  }
  if (isQuoteOrder(order))
    return {
      kind: 'quote',
      stages: QUOTE_PROGRESS_STAGES,
      current: quoteStage(order.items),
      canceled: false,
    };
  // The company's approval is the buyer's own step: a held order shows at New Order.
  const status = order.status === 'pending_company_approval' ? 'new_order' : order.status;
  return {
    kind: 'order',
    stages: ORDER_PROGRESS_STAGES,
    current: ORDER_PROGRESS_STATUSES.indexOf(status as (typeof ORDER_PROGRESS_STATUSES)[number]),
    canceled: false,
  };
}

/** One line's amount in cents (an unpriced line counts 0). */
export const lineTotalCents = (item: Pick<ItemFacts, 'price' | 'quantity'>) =>
  hasPositivePrice(item.price) ? item.price * item.quantity : 0;

export const itemsSubtotalCents = (items: readonly Pick<ItemFacts, 'price' | 'quantity'>[]) =>
  items.reduce((sum, i) => sum + lineTotalCents(i), 0);

/** Items + shipping + tax, in cents: what the buyer pays. */
export function orderTotalCents(order: {
  items: readonly Pick<ItemFacts, 'price' | 'quantity'>[];
  shippingAmount: number | null;
  taxAmount: number | null;
}): number {
  return itemsSubtotalCents(order.items) + (order.shippingAmount ?? 0) + (order.taxAmount ?? 0);
}

/** Spec 6: shipping and tax lines show to the seller, and to the buyer once the seller approved. */
export const showsShippingAndTax = (role: OrderRole, status: OrderStatus) =>
  role === 'seller' || SHIPPING_VISIBLE_TO_BUYER.includes(status);

/** Spec 6: the summary shows when all prices are confirmed (for the seller, not at new_order). */
export const showsSummary = (role: OrderRole, order: OrderFacts) =>
  allPricesConfirmed(order.items) && (role === 'buyer' || order.status !== 'new_order');
