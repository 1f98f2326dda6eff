import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GUARD_MESSAGES } from '@ironmatch/contracts/access';
import { PAYMENT_MESSAGES as M, type CreateIntentResponse } from '@ironmatch/contracts/payments';
import { queryRows } from '../../db/database';
import { createTestUser } from '../../test/fixtures';
import { addParts } from '../part-matcher/part-matcher.fixtures';
import { createPaymentsBed, FEE, TOTAL } from './payments.fixtures';

describe('payments (simulated provider): payout connection and create-intent', async () => {
  const { t, call, ok, confirmedOrder, dealer, paidOrder } = await createPaymentsBed();

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
});
