import { z } from 'zod';
import { PRICE_TIERS } from './storefront';
import { PAYMENT_METHODS, offlinePaymentSchema } from './order-payment-terms';
import { multilineText, text } from './text';
import { envelopeOf } from './envelope';
import { parseRecordId } from './record-id';
import {
  CARRIER_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  ORDER_MESSAGES,
  QUANTITY_MAX,
  TRACKING_MAX_LENGTH,
} from './order-messages';
import { MAX_MONEY_CENTS } from './order-money';
import { ITEM_STATUSES, ORDER_STATUSES } from './order-states';

/**
 * Orders and quotes (spec marketplace 2 "Orders and quotes", 3 "Order", "Order item", "Payment",
 * 5, 6, 8): the requests and answers of the orders API. The state machine is in order-states.ts, the
 * money rules in order-money.ts, the sentences in order-messages.ts.
 */

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
  /** Issue 25: the seller's price tier that priced it when it was added (null for a quote item). */
  priceTier: z.enum(PRICE_TIERS).nullable(),
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

/** Issue 24: the order's own ship-to address (address2 may be null). */
export const orderAddressSchema = z.object({
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** Issue 24: the fields a seller's change after the order request touches (price in cents). */
export const ORDER_CHANGE_FIELDS = ['quantity', 'price', 'sellerNote'] as const;
export type OrderChangeField = (typeof ORDER_CHANGE_FIELDS)[number];
export const orderChangeSchema = z.object({
  createdAt: z.string(),
  itemId: z.number().int(),
  partNumber: z.string(),
  field: z.enum(ORDER_CHANGE_FIELDS),
  oldValue: z.union([z.number().int(), z.string()]).nullable(),
  newValue: z.union([z.number().int(), z.string()]).nullable(),
});
export type OrderChangeRecord = z.infer<typeof orderChangeSchema>;

/** Issue 24: what the order and its list rows show of ship-to, PO, method and money (cents). */
const tradeFields = {
  shipTo: orderAddressSchema.nullable(),
  poNumber: z.string().nullable(),
  shippingMethod: z.string().nullable(),
  /** Items + shipping + tax as the caller may see them (orderTotalCents). */
  total: z.number().int(),
  /** Issue 25: how it is paid (null before it is placed), a terms order's due date (YYYY-MM-DD). */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  dueDate: z.string().nullable(),
  /** When the money came in (online payment or the seller's marking); null for an unpaid terms order. */
  paidAt: z.string().nullable(),
  /** The seller's "paid by other means" marking. */
  offlinePayment: offlinePaymentSchema.nullable(),
  /** An unpaid terms order past its due date. */
  overdue: z.boolean(),
  /** Sums over the succeeded payments (orderMoney in order-money.ts). */
  amountPaid: z.number().int(),
  amountRefunded: z.number().int(),
  /** "Net to you": paid - refunded - fees not refunded (paymentNetCents). */
  netAmount: z.number().int(),
};

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
  ...tradeFields,
  /** Per seller 1, 2, 3... from order_placed on; kept when canceled. */
  invoiceNumber: z.number().int().nullable(),
  /** The seller's item changes after the order request was sent, oldest first. */
  changes: z.array(orderChangeSchema),
  OrderItems: z.array(orderItemSchema),
  Payments: z.array(orderPaymentSchema),
  /** The caller's part in this order. */
  role: z.enum(['buyer', 'seller']),
  /**
   * Issue 25: the buyer's credit terms with this seller while the order awaits payment, so it can be
   * placed on account (`creditAvailable` in cents); null for the seller, at any other status, or
   * without terms.
   */
  accountTerms: z.object({ creditTerms: z.number().int(), creditAvailable: z.number().int() }).nullable(),
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
  ...tradeFields,
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
