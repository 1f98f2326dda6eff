import { beforeAll, describe, expect, it } from 'vitest';
import { TERMS_MESSAGES } from '@ironmatch/contracts/order-payment-terms';
import type { Order, OrderListRow } from '@ironmatch/contracts/orders';
import type { PartRow } from '@ironmatch/contracts/part-matcher';
import { STOREFRONT_MESSAGES, type StorefrontCustomer } from '@ironmatch/contracts/storefront';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { storefrontCalls } from '../storefront/storefront.fixtures';

describe('orders on credit terms and paid by other means (issue 25)', async () => {
  const t = await createTestApp();
  let seller: TestUser;
  let buyer: TestUser;
  let third: TestUser;
  const PRICE = 40_000; // $400.00; with $10 shipping and $1 tax an order is $411.00

  const { call, ok, approvedOrder: sentAndApproved } = storefrontCalls(t);
  const customer = async () =>
    (
      await ok<{ customer: StorefrontCustomer }>(
        seller,
        'GET',
        `/api/storefront/customers/${buyer.companyId}`,
      )
    ).customer;

  /** A fresh order of the buyer, approved by the seller (order_confirmed). */
  const approvedOrder = (who = buyer) => sentAndApproved(who, seller, 'TERMS-1', '1');

  beforeAll(async () => {
    await seedMakes(t);
    seller = await createTestUser(t, { memid: 'TERMS-1' });
    buyer = await createTestUser(t);
    third = await createTestUser(t);
    await addParts(t, seller.companyId!, [{ partnum: 'TERMS-1', priceCents: PRICE, quantity: 50 }]);
    await ok(buyer, 'GET', '/api/parts/TERMS-1');
  });

  it('a customer without terms cannot place on account; the seller cannot either', async () => {
    const id = await approvedOrder();
    const res = await call(buyer, 'POST', `/api/orders/${id}/place-on-account`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(STOREFRONT_MESSAGES.noTerms);
    expect((await call(seller, 'POST', `/api/orders/${id}/place-on-account`)).status).toBe(403);
    expect((await call(third, 'POST', `/api/orders/${id}/place-on-account`)).status).toBe(404);
  });

  it('places on account with a due date, counts against the limit, refuses over it, and marking paid frees it', async () => {
    const patched = await call(seller, 'PATCH', `/api/storefront/customers/${buyer.companyId}`, {
      approved: true,
      creditTerms: 30,
      creditLimit: 50_000,
    });
    expect(patched.status, patched.raw).toBe(200);
    const id = await approvedOrder();
    const placed = await ok<{ order: Order; unchanged: boolean }>(
      buyer,
      'POST',
      `/api/orders/${id}/place-on-account`,
    );
    expect(placed.unchanged).toBe(false);
    expect(placed.order).toMatchObject({
      status: 'order_placed',
      paymentMethod: 'terms',
      paidAt: null,
      overdue: false,
    });
    const approvedDay = new Date();
    const due = new Date(
      Date.UTC(approvedDay.getUTCFullYear(), approvedDay.getUTCMonth(), approvedDay.getUTCDate() + 30),
    );
    expect(placed.order.dueDate).toBe(due.toISOString().slice(0, 10));
    expect(placed.order.invoiceNumber).not.toBeNull();
    const again = await ok<{ unchanged: boolean }>(buyer, 'POST', `/api/orders/${id}/place-on-account`);
    expect(again.unchanged).toBe(true);
    expect(await customer()).toMatchObject({
      creditLimit: 50_000,
      creditUsed: 41_100,
      creditAvailable: 8_900,
    });

    // $411 more is over the $89 left: refused, the order stays awaiting payment.
    const second = await approvedOrder();
    const over = await call(buyer, 'POST', `/api/orders/${second}/place-on-account`);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(STOREFRONT_MESSAGES.overCreditLimit);
    expect((await ok<{ order: Order }>(buyer, 'GET', `/api/orders/${second}`)).order.status).toBe(
      'order_confirmed',
    );

    // Only the seller marks paid.
    const byBuyer = await call(buyer, 'POST', `/api/orders/${id}/mark-paid`, { method: 'wire' });
    expect(byBuyer.status).toBe(403);
    const marked = await ok<{ order: Order; unchanged: boolean }>(
      seller,
      'POST',
      `/api/orders/${id}/mark-paid`,
      {
        method: 'wire',
        reference: 'WIRE-778',
      },
    );
    expect(marked.order).toMatchObject({
      status: 'order_placed',
      paymentMethod: 'terms',
      offlinePayment: { method: 'wire', reference: 'WIRE-778' },
    });
    expect(marked.order.paidAt).not.toBeNull();
    const twice = await ok<{ order: Order; unchanged: boolean }>(
      seller,
      'POST',
      `/api/orders/${id}/mark-paid`,
      {
        method: 'cash',
      },
    );
    expect(twice.unchanged).toBe(true);
    expect(twice.order.offlinePayment).toMatchObject({ method: 'wire', reference: 'WIRE-778' });
    expect(await customer()).toMatchObject({ creditUsed: 0, creditAvailable: 50_000 });
    const invoice = await ok<{ document: { paymentMethod: string; dueDate: string; payments: unknown[] } }>(
      buyer,
      'GET',
      `/api/orders/${id}/invoice`,
    );
    expect(invoice.document).toMatchObject({ paymentMethod: 'terms', dueDate: placed.order.dueDate });
    expect(invoice.document.payments).toEqual([
      expect.objectContaining({ method: 'wire', reference: 'WIRE-778', amount: 41_100 }),
    ]);

    // The limit is free again.
    const fits = await ok<{ order: Order }>(buyer, 'POST', `/api/orders/${second}/place-on-account`);
    expect(fits.order.status).toBe('order_placed');
  });

  it('marks an approved order paid by other means; not before approval', async () => {
    const id = await approvedOrder();
    const marked = await ok<{ order: Order }>(seller, 'POST', `/api/orders/${id}/mark-paid`, {
      method: 'check',
    });
    expect(marked.order).toMatchObject({
      status: 'order_placed',
      paymentMethod: 'check',
      offlinePayment: { method: 'check', reference: null },
    });
    const parts = (await ok<{ parts: PartRow[] }>(buyer, 'GET', '/api/parts/TERMS-1')).parts;
    const row = parts.find((p) => p.companyId === seller.companyId)!;
    const { orderId } = await ok<{ orderId: number }>(
      buyer,
      'POST',
      '/api/orders',
      { vendorCompanyId: seller.companyId, searchId: row.id },
      201,
    );
    const early = await call(seller, 'POST', `/api/orders/${orderId}/mark-paid`, { method: 'cash' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(TERMS_MESSAGES.cannotMarkPaid('New Order'));
    await ok(buyer, 'POST', `/api/orders/${orderId}/submit-order`, {});
    expect((await call(seller, 'POST', `/api/orders/${orderId}/mark-paid`, { method: 'cash' })).status).toBe(
      409,
    );
    const bad = await call(seller, 'POST', `/api/orders/${orderId}/mark-paid`, { method: 'gold' });
    expect(bad.status).toBe(400);
    const long = await call(seller, 'POST', `/api/orders/${orderId}/mark-paid`, {
      method: 'cash',
      reference: 'x'.repeat(101),
    });
    expect(long.status).toBe(400);
  });

  it("reads the states in the seller's words for the seller and the spec's for the buyer", async () => {
    const id = await approvedOrder();
    const asSeller = (await ok<{ order: Order }>(seller, 'GET', `/api/orders/${id}`)).order;
    expect(asSeller).toMatchObject({ role: 'seller', statusLabel: 'Awaiting Payment' });
    const asBuyer = (await ok<{ order: Order }>(buyer, 'GET', `/api/orders/${id}`)).order;
    expect(asBuyer).toMatchObject({ role: 'buyer', statusLabel: 'Order Details Confirmed' });
    const received = await ok<{ orders: OrderListRow[] }>(seller, 'GET', '/api/orders/received');
    const rows = received.orders;
    expect(rows.find((r) => r.id === id)).toMatchObject({ statusLabel: 'Awaiting Payment', overdue: false });
    expect(rows.find((r) => r.paymentMethod === 'terms')).toMatchObject({ statusLabel: 'Confirm Shipping' });
    const created = await ok<{ orders: OrderListRow[] }>(buyer, 'GET', '/api/orders/created');
    expect(created.orders.find((r) => r.id === id)!.statusLabel).toBe('Order Details Confirmed');
  });
});
