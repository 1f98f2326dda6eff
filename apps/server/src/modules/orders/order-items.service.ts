import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import {
  ORDER_STATUS_LABELS,
  allPricesConfirmed,
  hasPositivePrice,
  itemStatusForConfirmation,
  buyerChangeUnconfirms,
  itemsEditable,
  requestSent,
  type OrderRole,
} from '@ironmatch/contracts/order-states';
import type { Order, UpdateItemValues } from '@ironmatch/contracts/orders';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import type { Db } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import { recordIdOr404 } from '../../http/id-param';
import {
  changeOrder,
  notifyOrder,
  type LockedOrder,
  type OrderChange,
  type OrdersServiceDeps,
} from './order-lock';
import { paymentHoldOnOrder } from './order-payment-reads';
import { loadOrder } from './order-view';
import { pricesConfirmedMail } from './orders-emails';
import { recordChanges, type NewOrderChange } from './order-changes.repository';
import { buyerChangedMail, sellerChangedMail } from './order-trade-emails';
import { createOrdersRepository, type ItemChanges, type ItemRow } from './orders.repository';

/** The seller's changes of `item` as order_changes rows (issue 24: quantity, price, seller note). */
function sellerChangesOf(item: ItemRow, changes: ItemChanges): NewOrderChange[] {
  const base = { itemId: item.id, partNumber: item.partNumber };
  const out: NewOrderChange[] = [];
  if (changes.quantity !== undefined)
    out.push({ ...base, field: 'quantity', oldValue: item.quantity, newValue: changes.quantity });
  if (changes.price !== undefined)
    out.push({ ...base, field: 'price', oldValue: item.price, newValue: changes.price ?? null });
  if (changes.sellerNote !== undefined)
    out.push({
      ...base,
      field: 'sellerNote',
      oldValue: item.sellerNote,
      newValue: changes.sellerNote ?? null,
    });
  return out;
}

const itemIdOf = (raw: string) => recordIdOr404(raw, M.itemNotFound);

/** An order goes only without a payment in flight or taken (under the order's lock, as create-intent). */
async function assertNoPaymentHold(tx: Db, orderId: number): Promise<void> {
  const hold = await paymentHoldOnOrder(tx, orderId);
  if (hold === 'taken') throw conflict(M.notDeletable);
  if (hold === 'in-flight') throw conflict(M.paymentInProgress);
}

/**
 * An order's items (spec marketplace 5; issue 24 "Orders that lock"): changed and removed under the
 * order's row lock, in one transaction with the emails they cause.
 */
