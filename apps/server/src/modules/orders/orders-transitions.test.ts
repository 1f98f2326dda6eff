import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import {
  ORDER_PROGRESS_STATUSES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderTransition,
  type OrderAction,
  type OrderStatus,
} from '@ironmatch/contracts/order-states';
import { type OrderListRow } from '@ironmatch/contracts/orders';
import { companyMemberships, users } from '../../db/schema/accounts';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createOrdersBed } from './orders.fixtures';

describe('orders: transitions and roles', async () => {
  const { t, dealer, stranger, call, ok, getOrder, orderAt } = await createOrdersBed();

  describe('transitions', () => {
    const ACTIONS: Array<{
      name: string;
      action?: OrderAction;
      run: (o: { buyer: TestUser; orderId: number; itemId: number }) => ReturnType<typeof call>;
      /** Statuses where it applies (200 with a change). */
      allowed: OrderStatus[];
      /** Statuses where it is a repeat (200 unchanged). */
      repeat: OrderStatus[];
    }> = [
      {
        name: 'submit-order',
        action: 'submitOrder',
        run: (o) => call(o.buyer, 'POST', `/api/orders/${o.orderId}/submit-order`, {}),
        allowed: ['new_order'],
        repeat: ['order_requested'],
      },
      {
        name: 'respond-order',
        action: 'respondOrder',
        run: (o) => call(dealer, 'PUT', `/api/orders/${o.orderId}/respond-order`, { shippingAmount: '5' }),
        allowed: ['order_requested'],
        repeat: ['order_confirmed'],
      },
      {
        name: 'mark-shipped',
        action: 'markShipped',
        run: (o) =>
          call(dealer, 'PUT', `/api/orders/${o.orderId}/mark-shipped`, { shippingCarrier: 'FedEx' }),
        allowed: ['order_placed'],
        repeat: ['order_shipped'],
      },
      {
        name: 'buyer edits an item',
        run: (o) => call(o.buyer, 'PUT', `/api/orders/${o.orderId}/items/${o.itemId}`, { quantity: 5 }),
        // Issue 24: a sent request is locked for the buyer.
        allowed: ['new_order'],
        repeat: [],
      },
      {
        name: 'seller edits an item',
        run: (o) =>
          call(dealer, 'PUT', `/api/orders/${o.orderId}/items/${o.itemId}`, { sellerNote: 'In stock' }),
        allowed: ['new_order', 'order_requested'],
        repeat: [],
      },
      {
        name: 'remove an item',
        run: (o) => call(o.buyer, 'DELETE', `/api/orders/${o.orderId}/items/${o.itemId}`),
        allowed: ['new_order'],
        repeat: [],
      },
      {
        name: 'delete the order',
        run: (o) => call(o.buyer, 'DELETE', `/api/orders/${o.orderId}`),
        allowed: ['new_order', 'order_requested', 'order_confirmed'],
        repeat: [],
      },
    ];

    it('the table and the server agree on every action in every status', async () => {
      for (const { action, allowed, repeat } of ACTIONS) {
        if (!action) continue;
        for (const status of ORDER_STATUSES.filter((s) => s !== 'pending_company_approval')) {
          const kind = orderTransition(status, action).kind;
          expect(kind === 'apply', `${action} from ${status}`).toBe(allowed.includes(status));
          expect(kind === 'unchanged', `${action} repeated at ${status}`).toBe(repeat.includes(status));
        }
      }
      expect(Object.keys(ORDER_TRANSITIONS)).toEqual([
        'submitOrder',
        'holdForApproval',
        'approveRequest',
        'rejectRequest',
        'respondOrder',
        'placeOrder',
        'markShipped',
      ]);
    });

    // The company's approval hold has its own tests (order-approval.test.ts).
    for (const status of ORDER_PROGRESS_STATUSES) {
      it(`from ${status}: allowed actions change it, a repeat is unchanged, anything else is a 409`, async () => {
        for (const a of ACTIONS) {
          const o = await orderAt(status);
          const before = await getOrder(o.buyer, o.orderId);
          const res = await a.run(o);
          if (a.allowed.includes(status)) {
            expect(res.status, `${a.name} at ${status}: ${JSON.stringify(res.body)}`).toBe(200);
          } else if (a.repeat.includes(status)) {
            expect(res.status, `${a.name} at ${status}`).toBe(200);
            expect((res.body.data as unknown as { unchanged: boolean }).unchanged).toBe(true);
            expect(await getOrder(o.buyer, o.orderId)).toEqual(before);
          } else {
            expect(res.status, `${a.name} at ${status}: ${JSON.stringify(res.body)}`).toBe(409);
            expect(res.body.message).toMatch(/\.$/);
            // A refused change leaves the order exactly as it was.
            expect(await getOrder(o.buyer, o.orderId)).toEqual(before);
          }
        }
      });
    }

    it('submit-quote only while the order is new and has quote items', async () => {
      const priced = await orderAt('new_order');
      expect(await call(priced.buyer, 'POST', `/api/orders/${priced.orderId}/submit-quote`)).toMatchObject({
        status: 409,
        body: { message: M.noQuoteItems },
      });
      const requested = await orderAt('order_requested');
      expect(
        await call(requested.buyer, 'POST', `/api/orders/${requested.orderId}/submit-quote`),
      ).toMatchObject({
        status: 409,
        body: { message: M.quoteClosed('Order Requested') },
      });
    });

    it('approving needs every price confirmed and something to order', async () => {
      const o = await orderAt('order_requested');
      const item = `/api/orders/${o.orderId}/items/${o.itemId}`;
      await ok(dealer, 'PUT', item, { priceConfirmed: false });
      expect(await call(dealer, 'PUT', `/api/orders/${o.orderId}/respond-order`, {})).toMatchObject({
        status: 409,
        body: { message: M.approveNeedsPrices },
      });
      await ok(dealer, 'PUT', item, { priceConfirmed: true, quantity: 0 });
      expect(await call(dealer, 'PUT', `/api/orders/${o.orderId}/respond-order`, {})).toMatchObject({
        status: 409,
        body: { message: M.nothingToOrder },
      });
    });
  });

  describe('roles', () => {
    it('anyone who is not a party gets 404 for every call; the other party gets 403 with a sentence', async () => {
      const o = await orderAt('new_order');
      const order = `/api/orders/${o.orderId}`;
      const item = `${order}/items/${o.itemId}`;
      const calls: Array<[string, string, unknown?]> = [
        ['GET', order],
        ['POST', `${order}/submit-quote`],
        ['POST', `${order}/submit-order`, {}],
        ['PUT', `${order}/respond-order`, {}],
        ['PUT', item, { quantity: 2 }],
        ['DELETE', item],
        ['DELETE', order],
        ['PUT', `${order}/mark-shipped`, { shippingCarrier: 'UPS' }],
      ];
      for (const [method, url, payload] of calls) {
        expect(await call(stranger, method, url, payload), `${method} ${url}`).toMatchObject({
          status: 404,
          body: { message: M.orderNotFound },
        });
      }
      // Buyer-only actions by the seller, seller-only actions by the buyer.
      for (const [method, url, payload] of [
        ['POST', `${order}/submit-quote`],
        ['POST', `${order}/submit-order`, {}],
        ['DELETE', item],
        ['DELETE', order],
      ] as Array<[string, string, unknown?]>) {
        expect(await call(dealer, method, url, payload), `${method} ${url}`).toMatchObject({
          status: 403,
          body: { message: M.buyerOnly },
        });
      }
      for (const [method, url, payload] of [
        ['PUT', `${order}/respond-order`, {}],
        ['PUT', `${order}/mark-shipped`, { shippingCarrier: 'UPS' }],
      ] as Array<[string, string, unknown?]>) {
        expect(await call(o.buyer, method, url, payload), `${method} ${url}`).toMatchObject({
          status: 403,
          body: { message: M.sellerOnly },
        });
      }
      for (const body of [{ price: 100 }, { priceConfirmed: false }, { sellerNote: 'x' }]) {
        expect(await call(o.buyer, 'PUT', item, body)).toMatchObject({
          status: 403,
          body: { message: M.sellerFieldsOnly },
        });
      }
      expect(await call(dealer, 'PUT', item, { buyerNote: 'x' })).toMatchObject({
        status: 403,
        body: { message: M.buyerNoteOnly },
      });
      // Nothing changed on the way.
      expect((await getOrder(o.buyer, o.orderId)).OrderItems[0]).toMatchObject({
        quantity: 1,
        buyerNote: null,
        sellerNote: null,
        price: 2499,
      });

      // Both parties read it, each in its role.
      expect((await getOrder(o.buyer, o.orderId)).role).toBe('buyer');
      expect((await getOrder(dealer, o.orderId)).role).toBe('seller');
      // Orders belong to companies: a colleague of the buyer is the buyer too.
      const colleague = await createTestUser(t, { company: false });
      await t.db
        .insert(companyMemberships)
        .values({ userId: colleague.userId, companyId: o.buyer.companyId! });
      await t.db.update(users).set({ companyId: o.buyer.companyId }).where(eq(users.id, colleague.userId));
      const token = await t.app.ctx.tokens.sign({
        userId: colleague.userId,
        companyId: o.buyer.companyId,
        memid: null,
        emailVerified: true,
        loginId: randomUUID(),
      });
      const asColleague = {
        ...colleague,
        companyId: o.buyer.companyId,
        headers: { authorization: `Bearer ${token}` },
      };
      expect((await getOrder(asColleague, o.orderId)).role).toBe('buyer');
    });

    it('the received list is for members; the lists show only your own orders', async () => {
      const o = await orderAt('new_order');
      expect(await call(o.buyer, 'GET', '/api/orders/received')).toMatchObject({ status: 403 });
      expect(
        (await ok<{ orders: OrderListRow[] }>(stranger, 'GET', '/api/orders/received')).data.orders,
      ).toEqual([]);
      expect(
        (await ok<{ orders: OrderListRow[] }>(stranger, 'GET', '/api/orders/created')).data.orders,
      ).toEqual([]);
      expect(
        (await ok<{ orders: OrderListRow[] }>(o.buyer, 'GET', '/api/orders/created')).data.orders.map(
          (r) => r.id,
        ),
      ).toEqual([o.orderId]);
      expect((await call(null, 'GET', '/api/orders/created')).status).toBe(401);
    });

    it('an order id that is not a number is not found', async () => {
      const o = await orderAt('new_order');
      for (const id of ['abc', '0', '-1', '99999999999']) {
        expect(await call(o.buyer, 'GET', `/api/orders/${id}`)).toMatchObject({ status: 404 });
      }
      expect(await call(o.buyer, 'PUT', `/api/orders/${o.orderId}/items/abc`, { quantity: 2 })).toMatchObject(
        { status: 404 },
      );
      expect(
        await call(o.buyer, 'PUT', `/api/orders/${o.orderId}/items/999999`, { quantity: 2 }),
      ).toMatchObject({
        status: 404,
        body: { message: M.itemNotFound },
      });
    });
  });
});
