import { PART_MATCHER_MESSAGES } from './part-matcher-rules';
import { MAX_MONEY_CENTS } from './order-money';

// ---------------------------------------------------------------------------------------------
// Messages (spec marketplace 5, 8); copied exactly where the spec has them.
// ---------------------------------------------------------------------------------------------

export const QUANTITY_MAX = 100_000;
export const NOTE_MAX_LENGTH = 2000;
export const CARRIER_MAX_LENGTH = 100;
export const TRACKING_MAX_LENGTH = 100;
/** Issue 24: the buyer's PO number and requested shipping method, and each ship-to line. */
export const PO_NUMBER_MAX_LENGTH = 40;
export const SHIPPING_METHOD_MAX_LENGTH = 100;
export const ADDRESS_FIELD_MAX_LENGTH = 200;
/** The shipping method offered beside free text. */
export const CUSTOMER_PICKUP = 'Customer pickup';

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
  cancelFailed: 'Failed to cancel order',
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
  // Issue 24 "Ship-to, PO number, shipping method" and "Orders that lock".
  shipToRequired: (label: string) => `Ship-to ${label} is required.`,
  shipToTooLong: (label: string) =>
    `Ship-to ${label} must be at most ${ADDRESS_FIELD_MAX_LENGTH} characters long.`,
  poNumberTooLong: `PO number must be at most ${PO_NUMBER_MAX_LENGTH} characters long.`,
  shippingMethodTooLong: `Shipping method must be at most ${SHIPPING_METHOD_MAX_LENGTH} characters long.`,
  noShipTo:
    'Your company has no shipping address yet: enter the ship-to address for this order, or add it in Company Details.',
  requestLocked:
    'This order request was already sent. Ask the seller to change it, or delete it and start again.',
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

/**
 * Issue 24: the carrier's tracking page for a tracking number (UPS, FedEx, USPS, DHL, by the carrier
 * as typed); null for any other carrier.
 */
export function carrierTrackingUrl(carrier: string | null, trackingNumber: string): string | null {
  const n = encodeURIComponent(trackingNumber.trim());
  const c = (carrier ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (c.startsWith('ups')) return `https://www.ups.com/track?tracknum=${n}`;
  if (c.startsWith('fedex')) return `https://www.fedex.com/fedextrack/?trknbr=${n}`;
  if (c.startsWith('usps')) return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`;
  if (c.startsWith('dhl'))
    return `https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=${n}`;
  return null;
}
