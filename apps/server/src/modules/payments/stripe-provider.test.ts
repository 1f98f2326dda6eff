import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFeeCents } from '@ironmatch/contracts/order-money';
import type { CreateIntentResponse, RefundResponse } from '@ironmatch/contracts/payments';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { paymentsTestKit } from './payments.fixtures';

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/** A local stand-in for Stripe's API: records what the SDK sends and answers like Stripe would. */
async function startStripeStandIn() {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(req.method === 'GET' ? url.search : body);
      seen.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const send = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(json));
      };
      const key = `${req.method} ${url.pathname}`;
      if (key === 'POST /oauth/token')
        return form.get('code') === 'ac_good'
          ? send(200, { stripe_user_id: 'acct_1StandIn', token_type: 'bearer', scope: 'read_write' })
          : send(400, { error: 'invalid_grant', error_description: 'Authorization code does not exist' });
      if (key === 'GET /v1/accounts/acct_1StandIn')
        return send(200, { id: 'acct_1StandIn', object: 'account', charges_enabled: true });
      if (key === 'POST /v1/payment_intents')
        return send(200, {
          id: 'pi_1StandIn',
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          application_fee_amount: Number(form.get('application_fee_amount')),
          client_secret: 'pi_1StandIn_secret_abc',
          status: 'requires_payment_method',
        });
      if (key === 'GET /v1/payment_intents/pi_1StandIn')
        return send(200, {
          id: 'pi_1StandIn',
          object: 'payment_intent',
          status: 'succeeded',
          latest_charge: {
            id: 'ch_1',
            object: 'charge',
            payment_method_details: { type: 'card', card: { brand: 'amex', last4: '0005' } },
            balance_transaction: { id: 'txn_1', fee: 321 },
          },
        });
      if (key === 'POST /v1/refunds')
        return send(200, {
          id: `re_${seen.length}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          status: 'succeeded',
          payment_intent: form.get('payment_intent'),
          metadata: { ledgerId: form.get('metadata[ledgerId]') },
        });
      send(404, { error: { type: 'invalid_request_error', message: `No route ${key}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((r) => server.close(r)) };
}

const SECRET = 'whsec_test_stripe_adapter';

