import {
  ORDER_MESSAGES as M,
  ORDER_STATUS_LABELS,
  allPricesConfirmed,
  hasPositivePrice,
  isQuoteOrder,
  itemStatusForConfirmation,
  itemTransition,
  itemsEditable,
  itemsSubtotalCents,
  orderStatusLabel,
  orderTotalCents,
  orderTransition,
  parseMoneyText,
  showsShippingAndTax,
  QUANTITY_MAX,
  type CreateOrderResponse,
  type CreateOrderValues,
  type MarkShippedValues,
  type Order,
  type OrderAction,
  type OrderListRow,
  type OrderRole,
  type RespondOrderValues,
  type UpdateItemValues,
} from '@ironmatch/contracts/orders';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import type { Db } from '../../db/database';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import { recordIdOr404 } from '../../http/id-param';
import { orderIdOf } from './orders-records';
import type { RecordAccess, RecordParties } from '../../http/record-access';
import type { MailBranding } from '../../platform/mail/email-layout';
import { enqueueMail, type QueuedMail } from '../../platform/mail/mail-job';
import { findOrderablePart } from '../part-matcher/orderable-part.service';
import { paymentHoldOnOrder, paymentsOfOrder } from './order-payment-reads';
import {
  orderApprovedMail,
  orderRequestedMail,
  orderShippedMail,
  pricesConfirmedMail,
  quoteRequestedMail,
} from './orders-emails';
import { createOrderApprovalRepository } from './order-approval.repository';
import { approvalNeededMails, holdForApproval } from './order-approval-rules';
import {
  createOrdersRepository,
  type ItemChanges,
  type ItemRow,
  type OrderChanges,
  type OrderRow,
} from './orders.repository';

export interface OrdersServiceDeps {
  db: Db;
  access: RecordAccess;
  jobs: { poke(): void };
  mail: MailBranding;
}

/** Orders are of parts today; for-sale orders will use `forsale_order_emails`. */
const ORDER_KIND = 'part' as const;

/** A change's outcome: the order now, and whether this call changed it (a retry of a done change did not). */
export interface OrderChange {
  order: Order;
  unchanged: boolean;
  /** The request waits for the buyer company's admin (issue 23). */
  held?: boolean;
}

const itemIdOf = (raw: string) => recordIdOr404(raw, M.itemNotFound);

function roleIn(auth: CompanyClaims, parties: RecordParties<OrderRole>): OrderRole {
  return parties.buyer.companyIds?.includes(auth.companyId) ? 'buyer' : 'seller';
}

/** The answer's shape of an order, with the spec's visibility rules for `role` applied. */
function toOrder(row: OrderRow, items: ItemRow[], role: OrderRole): Order {
  const showMoney = showsShippingAndTax(role, row.status);
  return {
    id: row.id,
    status: row.status,
    statusLabel: orderStatusLabel({ status: row.status, items }),
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
    OrderItems: items.map((i) => ({
      id: i.id,
      price: i.price,
      priceConfirmed: i.priceConfirmed,
      quantity: i.quantity,
      buyerNote: i.buyerNote,
      sellerNote: i.sellerNote,
      status: i.status,
      isQuote: i.isQuote,
      partNumber: i.partNumber,
      description: i.description,
      partId: i.partId,
      partSearchResultId: i.partSearchResultId,
    })),
    // Filled by loadOrder from the payments table (order-payment-reads.ts).
    Payments: [],
    role,
    // Filled by withTeamFacts (issue 23).
    submittedBy: null,
    approval: null,
  };
}

/** The order with who sent the request and its purchase approval (order-approval.repository.ts). */
async function withTeamFacts(db: Db, order: Order): Promise<Order> {
  return { ...order, ...(await createOrderApprovalRepository(db).factsOf(order.id)) };
}

export async function loadOrder(db: Db, id: number, role: OrderRole): Promise<Order> {
  const repo = createOrdersRepository(db);
  const row = await repo.findOrder(id);
  if (!row) throw notFound(M.orderNotFound);
  const order = { ...toOrder(row, await repo.itemsOf([id]), role), Payments: await paymentsOfOrder(db, id) };
  return withTeamFacts(db, order);
}

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
    vendorCompanyId: row.vendorCompanyId,
    applicationFeeRate: row.applicationFeeRate,
    totalCents: orderTotalCents({ items, shippingAmount: row.shippingAmount, taxAmount: row.taxAmount }),
  };
}

/**
 * The payment provider confirmed payment of a confirmed order: order_confirmed -> order_placed, once.
 * For the payments module, inside its own transaction (`tx`); answers whether this call placed it.
 */
