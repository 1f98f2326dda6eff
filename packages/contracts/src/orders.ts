import { z } from 'zod';
import { multilineText, text } from './text';
import { envelopeOf } from './envelope';
import { parseRecordId } from './record-id';
import { PART_MATCHER_MESSAGES } from './part-matcher-rules';

/**
 * Orders and quotes (spec marketplace 2 "Orders and quotes", 3 "Order", "Order item", "Payment",
 * 4 "Order status", 5, 6, 8; DECISIONS.md "Money"). The state machine, progress stages, labels, totals,
 * the application fee and the money parsing live here once: the server enforces them, the web app
 * shows them and the tests check them.
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
export function orderStatusLabel(order: OrderFacts): string {
  if (!isQuoteOrder(order)) return ORDER_STATUS_LABELS[order.status];
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

// ---------------------------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------------------------

/** The sellers' default application fee rate, in basis points: 200 = the terms' 2% cap. */
export const DEFAULT_APPLICATION_FEE_RATE = 200;

/**
 * The application fee's bands over the order total in cents, with their weights (spec 9, DECISIONS.md
 * "Money": 4, 3, 2, 1). The weighted sum times the rate (basis points) over 40,000, rounded, is the fee:
 * at rate 200 the first $10,000 pays 2%, and larger orders a lower effective rate.
 */
export const APPLICATION_FEE_BANDS = [
  { upTo: 1_000_000, weight: 4 },
  { upTo: 1_500_000, weight: 3 },
  { upTo: 2_500_000, weight: 2 },
  { upTo: Infinity, weight: 1 },
] as const;

/** The application fee in cents on an order total in cents, at `rateBps` basis points. */
export function applicationFeeCents(
  totalCents: number,
  rateBps: number = DEFAULT_APPLICATION_FEE_RATE,
): number {
  if (!(totalCents > 0) || !(rateBps > 0)) return 0;
  let weighted = 0;
  let from = 0;
  for (const band of APPLICATION_FEE_BANDS) {
    if (totalCents <= from) break;
    weighted += (Math.min(totalCents, band.upTo) - from) * band.weight;
    from = band.upTo;
  }
  return Math.round((weighted * rateBps) / 40_000);
}

/** The largest amount the API takes for a price, shipping or tax: $10,000,000.00. */
export const MAX_MONEY_CENTS = 1_000_000_000;

export type MoneyParse = { ok: true; cents: number } | { ok: false; message: string };

/**
 * Spec 5 "Approve": shipping and tax typed as text. Commas and every other character but digits and
 * the decimal point are stripped, one decimal point is allowed, and empty counts as 0. Dollars in,
 * cents out; more than two decimals is refused rather than rounded (money is never changed silently).
 */
export function parseMoneyText(input: string | null | undefined, label: string): MoneyParse {
  const kept = (input ?? '').replace(/[^0-9.]/g, '');
  if (kept === '' || kept === '.') return { ok: true, cents: 0 };
  const parts = kept.split('.');
  if (parts.length > 2) return { ok: false, message: `${label} can have only one decimal point.` };
  const [whole = '', fraction = ''] = parts;
  if (fraction.length > 2)
    return { ok: false, message: `${label} can have at most 2 digits after the decimal point.` };
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 10)
    return { ok: false, message: `${label} must be at most ${formatCents(MAX_MONEY_CENTS)}.` };
  const cents = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_MONEY_CENTS)
    return { ok: false, message: `${label} must be at most ${formatCents(MAX_MONEY_CENTS)}.` };
  return { ok: true, cents };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Cents as dollars: 125050 -> '$1,250.50'. */
export const formatCents = (cents: number) => usd.format(cents / 100);

// ---------------------------------------------------------------------------------------------
// Messages (spec marketplace 5, 8); copied exactly where the spec has them.
// ---------------------------------------------------------------------------------------------

export const QUANTITY_MAX = 100_000;
/** The lists have no paging (spec); this only guards against an unbounded answer. */
export const ORDER_LIST_LIMIT = 1000;
export const NOTE_MAX_LENGTH = 2000;
export const CARRIER_MAX_LENGTH = 100;
export const TRACKING_MAX_LENGTH = 100;

