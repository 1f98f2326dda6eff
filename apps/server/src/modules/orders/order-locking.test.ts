import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import type { Order } from '@ironmatch/contracts/orders';
import type { CreateIntentResponse } from '@ironmatch/contracts/payments';
import type { PartRow } from '@ironmatch/contracts/part-matcher';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { paymentsTestKit } from '../payments/payments.fixtures';
import { mailMarks } from '../../test/mail-marks';

/** Issue 24 "Orders that lock" and "Every email" (paid, receipt, refund, changes, shipped). */
describe('orders that lock, and their emails', async () => {
  const t = await createTestApp();
  const { call, ok, getOrder, confirmedOrder } = paymentsTestKit(t);
  let dealer: TestUser;

  const marks = mailMarks(t);
  const mailMark = marks.mailMark;
  /** The mail about order `orderId` since `mark`. */
  const mailSince = async (mark: number, orderId: number) =>
    (await marks.mailSince(mark)).filter((m) => m.subject.includes(`#${orderId}`));
  const item = (o: Order) => o.OrderItems[0]!;

  /** A fresh buyer's open order of `partnum` from the dealer. */
  async function openOrder(partnum: string) {
    const buyer = await createTestUser(t);
    const rows = await ok<{ parts: PartRow[] }>(buyer, 'GET', `/api/parts/${partnum}?approved=yes`);
    const row = rows.parts.find((p) => p.companyId === dealer.companyId)!;
    const { orderId } = await ok<{ orderId: number }>(buyer, 'POST', '/api/orders', {
      vendorCompanyId: row.companyId,
      searchId: row.id,
      quantity: 2,
    });
    return { buyer, orderId };
  }

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { company: { name: 'Lock Parts Co' }, memid: 'NC-LCK' });
    await addParts(t, dealer.companyId!, [
      { partnum: 'LCK-100', priceCents: 1999, quantity: 100000 },
      { partnum: 'LCK-Q', priceCents: 0, quantity: 2 },
    ]);
  });

  it("a buyer's new quantity of a confirmed quote price goes back to the seller, who is told", async () => {
    const o = await openOrder('LCK-Q');
    await ok(o.buyer, 'POST', `/api/orders/${o.orderId}/submit-quote`, {});
    const quoted = await getOrder(dealer, o.orderId);
    const url = `/api/orders/${o.orderId}/items/${item(quoted).id}`;
    await ok(dealer, 'PUT', url, { price: 5000, priceConfirmed: true });
    const mark = await mailMark();
    const changed = await ok<{ order: Order }>(o.buyer, 'PUT', url, { quantity: 5 });
    expect(item(changed.order)).toMatchObject({
      quantity: 5,
      priceConfirmed: false,
      status: 'quote_requested',
    });
    const again = await ok<{ unchanged: boolean }>(o.buyer, 'PUT', url, { quantity: 5 });
    expect(again.unchanged).toBe(true);
    const mails = await mailSince(mark, o.orderId);
    expect(mails.map((m) => m.to)).toEqual([dealer.email]);
    expect(mails[0]!.subject).toMatch(/changed/);
    expect(mails[0]!.text).toContain('LCK-Q');
    expect(mails[0]!.text).toContain('to 5');
  });

  it('a sent request is locked for the buyer: 409 with the sentence, nothing changes', async () => {
    const o = await openOrder('LCK-100');
    await ok(o.buyer, 'POST', `/api/orders/${o.orderId}/submit-order`, { poNumber: 'PO-1' });
    const id = item(await getOrder(o.buyer, o.orderId)).id;
    const url = `/api/orders/${o.orderId}/items/${id}`;
    expect(await call(o.buyer, 'PUT', url, { quantity: 9 })).toMatchObject({
      status: 409,
      body: { message: M.requestLocked },
    });
    expect(await call(o.buyer, 'DELETE', url)).toMatchObject({
      status: 409,
      body: { message: M.requestLocked },
    });
    expect(item(await getOrder(o.buyer, o.orderId)).quantity).toBe(2);
  });

  it("the seller's changes after the request are kept oldest first and emailed to the buyer once", async () => {
    const o = await openOrder('LCK-100');
    await ok(o.buyer, 'POST', `/api/orders/${o.orderId}/submit-order`, {});
    const id = item(await getOrder(o.buyer, o.orderId)).id;
    const url = `/api/orders/${o.orderId}/items/${id}`;
    const mark = await mailMark();
    await ok(dealer, 'PUT', url, { quantity: 1 });
    await ok(dealer, 'PUT', url, { price: 1799, sellerNote: 'Last one' });
    expect((await ok<{ unchanged: boolean }>(dealer, 'PUT', url, { quantity: 1 })).unchanged).toBe(true);
    const order = await getOrder(o.buyer, o.orderId);
    expect(order.changes.map((c) => [c.field, c.oldValue, c.newValue])).toEqual([
      ['quantity', 2, 1],
      ['price', 1999, 1799],
      ['sellerNote', null, 'Last one'],
    ]);
    expect(order.changes[0]).toMatchObject({ itemId: id, partNumber: 'LCK-100' });
    const mails = await mailSince(mark, o.orderId);
    expect(mails.map((m) => m.to)).toEqual([o.buyer.email, o.buyer.email]);
    expect(mails.every((m) => /changed/.test(m.subject))).toBe(true);
    expect(mails.some((m) => m.text.includes('$17.99') && m.text.includes('Last one'))).toBe(true);
  });

  it('paid: the seller hears "ready to ship" with the ship-to, the buyer gets a receipt; a refund email with what remains', async () => {
    const o = await confirmedOrder(dealer, 'LCK-100');
    const mark = await mailMark();
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
    const paid = await mailSince(mark, o.orderId);
    const ready = paid.filter((m) => /ready to ship/.test(m.subject));
    expect(ready.map((m) => m.to)).toEqual([dealer.email]);
    expect(ready[0]!.text).toContain('1 Test Way');
    const receipt = paid.filter((m) => /receipt/i.test(m.subject));
    expect(receipt.map((m) => m.to)).toEqual([o.buyer.email]);
    expect(receipt[0]!.text).toContain('$30.99');
    expect(paid).toHaveLength(2);

    const mark2 = await mailMark();
    await ok(dealer, 'POST', `/api/stripe/order-payments/${o.orderId}/refund`, { amount: 1000 });
    const refunds = await mailSince(mark2, o.orderId);
    expect(refunds.map((m) => m.to)).toEqual([o.buyer.email]);
    expect(refunds[0]!.subject).toMatch(/[Rr]efund/);
    expect(refunds[0]!.text).toContain('$10.00');
    expect(refunds[0]!.text).toContain('$20.99');

    const mark3 = await mailMark();
    await ok(dealer, 'PUT', `/api/orders/${o.orderId}/mark-shipped`, {
      shippingCarrier: 'FedEx',
      trackingNumber: '7712 3456',
    });
    const shipped = await mailSince(mark3, o.orderId);
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.text).toContain('https://www.fedex.com/fedextrack/?trknbr=7712%203456');
  });
});
