import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { orderTotalCents, orderTransition } from '@ironmatch/contracts/order-states';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/app-error';
import { assignInvoiceNumber } from './invoice-numbers';
import { createOrdersRepository } from './orders.repository';

/**
 * What the payments module asks of an order, always inside its own transaction: what paying it needs,
 * its row lock, and placing it once paid (which also gives it the seller's next invoice number).
 */

/** What paying an order needs, for the payments module (in its transaction). Null: no such order. */
export async function orderForPayment(db: Db, orderId: number) {
  const repo = createOrdersRepository(db);
  const row = await repo.findOrder(orderId);
  if (!row) return null;
  const items = await repo.itemsOf([orderId]);
  return {
    id: row.id,
    status: row.status,
    customerCompanyId: row.customerCompanyId,
    customerId: row.customerId,
    vendorCompanyId: row.vendorCompanyId,
    applicationFeeRate: row.applicationFeeRate,
    totalCents: orderTotalCents({ items, shippingAmount: row.shippingAmount, taxAmount: row.taxAmount }),
  };
}

/**
 * The payment provider confirmed payment of a confirmed order: order_confirmed -> order_placed, once,
 * with the seller's next invoice number (issue 24). For the payments module, inside its own
 * transaction (`tx`); answers whether this call placed it.
 */
export async function placeOrderForPayment(tx: Db, orderId: number): Promise<'placed' | 'unchanged'> {
  const repo = createOrdersRepository(tx);
  const status = await repo.lockOrder(orderId);
  if (!status) throw notFound(M.orderNotFound);
  const outcome = orderTransition(status, 'placeOrder');
  if (outcome.kind === 'illegal') throw conflict(outcome.message);
  if (outcome.kind === 'unchanged') return 'unchanged';
  await repo.updateOrder(orderId, {
    status: outcome.to,
    paymentMethod: 'online',
    paidAt: new Date().toISOString(),
  });
  await assignInvoiceNumber(tx, orderId);
  return 'placed';
}

/**
 * Takes order `orderId`'s row lock in the caller's transaction (the payments module locks the order
 * before its payment, like create-intent does, so the two never wait on each other in turn).
 */
export async function lockOrderForPayment(db: Db, orderId: number) {
  return createOrdersRepository(db).lockOrder(orderId);
}