describe('the Stripe provider against a local stand-in (STRIPE_API_URL)', async () => {
  const standIn = await startStripeStandIn();
  afterAll(() => standIn.close());
  const t = await createTestApp({
    config: {
      stripeSecretKey: 'sk_test_stand_in',
      stripeWebhookSecret: SECRET,
      stripeConnectClientId: 'ca_test_client',
      stripeApiUrl: standIn.url,
      appUrl: 'http://localhost:3202',
    },
  });
  const { call, ok, getOrder, confirmedOrder, deliver } = paymentsTestKit(t);
  let dealer: TestUser;
  const total = 1999 + 1000 + 100;
  const fee = applicationFeeCents(total, 200);

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { company: { stripeAccountId: null }, memid: 'NC-STD' });
    await addParts(t, dealer.companyId!, [{ partnum: 'STR-100', priceCents: 1999, quantity: 1000 }]);
  });

  it('connects by OAuth: the authorize link, then /oauth/token and the account on the stand-in', async () => {
    const { url } = await ok<{ url: string }>(dealer, 'GET', '/api/stripe/connect-url');
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe('https://connect.stripe.com/oauth/authorize');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'ca_test_client',
      scope: 'read_write',
      redirect_uri: 'http://localhost:3202/stripe/callback',
    });
    const state = link.searchParams.get('state')!;
    const bad = await call(dealer, 'POST', '/api/stripe/connect/complete', { code: 'ac_bad', state });
    expect(bad.status).toBe(502);

    const state2 = new URL(
      (await ok<{ url: string }>(dealer, 'GET', '/api/stripe/connect-url')).url,
    ).searchParams.get('state')!;
    const done = await ok<{ stripeAccountId: string }>(dealer, 'POST', '/api/stripe/connect/complete', {
      code: 'ac_good',
      state: state2,
    });
    expect(done.stripeAccountId).toBe('acct_1StandIn');
    const token = standIn.seen.filter((r) => r.path === '/oauth/token');
    expect(token.at(-1)!.form.get('grant_type')).toBe('authorization_code');
    expect(token.at(-1)!.headers.authorization).toBe('Bearer sk_test_stand_in');
  });

  it('creates the PaymentIntent on the connected account with the fee and an idempotency key, once', async () => {
    const o = await confirmedOrder(dealer, 'STR-100');
    const url = `/api/stripe/order-payments/${o.orderId}/create-intent`;
    const intent = await ok<CreateIntentResponse['data']>(o.buyer, 'POST', url, {
      shippingAmount: 0,
      taxAmount: 0,
    });
    expect(intent).toEqual({
      clientSecret: 'pi_1StandIn_secret_abc',
      connectedAccount: 'acct_1StandIn',
      amountCents: total,
      applicationFeeCents: fee,
      mode: 'stripe',
    });
    await ok(o.buyer, 'POST', url, {});
    const creates = standIn.seen.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(creates).toHaveLength(1);
    const [create] = creates;
    expect(create!.headers['stripe-account']).toBe('acct_1StandIn');
    expect(create!.headers['idempotency-key']).toBe(
      `order-${o.orderId}-intent-acct_1StandIn-${total}-${fee}`,
    );
    expect(create!.form.get('amount')).toBe(String(total));
    expect(create!.form.get('application_fee_amount')).toBe(String(fee));
    expect(create!.form.get('currency')).toBe('usd');

    // Stripe's webhook: the charge is read from the connected account, the order placed.
    const event = {
      id: 'evt_std_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      account: 'acct_1StandIn',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'pi_1StandIn',
          object: 'payment_intent',
          amount: total,
          application_fee_amount: fee,
          latest_charge: 'ch_1',
        },
      },
    };
    expect((await deliver(event, SECRET)).status).toBe(200);
    const retrieve = standIn.seen.find(
      (r) => r.method === 'GET' && r.path === '/v1/payment_intents/pi_1StandIn',
    )!;
    expect(retrieve.headers['stripe-account']).toBe('acct_1StandIn');
    expect(retrieve.form.getAll('expand[0]')).toEqual(['latest_charge.balance_transaction']);
    const order = await getOrder(o.buyer, o.orderId);
    expect(order.status).toBe('order_placed');
    expect(order.Payments[0]).toMatchObject({ cardBrand: 'amex', cardLast4: '0005', transactionFee: 321 });

    // Refunds: on the connected account, with refund_application_fee and a key per ledger row.
    const res = await call(dealer, 'POST', `/api/stripe/order-payments/${o.orderId}/refund`, {
      amount: 1234,
    });
    expect(res.status).toBe(200);
    expect((res.body.data as RefundResponse['data']).payment.amountRefunded).toBe(1234);
    const refunds = standIn.seen.filter((r) => r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    const [refund] = refunds;
    expect(refund!.headers['stripe-account']).toBe('acct_1StandIn');
    expect(refund!.headers['idempotency-key']).toMatch(/^refund-\d+$/);
    expect(Object.fromEntries(refund!.form)).toMatchObject({
      payment_intent: 'pi_1StandIn',
      amount: '1234',
      refund_application_fee: 'true',
    });
    // Every POST carried an idempotency key.
    for (const r of standIn.seen.filter((x) => x.method === 'POST' && x.path.startsWith('/v1/')))
      expect(r.headers['idempotency-key']).toBeTruthy();
  });

  it('refuses to charge a simulated account in Stripe mode', async () => {
    const sim = await createTestUser(t, { memid: 'NC-SIM' });
    await addParts(t, sim.companyId!, [{ partnum: 'STR-SIM', priceCents: 1999 }]);
    const o = await confirmedOrder(sim, 'STR-SIM');
    expect(
      await call(o.buyer, 'POST', `/api/stripe/order-payments/${o.orderId}/create-intent`, {}),
    ).toMatchObject({
      status: 409,
    });
    expect(
      (
        await call(o.buyer, 'POST', '/api/stripe/simulated/confirm', {
          clientSecret: 'x',
          cardNumber: '4242',
        })
      ).status,
    ).toBe(404);
  });
});
