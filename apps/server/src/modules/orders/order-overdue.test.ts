import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderListRow } from '@ironmatch/contracts/orders';
import { STOREFRONT_MESSAGES } from '@ironmatch/contracts/storefront';
import { enqueueJobs } from '../../platform/jobs/job-queue';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { storefrontCalls } from '../storefront/storefront.fixtures';
import { orderOverdueJob } from './order-overdue.service';

describe('overdue terms orders and who may act on terms (issue 25)', async () => {
  const t = await createTestApp();
  let seller: TestUser;
  let buyer: TestUser;
  let third: TestUser;

  const { call, ok, approvedOrder: sentAndApproved } = storefrontCalls(t);
  const approvedOrder = () => sentAndApproved(buyer, seller, 'OVERDUE-1');
  const overdueMails = (id: number) =>
    t.mailbox.list().filter((m) => m.subject.includes(`#${id}`) && m.subject.includes('overdue'));
  async function runJob() {
    await enqueueJobs(t.db, orderOverdueJob, {});
    await t.app.ctx.jobs.drain();
  }

  beforeAll(async () => {
    await seedMakes(t);
    seller = await createTestUser(t, { memid: 'OVERDUE-1' });
    buyer = await createTestUser(t);
    third = await createTestUser(t);
    await addParts(t, seller.companyId!, [{ partnum: 'OVERDUE-1', priceCents: 10_000, quantity: 50 }]);
    await ok(buyer, 'GET', '/api/parts/OVERDUE-1');
    await ok(seller, 'PATCH', `/api/storefront/customers/${buyer.companyId}`, {
      approved: true,
      creditTerms: 15,
      creditLimit: 1_000_000,
    });
  });

  it('flags an unpaid terms order past its due date and mails the buyer once, however often the job runs', async () => {
    const late = await approvedOrder();
    const onTime = await approvedOrder();
    await ok(buyer, 'POST', `/api/orders/${late}/place-on-account`);
    await ok(buyer, 'POST', `/api/orders/${onTime}/place-on-account`);
    await t.db.execute(sql`update orders set due_date = current_date - 3 where id = ${late}`);

    const received = (await ok<{ orders: OrderListRow[] }>(seller, 'GET', '/api/orders/received')).orders;
    expect(received.find((r) => r.id === late)).toMatchObject({ paymentMethod: 'terms', overdue: true });
    expect(received.find((r) => r.id === onTime)).toMatchObject({ paymentMethod: 'terms', overdue: false });
    const created = (await ok<{ orders: OrderListRow[] }>(buyer, 'GET', '/api/orders/created')).orders;
    expect(created.find((r) => r.id === late)!.overdue).toBe(true);

    await runJob();
    await runJob();
    const mails = overdueMails(late);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(buyer.email);
    expect(overdueMails(onTime)).toHaveLength(0);

    // Paid: no longer overdue, and a later due date passing mails nothing for it.
    await ok(seller, 'POST', `/api/orders/${late}/mark-paid`, { method: 'wire', reference: 'W-1' });
    const after = (await ok<{ order: Order }>(seller, 'GET', `/api/orders/${late}`)).order;
    expect(after.overdue).toBe(false);
    await t.db.execute(sql`update orders set due_date = current_date - 1 where id = ${onTime}`);
    await ok(seller, 'POST', `/api/orders/${onTime}/mark-paid`, { method: 'check' });
    await runJob();
    expect(overdueMails(onTime)).toHaveLength(0);
  });

  it('only the seller marks paid and only the buyer places on account; a removed customer cannot', async () => {
    const id = await approvedOrder();
    // The buyer's order tells it the terms it may use; the seller's does not.
    const asBuyer = (await ok<{ order: Order }>(buyer, 'GET', `/api/orders/${id}`)).order;
    expect(asBuyer.accountTerms).toMatchObject({ creditTerms: 15, creditAvailable: expect.any(Number) });
    expect((await ok<{ order: Order }>(seller, 'GET', `/api/orders/${id}`)).order.accountTerms).toBeNull();
    const byBuyer = await call(buyer, 'POST', `/api/orders/${id}/mark-paid`, { method: 'cash' });
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.message).toEqual(expect.any(String));
    expect((await call(third, 'POST', `/api/orders/${id}/mark-paid`, { method: 'cash' })).status).toBe(404);
    expect((await call(third, 'POST', `/api/orders/${id}/place-on-account`)).status).toBe(404);
    expect((await call(seller, 'POST', `/api/orders/${id}/place-on-account`)).status).toBe(403);
    // The customers' settings are the seller's: the buyer (not a member) and a third company cannot read them.
    expect((await call(buyer, 'GET', `/api/storefront/customers/${buyer.companyId}`)).status).toBe(403);
    expect(
      (await call(third, 'PATCH', `/api/storefront/customers/${buyer.companyId}`, { approved: false }))
        .status,
    ).toBe(403);

    await ok(seller, 'PATCH', `/api/storefront/customers/${buyer.companyId}`, { removed: true });
    const refused = await call(buyer, 'POST', `/api/orders/${id}/place-on-account`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(STOREFRONT_MESSAGES.removed);
    expect((await ok<{ order: Order }>(buyer, 'GET', `/api/orders/${id}`)).order.status).toBe(
      'order_confirmed',
    );
    await ok(seller, 'PATCH', `/api/storefront/customers/${buyer.companyId}`, { removed: false });
  });
});
