import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { type CreateOrderResponse, type Order } from '@ironmatch/contracts/orders';
import { companyMemberships, users } from '../../db/schema/accounts';
import { createTestUser } from '../../test/fixtures';
import { addParts } from '../part-matcher/part-matcher.fixtures';
import { createOrdersBed } from './orders.fixtures';

describe('orders: items, shipping and tax, emails, concurrency', async () => {
  const { t, dealer, call, ok, rowFor, add, getOrder, orderAt, mailSince, mailMark } =
    await createOrdersBed();

  describe('items', () => {
    it('the buyer keeps at least 1; the seller goes from 0 to the current quantity; only changes count', async () => {
      const o = await orderAt('new_order');
      const item = `/api/orders/${o.orderId}/items/${o.itemId}`;
      expect(await call(o.buyer, 'PUT', item, { quantity: 0 })).toMatchObject({
        status: 400,
        body: { message: M.quantityMin },
      });
      await ok(o.buyer, 'PUT', item, { quantity: 6, buyerNote: ' Blue ones ' });
      expect(await call(dealer, 'PUT', item, { quantity: 7 })).toMatchObject({
        status: 400,
        body: { message: M.sellerQuantity(6) },
      });
      const lowered = await ok<{ order: Order; unchanged: boolean }>(dealer, 'PUT', item, { quantity: 4 });
      expect(lowered.data.order.OrderItems[0]).toMatchObject({ quantity: 4, buyerNote: 'Blue ones' });
      expect((await ok<{ unchanged: boolean }>(dealer, 'PUT', item, { quantity: 4 })).data.unchanged).toBe(
        true,
      );
      expect(await call(o.buyer, 'PUT', item, {})).toMatchObject({
        status: 400,
        body: { message: M.nothingToUpdate },
      });
      // Withdrawing a confirmed price sends the item back to waiting.
      const withdrawn = await ok<{ order: Order }>(dealer, 'PUT', item, { priceConfirmed: false });
      expect(withdrawn.data.order.OrderItems[0]).toMatchObject({
        priceConfirmed: false,
        status: 'quote_requested',
      });
      expect(await call(o.buyer, 'POST', `/api/orders/${o.orderId}/submit-order`, {})).toMatchObject({
        status: 409,
        body: { message: M.buyerWaitsForPrices },
      });
    });

    it('removing the last item deletes the order and says so', async () => {
      const buyer = await createTestUser(t);
      const a = await add(buyer, 'ORD-100');
      const b = await add(buyer, 'ORD-200');
      const removed = await ok<{ orderDeleted: boolean; order: Order }>(
        buyer,
        'DELETE',
        `/api/orders/${a.orderId}/items/${a.itemId}`,
      );
      expect(removed.message).toBe(M.itemRemoved);
      expect(removed.data.orderDeleted).toBe(false);
      expect(removed.data.order.OrderItems.map((i) => i.id)).toEqual([b.itemId]);
      const last = await ok<{ orderDeleted: boolean; order: null }>(
        buyer,
        'DELETE',
        `/api/orders/${a.orderId}/items/${b.itemId}`,
      );
      expect(last).toMatchObject({ message: M.orderDeleted, data: { orderDeleted: true, order: null } });
      expect((await call(buyer, 'GET', `/api/orders/${a.orderId}`)).status).toBe(404);
    });

    it('deleting is the buyer’s until the order is paid (a sent request is canceled instead)', async () => {
      const o = await orderAt('new_order');
      const deleted = await ok<{ orderId: number; orderDeleted: boolean }>(
        o.buyer,
        'DELETE',
        `/api/orders/${o.orderId}`,
      );
      expect(deleted).toMatchObject({
        message: M.orderDeleted,
        data: { orderId: o.orderId, orderDeleted: true },
      });
      expect((await call(o.buyer, 'DELETE', `/api/orders/${o.orderId}`)).status).toBe(404);
      const sent = await orderAt('order_confirmed');
      const kept = await ok<{ orderDeleted: boolean; order: Order }>(
        sent.buyer,
        'DELETE',
        `/api/orders/${sent.orderId}`,
      );
      expect(kept.data).toMatchObject({ orderDeleted: false, order: { status: 'order_canceled' } });
      const paid = await orderAt('order_placed');
      expect(await call(paid.buyer, 'DELETE', `/api/orders/${paid.orderId}`)).toMatchObject({
        status: 409,
        body: { message: M.notDeletable },
      });
    });
  });

  describe('shipping and tax (spec 5 parsing)', () => {
    it.each([
      ['1,250.50', '80', 125050, 8000],
      ['', '', 0, 0],
      ['$1,000', ' 7.5 ', 100000, 750],
      ['USD 99.99', '0', 9999, 0],
    ])(
      'shipping %j and tax %j are stored as %d and %d cents',
      async (shippingAmount, taxAmount, shipping, tax) => {
        const o = await orderAt('order_requested');
        const res = await ok<{ order: Order }>(dealer, 'PUT', `/api/orders/${o.orderId}/respond-order`, {
          shippingAmount,
          taxAmount,
        });
        expect(res.data.order).toMatchObject({ shippingAmount: shipping, taxAmount: tax });
      },
    );

    it('refuses two decimal points, more than two decimals, too much and numbers, and changes nothing', async () => {
      const o = await orderAt('order_requested');
      const url = `/api/orders/${o.orderId}/respond-order`;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ shippingAmount: '1.2.3' }, 'Shipping fee can have only one decimal point.'],
        [{ taxAmount: '12.345' }, 'Tax can have at most 2 digits after the decimal point.'],
        [{ shippingAmount: '20,000,000' }, 'Shipping fee must be at most $10,000,000.00.'],
        [{ shippingAmount: 12.5 }, M.amountMustBeText('Shipping fee')],
      ];
      for (const [body, message] of cases) {
        expect(await call(dealer, 'PUT', url, body)).toMatchObject({ status: 400, body: { message } });
      }
      expect((await getOrder(dealer, o.orderId)).status).toBe('order_requested');
    });

    it('the buyer sees shipping and tax only once the order is confirmed', async () => {
      const o = await orderAt('order_requested');
      expect(await getOrder(o.buyer, o.orderId)).toMatchObject({ shippingAmount: null, taxAmount: null });
      await ok(dealer, 'PUT', `/api/orders/${o.orderId}/respond-order`, {
        shippingAmount: '3',
        taxAmount: '4',
      });
      expect(await getOrder(o.buyer, o.orderId)).toMatchObject({ shippingAmount: 300, taxAmount: 400 });
    });
  });

  describe('emails follow order_emails and part_order_emails', () => {
    it('tells only the seller users who want order emails, and the buyer only if they do', async () => {
      const seller = await createTestUser(t, { company: { name: 'Quiet Orders Dealer' }, memid: 'NC-Q' });
      const colleagues = await Promise.all([0, 1, 2].map(() => createTestUser(t, { company: false })));
      for (const c of colleagues)
        await t.db.insert(companyMemberships).values({ userId: c.userId, companyId: seller.companyId! });
      await t.db.update(users).set({ orderEmails: false }).where(eq(users.id, colleagues[0]!.userId));
      await t.db.update(users).set({ partOrderEmails: false }).where(eq(users.id, colleagues[1]!.userId));
      await addParts(t, seller.companyId!, [{ partnum: 'QUIET-1', priceCents: 500 }]);

      const buyer = await createTestUser(t);
      await t.db.update(users).set({ partOrderEmails: false }).where(eq(users.id, buyer.userId));
      const row = await rowFor(buyer, 'QUIET-1', seller);
      const { data } = await ok<CreateOrderResponse['data']>(
        buyer,
        'POST',
        '/api/orders',
        { vendorCompanyId: seller.companyId, searchId: row.id },
        201,
      );
      let mark = await mailMark();
      await ok(buyer, 'POST', `/api/orders/${data.orderId}/submit-order`, {});
      expect((await mailSince(mark)).map((m) => m.to).sort()).toEqual(
        [seller.email, colleagues[2]!.email].sort(),
      );
      mark = await mailMark();
      await ok(seller, 'PUT', `/api/orders/${data.orderId}/respond-order`, {});
      expect(await mailSince(mark)).toEqual([]);
    });
  });

  describe('concurrency', () => {
    it('50 concurrent conflicting changes on one order leave one consistent state', async () => {
      const buyer = await createTestUser(t);
      const a = await add(buyer, 'ORD-100');
      const b = await add(buyer, 'ORD-200');
      const order = `/api/orders/${a.orderId}`;
      type Op = { kind: string; value: number; run: () => ReturnType<typeof call> };
      const ops: Op[] = [];
      for (let i = 1; i <= 10; i++) {
        ops.push({
          kind: 'submit',
          value: i,
          run: () => call(buyer, 'POST', `${order}/submit-order`, { comment: `c${i}` }),
        });
        ops.push({
          kind: 'respond',
          value: i,
          run: () => call(dealer, 'PUT', `${order}/respond-order`, { shippingAmount: String(i) }),
        });
        ops.push({
          kind: 'withdraw',
          value: i,
          run: () => call(dealer, 'PUT', `${order}/items/${a.itemId}`, { priceConfirmed: i % 2 === 0 }),
        });
        ops.push({
          kind: 'quantity',
          value: i,
          run: () => call(buyer, 'PUT', `${order}/items/${b.itemId}`, { quantity: i }),
        });
        ops.push({
          kind: 'ship',
          value: i,
          run: () => call(dealer, 'PUT', `${order}/mark-shipped`, { shippingCarrier: 'UPS' }),
        });
      }
      // Interleaved in a random order, all at once.
      for (let i = ops.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [ops[i], ops[j]] = [ops[j]!, ops[i]!];
      }
      const results = await Promise.all(ops.map((op) => op.run()));
      for (const r of results) expect([200, 409]).toContain(r.status);
      const applied = (kind: string) =>
        ops
          .map((op, i) => ({ op, r: results[i]! }))
          .filter(
            ({ op, r }) =>
              op.kind === kind &&
              r.status === 200 &&
              !(r.body.data as unknown as { unchanged: boolean }).unchanged,
          );

      const final = await getOrder(dealer, a.orderId);
      const submits = applied('submit');
      const responds = applied('respond');
      expect(submits.length).toBeLessThanOrEqual(1);
      expect(responds.length).toBeLessThanOrEqual(1);
      expect(applied('ship')).toHaveLength(0);
      expect(final.status).toBe(
        responds.length ? 'order_confirmed' : submits.length ? 'order_requested' : 'new_order',
      );
      if (submits.length) expect(final.buyerNote).toBe(`c${submits[0]!.op.value}`);
      if (responds.length) {
        expect(submits).toHaveLength(1);
        expect(final.shippingAmount).toBe(responds[0]!.op.value * 100);
        // Approved only with every price confirmed, and items froze from then on.
        expect(final.OrderItems.every((i) => i.priceConfirmed)).toBe(true);
      }
      // The flag and the item status never disagree.
      for (const i of final.OrderItems) expect(i.status === 'price_confirmed').toBe(i.priceConfirmed);
      // Item B's quantity is one that a successful edit set (or its first one).
      const quantities = ops.flatMap((op, i) =>
        op.kind === 'quantity' && results[i]!.status === 200 ? [op.value] : [],
      );
      expect([1, ...quantities]).toContain(final.OrderItems.find((i) => i.id === b.itemId)!.quantity);
    });
  });
});
