import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { type OrderListRow } from '@ironmatch/contracts/orders';
import type { OwnPartSearch, PartRow } from '@ironmatch/contracts/part-matcher';
import { createTestUser } from '../../test/fixtures';
import { createOrdersBed } from './orders.fixtures';

describe('orders: adding parts', async () => {
  const { t, dealer, notReady, nonMember, stranger, call, ok, rowFor, add, getOrder, orderAt } =
    await createOrdersBed();

  describe('POST /api/orders', () => {
    it('takes part number, description and price from inventory and answers the order id', async () => {
      const buyer = await createTestUser(t);
      const created = await add(buyer, 'ORD-100', { quantity: 2, buyerNote: '  Need by Friday  ' });
      expect(created.message).toBe(M.createdOrUpdated);
      expect(created).toMatchObject({ quantity: 2, price: 2499, priceChanged: false, orderIsQuote: false });
      const order = await getOrder(buyer, created.orderId);
      expect(order).toMatchObject({
        status: 'new_order',
        statusLabel: 'New Order',
        isQuote: false,
        role: 'buyer',
        customerId: buyer.userId,
        customerCompanyId: buyer.companyId,
        vendorCompanyId: dealer.companyId,
        VendorCompany: { id: dealer.companyId, name: 'Summit Orders Dealer', applicationFeeRate: 200 },
        Customer: { email: buyer.email, Company: { id: buyer.companyId } },
        shippingAmount: null,
        taxAmount: null,
        Payments: [],
      });
      expect(order.OrderItems).toEqual([
        expect.objectContaining({
          partNumber: 'ORD-100',
          description: 'FUEL FILTER',
          price: 2499,
          priceConfirmed: true,
          status: 'price_confirmed',
          isQuote: false,
          quantity: 2,
          buyerNote: 'Need by Friday',
          partSearchResultId: created.row.id,
        }),
      ]);
    });

    it('ignores a price that differs from the inventory and says so', async () => {
      const buyer = await createTestUser(t);
      const cheap = await add(buyer, 'ORD-200', { price: 1 });
      expect(cheap).toMatchObject({ price: 1500, priceChanged: true });
      // A quote sent with a price, and a priced part sent as a quote (no price): both corrected.
      expect(await add(buyer, 'ORD-300', { price: 999 })).toMatchObject({ price: null, priceChanged: true });
      const lower = await add(buyer, 'ORD-100', { price: 2000 });
      expect(lower).toMatchObject({ price: 2499, priceChanged: true });
    });

    it('says priceChanged only when a sent price differs (issue 21 item 7)', async () => {
      const buyer = await createTestUser(t);
      // No price sent: nothing changed, for a priced row and for a quote row alike.
      expect(await add(buyer, 'ORD-100', { price: undefined })).toMatchObject({
        price: 2499,
        priceChanged: false,
      });
      expect(await add(buyer, 'ORD-200', { price: null })).toMatchObject({
        price: 1500,
        priceChanged: false,
      });
      expect(await add(buyer, 'ORD-300', { price: undefined })).toMatchObject({
        price: null,
        priceChanged: false,
      });
      // The same price: no change.
      expect(await add(buyer, 'ORD-100', { price: 2499 })).toMatchObject({ priceChanged: false });
    });

    it('appends other parts to the one open order and raises the quantity of the same part', async () => {
      const buyer = await createTestUser(t);
      const first = await add(buyer, 'ORD-100', { buyerNote: 'first' });
      const second = await add(buyer, 'ORD-200');
      const again = await add(buyer, 'ORD-100', { quantity: 3, buyerNote: 'second' });
      expect(second.orderId).toBe(first.orderId);
      expect(again).toMatchObject({ orderId: first.orderId, itemId: first.itemId, quantity: 4 });
      const order = await getOrder(buyer, first.orderId);
      expect(order.OrderItems.map((i) => [i.partNumber, i.quantity, i.buyerNote])).toEqual([
        ['ORD-100', 4, 'first\nsecond'],
        ['ORD-200', 1, null],
      ]);
      // Once submitted, the next part opens a new order.
      await ok(buyer, 'POST', `/api/orders/${first.orderId}/submit-order`, {});
      const next = await add(buyer, 'ORD-200');
      expect(next.orderId).not.toBe(first.orderId);
      const created = await ok<{ orders: OrderListRow[] }>(buyer, 'GET', '/api/orders/created');
      expect(created.data.orders.map((o) => [o.id, o.status, o.itemCount])).toEqual([
        [next.orderId, 'new_order', 1],
        [first.orderId, 'order_requested', 2],
      ]);
    });

    it('keeps one open order and one line when the same part is added 20 times at once', async () => {
      const buyer = await createTestUser(t);
      const row = await rowFor(buyer, 'ORD-100');
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(buyer, 'POST', '/api/orders', { vendorCompanyId: dealer.companyId, searchId: row.id }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
      const ids = new Set(results.map((r) => (r.body.data as unknown as { orderId: number }).orderId));
      expect(ids.size).toBe(1);
      const order = await getOrder(buyer, [...ids][0]!);
      expect(order.OrderItems).toHaveLength(1);
      expect(order.OrderItems[0]!.quantity).toBe(20);
    });

    it('refuses rows that are not yours, the wrong vendor, your own part and a seller that cannot transact', async () => {
      const buyer = await createTestUser(t);
      const row = await rowFor(buyer, 'ORD-100');
      const other = await createTestUser(t);
      expect(
        await call(other, 'POST', '/api/orders', { vendorCompanyId: dealer.companyId, searchId: row.id }),
      ).toMatchObject({
        status: 404,
        body: { message: M.partNotFound },
      });
      expect(
        await call(buyer, 'POST', '/api/orders', { vendorCompanyId: nonMember.companyId, searchId: row.id }),
      ).toMatchObject({ status: 400, body: { message: M.wrongVendor } });
      expect(
        await call(buyer, 'POST', '/api/orders', {
          vendorCompanyId: dealer.companyId,
          searchId: 2_000_000_000,
        }),
      ).toMatchObject({ status: 404 });
      for (const seller of [notReady, nonMember]) {
        const theirs = await rowFor(buyer, 'ORD-100', seller);
        expect(theirs.canTransact).toBe(false);
        expect(
          await call(buyer, 'POST', '/api/orders', {
            vendorCompanyId: seller.companyId,
            searchId: theirs.id,
          }),
        ).toMatchObject({ status: 409, body: { message: M.cannotTransact } });
      }
      const own = await rowFor(dealer, 'ORD-100');
      expect(
        await call(dealer, 'POST', '/api/orders', { vendorCompanyId: dealer.companyId, searchId: own.id }),
      ).toMatchObject({ status: 400, body: { message: M.ownPart } });
      for (const bad of [
        { vendorCompanyId: dealer.companyId, searchId: row.id, quantity: 0 },
        { vendorCompanyId: dealer.companyId, searchId: row.id, quantity: 2.5 },
        { vendorCompanyId: dealer.companyId, searchId: 'abc' },
        { searchId: row.id },
      ]) {
        expect((await call(buyer, 'POST', '/api/orders', bad)).status).toBe(400);
      }
      expect(
        (
          await call(buyer, 'POST', '/api/orders', {
            vendorCompanyId: dealer.companyId,
            searchId: row.id,
            quantity: 0,
          })
        ).body.message,
      ).toBe(M.quantityMin);
      expect((await call(null, 'POST', '/api/orders', { vendorCompanyId: 1, searchId: 1 })).status).toBe(401);
      const unverified = await createTestUser(t, { verified: false });
      expect(
        (await call(unverified, 'POST', '/api/orders', { vendorCompanyId: 1, searchId: 1 })).status,
      ).toBe(403);
    });
  });

  describe('the row state of a part', () => {
    it('part rows carry the order and whether it is a quote, until it is deleted or shipped', async () => {
      const buyer = await createTestUser(t);
      const priced = await add(buyer, 'ORD-200');
      expect(await rowFor(buyer, 'ORD-200')).toMatchObject({ orderId: priced.orderId, orderIsQuote: false });
      const multi = await ok<{ groups: Array<{ parts: PartRow[] }> }>(
        buyer,
        'GET',
        '/api/parts?partNumbers=ORD-200,ORD-300',
      );
      // The same part in another search row (the multi-part request) is the same part: already added.
      const ownResults = await ok<{ parts: OwnPartSearch[] }>(buyer, 'GET', '/api/partResults');
      const rows = ownResults.data.parts
        .flatMap((s) => s.PartSearchResults)
        .filter((r) => r.partNumber === 'ORD-200');
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const r of rows) expect(r).toMatchObject({ orderId: priced.orderId, orderIsQuote: false });
      expect(multi.data.groups[0]!.parts.find((p) => p.companyId === dealer.companyId)).toMatchObject({
        orderId: priced.orderId,
      });
      expect(multi.data.groups[1]!.parts.find((p) => p.companyId === dealer.companyId)).toMatchObject({
        orderId: null,
        orderIsQuote: false,
      });
      // Another company's view of the same part is its own.
      expect(await rowFor(stranger, 'ORD-200')).toMatchObject({ orderId: null });

      // A quote item makes the open order a quote request.
      await add(buyer, 'ORD-300');
      expect(await rowFor(buyer, 'ORD-300')).toMatchObject({ orderId: priced.orderId, orderIsQuote: true });

      await ok(buyer, 'DELETE', `/api/orders/${priced.orderId}`);
      expect(await rowFor(buyer, 'ORD-200')).toMatchObject({ orderId: null, orderIsQuote: false });

      const { buyer: shippedBuyer } = await orderAt('order_shipped', 'ORD-200');
      expect(await rowFor(shippedBuyer, 'ORD-200')).toMatchObject({ orderId: null });
    });
  });
});
