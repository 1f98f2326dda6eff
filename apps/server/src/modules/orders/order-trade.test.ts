import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderListRow } from '@ironmatch/contracts/orders';
import type { CreateIntentResponse } from '@ironmatch/contracts/payments';
import { companies } from '../../db/schema/accounts';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { paymentsTestKit } from '../payments/payments.fixtures';

/** $19.99 + $10.00 shipping + $1.00 tax. */
const TOTAL = 1999 + 1000 + 100;
const SHIP_TO = {
  address1: '500 Quarry Rd',
  address2: 'Gate 3',
  city: 'Elko',
  state: 'NV',
  zip: '89801',
  country: 'USA',
};

/** Issue 24: ship-to, PO number and shipping method; invoice numbers; money that follows refunds. */
describe('orders as trade runs them', async () => {
  const t = await createTestApp();
  const { call, ok, getOrder, newOrder } = paymentsTestKit(t);
  let dealer: TestUser;
  let stranger: TestUser;

  /** A fresh buyer's order request of TRD-100 from the dealer, sent with `body`. */
  async function requested(body: object) {
    const { buyer, orderId } = await newOrder(dealer, 'TRD-100');
    const submit = await call(buyer, 'POST', `/api/orders/${orderId}/submit-order`, body);
    return { buyer, orderId, submit };
  }

  async function paid(body: object = {}) {
    const o = await requested(body);
    await ok(dealer, 'PUT', `/api/orders/${o.orderId}/respond-order`, {
      shippingAmount: '10',
      taxAmount: '1',
    });
    const intent = await ok<CreateIntentResponse['data']>(
      o.buyer,
      'POST',
      `/api/stripe/order-payments/${o.orderId}/create-intent`,
      {},
    );
    await ok(o.buyer, 'POST', '/api/stripe/simulated/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
    });
    return o;
  }

  const received = async () =>
    (await ok<{ orders: OrderListRow[] }>(dealer, 'GET', '/api/orders/received')).orders;

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { company: { name: 'Trade Parts Co' }, memid: 'NC-TRD' });
    stranger = await createTestUser(t, { company: { name: 'Stranger Co' }, memid: 'NC-TST' });
    await addParts(t, dealer.companyId!, [{ partnum: 'TRD-100', priceCents: 1999, quantity: 100000 }]);
  });

  it('keeps the ship-to, PO number and method sent with the request; the seller sees them too', async () => {
    const o = await requested({ shipTo: SHIP_TO, poNumber: ' PO-4471 ', shippingMethod: 'Customer pickup' });
    expect(o.submit.status).toBe(200);
    const order = (o.submit.body.data as { order: Order }).order;
    expect(order).toMatchObject({ shipTo: SHIP_TO, poNumber: 'PO-4471', shippingMethod: 'Customer pickup' });
    expect(order.total).toBe(1999);
    const row = (await received()).find((r) => r.id === o.orderId)!;
    expect(row).toMatchObject({ shipTo: SHIP_TO, poNumber: 'PO-4471', shippingMethod: 'Customer pickup' });
    expect((await call(stranger, 'GET', `/api/orders/${o.orderId}`)).status).toBe(404);
  });

  it("copies the company's shipping address when none is sent, and a later change leaves the order alone", async () => {
    const o = await requested({});
    const before = await getOrder(dealer, o.orderId);
    expect(before).toMatchObject({
      shipTo: { address1: '1 Test Way', address2: null, city: 'Testville', state: 'TX', zip: '75001' },
      poNumber: null,
      shippingMethod: null,
      changes: [],
    });
    await t.db
      .update(companies)
      .set({ shipAddress1: '9 Moved Ave' })
      .where(eq(companies.id, o.buyer.companyId!));
    expect((await getOrder(dealer, o.orderId)).shipTo).toEqual(before.shipTo);
  });

  it('refuses a bad ship-to, PO or method with a sentence, and leaves the order unsent', async () => {
    const cases: Array<[object, string]> = [
      [{ shipTo: { ...SHIP_TO, city: '' } }, 'Ship-to city is required.'],
      [{ poNumber: 'P'.repeat(41) }, 'PO number must be at most 40 characters long.'],
      [{ shippingMethod: 'x'.repeat(101) }, 'Shipping method must be at most 100 characters long.'],
    ];
    for (const [body, message] of cases) {
      const o = await requested(body);
      expect(o.submit).toMatchObject({ status: 400, body: { message } });
      expect((await getOrder(o.buyer, o.orderId)).status).toBe('new_order');
    }
  });

  it('numbers invoices per seller 1, 2, ... when paid, and a cancel keeps the number', async () => {
    const a = await paid();
    const b = await paid();
    const first = (await getOrder(dealer, a.orderId)).invoiceNumber!;
    expect(first).toBeGreaterThanOrEqual(1);
    expect((await getOrder(dealer, b.orderId)).invoiceNumber).toBe(first + 1);
    await ok(dealer, 'POST', `/api/orders/${a.orderId}/cancel`, { reason: 'Out of stock' });
    const canceled = await getOrder(a.buyer, a.orderId);
    expect(canceled).toMatchObject({ status: 'order_canceled', invoiceNumber: first });
    const c = await paid();
    expect((await getOrder(dealer, c.orderId)).invoiceNumber).toBe(first + 2);
    // An order not yet paid has none.
    const open = await requested({});
    expect((await getOrder(dealer, open.orderId)).invoiceNumber).toBeNull();
  });

  it('follows two partial refunds to the cent: order, payment and received list agree', async () => {
    const o = await paid();
    const fresh = await getOrder(dealer, o.orderId);
    const fee = fresh.Payments[0]!.applicationFee!;
    const txFee = fresh.Payments[0]!.transactionFee ?? 0;
    expect(fresh).toMatchObject({ total: TOTAL, amountPaid: TOTAL, amountRefunded: 0 });
    expect(fresh.netAmount).toBe(TOTAL - fee - txFee);
    for (const amount of [1001, 702])
      await ok(dealer, 'POST', `/api/stripe/order-payments/${o.orderId}/refund`, { amount });
    const order = await getOrder(dealer, o.orderId);
    const payment = order.Payments[0]!;
    expect(payment.amountRefunded).toBe(1703);
    const net = TOTAL - 1703 - (fee - payment.applicationFeeRefunded!) - txFee;
    expect(payment.netAmount).toBe(net);
    expect(order).toMatchObject({ amountPaid: TOTAL, amountRefunded: 1703, netAmount: net });
    const row = (await received()).find((r) => r.id === o.orderId)!;
    expect(row).toMatchObject({ total: TOTAL, amountPaid: TOTAL, amountRefunded: 1703, netAmount: net });
    // The buyer sees the same order total and payments.
    expect(await getOrder(o.buyer, o.orderId)).toMatchObject({ total: TOTAL, amountRefunded: 1703 });
  });
});
