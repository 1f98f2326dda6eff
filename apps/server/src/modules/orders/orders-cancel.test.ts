import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { applicationFeeCents } from '@ironmatch/contracts/order-money';
import { type Order } from '@ironmatch/contracts/orders';
import type { CreateIntentResponse } from '@ironmatch/contracts/payments';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { eq } from 'drizzle-orm';
import { paymentRefunds, payments } from '../../db/schema/payments';
import { ProviderError, type CreateRefundInput } from '../../platform/payments/payments-provider';
import { createSimulatedProvider } from '../../platform/payments/simulated-provider';
import { createCancelRefunds } from '../payments/order-cancel-refund.service';
import { paymentsTestKit } from '../payments/payments.fixtures';
import { createOrdersCancelService, type CancelRefunds } from './orders-cancel.service';
import { mailMarks } from '../../test/mail-marks';

/** $19.99 + $10.00 shipping + $1.00 tax. */
const TOTAL = 1999 + 1000 + 100;
const FEE = applicationFeeCents(TOTAL, 200);

type CancelData = {
  order: Order;
  unchanged: boolean;
  refund: { amount: number; applicationFeeRefunded: number } | null;
};

/** Issue 24 "Cancel" and the buyer's delete that becomes a cancel. */
describe('canceling orders', async () => {
  const t = await createTestApp();
  const { call, ok, getOrder, newOrder, confirmedOrder } = paymentsTestKit(t);
  let dealer: TestUser;
  let stranger: TestUser;

  const cancel = (who: TestUser, orderId: number, body?: unknown) =>
    call(who, 'POST', `/api/orders/${orderId}/cancel`, body ?? {});

  async function paidOrder() {
    const o = await confirmedOrder(dealer, 'CAN-100');
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
    expect((await getOrder(o.buyer, o.orderId)).status).toBe('order_placed');
    return o;
  }

  const { mailMark, mailSince } = mailMarks(t);

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { company: { name: 'Cancel Parts Co' }, memid: 'NC-CAN' });
    stranger = await createTestUser(t, { company: { name: 'Stranger Co' }, memid: 'NC-CST' });
    await addParts(t, dealer.companyId!, [{ partnum: 'CAN-100', priceCents: 1999, quantity: 100000 }]);
  });

  it('the seller cancels a paid order with a reason: one refund of it all, once under 20 calls at once', async () => {
    const o = await paidOrder();
    const mark = await mailMark();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cancel(dealer, o.orderId, { reason: 'Part damaged in our yard' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const data = answers.map((a) => a.body.data as CancelData);
    const refunding = data.filter((d) => !d.unchanged);
    expect(refunding).toHaveLength(1);
    expect(refunding[0]!.refund).toEqual({ amount: TOTAL, applicationFeeRefunded: FEE });
    for (const d of data.filter((x) => x.unchanged)) expect(d.refund).toBeNull();

    const order = await getOrder(o.buyer, o.orderId);
    expect(order).toMatchObject({
      status: 'order_canceled',
      statusLabel: 'Order Canceled',
      canceledBy: 'seller',
      cancelReason: 'Part damaged in our yard',
      canceledFromStatus: 'order_placed',
    });
    expect(order.canceledAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(order.Payments[0]).toMatchObject({
      amount: TOTAL,
      amountRefunded: TOTAL,
      applicationFee: FEE,
      applicationFeeRefunded: FEE,
    });
    // The refund call now has nothing left: the same refund never happens twice.
    expect((await call(dealer, 'POST', `/api/stripe/order-payments/${o.orderId}/refund`, {})).status).toBe(
      400,
    );
    const mails = await mailSince(mark);
    const canceled = mails.filter((m) => m.subject.includes(`#${o.orderId}`) && /canceled/.test(m.subject));
    expect(canceled.map((m) => m.to)).toEqual([o.buyer.email]);
    expect(canceled[0]!.text).toContain('Part damaged in our yard');
    expect(canceled[0]!.text).toContain('$30.99');
  });

  it('the seller needs a reason; shipped orders cannot be canceled; strangers get 404', async () => {
    const o = await confirmedOrder(dealer, 'CAN-100');
    for (const body of [{}, { reason: '   ' }, { reason: null }])
      expect(await cancel(dealer, o.orderId, body)).toMatchObject({
        status: 400,
        body: { message: 'Please give a reason for canceling.' },
      });
    expect((await cancel(stranger, o.orderId, { reason: 'x' })).status).toBe(404);
    expect((await getOrder(o.buyer, o.orderId)).status).toBe('order_confirmed');

    const shipped = await paidOrder();
    await ok(dealer, 'PUT', `/api/orders/${shipped.orderId}/mark-shipped`, { shippingCarrier: 'UPS' });
    for (const who of [dealer, shipped.buyer])
      expect(await cancel(who, shipped.orderId, { reason: 'late' })).toMatchObject({
        status: 409,
        body: { message: M.cancelShipped },
      });
  });

  it('the buyer cancels before payment (reason optional), not after it', async () => {
    const o = await confirmedOrder(dealer, 'CAN-100');
    const mark = await mailMark();
    const first = await cancel(o.buyer, o.orderId);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      unchanged: false,
      refund: null,
      order: {
        status: 'order_canceled',
        canceledBy: 'buyer',
        cancelReason: null,
        canceledFromStatus: 'order_confirmed',
      },
    });
    const again = await cancel(o.buyer, o.orderId, { reason: 'changed my mind' });
    expect(again.body.data).toMatchObject({ unchanged: true, order: { cancelReason: null } });
    const mails = (await mailSince(mark)).filter((m) => m.subject.includes(`#${o.orderId}`));
    expect(mails.map((m) => m.to)).toEqual([dealer.email]);
    expect(mails[0]!.subject).toMatch(/canceled/);
    // Both parties still open it, and it stays in both lists with its reason.
    expect((await getOrder(dealer, o.orderId)).status).toBe('order_canceled');
    const received = await ok<{ orders: Array<{ id: number; canceledBy: string | null }> }>(
      dealer,
      'GET',
      '/api/orders/received',
    );
    expect(received.orders.find((r) => r.id === o.orderId)).toMatchObject({ canceledBy: 'buyer' });

    const paid = await paidOrder();
    const refused = await cancel(paid.buyer, paid.orderId, { reason: 'too slow' });
    expect(refused).toMatchObject({ status: 409, body: { message: M.buyerCancelPaid } });
    expect((await getOrder(paid.buyer, paid.orderId)).status).toBe('order_placed');
  });

  it("the buyer's delete: a new order goes; a sent request is kept as canceled and the seller told", async () => {
    const o = await confirmedOrder(dealer, 'CAN-100');
    const mark = await mailMark();
    const res = await call(o.buyer, 'DELETE', `/api/orders/${o.orderId}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.orderCanceled);
    expect(res.body.data).toMatchObject({
      orderId: o.orderId,
      orderDeleted: false,
      order: { status: 'order_canceled', canceledBy: 'buyer' },
    });
    expect((await getOrder(dealer, o.orderId)).status).toBe('order_canceled');
    const mails = (await mailSince(mark)).filter((m) => m.subject.includes(`#${o.orderId}`));
    expect(mails.map((m) => m.to)).toEqual([dealer.email]);

    // A new order (never sent) is deleted as before.
    const { buyer, orderId } = await newOrder(dealer, 'CAN-100');
    const gone = await call(buyer, 'DELETE', `/api/orders/${orderId}`);
    expect(gone.body).toMatchObject({ message: M.orderDeleted, data: { orderId, orderDeleted: true } });
    expect((await call(buyer, 'GET', `/api/orders/${orderId}`)).status).toBe(404);
  });

  const dealerClaims = () => ({
    userId: dealer.userId,
    companyId: dealer.companyId!,
    memid: dealer.memid,
    emailVerified: true,
    loginId: '00000000-0000-4000-8000-000000000001',
  });
  const cancelService = (refunds: CancelRefunds) =>
    createOrdersCancelService({
      db: t.db,
      access: t.app.ctx.access,
      jobs: t.app.ctx.jobs,
      mail: { appUrl: 'http://localhost:3000', supportPhone: '1', supportEmail: 'a@b.c' },
      refunds,
    });
  const ledgerOf = async (orderId: number) => {
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    return t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id));
  };

  it('a failure after the provider refunded: the retry finishes the cancel and the refund counts once', async () => {
    const o = await paidOrder();
    // The provider stand-in keeps what it refunded, by idempotency key as Stripe does.
    const simulated = createSimulatedProvider();
    const made = new Map<string, number>();
    const calls: string[] = [];
    const provider = {
      ...simulated,
      async createRefund(input: CreateRefundInput) {
        calls.push(input.idempotencyKey);
        const refund = await simulated.createRefund(input);
        made.set(input.idempotencyKey, input.amountCents);
        return refund;
      },
    };
    const real = createCancelRefunds(provider);
    let failAfterProvider = true;
    const service = cancelService({
      ...real,
      async complete(tx, orderId) {
        const refund = await real.complete(tx, orderId);
        // The database goes away between the provider's answer and the commit.
        if (failAfterProvider) throw new Error('Connection terminated unexpectedly');
        return refund;
      },
    });
    await expect(service.cancel(dealerClaims(), String(o.orderId), 'Wrong part shipped')).rejects.toThrow(
      'Connection terminated',
    );
    expect(made.size).toBe(1);
    // The order as it was; the intent (pending, all of it) is the record that the refund may be out.
    expect(await getOrder(dealer, o.orderId)).toMatchObject({ status: 'order_placed', amountRefunded: 0 });
    expect((await ledgerOf(o.orderId)).map((r) => [r.status, r.amount, r.orderCancel])).toEqual([
      ['pending', TOTAL, true],
    ]);
    // The seller's own refund cannot take the money the intent holds.
    expect((await call(dealer, 'POST', `/api/stripe/order-payments/${o.orderId}/refund`, {})).status).toBe(
      400,
    );

    failAfterProvider = false;
    const retried = await service.cancel(dealerClaims(), String(o.orderId), 'Wrong part shipped');
    expect(retried).toMatchObject({
      unchanged: false,
      refund: { amount: TOTAL, applicationFeeRefunded: FEE },
      order: { status: 'order_canceled', amountRefunded: TOTAL },
    });
    // Asked twice with the same key: one refund at the provider, one in the ledger.
    expect(calls).toHaveLength(2);
    expect(new Set(calls).size).toBe(1);
    expect(made.size).toBe(1);
    const ledger = await ledgerOf(o.orderId);
    expect(ledger.map((r) => [r.status, r.amount])).toEqual([['succeeded', TOTAL]]);
    expect((await getOrder(o.buyer, o.orderId)).Payments[0]).toMatchObject({
      amountRefunded: TOTAL,
      applicationFeeRefunded: FEE,
    });
    // A third call changes nothing and asks the provider nothing.
    expect(await service.cancel(dealerClaims(), String(o.orderId), 'again')).toMatchObject({
      unchanged: true,
      refund: null,
    });
    expect(calls).toHaveLength(2);
  });

  it('a provider failure leaves the order and the payment as they were (neither happens)', async () => {
    const o = await paidOrder();
    const down = cancelService(
      createCancelRefunds({
        ...createSimulatedProvider(),
        createRefund: async () => {
          throw new ProviderError('The provider is down.');
        },
      }),
    );
    await expect(down.cancel(dealerClaims(), String(o.orderId), 'out of stock')).rejects.toMatchObject({
      statusCode: 502,
    });
    const order = await getOrder(dealer, o.orderId);
    expect(order).toMatchObject({ status: 'order_placed', canceledBy: null, cancelReason: null });
    expect(order.Payments[0]).toMatchObject({ amountRefunded: 0, applicationFeeRefunded: 0 });
    // The refused intent no longer holds the money: the working provider's cancel refunds it all.
    expect((await ledgerOf(o.orderId)).map((r) => r.status)).toEqual(['failed']);
    const answer = await cancel(dealer, o.orderId, { reason: 'out of stock' });
    expect(answer.body.data).toMatchObject({
      refund: { amount: TOTAL },
      order: { status: 'order_canceled' },
    });

    // An open card form: its money would arrive at a canceled order, so the cancel waits (409).
    const fresh = await confirmedOrder(dealer, 'CAN-100');
    await ok(fresh.buyer, 'POST', `/api/stripe/order-payments/${fresh.orderId}/create-intent`, {});
    expect(await cancel(dealer, fresh.orderId, { reason: 'out of stock' })).toMatchObject({
      status: 409,
      body: { message: M.paymentInProgress },
    });
    expect((await getOrder(dealer, fresh.orderId)).status).toBe('order_confirmed');
  });
});
