import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@ironmatch/contracts/order-messages';
import type { CreateIntentResponse } from '@ironmatch/contracts/payments';
import { runAdminCommand } from '../../admin-cli';
import { queryRows } from '../../db/database';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { paymentsTestKit } from './payments.fixtures';

const SECRET = 'whsec_test_orphan_payments';

/**
 * Issue 21 item 25: an order whose payment is in flight (open, processing) or taken cannot be deleted,
 * so a payment never loses its order; and a success event for a payment the system does not know
 * (whatever the reason) is kept, logged at error level and listed for operators, never dropped.
 */
describe('payments: no money without its order', async () => {
  const logLines: string[] = [];
  const t = await createTestApp({
    config: { stripeWebhookSecret: SECRET, logLevel: 'warn' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  const { call, ok, confirmedOrder, deliver } = paymentsTestKit(t);
  let dealer: TestUser;

  let seq = 0;
  const evt = (type: string, account: string, object: object) => ({
    id: `evt_orphan_${++seq}_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    account,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const intentObject = (id: string, status: string, extra: object = {}) => ({
    id,
    object: 'payment_intent',
    status,
    amount: 5000,
    currency: 'usd',
    ...extra,
  });
  const paymentOf = async (orderId: number) =>
    (
      await queryRows<{ intent_id: string; status: string }>(
        t.db,
        sql`select intent_id, status from payments where order_id = ${orderId}`,
      )
    )[0];
  const orphans = () =>
    queryRows<{ intent_id: string; account: string | null; amount: number | null; order_ref: string | null }>(
      t.db,
      sql`select intent_id, account, amount, order_ref from orphan_payments order by id`,
    );
  const deleteOrder = (buyer: TestUser, orderId: number) => call(buyer, 'DELETE', `/api/orders/${orderId}`);

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { company: { name: 'Orphan Check Parts' }, memid: 'NC-ORPH' });
    await addParts(t, dealer.companyId!, [{ partnum: 'ORPH-1', priceCents: 2500, quantity: 100000 }]);
  });

  it('refuses to delete an order while its payment is open or processing, or once it is taken', async () => {
    const o = await confirmedOrder(dealer, 'ORPH-1');
    const intent = await ok<CreateIntentResponse['data']>(
      o.buyer,
      'POST',
      `/api/stripe/order-payments/${o.orderId}/create-intent`,
      {},
    );
    // Open: the buyer has the card form.
    expect(await deleteOrder(o.buyer, o.orderId)).toEqual({
      status: 409,
      body: { status: 409, message: ORDER_MESSAGES.paymentInProgress },
    });
    // Processing (a bank debit on its way).
    const payment = (await paymentOf(o.orderId))!;
    const processing = evt(
      'payment_intent.processing',
      intent.connectedAccount,
      intentObject(payment.intent_id, 'processing'),
    );
    expect((await deliver(processing, SECRET)).status).toBe(200);
    expect((await paymentOf(o.orderId))!.status).toBe('processing');
    expect((await deleteOrder(o.buyer, o.orderId)).body.message).toBe(ORDER_MESSAGES.paymentInProgress);
    // Taken, even where the order could not be placed: never deleted.
    await t.db.execute(sql`update payments set status = 'succeeded' where order_id = ${o.orderId}`);
    expect(await deleteOrder(o.buyer, o.orderId)).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.notDeletable },
    });
    expect(await paymentOf(o.orderId)).toBeDefined();
    expect((await call(o.buyer, 'GET', `/api/orders/${o.orderId}`)).status).toBe(200);
  });

  it('a buyer deleting a confirmed order whose payment failed cancels it; a late success is still recorded', async () => {
    const o = await confirmedOrder(dealer, 'ORPH-1');
    const intent = await ok<CreateIntentResponse['data']>(
      o.buyer,
      'POST',
      `/api/stripe/order-payments/${o.orderId}/create-intent`,
      {},
    );
    const declined = await call(o.buyer, 'POST', '/api/stripe/simulated/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(200);
    const { intent_id: intentId } = (await paymentOf(o.orderId))!;
    // Issue 24: a request already sent is kept as canceled, with its payment row.
    const deleted = await deleteOrder(o.buyer, o.orderId);
    expect(deleted.status).toBe(200);
    expect(await paymentOf(o.orderId)).toBeDefined();

    logLines.length = 0;
    const late = evt(
      'payment_intent.succeeded',
      intent.connectedAccount,
      intentObject(intentId, 'succeeded', { amount: 3599, metadata: { orderId: String(o.orderId) } }),
    );
    expect(await deliver(late, SECRET)).toMatchObject({ status: 200, body: { duplicate: false } });
    expect(await deliver(late, SECRET)).toMatchObject({ status: 200, body: { duplicate: true } });
    // The money is recorded on the order (the seller can refund it), and logged for people to sort out.
    expect((await paymentOf(o.orderId))!.status).toBe('succeeded');
    const errors = logLines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(errors.filter((l) => l.level === 50 && l.msg === 'Paid order could not be placed')).toHaveLength(
      1,
    );
  });

  it('keeps a success event for an intent it never made, and lists it for operators until resolved', async () => {
    const before = (await orphans()).length;
    const stranger = evt(
      'payment_intent.succeeded',
      'acct_sim_stranger',
      intentObject('pi_never_seen_1', 'succeeded', { amount: 12345 }),
    );
    expect(await deliver(stranger, SECRET)).toMatchObject({ status: 200, body: { duplicate: false } });
    expect(await orphans()).toHaveLength(before + 1);
    const [stored] = await queryRows<{ type: string }>(
      t.db,
      sql`select type from payment_events where id = ${stranger.id}`,
    );
    expect(stored).toEqual({ type: 'payment_intent.succeeded' });

    const listed = await runAdminCommand(t.db, ['list-orphan-payments']);
    expect(listed).toContain('pi_never_seen_1');
    expect(listed).toContain('$123.45');
    expect(listed).toContain('acct_sim_stranger');
    expect(listed).toContain(stranger.id);
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from orphan_payments where intent_id = 'pi_never_seen_1'`,
    );
    expect(
      await runAdminCommand(t.db, ['resolve-orphan-payment', String(row!.id), 'Refunded at Stripe']),
    ).toBe(`Unmatched payment ${row!.id} (pi_never_seen_1) is resolved: Refunded at Stripe`);
    expect(await runAdminCommand(t.db, ['list-orphan-payments'])).not.toContain('pi_never_seen_1');
    expect(await runAdminCommand(t.db, ['list-orphan-payments', '--all'])).toContain('Refunded at Stripe');
    await expect(runAdminCommand(t.db, ['resolve-orphan-payment', '999999', 'x'])).rejects.toThrow(
      'No unmatched payment has id 999999.',
    );
    await expect(runAdminCommand(t.db, ['resolve-orphan-payment', String(row!.id)])).rejects.toThrow(
      'resolve-orphan-payment needs a note',
    );
  });
});
