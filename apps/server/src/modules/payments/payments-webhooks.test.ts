import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES as M, applicationFeeRefundedCents } from '@ironmatch/contracts/payments';
import { queryRows } from '../../db/database';
import { createTestApp } from '../../test/test-app';
import { type TestUser } from '../../test/fixtures';
import { createPaymentsBed, FEE, SECRET, TOTAL } from './payments.fixtures';

describe('payments (simulated provider): webhooks', async () => {
  const { t, getOrder, confirmedOrder, deliver, dealer, intentFor } = await createPaymentsBed();

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
