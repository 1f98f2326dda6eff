import { parseMoneyText } from '@ironmatch/contracts/order-money';
import { ORDER_MESSAGES as M, QUANTITY_MAX } from '@ironmatch/contracts/order-messages';
import {
  ORDER_STATUS_LABELS,
  allPricesConfirmed,
  hasPositivePrice,
  isQuoteOrder,
  itemTransition,
  itemsSubtotalCents,
  orderTotalCents,
  orderTransition,
  type OrderAction,
  type OrderRole,
} from '@ironmatch/contracts/order-states';
import type {
  CreateOrderResponse,
  CreateOrderValues,
  MarkShippedValues,
  Order,
  RespondOrderValues,
} from '@ironmatch/contracts/orders';
import type { SubmitOrderValues } from '@ironmatch/contracts/order-submit';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import { STOREFRONT_MESSAGES, storefrontPrice } from '@ironmatch/contracts/storefront';
import type { Db } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import { enqueueMail } from '../../platform/mail/mail-job';
import { findOrderablePart } from '../part-matcher/orderable-part.service';
import { buyerStandingAt, requireTakesOrders } from '../storefront/storefront-pricing.service';
import { createOrderApprovalRepository } from './order-approval.repository';
import { approvalNeededMails, holdForApproval } from './order-approval-rules';
import {
  changeOrder,
  notifyOrder,
  roleIn,
  type LockedOrder,
  type OrderChange,
  type OrdersServiceDeps,
} from './order-lock';
import { placeOrderForPayment } from './order-payment-hooks.service';
import { loadOrder } from './order-view';
import { orderApprovedMail, orderRequestedMail, orderShippedMail, quoteRequestedMail } from './orders-emails';
import { orderIdOf } from './orders-records';
import { createOrdersRepository, type OrderChanges } from './orders.repository';

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
      // Issue 25: the seller's storefront says whether it takes this buyer's orders and at which price.
      const standing = await buyerStandingAt(db, auth.companyId, part.sellerCompanyId);
      if (standing.removed) throw new AppError(403, STOREFRONT_MESSAGES.removed);
      const { price, priceTier } = storefrontPrice(standing, part.priceCents, part.wholesalePriceCents);
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
            priceTier,
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

    /** Buyer: the items asked for without a price go to the seller (new -> quote_requested). */
    async submitQuote(auth: CompanyClaims, rawId: string): Promise<OrderChange> {
      return change(auth, rawId, 'buyer', async (tx, { id, order, items }) => {
        await requireTakesOrders(tx, order.customerCompanyId, order.vendorCompanyId);
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
    async submitOrder(auth: CompanyClaims, rawId: string, body: SubmitOrderValues): Promise<OrderChange> {
      return change(auth, rawId, 'buyer', async (tx, { id, order, items }) => {
        await requireTakesOrders(tx, order.customerCompanyId, order.vendorCompanyId);
        if (order.status === 'pending_company_approval') return { order, unchanged: true, held: true };
        const outcome = transition(order, 'submitOrder');
        if (outcome.kind === 'unchanged') return { order, unchanged: true };
        if (!allPricesConfirmed(items)) throw conflict(M.buyerWaitsForPrices);
        if (itemsSubtotalCents(items) === 0) throw conflict(M.nothingToOrder);
        // A member's request above the company's approval limit waits for an admin (issue 23).
        const held = await holdForApproval(tx, auth, id, itemsSubtotalCents(items));
        // Issue 24: the order keeps its own copy of the ship-to address (the company's, unless given).
        const shipTo =
          body.shipTo ?? (await createOrdersRepository(tx).companyShipTo(order.customerCompanyId));
        if (!shipTo) throw badRequest(M.noShipTo);
        const changes: OrderChanges = {
          status: held ? 'pending_company_approval' : outcome.to,
          shipTo,
          poNumber: body.poNumber,
          shippingMethod: body.shippingMethod,
        };
        if (body.comment) changes.buyerNote = body.comment;
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
          // Issue 25: a terms order's due date counts from the seller's approval.
          confirmedAt: new Date().toISOString(),
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

    /** The payments module's step (order-payment-hooks.ts), kept on the service for its callers. */
    async placeOrder(tx: Db, orderId: number): Promise<'placed' | 'unchanged'> {
      return placeOrderForPayment(tx, orderId);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
