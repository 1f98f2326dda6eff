import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import {
  ORDER_PROGRESS_STATUSES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderTransition,
  type OrderAction,
  type OrderStatus,
} from '@ironmatch/contracts/order-states';
import { type CreateOrderResponse, type Order, type OrderListRow } from '@ironmatch/contracts/orders';
import type { OwnPartSearch, PartRow } from '@ironmatch/contracts/part-matcher';
import { companyMemberships, users } from '../../db/schema/accounts';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { createOrdersService } from './orders.service';

describe('orders and quotes', async () => {
  const t = await createTestApp();
  const service = createOrdersService({
    db: t.db,
    access: t.app.ctx.access,
    jobs: t.app.ctx.jobs,
    mail: { appUrl: 'http://localhost:3000', supportPhone: '1', supportEmail: 'a@b.c' },
  });
  let dealer: TestUser;
  let notReady: TestUser;
  let nonMember: TestUser;
  let stranger: TestUser;

  async function call(who: TestUser | null, method: string, url: string, payload?: unknown) {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = res.json() as { status: number; message?: string; errors?: string[]; data?: never };
    expect(body.status, `${method} ${url}: ${res.body}`).toBe(res.statusCode);
    return { status: res.statusCode, body };
  }
  const ok = async <T>(who: TestUser, method: string, url: string, payload?: unknown, status = 200) => {
    const res = await call(who, method, url, payload);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(status);
    return res.body as unknown as { message?: string; data: T };
  };

  /** The buyer's search row for `partnum` from `seller`, through the real search. */
  async function rowFor(buyer: TestUser, partnum: string, seller = dealer): Promise<PartRow> {
    const res = await ok<{ parts: PartRow[] }>(buyer, 'GET', `/api/parts/${partnum}?approved=yes`);
    const row = res.data.parts.find((p) => p.companyId === seller.companyId);
    expect(row, `${partnum} from company ${seller.companyId}`).toBeDefined();
    return row!;
  }

  async function add(buyer: TestUser, partnum: string, extra: Record<string, unknown> = {}) {
    const row = await rowFor(buyer, partnum);
    const res = await ok<CreateOrderResponse['data']>(
      buyer,
      'POST',
      '/api/orders',
      { vendorCompanyId: row.companyId, searchId: row.id, price: row.price ?? undefined, ...extra },
      201,
    );
    return { ...res.data, row, message: res.message };
  }

  const getOrder = async (who: TestUser, id: number) =>
    (await ok<{ order: Order }>(who, 'GET', `/api/orders/${id}`)).data.order;

  /** A fresh buyer (a company of its own) with an order of `partnum` taken to `status`. */
  async function orderAt(status: OrderStatus, partnum = 'ORD-100') {
    const buyer = await createTestUser(t);
    const { orderId } = await add(buyer, partnum);
    const steps: Array<[OrderStatus, () => Promise<unknown>]> = [
      [
        'order_requested',
        () => ok(buyer, 'POST', `/api/orders/${orderId}/submit-order`, { comment: 'ASAP' }),
      ],
      [
        'order_confirmed',
        () =>
          ok(dealer, 'PUT', `/api/orders/${orderId}/respond-order`, { shippingAmount: '10', taxAmount: '1' }),
      ],
      ['order_placed', () => t.db.transaction((tx) => service.placeOrder(tx, orderId))],
      [
        'order_shipped',
        () =>
          ok(dealer, 'PUT', `/api/orders/${orderId}/mark-shipped`, {
            shippingCarrier: 'UPS',
            trackingNumber: '1Z',
          }),
      ],
    ];
    for (const [reached, step] of steps) {
      if (ORDER_STATUSES.indexOf(status) < ORDER_STATUSES.indexOf(reached)) break;
      await step();
    }
    const order = await getOrder(buyer, orderId);
    expect(order.status).toBe(status);
    return { buyer, orderId, itemId: order.OrderItems[0]!.id };
  }

  /** Mail sent since `mark` (drains the jobs first). The mailbox keeps the last 200: compare ids. */
  async function mailSince(mark: number) {
    await t.app.ctx.jobs.drain();
    return t.mailbox.list().filter((m) => m.id > mark);
  }
  const mailMark = async () => {
    await t.app.ctx.jobs.drain();
    return t.mailbox.list()[0]?.id ?? 0;
  };

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, {
      company: { name: 'Summit Orders Dealer' },
      memid: 'NC-ORD',
      firstName: 'Dee',
    });
    notReady = await createTestUser(t, {
      company: { name: 'Not Ready Parts', canTransact: false },
      memid: 'NC-NR',
    });
    nonMember = await createTestUser(t, { company: { name: 'Non Member Salvage' } });
    stranger = await createTestUser(t, { company: { name: 'Stranger Iron' }, memid: 'NC-STR' });
    await addParts(t, dealer.companyId!, [
      { partnum: 'ORD-100', description: 'FUEL FILTER', priceCents: 2499, quantity: 12 },
      { partnum: 'ORD-200', description: 'OIL FILTER', priceCents: 1500 },
      { partnum: 'ORD-300', description: 'WATER PUMP, EXCHANGE', priceCents: null },
      { partnum: 'ORD-400', description: 'SEAL KIT', priceCents: 0 },
    ]);
    await addParts(t, notReady.companyId!, [
      { partnum: 'ORD-100', description: 'FUEL FILTER', priceCents: 2000 },
    ]);
    await addParts(t, nonMember.companyId!, [
      { partnum: 'ORD-100', description: 'FUEL FILTER', priceCents: 2100 },
    ]);
  });

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

  describe('a priced order, start to finish', () => {
    it('goes new -> requested -> confirmed -> placed -> shipped with the emails of each step', async () => {
      const buyer = await createTestUser(t, { firstName: 'Bea' });
      const { orderId } = await add(buyer, 'ORD-100', { quantity: 2 });
      await add(buyer, 'ORD-200');

      let mark = await mailMark();
      const submitted = await ok<{ order: Order; unchanged: boolean }>(
        buyer,
        'POST',
        `/api/orders/${orderId}/submit-order`,
        {
          comment: 'Ship to the north yard.',
        },
      );
      expect(submitted.message).toBe(M.orderSubmitted);
      expect(submitted.data).toMatchObject({
        unchanged: false,
        order: { status: 'order_requested', buyerNote: 'Ship to the north yard.' },
      });
      const toSeller = await mailSince(mark);
      expect(toSeller.map((m) => [m.to, m.subject])).toEqual([
        [dealer.email, `Order request #${orderId} from ${submitted.data.order.Customer.Company.name}`],
      ]);
      expect(toSeller[0]!.text).toContain('Ship to the north yard.');

      // A retry is safe: 200, unchanged, no second email.
      mark = await mailMark();
      const again = await ok<{ unchanged: boolean }>(
        buyer,
        'POST',
        `/api/orders/${orderId}/submit-order`,
        {},
      );
      expect(again.data.unchanged).toBe(true);
      expect(await mailSince(mark)).toEqual([]);

      // The seller sees it among received orders.
      const received = await ok<{ orders: OrderListRow[] }>(dealer, 'GET', '/api/orders/received');
      // Issue 25: the seller reads its own labels.
      expect(received.data.orders.find((o) => o.id === orderId)).toMatchObject({
        statusLabel: 'Awaiting Approval',
        CustomerCompany: { id: buyer.companyId },
        VendorCompany: { id: dealer.companyId },
      });

      mark = await mailMark();
      const approved = await ok<{ order: Order }>(dealer, 'PUT', `/api/orders/${orderId}/respond-order`, {
        sellerNote: 'Ships Monday.',
        shippingAmount: '1,250.50',
        taxAmount: '80',
      });
      expect(approved.message).toBe(M.orderApproved);
      expect(approved.data.order).toMatchObject({
        status: 'order_confirmed',
        statusLabel: 'Awaiting Payment',
        shippingAmount: 125050,
        taxAmount: 8000,
        sellerNote: 'Ships Monday.',
      });
      const toBuyer = await mailSince(mark);
      expect(toBuyer.map((m) => [m.to, m.subject])).toEqual([
        [buyer.email, `Order #${orderId} approved by Summit Orders Dealer`],
      ]);
      // 2 x 24.99 + 15.00 + 1,250.50 + 80.00
      expect(toBuyer[0]!.text).toContain('Total: $1,395.48');
      expect(await getOrder(buyer, orderId)).toMatchObject({ shippingAmount: 125050, taxAmount: 8000 });

      // Paying belongs to the payments module; it places the order exactly once.
      expect(await t.db.transaction((tx) => service.placeOrder(tx, orderId))).toBe('placed');
      expect(await t.db.transaction((tx) => service.placeOrder(tx, orderId))).toBe('unchanged');

      mark = await mailMark();
      const shipped = await ok<{ order: Order }>(dealer, 'PUT', `/api/orders/${orderId}/mark-shipped`, {
        shippingCarrier: ' UPS Freight ',
        trackingNumber: '1Z999AA10123456784',
      });
      expect(shipped.message).toBe(M.markedShipped);
      expect(shipped.data.order).toMatchObject({
        status: 'order_shipped',
        shippingCarrier: 'UPS Freight',
        trackingNumber: '1Z999AA10123456784',
      });
      expect(Date.parse(shipped.data.order.shippedAt!)).toBeGreaterThan(Date.now() - 60_000);
      const shippedMail = await mailSince(mark);
      expect(shippedMail.map((m) => [m.to, m.subject])).toEqual([
        [buyer.email, `Order #${orderId} has shipped`],
      ]);
      expect(shippedMail[0]!.text).toContain('Carrier: UPS Freight');
      expect(shippedMail[0]!.text).toContain('Tracking number: 1Z999AA10123456784');
    });
  });

  describe('a quote, start to finish', () => {
    it('goes New Quote -> Awaiting Quote -> Price Confirmed, then becomes an order', async () => {
      const buyer = await createTestUser(t);
      const created = await add(buyer, 'ORD-300', { quantity: 2 });
      expect(created).toMatchObject({ price: null, orderIsQuote: true });
      let order = await getOrder(buyer, created.orderId);
      expect(order).toMatchObject({ isQuote: true, statusLabel: 'New Quote' });
      expect(order.OrderItems[0]).toMatchObject({
        price: null,
        priceConfirmed: false,
        status: 'new',
        isQuote: true,
      });

      // Nothing to order yet: the buyer hears the spec's sentence.
      expect(await call(buyer, 'POST', `/api/orders/${created.orderId}/submit-order`, {})).toMatchObject({
        status: 409,
        body: { message: M.buyerWaitsForPrices },
      });

      let mark = await mailMark();
      const asked = await ok<{ order: Order; unchanged: boolean }>(
        buyer,
        'POST',
        `/api/orders/${created.orderId}/submit-quote`,
      );
      expect(asked.message).toBe(M.quoteSubmitted);
      expect(asked.data.order).toMatchObject({
        statusLabel: 'Awaiting Quote',
        OrderItems: [{ status: 'quote_requested' }],
      });
      const quoteMail = await mailSince(mark);
      expect(quoteMail.map((m) => m.to)).toEqual([dealer.email]);
      expect(quoteMail[0]!.subject).toBe(
        `Quote request #${created.orderId} from ${order.Customer.Company.name}`,
      );
      expect(quoteMail[0]!.text).toContain('ORD-300 x 2');
      // Again: unchanged, no second email.
      mark = await mailMark();
      expect(
        (await ok<{ unchanged: boolean }>(buyer, 'POST', `/api/orders/${created.orderId}/submit-quote`)).data
          .unchanged,
      ).toBe(true);
      expect(await mailSince(mark)).toEqual([]);

      // The seller prices it; confirming needs a price above 0.
      const itemUrl = `/api/orders/${created.orderId}/items/${created.itemId}`;
      expect(await call(dealer, 'PUT', itemUrl, { priceConfirmed: true })).toMatchObject({
        status: 400,
        body: { message: M.confirmNeedsPrice },
      });
      expect(await call(dealer, 'PUT', itemUrl, { price: 0, priceConfirmed: true })).toMatchObject({
        status: 400,
      });
      const priced = await ok<{ order: Order }>(dealer, 'PUT', itemUrl, { price: 14999 });
      expect(priced.message).toBe(M.itemUpdated);
      expect(priced.data.order.OrderItems[0]).toMatchObject({
        price: 14999,
        priceConfirmed: false,
        status: 'quote_requested',
      });
      mark = await mailMark();
      const confirmed = await ok<{ order: Order }>(dealer, 'PUT', itemUrl, {
        priceConfirmed: true,
        sellerNote: 'Rebuilt last week.',
      });
      expect(confirmed.data.order).toMatchObject({ statusLabel: 'Price Confirmed', isQuote: true });
      expect(confirmed.data.order.OrderItems[0]).toMatchObject({
        priceConfirmed: true,
        status: 'price_confirmed',
        sellerNote: 'Rebuilt last week.',
      });
      const pricesMail = await mailSince(mark);
      expect(pricesMail.map((m) => [m.to, m.subject])).toEqual([
        [buyer.email, `Summit Orders Dealer confirmed the prices of order #${created.orderId}`],
      ]);

      // The buyer submits the order request: from now on it is an order.
      const submitted = await ok<{ order: Order }>(
        buyer,
        'POST',
        `/api/orders/${created.orderId}/submit-order`,
        { comment: '' },
      );
      expect(submitted.data.order).toMatchObject({
        status: 'order_requested',
        isQuote: false,
        statusLabel: 'Order Requested',
        buyerNote: null,
      });
      expect(await rowFor(buyer, 'ORD-300')).toMatchObject({ orderId: created.orderId, orderIsQuote: false });
      order = (
        await ok<{ order: Order }>(dealer, 'PUT', `/api/orders/${created.orderId}/respond-order`, {
          shippingAmount: '',
          taxAmount: '12.00',
        })
      ).data.order;
      expect(order).toMatchObject({ status: 'order_confirmed', shippingAmount: 0, taxAmount: 1200 });
    });

    it('a zero price counts as no price: the part is a quote', async () => {
      const buyer = await createTestUser(t);
      expect(await add(buyer, 'ORD-400')).toMatchObject({ price: null, orderIsQuote: true });
    });
  });

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
