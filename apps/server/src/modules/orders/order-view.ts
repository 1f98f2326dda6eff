import { orderMoney } from '@ironmatch/contracts/order-money';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import {
  isQuoteOrder,
  orderStatusLabel,
  orderTotalCents,
  showsShippingAndTax,
  type OrderRole,
} from '@ironmatch/contracts/order-states';
import { isOverdue } from '@ironmatch/contracts/order-payment-terms';
import type { Order, OrderListRow, OrderPayment } from '@ironmatch/contracts/orders';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import { createOrderApprovalRepository } from './order-approval.repository';
import { readCredit } from '../storefront/storefront-credit.service';
import { changesOf } from './order-changes.repository';
import { paymentsOfOrder, paymentsOfOrders } from './order-payment-reads';
import { createOrdersRepository, type ItemRow, type OrderRow } from './orders.repository';

/**
 * How an order and a list row read (spec marketplace 3, 6; issue 24): the spec's visibility rules for
 * the caller's role, and the money fields from the succeeded payments.
 */

/** Items + shipping + tax as `role` may see them (the buyer sees shipping and tax once approved). */
function visibleTotal(row: OrderRow, items: ItemRow[], role: OrderRole): number {
  const showMoney = showsShippingAndTax(role, row.status);
  return orderTotalCents({
    items,
    shippingAmount: showMoney ? row.shippingAmount : null,
    taxAmount: showMoney ? row.taxAmount : null,
  });
}

/** The trade fields shared by the order and its list row. */
function tradeFields(row: OrderRow, items: ItemRow[], role: OrderRole, payments: readonly OrderPayment[]) {
  return {
    shipTo: row.shipTo,
    poNumber: row.poNumber,
    shippingMethod: row.shippingMethod,
    total: visibleTotal(row, items, role),
    paymentMethod: row.paymentMethod,
    dueDate: row.dueDate,
    paidAt: row.paidAt,
    offlinePayment: row.offlinePayment,
    overdue: isOverdue(row, new Date().toISOString().slice(0, 10)),
    ...orderMoney(payments),
  };
}

/** The answer's shape of an order, with the spec's visibility rules for `role` applied. */
export function toOrder(
  row: OrderRow,
  items: ItemRow[],
  role: OrderRole,
  payments: OrderPayment[] = [],
): Order {
  const showMoney = showsShippingAndTax(role, row.status);
  return {
    id: row.id,
    status: row.status,
    statusLabel: orderStatusLabel({ status: row.status, items }, role),
    isQuote: isQuoteOrder({ status: row.status, items }),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    customerId: row.customerId,
    customerCompanyId: row.customerCompanyId,
    Customer: {
      email: row.customerEmail,
      firstName: row.customerFirstName,
      lastName: row.customerLastName,
      Company: { id: row.customerCompanyId, name: row.customerCompanyName },
    },
    vendorCompanyId: row.vendorCompanyId,
    VendorCompany: {
      id: row.vendorCompanyId,
      name: row.vendorName,
      applicationFeeRate: row.applicationFeeRate,
    },
    buyerNote: row.buyerNote,
    sellerNote: row.sellerNote,
    shippingAmount: showMoney ? row.shippingAmount : null,
    taxAmount: showMoney ? row.taxAmount : null,
    shippingCarrier: row.shippingCarrier,
    trackingNumber: row.trackingNumber,
    shippedAt: row.shippedAt,
    canceledBy: row.canceledBy,
    canceledAt: row.canceledAt,
    cancelReason: row.cancelReason,
    canceledFromStatus: row.canceledFromStatus,
    ...tradeFields(row, items, role, payments),
    invoiceNumber: row.invoiceNumber,
    // Filled by loadOrder from order_changes.
    changes: [],
    OrderItems: items.map((i) => ({
      id: i.id,
      price: i.price,
      priceConfirmed: i.priceConfirmed,
      quantity: i.quantity,
      buyerNote: i.buyerNote,
      sellerNote: i.sellerNote,
      status: i.status,
      isQuote: i.isQuote,
      priceTier: i.priceTier,
      partNumber: i.partNumber,
      description: i.description,
      partId: i.partId,
      partSearchResultId: i.partSearchResultId,
    })),
    Payments: payments,
    role,
    accountTerms: null,
    // Filled by loadOrder (issue 23).
    submittedBy: null,
    approval: null,
  };
}

/**
 * The order `id` as `role` sees it: its row, items, succeeded payments (order-payment-reads.ts), the
 * seller's changes, who sent the request and its purchase approval (issue 23).
 */
export async function loadOrder(db: Db, id: number, role: OrderRole): Promise<Order> {
  const repo = createOrdersRepository(db);
  const row = await repo.findOrder(id);
  if (!row) throw notFound(M.orderNotFound);
  const order = toOrder(row, await repo.itemsOf([id]), role, await paymentsOfOrder(db, id));
  let accountTerms: Order['accountTerms'] = null;
  if (role === 'buyer' && row.status === 'order_confirmed') {
    const credit = await readCredit(db, row.vendorCompanyId, row.customerCompanyId);
    if (credit)
      accountTerms = { creditTerms: credit.terms, creditAvailable: credit.limitCents - credit.usedCents };
  }
  return {
    ...order,
    accountTerms,
    changes: await changesOf(db, id),
    ...(await createOrderApprovalRepository(db).factsOf(id)),
  };
}

/** List rows of `rows` as `role` sees them, with their items and payments read in one go each. */
export async function toListRows(db: Db, rows: OrderRow[], role: OrderRole): Promise<OrderListRow[]> {
  const ids = rows.map((r) => r.id);
  const items = await createOrdersRepository(db).itemsOf(ids);
  const payments = await paymentsOfOrders(db, ids);
  const byOrder = new Map<number, ItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((r) => {
    const its = byOrder.get(r.id) ?? [];
    return {
      id: r.id,
      status: r.status,
      statusLabel: orderStatusLabel({ status: r.status, items: its }, role),
      isQuote: isQuoteOrder({ status: r.status, items: its }),
      createdAt: r.createdAt,
      canceledBy: r.canceledBy,
      cancelReason: r.cancelReason,
      vendorCompanyId: r.vendorCompanyId,
      VendorCompany: { id: r.vendorCompanyId, name: r.vendorName },
      customerCompanyId: r.customerCompanyId,
      CustomerCompany: { id: r.customerCompanyId, name: r.customerCompanyName },
      itemCount: its.length,
      ...tradeFields(r, its, role, payments.get(r.id) ?? []),
    };
  });
}