export async function placeOrderForPayment(tx: Db, orderId: number): Promise<'placed' | 'unchanged'> {
  const repo = createOrdersRepository(tx);
  const status = await repo.lockOrder(orderId);
  if (!status) throw notFound(M.orderNotFound);
  const outcome = orderTransition(status, 'placeOrder');
  if (outcome.kind === 'illegal') throw conflict(outcome.message);
  if (outcome.kind === 'unchanged') return 'unchanged';
  await repo.updateOrder(orderId, { status: outcome.to });
  return 'placed';
}

/**
 * Takes order `orderId`'s row lock in the caller's transaction (the payments module locks the order
 * before its payment, like create-intent does, so the two never wait on each other in turn).
 */
export async function lockOrderForPayment(db: Db, orderId: number) {
  return createOrdersRepository(db).lockOrder(orderId);
}

/** What a change of a locked order sees: the order as its caller's role sees it, and its items. */
export interface LockedOrder {
  id: number;
  role: OrderRole;
  order: Order;
  items: ItemRow[];
}

/**
 * Runs `fn` on order `rawId` in one transaction holding the order's row lock, after checking that the
 * caller holds `role` on it (404 for anyone else; 403 with a sentence for the other party). Mail
 * queued by `fn` goes out only if it commits.
 */
export async function changeOrder<T>(
  deps: Pick<OrdersServiceDeps, 'db' | 'access' | 'jobs'>,
  auth: CompanyClaims,
  rawId: string,
  role: OrderRole | 'party',
  fn: (tx: Db, ctx: LockedOrder) => Promise<T>,
): Promise<T> {
  const id = orderIdOf(rawId);
  const result = await deps.db.transaction(async (tx) => {
    const parties = await deps.access.require(auth, 'order', id, role, { db: tx, lock: true });
    const myRole = roleIn(auth, parties);
    const repo = createOrdersRepository(tx);
    const row = (await repo.findOrder(id))!;
    const items = await repo.itemsOf([id]);
    return fn(tx, { id, role: myRole, order: await withTeamFacts(tx, toOrder(row, items, myRole)), items });
  });
  deps.jobs.poke();
  return result;
}

/** Queues `build(recipient)` for each recipient of an order's email, in the caller's transaction. */
export async function notifyOrder(
  tx: Db,
  who: { companyId: number } | { userId: number | null },
  build: (to: { email: string; firstName: string }) => QueuedMail,
): Promise<void> {
  if ('userId' in who && who.userId === null) return;
  const recipients = await createOrdersRepository(tx).mailRecipients(
    who as { companyId: number } | { userId: number },
    ORDER_KIND,
  );
  if (recipients.length) await enqueueMail(tx, recipients.map(build), { priority: 'order' });
}

