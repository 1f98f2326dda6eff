import { expect } from 'vitest';
import type { Order } from '@ironmatch/contracts/orders';
import type { PartRow } from '@ironmatch/contracts/part-matcher';
import type { TestApp } from '../../test/test-app';
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

  /**
   * A fresh buyer with an order of `partnum` from `dealer`, approved with $10.00 shipping and $1.00 tax
   * (order_confirmed).
   */
  async function confirmedOrder(dealer: TestUser, partnum: string) {
    const buyer = await createTestUser(t);
    const rows = await ok<{ parts: PartRow[] }>(buyer, 'GET', `/api/parts/${partnum}?approved=yes`);
    const row = rows.parts.find((p) => p.companyId === dealer.companyId)!;
    const { orderId } = await ok<{ orderId: number }>(buyer, 'POST', '/api/orders', {
      vendorCompanyId: row.companyId,
      searchId: row.id,
    });
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

  return { call, ok, getOrder, confirmedOrder, deliver };
}
