import { expect } from 'vitest';
import { applicationFeeCents } from '@ironmatch/contracts/order-money';
import type { Order } from '@ironmatch/contracts/orders';
import type { CreateIntentResponse } from '@ironmatch/contracts/payments';
import type { PartRow } from '@ironmatch/contracts/part-matcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { signWebhookPayload } from '../../platform/payments/webhook-signature';

/** Test helpers: calls, a confirmed order from the real order flow, and signed webhook deliveries. */
export function paymentsTestKit(t: TestApp) {
  async function call(who: TestUser | null, method: string, url: string, payload?: unknown) {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() as { message?: string; data: never } };
  }
  async function ok<T>(who: TestUser, method: string, url: string, payload?: unknown): Promise<T> {
    const res = await call(who, method, url, payload);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body.data as T;
  }
  const getOrder = async (who: TestUser, id: number) =>
    (await ok<{ order: Order }>(who, 'GET', `/api/orders/${id}`)).order;

  /** A fresh buyer with a new (never sent) order of `partnum` from `dealer`, through the real search. */
  async function newOrder(dealer: TestUser, partnum: string) {
    const buyer = await createTestUser(t);
    const rows = await ok<{ parts: PartRow[] }>(buyer, 'GET', `/api/parts/${partnum}?approved=yes`);
    const row = rows.parts.find((p) => p.companyId === dealer.companyId)!;
    const { orderId } = await ok<{ orderId: number }>(buyer, 'POST', '/api/orders', {
      vendorCompanyId: row.companyId,
      searchId: row.id,
    });
    return { buyer, orderId };
  }

  /**
   * A fresh buyer with an order of `partnum` from `dealer`, approved with $10.00 shipping and $1.00 tax
   * (order_confirmed).
   */
  async function confirmedOrder(dealer: TestUser, partnum: string) {
    const { buyer, orderId } = await newOrder(dealer, partnum);
    await ok(buyer, 'POST', `/api/orders/${orderId}/submit-order`, {});
    await ok(dealer, 'PUT', `/api/orders/${orderId}/respond-order`, { shippingAmount: '10', taxAmount: '1' });
    return { buyer, orderId };
  }

  async function deliver(event: object, secret: string, timestamp?: number) {
    const payload = JSON.stringify(event);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(payload, secret, timestamp),
      },
      payload,
    });
    return {
      status: res.statusCode,
      body: res.json() as { received?: true; duplicate?: boolean; message?: string },
    };
  }

  return { call, ok, getOrder, newOrder, confirmedOrder, deliver };
}

export const SECRET = 'whsec_test_payments_secret';
/** The order every test pays: $19.99 + $10.00 shipping + $1.00 tax. */
export const TOTAL = 1999 + 1000 + 100;
export const FEE = applicationFeeCents(TOTAL, 200);

/**
 * The payments tests' world (payments-*.test.ts, simulated provider): an app with a webhook secret, a
 * member dealer stocking PAY-100 at $19.99, the kit above, and paying through the simulated provider.
 */
export async function createPaymentsBed() {
  const t = await createTestApp({ config: { stripeWebhookSecret: SECRET } });
  const { call, ok, getOrder, confirmedOrder, deliver } = paymentsTestKit(t);
  await seedMakes(t);
  const dealer = await createTestUser(t, { company: { name: 'Paying Parts Co' }, memid: 'NC-PAY' });
  await addParts(t, dealer.companyId!, [{ partnum: 'PAY-100', priceCents: 1999, quantity: 100000 }]);

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

  return { t, call, ok, getOrder, confirmedOrder, deliver, dealer, intentFor, pay, paidOrder };
}
