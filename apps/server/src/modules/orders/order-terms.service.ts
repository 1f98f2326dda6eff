import {
  TERMS_MESSAGES as M,
  termsDueDate,
  type MarkPaidValues,
} from '@ironmatch/contracts/order-payment-terms';
import { ORDER_STATUS_LABELS, orderTotalCents } from '@ironmatch/contracts/order-states';
import { STOREFRONT_MESSAGES } from '@ironmatch/contracts/storefront';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import { AppError, conflict } from '../../http/app-error';
import { lockCredit } from '../storefront/storefront-credit.service';
import { requireTakesOrders } from '../storefront/storefront-pricing.service';
import { assignInvoiceNumber } from './invoice-numbers';
import { changeOrder, type OrderChange, type OrdersServiceDeps } from './order-lock';
import { loadOrder } from './order-view';
import { createOrdersRepository } from './orders.repository';

/**
 * Issue 25: an approved order placed on account with the seller's credit terms, and the seller's
 * "paid by other means". Each runs under the order's row lock (order-lock.ts); a terms order also
 * takes the customer record's lock, so the credit limit is checked against every other terms order.
 */
export function createOrderTermsService(deps: OrdersServiceDeps) {
  return {
    async placeOnAccount(auth: CompanyClaims, rawId: string): Promise<OrderChange> {
      return changeOrder(deps, auth, rawId, 'buyer', async (tx, { id, order, items }) => {
        if (order.paymentMethod === 'terms') return { order, unchanged: true };
        await requireTakesOrders(tx, order.customerCompanyId, order.vendorCompanyId);
        if (order.status !== 'order_confirmed')
          throw conflict(M.cannotPlace(ORDER_STATUS_LABELS[order.status]));
        const credit = await lockCredit(tx, order.vendorCompanyId, order.customerCompanyId);
        if (!credit) throw new AppError(403, STOREFRONT_MESSAGES.noTerms);
        const row = await createOrdersRepository(tx).findOrder(id);
        const total = orderTotalCents({
          items,
          shippingAmount: row!.shippingAmount,
          taxAmount: row!.taxAmount,
        });
        if (total > credit.limitCents - credit.usedCents) throw conflict(STOREFRONT_MESSAGES.overCreditLimit);
        await createOrdersRepository(tx).updateOrder(id, {
          status: 'order_placed',
          paymentMethod: 'terms',
          dueDate: termsDueDate(row!.confirmedAt ?? new Date().toISOString(), credit.terms),
        });
        await assignInvoiceNumber(tx, id);
        return { order: await loadOrder(tx, id, 'buyer'), unchanged: false };
      });
    },

    async markPaid(auth: CompanyClaims, rawId: string, body: MarkPaidValues): Promise<OrderChange> {
      return changeOrder(deps, auth, rawId, 'seller', async (tx, { id, order }) => {
        if (order.offlinePayment !== null) return { order, unchanged: true };
        const offlinePayment = {
          method: body.method,
          reference: body.reference || null,
          markedAt: new Date().toISOString(),
        };
        const repo = createOrdersRepository(tx);
        if (order.status === 'order_confirmed') {
          await repo.updateOrder(id, {
            status: 'order_placed',
            paymentMethod: body.method,
            paidAt: offlinePayment.markedAt,
            offlinePayment,
          });
          await assignInvoiceNumber(tx, id);
        } else if (
          order.paymentMethod === 'terms' &&
          order.paidAt === null &&
          (order.status === 'order_placed' || order.status === 'order_shipped')
        ) {
          // Lock the credit record too: the limit it frees is read under that lock.
          await lockCredit(tx, order.vendorCompanyId, order.customerCompanyId);
          await repo.updateOrder(id, { paidAt: offlinePayment.markedAt, offlinePayment });
        } else if (order.paidAt !== null) {
          // Paid online already: nothing to mark.
          return { order, unchanged: true };
        } else {
          throw conflict(M.cannotMarkPaid(ORDER_STATUS_LABELS[order.status]));
        }
        return { order: await loadOrder(tx, id, 'seller'), unchanged: false };
      });
    },
  };
}
