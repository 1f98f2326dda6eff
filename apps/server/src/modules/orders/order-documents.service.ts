import type { CompanyClaims } from '@ironmatch/contracts/access';
import {
  ORDER_DOCUMENT_MESSAGES as M,
  ORDER_DOCUMENT_READERS,
  documentAvailable,
  type ConfirmationDocument,
  type DocumentLine,
  type DocumentPayment,
  type DocumentRefund,
  type InvoiceDocument,
  type OrderDocumentKind,
  type PackingSlipDocument,
} from '@ironmatch/contracts/order-documents';
import { ORDER_MESSAGES } from '@ironmatch/contracts/order-messages';
import { lineTotalCents } from '@ironmatch/contracts/order-states';
import type { Db } from '../../db/database';
import { conflict, forbidden, notFound } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import { createOrderDocumentsRepository, type DocumentOrderRow } from './order-documents.repository';
import { orderIdOf } from './orders-records';
import { createOrdersRepository } from './orders.repository';

/** An order's money movements as the invoice lists them, oldest first (cents). */
export interface OrderPaymentLedger {
  payments: DocumentPayment[];
  refunds: DocumentRefund[];
}
/**
 * Reads an order's payments and refunds: the payments module's, handed over on the app context
 * (`ctx.orderPaymentLedger`), since payments depends on orders and not the other way round.
 */
export type ReadOrderPaymentLedger = (db: Db, orderId: number) => Promise<OrderPaymentLedger>;

export interface OrderDocumentsDeps {
  db: Db;
  access: RecordAccess;
  paymentLedger: ReadOrderPaymentLedger;
}

/** The order's date for each document: its request for the confirmation, its payment for the others. */
function documentDate(kind: OrderDocumentKind, order: DocumentOrderRow): string {
  const date = kind === 'confirmation' ? order.requestedAt : order.placedAt;
  return date ?? order.createdAt;
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/**
 * The order confirmation, the invoice/receipt and the packing slip (issue 24 "Documents"): the order's
 * parties only (anyone else: 404 through the one access check), the packing slip the seller's alone, each
 * from its status on (409 before), a canceled order keeping what it had reached.
 */
export function createOrderDocumentsService(deps: OrderDocumentsDeps) {
  const { db, access } = deps;

  async function readable(auth: CompanyClaims, rawId: string, kind: OrderDocumentKind) {
    const id = orderIdOf(rawId);
    const readers = ORDER_DOCUMENT_READERS[kind];
    if (readers.length === 2) await access.require(auth, 'order', id, 'party');
    else if ((await access.holds(auth, 'order', id, readers[0]!)) !== 'held') {
      await access.require(auth, 'order', id, 'party'); // 404 unless the other party
      throw forbidden(M.packingSlipSellerOnly);
    }
    const order = await createOrderDocumentsRepository(db).documentOrder(id);
    if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
    if (!documentAvailable(kind, order)) throw conflict(M.notYet(kind, order));
    const items = (await createOrdersRepository(db).itemsOf([id])).filter((i) => i.quantity > 0);
    const header = {
      orderId: order.id,
      date: documentDate(kind, order),
      invoiceNumber: kind === 'invoice' ? order.invoiceNumber : null,
      poNumber: order.poNumber,
      shippingMethod: order.shippingMethod,
      shipTo: order.shipTo,
      seller: order.seller,
      buyer: order.buyer,
    };
    return { order, items, header };
  }

  async function priced(auth: CompanyClaims, rawId: string, kind: 'confirmation' | 'invoice') {
    const { order, items, header } = await readable(auth, rawId, kind);
    const lines: DocumentLine[] = items.map((i) => ({
      partNumber: i.partNumber,
      description: i.description,
      quantity: i.quantity,
      unitPrice: i.price ?? 0,
      amount: lineTotalCents(i),
    }));
    const subtotal = sum(lines.map((l) => l.amount));
    const shippingAmount = order.shippingAmount ?? 0;
    const taxAmount = order.taxAmount ?? 0;
    return {
      order,
      document: {
        ...header,
        lines,
        subtotal,
        shippingAmount,
        taxAmount,
        total: subtotal + shippingAmount + taxAmount,
      },
    };
  }

  return {
    async confirmation(auth: CompanyClaims, rawId: string): Promise<ConfirmationDocument> {
      const { document } = await priced(auth, rawId, 'confirmation');
      return { kind: 'confirmation', ...document };
    },

    async invoice(auth: CompanyClaims, rawId: string): Promise<InvoiceDocument> {
      const { order, document } = await priced(auth, rawId, 'invoice');
      const ledger = await deps.paymentLedger(db, order.id);
      // Issue 25: how it is paid, a terms order's due date, and the seller's "paid by other means".
      const terms = await createOrdersRepository(db).findOrder(order.id);
      const marking = terms?.offlinePayment;
      const payments = [
        ...ledger.payments,
        ...(marking
          ? [
              {
                date: marking.markedAt,
                method: marking.method,
                amount: document.total,
                reference: marking.reference ?? '',
              },
            ]
          : []),
      ];
      const amountPaid = sum(payments.map((p) => p.amount));
      const amountRefunded = sum(ledger.refunds.map((r) => r.amount));
      return {
        kind: 'invoice',
        ...document,
        paymentMethod: terms?.paymentMethod ?? null,
        dueDate: terms?.dueDate ?? null,
        payments,
        refunds: ledger.refunds,
        amountPaid,
        amountRefunded,
        netPaid: amountPaid - amountRefunded,
      };
    },

    async packingSlip(auth: CompanyClaims, rawId: string): Promise<PackingSlipDocument> {
      const { items, header } = await readable(auth, rawId, 'packing-slip');
      return {
        kind: 'packing-slip',
        ...header,
        lines: items.map((i) => ({
          partNumber: i.partNumber,
          description: i.description,
          quantity: i.quantity,
        })),
      };
    },
  };
}
export type OrderDocumentsService = ReturnType<typeof createOrderDocumentsService>;
