import { beforeAll, describe, expect, it } from 'vitest';
import { GUARD_MESSAGES } from '@ironmatch/contracts/access';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { type Order } from '@ironmatch/contracts/orders';
import type { PartRow } from '@ironmatch/contracts/part-matcher';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import { addTeamMember, invitationTokenFrom, tokenFor } from '../accounts/team.fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';

/** Shared work and purchase approval of company teams (issue 23). */
describe('teams: shared orders and messages, purchase approval', async () => {
  const t = await createTestApp();
  let dealer: TestUser;

  async function call(who: TestUser | null, method: string, url: string, payload?: unknown) {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() as { message?: string; data: never } };
  }

  /** An order of `quantity` x ORD-TEAM ($25.00 each) from `buyer` to the dealer, ready to send. */
  async function rowFor(buyer: TestUser): Promise<PartRow> {
    const parts = (await call(buyer, 'GET', '/api/parts/ORD-TEAM?approved=yes')).body.data as {
      parts: PartRow[];
    };
    return parts.parts.find((p) => p.companyId === dealer.companyId)!;
  }
  async function openOrder(buyer: TestUser, quantity: number): Promise<number> {
    const row = await rowFor(buyer);
    const res = await call(buyer, 'POST', '/api/orders', {
      vendorCompanyId: row.companyId,
      searchId: row.id,
      quantity,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data as { orderId: number }).orderId;
  }
  const submit = (who: TestUser, id: number) => call(who, 'POST', `/api/orders/${id}/submit-order`, {});
  const orderOf = (r: { body: { data: never } }) => (r.body.data as { order: Order }).order;
  const mailTo = async (email: string) => {
    await t.app.ctx.jobs.drain();
    return t.mailbox.list().filter((m) => m.to === email);
  };

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { company: { name: 'Team Dealer' }, memid: 'NC-TEAM' });
    await addParts(t, dealer.companyId!, [
      { partnum: 'ORD-TEAM', description: 'FUEL FILTER', priceCents: 2500, quantity: 500 },
    ]);
  });

  it('a member who joins later sees the orders and messages of before; who sent what is recorded', async () => {
    const admin = await createTestUser(t, { firstName: 'Dana', lastName: 'Ruiz' });
    const orderId = await openOrder(admin, 2);
    const sent = await submit(admin, orderId);
    expect(orderOf(sent).submittedBy).toEqual({ userId: admin.userId, firstName: 'Dana', lastName: 'Ruiz' });
    const message = await call(admin, 'POST', '/api/message', {
      recipientCompanyId: dealer.companyId,
      subject: 'Filters',
      body: 'Two more next week?',
      messageType: 'part',
      relatedPartId: (await rowFor(admin)).partId,
    });
    expect(message.status, JSON.stringify(message.body)).toBe(201);

    const email = `later-${Date.now()}@x.test`;
    const newcomer = await createTestUser(t, { company: false, email, firstName: 'Lee' });
    await call(admin, 'POST', '/api/team/invitations', { email, role: 'member' });
    await t.app.ctx.jobs.drain();
    const accepted = await call(newcomer, 'POST', '/api/invitations/accept', {
      token: invitationTokenFrom(t, email),
    });
    expect(accepted.status).toBe(200);
    const asMember = await tokenFor(t, { ...newcomer, companyId: admin.companyId });

    const created = await call(asMember, 'GET', '/api/orders/created');
    expect((created.body.data as { orders: Array<{ id: number }> }).orders.map((o) => o.id)).toContain(
      orderId,
    );
    const order = orderOf(await call(asMember, 'GET', `/api/orders/${orderId}`));
    expect(order.submittedBy?.firstName).toBe('Dana');
    const sentBox = await call(asMember, 'GET', '/api/messages?folder=Sent');
    const messages = (
      sentBox.body.data as { messages: Array<{ subject: string; SenderUser: { firstName: string } }> }
    ).messages;
    expect(messages.map((m) => [m.subject, m.SenderUser.firstName])).toEqual([['Filters', 'Dana']]);
  });

  it('a member above the limit is held; at the limit and admins are not; an admin approves it', async () => {
    const admin = await createTestUser(t, { firstName: 'Ana', lastName: 'Admin' });
    const member = await addTeamMember(t, admin, 'member', { firstName: 'Max', lastName: 'Member' });
    expect((await call(admin, 'PATCH', '/api/team/settings', { approvalLimitCents: 10000 })).status).toBe(
      200,
    );

    // Exactly at the limit ($100.00 = 4 x $25.00): sent as usual.
    const atLimit = await openOrder(member, 4);
    const atRes = await submit(member, atLimit);
    expect([atRes.body.message, orderOf(atRes).status]).toEqual([M.orderSubmitted, 'order_requested']);

    // One cent... one part above: held, the seller is not told, the admins are.
    const dealerMailBefore = (await mailTo(dealer.email)).length;
    const above = await openOrder(member, 5);
    const held = await submit(member, above);
    expect(held.status).toBe(200);
    expect(held.body.message).toBe(M.heldForApproval);
    const heldOrder = orderOf(held);
    expect(heldOrder.status).toBe('pending_company_approval');
    expect(heldOrder.statusLabel).toBe('Waiting for Company Approval');
    expect(heldOrder.approval).toMatchObject({
      status: 'pending',
      requestedBy: { userId: member.userId, firstName: 'Max' },
      limitCents: 10000,
      decidedBy: null,
    });
    expect((await mailTo(dealer.email)).length).toBe(dealerMailBefore);
    const adminMail = (await mailTo(admin.email))[0]!;
    expect(adminMail.subject).toContain(`#${above}`);
    expect(adminMail.subject).toContain('Approval needed');
    expect(adminMail.text).toContain(`#${above}`);
    // A repeat of the submit is answered, unchanged.
    expect((await submit(member, above)).body.message).toBe(M.heldForApproval);

    // The seller cannot act on it; the member cannot approve it.
    expect(
      (
        await call(dealer, 'PUT', `/api/orders/${above}/respond-order`, {
          shippingAmount: '1',
          taxAmount: '1',
        })
      ).status,
    ).toBe(409);
    const byMember = await call(member, 'POST', `/api/orders/${above}/approve-request`);
    expect([byMember.status, byMember.body.message]).toEqual([403, GUARD_MESSAGES.adminRequired]);
    // The seller's admin is not the buyer.
    expect((await call(dealer, 'POST', `/api/orders/${above}/approve-request`)).status).toBe(403);

    const approved = await call(admin, 'POST', `/api/orders/${above}/approve-request`);
    expect(approved.status).toBe(200);
    expect(orderOf(approved).status).toBe('order_requested');
    expect(orderOf(approved).approval).toMatchObject({
      status: 'approved',
      decidedBy: { userId: admin.userId },
    });
    expect((await mailTo(dealer.email)).length).toBe(dealerMailBefore + 1);
    const again = await call(admin, 'POST', `/api/orders/${above}/approve-request`);
    expect(again.status).toBe(200);
    expect((again.body.data as { unchanged: boolean }).unchanged).toBe(true);
    expect((await call(admin, 'POST', `/api/orders/${atLimit}/approve-request`)).status).toBe(409);

    // An admin's own request is never held.
    const own = await openOrder(admin, 50);
    expect(orderOf(await submit(admin, own)).status).toBe('order_requested');
  });

  it('an admin rejects with a reason: back to new order, the member is emailed', async () => {
    const admin = await createTestUser(t);
    const member = await addTeamMember(t, admin, 'member', { firstName: 'Rae' });
    await call(admin, 'PATCH', '/api/team/settings', { approvalLimitCents: 0 });
    const id = await openOrder(member, 1);
    expect(orderOf(await submit(member, id)).status).toBe('pending_company_approval');

    const blank = await call(admin, 'POST', `/api/orders/${id}/reject-request`, { reason: '   ' });
    expect([blank.status, blank.body.message]).toEqual([400, 'Please give a reason.']);
    const long = await call(admin, 'POST', `/api/orders/${id}/reject-request`, { reason: 'x'.repeat(2001) });
    expect(long.status).toBe(400);

    const rejected = await call(admin, 'POST', `/api/orders/${id}/reject-request`, {
      reason: 'Use the Denver stock.',
    });
    expect(rejected.status).toBe(200);
    expect(orderOf(rejected).status).toBe('new_order');
    expect(orderOf(rejected).approval).toMatchObject({ status: 'rejected', reason: 'Use the Denver stock.' });
    const mail = (await mailTo(member.email)).find((m) => m.subject.includes('not approved'))!;
    expect(mail.text).toContain('Use the Denver stock.');
    expect((await call(admin, 'POST', `/api/orders/${id}/reject-request`, { reason: 'again' })).status).toBe(
      409,
    );

    // Sent again, it is held again.
    expect(orderOf(await submit(member, id)).approval).toMatchObject({ status: 'pending', reason: null });
  });
});
