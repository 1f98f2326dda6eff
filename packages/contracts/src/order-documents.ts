import { z } from 'zod';
import { PAYMENT_METHODS } from './order-payment-terms';
import { envelopeOf } from './envelope';
import {
  ORDER_PROGRESS_STATUSES,
  ORDER_STATUS_LABELS,
  type OrderRole,
  type OrderStatus,
} from './order-states';
import { orderAddressSchema } from './orders';

/**
 * An order's documents (issue 24 "Documents"): the order confirmation, the invoice/receipt and the packing
 * slip. Who may open which, from which status, and the one shape the page and the PDF both show.
 */

export const ORDER_DOCUMENT_KINDS = ['confirmation', 'invoice', 'packing-slip'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/** Each document's title, as the page, the PDF and the links name it. */
export const ORDER_DOCUMENT_TITLES: Record<OrderDocumentKind, string> = {
  confirmation: 'Order Confirmation',
  invoice: 'Invoice',
  'packing-slip': 'Packing Slip',
};

/** The first status each document exists at; the later statuses keep it. */
export const ORDER_DOCUMENT_FROM: Record<OrderDocumentKind, OrderStatus> = {
  confirmation: 'order_confirmed',
  invoice: 'order_placed',
  'packing-slip': 'order_placed',
};

/** Who may open each document: the packing slip carries no prices and is the seller's alone. */
export const ORDER_DOCUMENT_READERS: Record<OrderDocumentKind, readonly OrderRole[]> = {
  confirmation: ['buyer', 'seller'],
  invoice: ['buyer', 'seller'],
  'packing-slip': ['seller'],
};

/** Where an order stands on the way to shipping; a held request counts as not yet sent. */
function stageOf(status: OrderStatus): number {
  return ORDER_PROGRESS_STATUSES.indexOf(status as (typeof ORDER_PROGRESS_STATUSES)[number]);
}

/**
 * The status whose documents an order has: its own, or for a canceled order the one it had when it was
 * canceled (a canceled order keeps the documents it had).
 */
export function documentStatusOf(order: {
  status: OrderStatus;
  canceledFromStatus: OrderStatus | null;
}): OrderStatus {
  return order.status === 'order_canceled' ? (order.canceledFromStatus ?? 'new_order') : order.status;
}

/** Whether the order has reached the document's first status (a canceled order: before it was canceled). */
export function documentAvailable(
  kind: OrderDocumentKind,
  order: { status: OrderStatus; canceledFromStatus: OrderStatus | null },
): boolean {
  return stageOf(documentStatusOf(order)) >= stageOf(ORDER_DOCUMENT_FROM[kind]);
}

const WHEN_AVAILABLE: Record<OrderDocumentKind, string> = {
  confirmation: 'The order confirmation is available once the seller has approved the order.',
  invoice: 'The invoice is available once the order is paid.',
  'packing-slip': 'The packing slip is available once the order is paid.',
};

export const ORDER_DOCUMENT_MESSAGES = {
  /** 409: the order has not reached the document's status (or was canceled before it did). */
  notYet: (
    kind: OrderDocumentKind,
    order: { status: OrderStatus; canceledFromStatus: OrderStatus | null },
  ) =>
    order.status === 'order_canceled'
      ? `${WHEN_AVAILABLE[kind]} This order was canceled at ${ORDER_STATUS_LABELS[documentStatusOf(order)]}.`
      : `${WHEN_AVAILABLE[kind]} This order is ${ORDER_STATUS_LABELS[order.status]}.`,
  /** 403 for the buyer. */
  packingSlipSellerOnly: 'Only the seller can open the packing slip of an order.',
} as const;

/** The PDF's file name, e.g. `order-1042-invoice.pdf`. */
export const orderDocumentFilename = (kind: OrderDocumentKind, orderId: number) =>
  `order-${orderId}-${kind}.pdf`;

// ---------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------

/** The order's own ship-to copy. */
export const documentShipToSchema = orderAddressSchema;
export type DocumentShipTo = z.infer<typeof documentShipToSchema>;

/** A party: the company's billing address (its shipping address when it has no billing address on file). */
export const documentPartySchema = documentShipToSchema.extend({
  companyId: z.number().int(),
  name: z.string(),
});
export type DocumentParty = z.infer<typeof documentPartySchema>;

/** Cents. */
export const documentLineSchema = z.object({
  partNumber: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

const documentBase = {
  orderId: z.number().int(),
  /** ISO 8601, UTC: the confirmation's order request, the invoice's and packing slip's payment. */
  date: z.string(),
  invoiceNumber: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  shippingMethod: z.string().nullable(),
  shipTo: documentShipToSchema.nullable(),
  seller: documentPartySchema,
  buyer: documentPartySchema,
};

const priced = {
  lines: z.array(documentLineSchema),
  subtotal: z.number().int(),
  shippingAmount: z.number().int(),
  taxAmount: z.number().int(),
  total: z.number().int(),
};

export const confirmationDocumentSchema = z.object({
  kind: z.literal('confirmation'),
  ...documentBase,
  ...priced,
});
export type ConfirmationDocument = z.infer<typeof confirmationDocumentSchema>;

export const documentPaymentSchema = z.object({
  date: z.string(),
  /** e.g. 'Visa ending 4242', 'Bank account ending 6789'. */
  method: z.string(),
  amount: z.number().int(),
  /** The payment provider's reference for the payment. */
  reference: z.string(),
});
export type DocumentPayment = z.infer<typeof documentPaymentSchema>;
export const documentRefundSchema = z.object({ date: z.string(), amount: z.number().int() });
export type DocumentRefund = z.infer<typeof documentRefundSchema>;

export const invoiceDocumentSchema = z.object({
  kind: z.literal('invoice'),
  ...documentBase,
  ...priced,
  /** Issue 25: how it is paid ('terms', 'online', 'wire'...) and a terms order's due date (YYYY-MM-DD). */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  dueDate: z.string().nullable(),
  /** The provider's payments, and the seller's "paid by other means" marking (method: 'wire'...). */
  payments: z.array(documentPaymentSchema),
  refunds: z.array(documentRefundSchema),
  amountPaid: z.number().int(),
  amountRefunded: z.number().int(),
  /** amountPaid - amountRefunded. */
  netPaid: z.number().int(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** No price at all: what goes in the box. */
export const packingSlipDocumentSchema = z.object({
  kind: z.literal('packing-slip'),
  ...documentBase,
  lines: z.array(documentLineSchema.pick({ partNumber: true, description: true, quantity: true })),
});
export type PackingSlipDocument = z.infer<typeof packingSlipDocumentSchema>;

export type OrderDocument = ConfirmationDocument | InvoiceDocument | PackingSlipDocument;

export const confirmationResponseSchema = envelopeOf(z.object({ document: confirmationDocumentSchema }));
export const invoiceResponseSchema = envelopeOf(z.object({ document: invoiceDocumentSchema }));
export const packingSlipResponseSchema = envelopeOf(z.object({ document: packingSlipDocumentSchema }));
