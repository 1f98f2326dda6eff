import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUARD_MESSAGES } from '@ironmatch/contracts/access';
import { applicationFeeCents } from '@ironmatch/contracts/order-money';
import {
  PAYMENT_MESSAGES as M,
  applicationFeeRefundedCents,
  processingEstimateCents,
  type CreateIntentResponse,
  type RefundResponse,
} from '@ironmatch/contracts/payments';
import { queryRows } from '../../db/database';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { paymentsTestKit } from './payments.fixtures';

const SECRET = 'whsec_test_payments_secret';
/** The order every test pays: $19.99 + $10.00 shipping + $1.00 tax. */
const TOTAL = 1999 + 1000 + 100;
const FEE = applicationFeeCents(TOTAL, 200);

describe('payments (simulated provider)', async () => {
  const t = await createTestApp({ config: { stripeWebhookSecret: SECRET } });
  const { call, ok, getOrder, confirmedOrder, deliver } = paymentsTestKit(t);
  let dealer: TestUser;

  const intentFor = (buyer: TestUser, orderId: number) =>
    ok<CreateIntentResponse['data']>(
      buyer,
      'POST',
      `/api/stripe/order-payments/${orderId}/create-intent`,
      {},
    );
  const pay = (buyer: TestUser, clientSecret: string, cardNumber = '4242 4242 4242 4242') =>
    call(buyer, 'POST', '/api/stripe/simulated/confirm', { clientSecret, cardNumber });

  /** A confirmed order paid with the success card. */
  async function paidOrder() {
    const o = await confirmedOrder(dealer, 'PAY-100');
    const intent = await intentFor(o.buyer, o.orderId);
    expect((await pay(o.buyer, intent.clientSecret)).status).toBe(200);
    return { ...o, intent };
  }

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { company: { name: 'Paying Parts Co' }, memid: 'NC-PAY' });
    await addParts(t, dealer.companyId!, [{ partnum: 'PAY-100', priceCents: 1999, quantity: 100000 }]);
  });

  describe('the payout connection', () => {
    const stateOf = (url: string) => new URL(url, 'http://x').searchParams.get('state')!;

    it('connects a member through the simulated page, once, with a state bound to the user', async () => {
      const member = await createTestUser(t, { memid: 'NC-CON', company: { stripeAccountId: null } });
      const { url } = await ok<{ url: string }>(member, 'GET', '/api/stripe/connect-url');
      expect(url).toMatch(/^\/stripe\/simulated-connect\?state=[\w-]{40,}$/);
      const state = stateOf(url);

      // Another user's state is refused, and stays usable by its owner.
      const other = await createTestUser(t, { memid: 'NC-OTH', company: { stripeAccountId: null } });
      const foreign = await call(other, 'POST', '/api/stripe/connect/complete', {
        code: 'sim_abcdef',
        state,
      });
      expect(foreign).toMatchObject({ status: 400, body: { message: M.connectStateInvalid } });

      const done = await call(member, 'POST', '/api/stripe/connect/complete', { code: 'sim_abcdef', state });
      expect(done.status).toBe(200);
      expect(done.body.message).toBe('Stripe account connected!');
      const accountId = (done.body.data as { stripeAccountId: string }).stripeAccountId;
      expect(accountId).toMatch(/^acct_sim_[0-9a-f]{16}$/);
      const [company] = await queryRows<{ stripe_account_id: string; can_transact: boolean }>(
        t.db,
        sql`select stripe_account_id, can_transact from companies where id = ${member.companyId}`,
      );
      expect(company).toEqual({ stripe_account_id: accountId, can_transact: true });

      // Replayed: refused.
      const replay = await call(member, 'POST', '/api/stripe/connect/complete', {
        code: 'sim_abcdef',
        state,
      });
      expect(replay).toMatchObject({ status: 400, body: { message: M.connectStateInvalid } });
      // Connected already: no second link.
      expect(await call(member, 'GET', '/api/stripe/connect-url')).toMatchObject({
        status: 409,
        body: { message: M.payoutAlreadyConnected },
      });
    });

    it('refuses an expired state, and reports a cancelled connection with its description', async () => {
      const member = await createTestUser(t, { memid: 'NC-EXP', company: { stripeAccountId: null } });
      const first = stateOf((await ok<{ url: string }>(member, 'GET', '/api/stripe/connect-url')).url);
      await t.db.execute(
        sql`update payment_connect_states set expires_at = now() - interval '1 minute' where user_id = ${member.userId}`,
      );
      expect(
        await call(member, 'POST', '/api/stripe/connect/complete', { code: 'sim_abcdef', state: first }),
      ).toMatchObject({ status: 400, body: { message: M.connectStateInvalid } });

      const second = stateOf((await ok<{ url: string }>(member, 'GET', '/api/stripe/connect-url')).url);
      const cancelled = await call(member, 'POST', '/api/stripe/connect/complete', {
        error: 'access_denied',
        error_description: 'The user denied your request',
        state: second,
      });
      expect(cancelled).toMatchObject({
        status: 400,
        body: { message: 'Stripe connect failed: The user denied your request' },
      });
      expect(
        await call(member, 'POST', '/api/stripe/connect/complete', { code: 'sim_x1234', state: second }),
      ).toMatchObject({
        status: 400,
      });
    });

    it('is for members only', async () => {
      const buyer = await createTestUser(t);
      expect(await call(buyer, 'GET', '/api/stripe/connect-url')).toMatchObject({
        status: 403,
        body: { message: GUARD_MESSAGES.memberRequired },
      });
      const lone = await createTestUser(t, { company: false });
      expect((await call(lone, 'GET', '/api/stripe/connect-url')).status).toBe(403);
      expect((await call(null, 'GET', '/api/stripe/connect-url')).status).toBe(401);
    });

    it('canTransact is false for a member without a payout account, true once connected', async () => {
      const seller = await createTestUser(t, { memid: 'NC-NEW', company: { stripeAccountId: null } });
      await addParts(t, seller.companyId!, [{ partnum: 'PAY-NEW', priceCents: 500 }]);
      const buyer = await createTestUser(t);
      const rowOf = async () =>
        (
          await ok<{ parts: Array<{ companyId: number; canTransact: boolean }> }>(
            buyer,
            'GET',
            '/api/parts/PAY-NEW?approved=yes',
          )
        ).parts.find((p) => p.companyId === seller.companyId)!;
      expect((await rowOf()).canTransact).toBe(false);
      const state = stateOf((await ok<{ url: string }>(seller, 'GET', '/api/stripe/connect-url')).url);
      await ok(seller, 'POST', '/api/stripe/connect/complete', { code: 'sim_abcdef', state });
      expect((await rowOf()).canTransact).toBe(true);
    });
  });

  describe('create-intent', () => {
    it('is for the buyer of a confirmed order, with amounts from the stored order, reused when open', async () => {
      const o = await confirmedOrder(dealer, 'PAY-100');
      const url = `/api/stripe/order-payments/${o.orderId}/create-intent`;
      const intent = await ok<CreateIntentResponse['data']>(o.buyer, 'POST', url, {
        shippingAmount: 1,
        taxAmount: 0,
      });
      expect(intent).toMatchObject({
        amountCents: TOTAL,
        applicationFeeCents: FEE,
        connectedAccount: expect.stringMatching(/^acct_sim_/),
        mode: 'simulated',
      });
      expect(FEE).toBe(Math.round((TOTAL * 4 * 200) / 40000));
      expect(await ok(o.buyer, 'POST', url, {})).toEqual(intent);

      expect(await call(dealer, 'POST', url, {})).toMatchObject({ status: 403 });
      const stranger = await createTestUser(t);
      expect((await call(stranger, 'POST', url, {})).status).toBe(404);
    });

    it('refuses an order that is not confirmed, or already paid', async () => {
      const buyer = await createTestUser(t);
      const rows = await ok<{ parts: Array<{ id: number; companyId: number }> }>(
        buyer,
        'GET',
        '/api/parts/PAY-100?approved=yes',
      );
      const row = rows.parts.find((p) => p.companyId === dealer.companyId)!;
      const { orderId } = await ok<{ orderId: number }>(buyer, 'POST', '/api/orders', {
        vendorCompanyId: row.companyId,
        searchId: row.id,
      });
      expect(
        await call(buyer, 'POST', `/api/stripe/order-payments/${orderId}/create-intent`, {}),
      ).toMatchObject({
        status: 409,
        body: { message: M.notConfirmed },
      });
      const paid = await paidOrder();
      expect(
        await call(paid.buyer, 'POST', `/api/stripe/order-payments/${paid.orderId}/create-intent`, {}),
      ).toMatchObject({ status: 409, body: { message: M.alreadyPaid } });
    });
  });

  describe('paying with the test cards', () => {
    it('a declined card fails and leaves the order confirmed; 4242 places it and fills the payment', async () => {
      const o = await confirmedOrder(dealer, 'PAY-100');
      const intent = await intentFor(o.buyer, o.orderId);
      const declined = await pay(o.buyer, intent.clientSecret, '4000 0000 0000 0002');
      expect(declined).toMatchObject({
        status: 200,
        body: { data: { status: 'failed', message: M.declined } },
      });
      expect(await getOrder(o.buyer, o.orderId)).toMatchObject({ status: 'order_confirmed', Payments: [] });
      expect((await pay(o.buyer, intent.clientSecret, '4111 1111 1111 1111')).status).toBe(400);

      // The same intent is paid again with the good card.
      expect((await intentFor(o.buyer, o.orderId)).clientSecret).toBe(intent.clientSecret);
      expect(await pay(o.buyer, intent.clientSecret)).toMatchObject({
        body: { data: { status: 'succeeded' } },
      });
      const order = await getOrder(dealer, o.orderId);
      expect(order.status).toBe('order_placed');
      const fee = processingEstimateCents(TOTAL, 'card');
      expect(order.Payments).toEqual([
        expect.objectContaining({
          status: 'succeeded',
          paymentMethodType: 'card',
          cardBrand: 'visa',
          cardLast4: '4242',
          amount: TOTAL,
          amountRefunded: 0,
          applicationFee: FEE,
          applicationFeeRefunded: 0,
          transactionFee: fee,
          netAmount: TOTAL - FEE - fee,
        }),
      ]);
      expect(await pay(o.buyer, intent.clientSecret)).toMatchObject({ status: 409 });
    });
  });

  describe('refunds', () => {
    const refund = (who: TestUser, orderId: number, amount?: number) =>
      call(
        who,
        'POST',
        `/api/stripe/order-payments/${orderId}/refund`,
        amount === undefined ? {} : { amount },
      );

    it('the seller refunds part, then the rest; the fee in proportion; both sides see it', async () => {
      const o = await paidOrder();
      expect(await refund(o.buyer, o.orderId, 100)).toMatchObject({ status: 403 });
      for (const bad of [0, -5, TOTAL + 1])
        expect(await refund(dealer, o.orderId, bad)).toMatchObject({
          status: 400,
          body: { message: M.invalidPartialRefund },
        });

      const part = await refund(dealer, o.orderId, 1000);
      expect(part.status).toBe(200);
      expect(part.body.message).toBe('Refund initiated.');
      const data = part.body.data as RefundResponse['data'];
      expect(data.refund).toMatchObject({ amount: 1000, status: 'succeeded' });
      expect(data.payment).toMatchObject({
        status: 'succeeded',
        amountRefunded: 1000,
        applicationFeeRefunded: applicationFeeRefundedCents(FEE, TOTAL, 1000),
      });
      expect(await refund(dealer, o.orderId, TOTAL - 999)).toMatchObject({
        status: 400,
        body: { message: M.invalidPartialRefund },
      });
      expect((await getOrder(o.buyer, o.orderId)).Payments[0]!.amountRefunded).toBe(1000);

      const rest = await refund(dealer, o.orderId);
      expect((rest.body.data as RefundResponse['data']).payment).toMatchObject({
        status: 'succeeded',
        amountRefunded: TOTAL,
        applicationFeeRefunded: FEE,
      });
      // Issue 21 item 8: the spec's sentence first, the explanation after it, whatever the amount.
      for (const amount of [undefined, 1, 500])
        expect(await refund(dealer, o.orderId, amount)).toMatchObject({
          status: 400,
          body: {
            message: 'Invalid partial refund amount.',
            errors: ['Invalid partial refund amount.', 'Nothing remains to refund on this payment.'],
          },
        });
    });

    it('needs a succeeded payment', async () => {
      const o = await confirmedOrder(dealer, 'PAY-100');
      expect(await refund(dealer, o.orderId, 100)).toMatchObject({
        status: 409,
        body: { message: M.noCapturedPayment },
      });
    });

    it('20 concurrent partial refunds never refund more than was paid', async () => {
      const o = await paidOrder();
      const answers = await Promise.all(Array.from({ length: 20 }, () => refund(dealer, o.orderId, 200)));
      const okCount = answers.filter((a) => a.status === 200).length;
      expect(okCount).toBe(Math.floor(TOTAL / 200));
      for (const a of answers.filter((x) => x.status !== 200))
        expect(a).toMatchObject({ status: 400, body: { message: M.invalidPartialRefund } });
      const payment = (await getOrder(dealer, o.orderId)).Payments[0]!;
      expect(payment.amountRefunded).toBe(okCount * 200);
      expect(payment.amountRefunded).toBeLessThanOrEqual(TOTAL);
    });
  });

  describe('webhooks', () => {
    const now = () => Math.floor(Date.now() / 1000);
    let seq = 0;
    const evt = (type: string, account: string, object: object) => ({
      id: `evt_test_${++seq}_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      account,
      created: now(),
      data: { object },
    });
    const succeeded = (intentId: string, last4 = '1881') => ({
      id: intentId,
      object: 'payment_intent',
      status: 'succeeded',
      amount: TOTAL,
      application_fee_amount: FEE,
      latest_charge: {
        id: 'ch_1',
        payment_method_details: { type: 'card', card: { brand: 'mastercard', last4 } },
        balance_transaction: { fee: 120 },
      },
    });
    const failed = (intentId: string) => ({
      id: intentId,
      object: 'payment_intent',
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    });
    const refundObj = (intentId: string, id: string, amount: number, status: string) => ({
      id,
      object: 'refund',
      amount,
      status,
      payment_intent: intentId,
      metadata: {},
    });
    const intentIdOf = async (orderId: number) =>
      (
        await queryRows<{ intent_id: string }>(
          t.db,
          sql`select intent_id from payments where order_id = ${orderId}`,
        )
      )[0]!.intent_id;

    it('refuses forged and late events, and processes one delivered twice once', async () => {
      const o = await confirmedOrder(dealer, 'PAY-100');
      const intent = await intentFor(o.buyer, o.orderId);
      const intentId = await intentIdOf(o.orderId);
      const event = evt('payment_intent.succeeded', intent.connectedAccount, succeeded(intentId));

      expect(await deliver(event, 'whsec_forged')).toMatchObject({
        status: 400,
        body: { message: M.webhookSignature },
      });
      const tampered = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        payload: JSON.stringify(event),
      });
      expect(tampered.statusCode).toBe(400);
      expect(await deliver(event, SECRET, now() - 301)).toMatchObject({ status: 400 });
      expect((await getOrder(o.buyer, o.orderId)).status).toBe('order_confirmed');

      expect(await deliver(event, SECRET)).toMatchObject({ status: 200, body: { duplicate: false } });
      expect(await deliver(event, SECRET)).toMatchObject({ status: 200, body: { duplicate: true } });
      const order = await getOrder(o.buyer, o.orderId);
      expect(order.status).toBe('order_placed');
      expect(order.Payments[0]).toMatchObject({
        cardBrand: 'mastercard',
        cardLast4: '1881',
        transactionFee: 120,
      });
    });

    it('out of order: a failure after success changes nothing; a refund before the payment still counts once', async () => {
      const o = await confirmedOrder(dealer, 'PAY-100');
      const intent = await intentFor(o.buyer, o.orderId);
      const intentId = await intentIdOf(o.orderId);
      const acct = intent.connectedAccount;
      const refundDone = evt('refund.updated', acct, refundObj(intentId, 're_ooo_1', 500, 'succeeded'));
      const refundPending = evt('refund.created', acct, refundObj(intentId, 're_ooo_1', 500, 'pending'));
      for (const e of [
        refundDone,
        evt('payment_intent.succeeded', acct, succeeded(intentId)),
        evt('payment_intent.payment_failed', acct, failed(intentId)),
        refundPending,
        refundDone,
      ])
        expect((await deliver(e, SECRET)).status).toBe(200);
      const order = await getOrder(dealer, o.orderId);
      expect(order.status).toBe('order_placed');
      expect(order.Payments[0]).toMatchObject({
        status: 'succeeded',
        amountRefunded: 500,
        applicationFeeRefunded: applicationFeeRefundedCents(FEE, TOTAL, 500),
      });
    });

    it('500 signed events, each delivered 2-3 times, shuffled, 20 at once: nothing counted twice', async () => {
      const ORDERS = 10;
      const REFUNDS = 24;
      const orders: Array<{ orderId: number; buyer: TestUser }> = [];
      const events: object[] = [];
      for (let i = 0; i < ORDERS; i++) {
        const o = await confirmedOrder(dealer, 'PAY-100');
        const intent = await intentFor(o.buyer, o.orderId);
        const intentId = await intentIdOf(o.orderId);
        const acct = intent.connectedAccount;
        orders.push(o);
        events.push(evt('payment_intent.payment_failed', acct, failed(intentId)));
        events.push(evt('payment_intent.succeeded', acct, succeeded(intentId)));
        for (let r = 0; r < REFUNDS; r++) {
          const id = `re_bulk_${o.orderId}_${r}`;
          events.push(evt('refund.created', acct, refundObj(intentId, id, 10, 'pending')));
          events.push(evt('refund.updated', acct, refundObj(intentId, id, 10, 'succeeded')));
        }
      }
      expect(events).toHaveLength(500);
      const deliveries = events.flatMap((e) =>
        Array.from({ length: 2 + Math.floor(Math.random() * 2) }, () => e),
      );
      for (let i = deliveries.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
      }
      let next = 0;
      const statuses: number[] = [];
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          while (next < deliveries.length) {
            const e = deliveries[next++]!;
            statuses.push((await deliver(e, SECRET)).status);
          }
        }),
      );
      expect(statuses.every((s) => s === 200)).toBe(true);

      const ids = orders.map((o) => o.orderId);
      const stored = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from payment_events where payload->'data'->'object'->>'id' like any (array['re_bulk_%'])
            or (payload->'data'->'object'->>'id') in (select intent_id from payments where order_id = any(${sql.param(ids)}::int[]))`,
      );
      expect(stored[0]!.n).toBe(500);
      for (const o of orders) {
        const order = await getOrder(dealer, o.orderId);
        expect(order.status).toBe('order_placed');
        expect(order.Payments).toHaveLength(1);
        expect(order.Payments[0]).toMatchObject({
          status: 'succeeded',
          amount: TOTAL,
          amountRefunded: REFUNDS * 10,
          applicationFeeRefunded: applicationFeeRefundedCents(FEE, TOTAL, REFUNDS * 10),
        });
      }
      const ledger = await queryRows<{ n: number; sum: number }>(
        t.db,
        sql`select count(*)::int as n, sum(r.amount)::int as sum from payment_refunds r join payments p on p.id = r.payment_id
            where p.order_id = any(${sql.param(ids)}::int[]) and r.status = 'succeeded'`,
      );
      expect(ledger[0]).toEqual({ n: ORDERS * REFUNDS, sum: ORDERS * REFUNDS * 10 });
    }, 300_000);

    it('answers 404 when no webhook secret is configured', async () => {
      const plain = await createTestApp();
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
      await plain.close();
    });
  });
});