/** Orders and quotes (spec marketplace 2, 4, 5, 6): every change runs in one transaction under the order's row lock. */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, access } = deps;
  const change = <T>(
    auth: CompanyClaims,
    rawId: string,
    role: OrderRole | 'party',
    fn: (tx: Db, ctx: LockedOrder) => Promise<T>,
  ) => changeOrder(deps, auth, rawId, role, fn);
  const notify = notifyOrder;

  /** An order goes only without a payment in flight or taken (under the order's lock, as create-intent). */
  async function assertNoPaymentHold(tx: Db, orderId: number): Promise<void> {
    const hold = await paymentHoldOnOrder(tx, orderId);
    if (hold === 'taken') throw conflict(M.notDeletable);
    if (hold === 'in-flight') throw conflict(M.paymentInProgress);
  }

  /** The status change `action` on a locked order: apply, a repeat (unchanged), or 409. */
  function transition(order: Order, action: OrderAction) {
    const outcome = orderTransition(order.status, action);
    if (outcome.kind === 'illegal') throw conflict(outcome.message);
    return outcome;
  }

  return {
    /** For purchase approval (order-approval.service.ts): a change under the lock, and the mail queue. */
    changeOrder: change,
    notifyAbout: notify,

    /**
     * POST /api/orders: the part search row `searchId` of the buyer's company goes into the open order
     * with its seller (opened if there is none); the same part again raises its line's quantity.
     */
    async create(auth: CompanyClaims, body: CreateOrderValues): Promise<CreateOrderResponse['data']> {
      await access.require(auth, 'part-search-result', body.searchId, 'searcher');
      const part = await findOrderablePart(db, body.searchId);
      if (!part) throw notFound(M.partNotFound);
      if (part.partId === null) throw conflict(M.partGone);
      if (part.sellerCompanyId !== body.vendorCompanyId) throw badRequest(M.wrongVendor);
      if (part.sellerCompanyId === auth.companyId) throw badRequest(M.ownPart);
      if (!part.canTransact) throw conflict(M.cannotTransact);
      const price = hasPositivePrice(part.priceCents) ? part.priceCents : null;
      // Only a price the buyer actually sent can differ (issue 21 item 7): none sent is no change.
      const sent = body.price == null ? undefined : hasPositivePrice(body.price) ? body.price : null;
      const partId = part.partId;

      const result = await db.transaction(async (tx) => {
        const repo = createOrdersRepository(tx);
        const parties = { customerCompanyId: auth.companyId, vendorCompanyId: part.sellerCompanyId };
        let orderId = await repo.lockOpenOrder(parties.customerCompanyId, parties.vendorCompanyId);
        // Another request may open it at the same moment: the unique open-order index makes one win.
        for (let attempt = 0; orderId === undefined && attempt < 5; attempt++) {
          orderId =
            (await repo.insertOpenOrder({ customerId: auth.userId, ...parties })) ??
            (await repo.lockOpenOrder(parties.customerCompanyId, parties.vendorCompanyId));
        }
        if (orderId === undefined)
          throw new AppError(503, 'The order could not be opened. Please try again.');
        const line = await repo.addItem(
          orderId,
          {
            partId,
            partSearchResultId: part.resultId,
            partNumber: part.partnum,
            description: part.description,
            price,
            quantity: body.quantity,
            buyerNote: body.buyerNote ?? null,
          },
          price === null
            ? { status: 'new', priceConfirmed: false, isQuote: true }
            : { status: 'price_confirmed', priceConfirmed: true, isQuote: false },
        );
        if (line.quantity > QUANTITY_MAX) throw badRequest(M.quantityTooLarge);
        await repo.updateOrder(orderId, {});
        const items = await repo.itemsOf([orderId]);
        return {
          orderId,
          itemId: line.id,
          quantity: line.quantity,
          price: line.price,
          priceChanged: sent !== undefined && sent !== price,
          orderIsQuote: isQuoteOrder({ status: 'new_order', items }),
        };
      });
      return result;
    },

    async get(auth: CompanyClaims, rawId: string): Promise<Order> {
      const id = orderIdOf(rawId);
      const parties = await access.require(auth, 'order', id, 'party');
      return loadOrder(db, id, roleIn(auth, parties));
    },

    /** The buyer's ('created') or the seller's ('received') orders, newest first. */
    async list(auth: CompanyClaims, side: 'created' | 'received'): Promise<OrderListRow[]> {
      const repo = createOrdersRepository(db);
      const rows = await repo.listFor(side === 'created' ? 'customer' : 'vendor', auth.companyId);
      const items = await repo.itemsOf(rows.map((r) => r.id));
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
          statusLabel: orderStatusLabel({ status: r.status, items: its }),
          isQuote: isQuoteOrder({ status: r.status, items: its }),
          createdAt: r.createdAt,
          canceledBy: r.canceledBy,
          cancelReason: r.cancelReason,
          vendorCompanyId: r.vendorCompanyId,
          VendorCompany: { id: r.vendorCompanyId, name: r.vendorName },
          customerCompanyId: r.customerCompanyId,
          CustomerCompany: { id: r.customerCompanyId, name: r.customerCompanyName },
          itemCount: its.length,
        };
      });
    },

    /** Buyer: the items asked for without a price go to the seller (new -> quote_requested). */
    async submitQuote(auth: CompanyClaims, rawId: string): Promise<OrderChange> {
      return change(auth, rawId, 'buyer', async (tx, { id, order, items }) => {
        if (order.status !== 'new_order') throw conflict(M.quoteClosed(ORDER_STATUS_LABELS[order.status]));
        const fresh = items.filter((i) => itemTransition(i.status, 'requestQuote') !== i.status);
        if (fresh.length === 0) {
          if (items.some((i) => i.isQuote)) return { order, unchanged: true };
          throw conflict(M.noQuoteItems);
        }
        await createOrdersRepository(tx).setItemStatuses(
          fresh.map((i) => i.id),
          'quote_requested',
        );
        const now = await loadOrder(tx, id, 'buyer');
        const asked = now.OrderItems.filter((i) => fresh.some((f) => f.id === i.id));
        await notify(tx, { companyId: now.vendorCompanyId }, (to) =>
          quoteRequestedMail(deps.mail, to, now, asked),
        );
        return { order: now, unchanged: false };
      });
    },

    /** Buyer: new_order -> order_requested, once every item has a confirmed price. */
    async submitOrder(
      auth: CompanyClaims,
      rawId: string,
      comment: string | null | undefined,
    ): Promise<OrderChange> {
      return change(auth, rawId, 'buyer', async (tx, { id, order, items }) => {
        if (order.status === 'pending_company_approval') return { order, unchanged: true, held: true };
        const outcome = transition(order, 'submitOrder');
        if (outcome.kind === 'unchanged') return { order, unchanged: true };
        if (!allPricesConfirmed(items)) throw conflict(M.buyerWaitsForPrices);
        if (itemsSubtotalCents(items) === 0) throw conflict(M.nothingToOrder);
        // A member's request above the company's approval limit waits for an admin (issue 23).
        const held = await holdForApproval(tx, auth, id, itemsSubtotalCents(items));
        const changes: OrderChanges = { status: held ? 'pending_company_approval' : outcome.to };
        if (comment) changes.buyerNote = comment;
        await createOrdersRepository(tx).updateOrder(id, changes);
        await createOrderApprovalRepository(tx).setSubmittedBy(id, auth.userId);
        const now = await loadOrder(tx, id, 'buyer');
        if (held) {
          await enqueueMail(tx, await approvalNeededMails(tx, deps.mail, now), { priority: 'order' });
          return { order: now, unchanged: false, held: true };
        }
        await notify(tx, { companyId: now.vendorCompanyId }, (to) => orderRequestedMail(deps.mail, to, now));
        return { order: now, unchanged: false };
      });
    },

    /** Seller: order_requested -> order_confirmed with shipping and tax (typed as dollars, stored in cents). */
    async respondOrder(auth: CompanyClaims, rawId: string, body: RespondOrderValues): Promise<OrderChange> {
      const shipping = parseMoneyText(body.shippingAmount, 'Shipping fee');
      const tax = parseMoneyText(body.taxAmount, 'Tax');
      const errors = [shipping, tax].flatMap((p) => (p.ok ? [] : [p.message]));
      if (errors.length) throw badRequest(errors[0]!, errors);
      return change(auth, rawId, 'seller', async (tx, { id, order, items }) => {
        const outcome = transition(order, 'respondOrder');
        if (outcome.kind === 'unchanged') return { order, unchanged: true };
        if (!allPricesConfirmed(items)) throw conflict(M.approveNeedsPrices);
        if (itemsSubtotalCents(items) === 0) throw conflict(M.nothingToOrder);
        const changes: OrderChanges = {
          status: outcome.to,
          shippingAmount: shipping.ok ? shipping.cents : 0,
          taxAmount: tax.ok ? tax.cents : 0,
        };
        if (body.sellerNote !== undefined) changes.sellerNote = body.sellerNote;
        await createOrdersRepository(tx).updateOrder(id, changes);
        const now = await loadOrder(tx, id, 'seller');
        const total = orderTotalCents({
          items: now.OrderItems,
          shippingAmount: now.shippingAmount,
          taxAmount: now.taxAmount,
        });
        await notify(tx, { userId: now.customerId }, (to) => orderApprovedMail(deps.mail, to, now, total));
        return { order: now, unchanged: false };
      });
    },

    /** Seller: order_placed -> order_shipped with the carrier and tracking number. */
    async markShipped(auth: CompanyClaims, rawId: string, body: MarkShippedValues): Promise<OrderChange> {
      return change(auth, rawId, 'seller', async (tx, { id, order }) => {
        const outcome = transition(order, 'markShipped');
        if (outcome.kind === 'unchanged') return { order, unchanged: true };
        await createOrdersRepository(tx).updateOrder(id, {
          status: outcome.to,
          shippingCarrier: body.shippingCarrier,
          trackingNumber: body.trackingNumber,
          shippedAt: new Date().toISOString(),
        });
        const now = await loadOrder(tx, id, 'seller');
        await notify(tx, { userId: now.customerId }, (to) => orderShippedMail(deps.mail, to, now));
        return { order: now, unchanged: false };
      });
    },

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
        const now = await loadOrder(tx, id, role);
        if (role === 'seller' && !allPricesConfirmed(items) && allPricesConfirmed(now.OrderItems))
          await notify(tx, { userId: now.customerId }, (to) => pricesConfirmedMail(deps.mail, to, now));
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

    /**
     * The payment provider confirmed payment of a confirmed order: order_confirmed -> order_placed, once.
     * For the payments module, inside its own transaction (`tx`); answers whether this call placed it.
     */
    async placeOrder(tx: Db, orderId: number): Promise<'placed' | 'unchanged'> {
      return placeOrderForPayment(tx, orderId);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