export function createOrderItemsService(deps: OrdersServiceDeps) {
  const change = <T>(
    auth: CompanyClaims,
    rawId: string,
    role: OrderRole | 'party',
    fn: (tx: Db, ctx: LockedOrder) => Promise<T>,
  ) => changeOrder(deps, auth, rawId, role, fn);
  const notify = notifyOrder;

  return {
    /**
     * Either party changes an item until the order is confirmed: the buyer its quantity (at least 1)
     * and note; the seller its quantity (0 up to the current one), note, price and confirmed flag.
     */
    async updateItem(
      auth: CompanyClaims,
      rawId: string,
      rawItemId: string,
      body: UpdateItemValues,
    ): Promise<OrderChange> {
      const itemId = itemIdOf(rawItemId);
      return change(auth, rawId, 'party', async (tx, { id, role, order, items }) => {
        const item = items.find((i) => i.id === itemId);
        if (!item) throw notFound(M.itemNotFound);
        const sellerFields =
          body.price !== undefined || body.priceConfirmed !== undefined || body.sellerNote !== undefined;
        if (role === 'buyer' && sellerFields) throw forbidden(M.sellerFieldsOnly);
        if (role === 'seller' && body.buyerNote !== undefined) throw forbidden(M.buyerNoteOnly);
        if (role === 'buyer' && requestSent(order.status)) throw conflict(M.requestLocked);
        if (!itemsEditable(order.status)) throw conflict(M.itemsLocked(ORDER_STATUS_LABELS[order.status]));
        if (Object.values(body).every((v) => v === undefined)) throw badRequest(M.nothingToUpdate);

        const changes: ItemChanges = {};
        if (body.quantity !== undefined) {
          if (role === 'buyer' && body.quantity < 1) throw badRequest(M.quantityMin);
          if (role === 'seller' && body.quantity > item.quantity)
            throw badRequest(M.sellerQuantity(item.quantity));
          if (body.quantity !== item.quantity) changes.quantity = body.quantity;
        }
        if (body.buyerNote !== undefined && body.buyerNote !== item.buyerNote)
          changes.buyerNote = body.buyerNote;
        if (body.sellerNote !== undefined && body.sellerNote !== item.sellerNote)
          changes.sellerNote = body.sellerNote;
        // Issue 24: the buyer's new quantity of a confirmed quote price goes back to the seller.
        const unconfirmed = role === 'buyer' && changes.quantity !== undefined && buyerChangeUnconfirms(item);
        if (unconfirmed) {
          changes.priceConfirmed = false;
          changes.status = itemStatusForConfirmation(item.status, false);
        }
        if (role === 'seller') {
          const price = body.price !== undefined ? body.price : item.price;
          const confirmed = body.priceConfirmed ?? item.priceConfirmed;
          if (confirmed && !hasPositivePrice(price)) throw badRequest(M.confirmNeedsPrice);
          if (price !== item.price) changes.price = price;
          if (confirmed !== item.priceConfirmed) {
            changes.priceConfirmed = confirmed;
            changes.status = itemStatusForConfirmation(item.status, confirmed);
          }
        }
        if (Object.keys(changes).length === 0) return { order, unchanged: true };

        const repo = createOrdersRepository(tx);
        await repo.updateItem(item.id, changes);
        await repo.updateOrder(id, {});
        // Issue 24: the seller's changes after the request are kept for the buyer, and emailed.
        const recorded =
          role === 'seller' && order.status === 'order_requested' ? sellerChangesOf(item, changes) : [];
        await recordChanges(tx, id, recorded);
        const now = await loadOrder(tx, id, role);
        if (role === 'seller' && !allPricesConfirmed(items) && allPricesConfirmed(now.OrderItems))
          await notify(tx, { userId: now.customerId }, (to) => pricesConfirmedMail(deps.mail, to, now));
        if (recorded.length)
          await notify(tx, { userId: now.customerId }, (to) =>
            sellerChangedMail(deps.mail, to, now, recorded),
          );
        if (unconfirmed)
          await notify(tx, { companyId: now.vendorCompanyId }, (to) =>
            buyerChangedMail(deps.mail, to, now, item.partNumber, changes.quantity!),
          );
        return { order: now, unchanged: false };
      });
    },

    /** Buyer: removes an item until the order is confirmed; the last one takes the order with it. */
    async removeItem(
      auth: CompanyClaims,
      rawId: string,
      rawItemId: string,
    ): Promise<{ orderDeleted: boolean; order: Order | null }> {
      const itemId = itemIdOf(rawItemId);
      return change(auth, rawId, 'buyer', async (tx, { id, order, items }) => {
        if (!items.some((i) => i.id === itemId)) throw notFound(M.itemNotFound);
        if (requestSent(order.status)) throw conflict(M.requestLocked);
        if (!itemsEditable(order.status)) throw conflict(M.itemsLocked(ORDER_STATUS_LABELS[order.status]));
        const repo = createOrdersRepository(tx);
        if (items.length === 1) {
          await assertNoPaymentHold(tx, id);
          await repo.deleteOrder(id);
          return { orderDeleted: true, order: null };
        }
        await repo.deleteItem(itemId);
        await repo.updateOrder(id, {});
        return { orderDeleted: false, order: await loadOrder(tx, id, 'buyer') };
      });
    },
  };
}