export const ORDER_MESSAGES = {
  // Success texts (spec 8).
  quoteSubmitted: 'Quote request submitted.',
  orderSubmitted: 'Order request submitted.',
  orderApproved: 'Order approved.',
  heldForApproval: 'Waiting for approval by your company admin.',
  requestApproved: 'Order request approved and sent to the seller.',
  requestRejected: 'Order request sent back to the member.',
  rejectWhileOpen:
    'This request cannot go back to New Order while another new order with this seller is open. Send or delete that order first.',
  notHeld: (label: string) => `This order request is not waiting for approval: the order is ${label}.`,
  itemUpdated: 'Item updated',
  itemRemoved: 'Item removed',
  orderDeleted: 'Order deleted',
  markedShipped: 'Order marked as shipped.',
  createdOrUpdated: 'Order successfully created/updated.',
  quoteRequested: 'Quote requested successfully.',
  addedToOrder: 'Added to order successfully.',
  yourOrderDeleted: 'Your order has been deleted.',
  orderSuccessfullyDeleted: 'Order successfully deleted',
  noOrders: 'No orders found.',
  // Spec 5: Submit Order Request needs every price confirmed.
  buyerWaitsForPrices: 'Seller must confirm all prices before you can request an order.',
  sellerMustConfirm: 'You must confirm all pricing before the buyer can request an order.',
  // Client fallbacks (spec 8).
  createFailed: 'Failed to create order',
  submitQuoteFailed: 'Failed to submit quote request',
  fetchOrderFailed: 'Failed to fetch order',
  submitOrderFailed: 'Failed to submit order request',
  approveFailed: 'Failed to approve order',
  updateItemFailed: 'Failed to update item',
  removeItemFailed: 'Failed to remove item',
  deleteFailed: 'Failed to delete order',
  markShippedFailed: 'Failed to mark shipped',
  fetchOrdersFailed: 'Failed to fetch orders',
  // Our own sentences where the spec has none.
  orderNotFound: 'Order not found.',
  itemNotFound: 'Order item not found.',
  partNotFound: PART_MATCHER_MESSAGES.searchResultNotFound,
  partGone: "This part is no longer in the seller's inventory.",
  wrongVendor: 'That part is not sold by the company in vendorCompanyId.',
  ownPart: "You cannot order your own company's part.",
  cannotTransact:
    'This seller is not set up for online orders or quotes yet. Please send the seller a message instead.',
  notReadyHint: 'This seller is not set up for online orders yet. Send them a message instead.',
  // The same, in one short line under the row's buttons (the full sentence stays the button's description).
  notReadyShort: 'Online orders not set up yet.',
  buyerOnly: 'Only the buyer of this order can do that.',
  sellerOnly: 'Only the seller of this order can do that.',
  sellerFieldsOnly: "Only the seller can change an item's price, confirm it or write the seller note.",
  buyerNoteOnly: 'Only the buyer can write the buyer note.',
  quantityMin: 'Quantity must be a whole number of at least 1.',
  quantityTooLarge: `Quantity must be at most ${QUANTITY_MAX.toLocaleString('en-US')}.`,
  sellerQuantity: (max: number) => `Quantity must be a whole number from 0 to ${max}.`,
  priceInvalid: `Price must be a whole number of cents from 0 to ${MAX_MONEY_CENTS}.`,
  confirmNeedsPrice: 'Enter a price above $0.00 before confirming it.',
  nothingToUpdate: 'Nothing to update: send at least one field to change.',
  noQuoteItems: 'This order has no items waiting for a quote: submit the order request instead.',
  quoteClosed: (label: string) => `The quote request cannot be submitted: the order is ${label}.`,
  nothingToOrder: 'Every item has a quantity of 0: there is nothing to order.',
  approveNeedsPrices: "Confirm every item's price before approving the order.",
  itemsLocked: (label: string) => `Items can no longer be changed: the order is ${label}.`,
  notDeletable: 'A paid order cannot be deleted.',
  /** Issue 21: a payment started (open) or on its way (processing) may still be taken. */
  paymentInProgress:
    'This order cannot be deleted while its payment is in progress: the payment may still go through. If you no longer want the order, contact the seller.',
  carrierRequired: 'Shipping carrier is required.',
  // Issue 24 "Cancel".
  orderCanceled: 'Order canceled.',
  cancelReasonRequired: 'Please give a reason for canceling.',
  cancelReasonTooLong: `The reason must be at most ${NOTE_MAX_LENGTH} characters long.`,
  cancelShipped: 'This order has shipped and can no longer be canceled.',
  buyerCancelPaid:
    'This order is paid: only the seller can cancel it now. Message the seller to ask for a cancel and refund.',
  amountMustBeText: (label: string) => `${label} must be text as typed, in dollars (for example "1,250.50").`,
  noteTooLong: `Notes must be at most ${NOTE_MAX_LENGTH} characters long.`,
  /** Spec 6: the seller's tax duty. */
  taxDuty:
    'As the seller, you are responsible for collecting and remitting any sales tax due on this order. IronMatch does not calculate or collect tax for you.',
} as const;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** A record id in a JSON body: a whole number (or its digits as text). */
function idField(label: string) {
  return z.union([z.number(), text({ label })], { error: `${label} is required.` }).transform((v, ctx) => {
    const id = parseRecordId(typeof v === 'number' ? (Number.isInteger(v) ? v : String(v)) : v);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a positive whole number.` });
      return z.NEVER;
    }
    return id;
  });
}

/** A note: trimmed, '' means none. */
export function noteField() {
  return z
    .union([
      multilineText({ label: 'Note' }).trim().max(NOTE_MAX_LENGTH, { error: ORDER_MESSAGES.noteTooLong }),
      z.null(),
    ])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));
}

const buyerQuantity = z
  .number({ error: ORDER_MESSAGES.quantityMin })
  .int({ error: ORDER_MESSAGES.quantityMin })
  .min(1, { error: ORDER_MESSAGES.quantityMin })
  .max(QUANTITY_MAX, { error: ORDER_MESSAGES.quantityTooLarge });

/** POST /api/orders: the part row acted on; the server reads the part and its price from inventory. */
export const createOrderBodySchema = z.object({
  vendorCompanyId: idField('vendorCompanyId'),
  /** The part search result row (`id` / `partSearchResultId`). */
  searchId: idField('searchId'),
  /** What the buyer saw, in cents (omitted for quotes). Informational: the inventory's price is used. */
  price: z.number({ error: 'Price must be a number of cents.' }).nullish(),
  quantity: buyerQuantity.default(1),
  buyerNote: noteField(),
});
export type CreateOrderRequest = z.input<typeof createOrderBodySchema>;
export type CreateOrderValues = z.output<typeof createOrderBodySchema>;

export const orderIdParamsSchema = z.object({ id: text({ label: 'Order id' }).max(40) });
export const orderItemParamsSchema = z.object({
  id: text({ label: 'Order id' }).max(40),
  itemId: text({ label: 'Item id' }).max(40),
});

/** PUT /api/orders/{id}/items/{itemId}: only the changed fields. */
export const updateItemBodySchema = z.object({
  quantity: z
    .number({ error: 'Quantity must be a whole number.' })
    .int({ error: 'Quantity must be a whole number.' })
    .min(0, { error: 'Quantity must be a whole number.' })
    .max(QUANTITY_MAX, { error: ORDER_MESSAGES.quantityTooLarge })
    .optional(),
  buyerNote: noteField(),
  sellerNote: noteField(),
  /** Cents; null clears the price (the item waits for a quote again). */
  price: z
    .number({ error: ORDER_MESSAGES.priceInvalid })
    .int({ error: ORDER_MESSAGES.priceInvalid })
    .min(0, { error: ORDER_MESSAGES.priceInvalid })
    .max(MAX_MONEY_CENTS, { error: ORDER_MESSAGES.priceInvalid })
    .nullable()
    .optional(),
  priceConfirmed: z.boolean({ error: 'Price confirmed must be true or false.' }).optional(),
});
export type UpdateItemRequest = z.input<typeof updateItemBodySchema>;
export type UpdateItemValues = z.output<typeof updateItemBodySchema>;

/** POST /api/orders/{id}/submit-order. */
export const submitOrderBodySchema = z.object({ comment: noteField() }).nullish();
export type SubmitOrderRequest = z.input<typeof submitOrderBodySchema>;

function amountText(label: string) {
  return text({ required: ORDER_MESSAGES.amountMustBeText(label), label })
    .max(40)
    .nullish();
}

/** PUT /api/orders/{id}/respond-order: the seller's approval, shipping and tax as typed (dollars). */
export const respondOrderBodySchema = z.object({
  sellerNote: noteField(),
  shippingAmount: amountText('Shipping fee'),
  taxAmount: amountText('Tax'),
});
export type RespondOrderRequest = z.input<typeof respondOrderBodySchema>;
export type RespondOrderValues = z.output<typeof respondOrderBodySchema>;

/**
 * POST /api/orders/{id}/cancel: `reason` trimmed, '' means none (the seller needs one: checked with the
 * role, in the service).
 */
export const cancelOrderBodySchema = z
  .object({
    reason: z
      .union([
        multilineText({ label: 'Reason' })
          .trim()
          .max(NOTE_MAX_LENGTH, { error: ORDER_MESSAGES.cancelReasonTooLong }),
        z.null(),
      ])
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .nullish()
  .transform((v) => ({ reason: v?.reason ?? null }));
export type CancelOrderRequest = z.input<typeof cancelOrderBodySchema>;

/** PUT /api/orders/{id}/mark-shipped. */
export const markShippedBodySchema = z.object({
  shippingCarrier: text({ required: ORDER_MESSAGES.carrierRequired, label: 'Shipping carrier' })
    .trim()
    .min(1, { error: ORDER_MESSAGES.carrierRequired })
    .max(CARRIER_MAX_LENGTH),
  trackingNumber: z
    .union([text({ label: 'Tracking number' }).trim().max(TRACKING_MAX_LENGTH), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type MarkShippedRequest = z.input<typeof markShippedBodySchema>;
export type MarkShippedValues = z.output<typeof markShippedBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const orderItemSchema = z.object({
  id: z.number().int(),
  /** Cents; null = waiting for the seller's quote. */
  price: z.number().int().nullable(),
  priceConfirmed: z.boolean(),
  quantity: z.number().int(),
  buyerNote: z.string().nullable(),
  sellerNote: z.string().nullable(),
  status: z.enum(ITEM_STATUSES),
  /** Asked for as a quote (the inventory had no price). */
  isQuote: z.boolean(),
  partNumber: z.string(),
  description: z.string(),
  /** The inventory part it was ordered from (null once the seller removed it). */
  partId: z.number().int().nullable(),
  /** The part search result row it was added from. */
  partSearchResultId: z.number().int().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Spec 3 "Payment" (amounts in cents). Filled by the payments module; empty until an order is paid. */
export const orderPaymentSchema = z.object({
  status: z.string(),
  paymentMethodType: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  bankLast4: z.string().nullable(),
  amount: z.number().int().nullable(),
  amountRefunded: z.number().int().nullable(),
  amountRefundedAt: z.string().nullable(),
  applicationFee: z.number().int().nullable(),
  applicationFeeRefunded: z.number().int().nullable(),
  applicationFeeRefundedAt: z.string().nullable(),
  transactionFee: z.number().int().nullable(),
  netAmount: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

const companyRefSchema = z.object({ id: z.number().int(), name: z.string() });

const orderPersonSchema = z.object({ userId: z.number().int(), firstName: z.string(), lastName: z.string() });
export type OrderPerson = z.infer<typeof orderPersonSchema>;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const orderApprovalSchema = z.object({
  status: z.enum(APPROVAL_STATUSES),
  requestedBy: orderPersonSchema.nullable(),
  requestedAt: z.string(),
  /** The company's limit when the request was held, in cents. */
  limitCents: z.number().int(),
  decidedBy: orderPersonSchema.nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type OrderApproval = z.infer<typeof orderApprovalSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** orderStatusLabel(): the status column and the dialog's status line. */
  statusLabel: z.string(),
  /** isQuoteOrder(): shown as a quote request. */
  isQuote: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The buyer user who started it. */
  customerId: z.number().int().nullable(),
  customerCompanyId: z.number().int(),
  Customer: z.object({
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    Company: companyRefSchema,
  }),
  vendorCompanyId: z.number().int(),
  VendorCompany: companyRefSchema.extend({
    /** Basis points (200 = 2%), for the application-fee estimate. */
    applicationFeeRate: z.number().int(),
  }),
  buyerNote: z.string().nullable(),
  sellerNote: z.string().nullable(),
  /** Cents. Null until the seller approves; shown to the buyer from then on (spec 6). */
  shippingAmount: z.number().int().nullable(),
  taxAmount: z.number().int().nullable(),
  shippingCarrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
  /** Issue 24 "Cancel": who canceled, when, why, and the status it stopped at (for the progress bar). */
  canceledBy: z.enum(['buyer', 'seller']).nullable(),
  canceledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  canceledFromStatus: z.enum(ORDER_STATUSES).nullable(),
  OrderItems: z.array(orderItemSchema),
  Payments: z.array(orderPaymentSchema),
  /** The caller's part in this order. */
  role: z.enum(['buyer', 'seller']),
  /** Who sent the order request (issue 23); null before it is sent. */
  submittedBy: orderPersonSchema.nullable(),
  /** The buyer company's purchase approval of the request (issue 23); null when none was needed. */
  approval: orderApprovalSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** A row of the created or received list. */
export const orderListRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  isQuote: z.boolean(),
  createdAt: z.string(),
  canceledBy: z.enum(['buyer', 'seller']).nullable(),
  cancelReason: z.string().nullable(),
  vendorCompanyId: z.number().int(),
  VendorCompany: companyRefSchema,
  customerCompanyId: z.number().int(),
  CustomerCompany: companyRefSchema,
  itemCount: z.number().int(),
});
export type OrderListRow = z.infer<typeof orderListRowSchema>;

export const createOrderResponseSchema = envelopeOf(
  z.object({
    orderId: z.number().int(),
    itemId: z.number().int(),
    /** The item's quantity now (raised when the part was already in the open order). */
    quantity: z.number().int(),
    /** The price used, in cents (the inventory's); null for a quote. */
    price: z.number().int().nullable(),
    /** The price sent differs from the inventory's and was ignored. */
    priceChanged: z.boolean(),
    /** The order is a quote request (the row shows 'Quote Requested'). */
    orderIsQuote: z.boolean(),
  }),
);
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const orderResponseSchema = envelopeOf(z.object({ order: orderSchema }));
/** A state change's answer: the order as it is now; `unchanged` for a repeat of a change already made. */
export const orderChangeResponseSchema = envelopeOf(z.object({ order: orderSchema, unchanged: z.boolean() }));
export const orderListResponseSchema = envelopeOf(z.object({ orders: z.array(orderListRowSchema) }));
/** Removing the last item deletes the order: `orderDeleted` true and no order. */
export const removeItemResponseSchema = envelopeOf(
  z.object({ orderDeleted: z.boolean(), order: orderSchema.nullable() }),
);
/** A new order is deleted (`orderDeleted: true`); a sent request is canceled instead and answered. */
export const deleteOrderResponseSchema = envelopeOf(
  z.object({ orderId: z.number().int(), orderDeleted: z.boolean(), order: orderSchema.optional() }),
);
/** POST /api/orders/{id}/cancel: the order now, and the refund this call made (cents), if any. */
export const cancelOrderResponseSchema = envelopeOf(
  z.object({
    order: orderSchema,
    unchanged: z.boolean(),
    refund: z.object({ amount: z.number().int(), applicationFeeRefunded: z.number().int() }).nullable(),
  }),
);
