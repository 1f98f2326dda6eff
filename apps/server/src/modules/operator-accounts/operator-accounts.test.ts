import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@ironmatch/contracts/endpoint';
import { OPERATOR_ACCOUNT_MESSAGES as M } from '@ironmatch/contracts/operator-accounts';
import { operatorAccountsEndpoints } from '@ironmatch/contracts/operator-accounts-endpoints';
import { queryRows } from '../../db/database';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';

const ENDPOINTS: EndpointDefinition[] = Object.values(operatorAccountsEndpoints);
const urlOf = (e: EndpointDefinition) => e.path.replace(/\{\w+\}/g, '1');

describe('operators: companies and users', async () => {
  const t = await createTestApp();
  const operator = await createTestUser(t, { operator: true, company: false });

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: operator.headers, ...(payload ? { payload } : {}) });
  const audit = (targetType: string, targetId: number) =>
    queryRows<{ action: string; request_id: string; before: unknown; after: unknown; operator_id: number }>(
      t.db,
      sql`select action, request_id, before, after, operator_id from audit_log
          where target_type = ${targetType} and target_id = ${targetId} order by id`,
    );

  it('every call answers guests, users and members as an unknown route, and operators', async () => {
    const user = await createTestUser(t, { company: false });
    const member = await createTestUser(t, { memid: 'NCOA-ACCESS' });
    for (const e of ENDPOINTS) {
      for (const headers of [{}, user.headers, member.headers]) {
        const res = await t.app.inject({
          method: e.method,
          url: urlOf(e),
          headers: { ...headers, 'content-type': 'application/json' },
          ...(e.method === 'GET' ? {} : { payload: '{not json' }),
        });
        expect(res.statusCode, e.path).toBe(404);
        expect(res.json()).toEqual({ status: 404, message: `No API route ${e.method} ${urlOf(e)}.` });
      }
      const res = await t.app.inject({
        method: e.method,
        url: urlOf(e).replace('/1', '/999999'),
        headers: operator.headers,
        ...(e.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, e.path).toBeLessThan(500);
      expect(res.body).not.toContain('No API route');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('finds companies by name, memid, company email, a user’s email and either city', async () => {
    const dealer = await createTestUser(t, {
      memid: 'NCFIND77',
      company: {
        name: 'Quarry Hydraulics Zeta',
        billCity: 'Lubbockzeta',
        email2: 'parts-zeta@quarry.example',
      },
    });
    const find = async (q: string) =>
      (await admin('GET', `/api/admin/companies?q=${encodeURIComponent(q)}`)).json().data;
    for (const q of [
      'hydraulics ZETA',
      'ncfind77',
      'PARTS-ZETA@',
      dealer.email.toUpperCase(),
      'lubbockzeta',
    ]) {
      const found = await find(q);
      expect(
        found.companies.map((c: { id: number }) => c.id),
        q,
      ).toContain(dealer.companyId);
    }
    const data = await find('Quarry Hydraulics Zeta');
    expect(data.count).toBe(1);
    expect(data.companies[0]).toEqual({
      id: dealer.companyId,
      name: 'Quarry Hydraulics Zeta',
      memid: 'NCFIND77',
      email1: expect.any(String),
      city: 'Testville',
      state: 'TX',
      suspended: false,
    });
    expect((await find('100%_nothing')).count).toBe(0);
    const bad = await admin('GET', '/api/admin/companies?limit=101');
    expect(bad.statusCode).toBe(400);
  });

  it('opens a company with its users, counts, payout account and applications; unknown is 404', async () => {
    const dealer = await createTestUser(t);
    const res = await admin('GET', `/api/admin/companies/${dealer.companyId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.company).toMatchObject({
      id: dealer.companyId,
      memid: null,
      stripeAccountId: null,
      canTransact: false,
      suspended: false,
      users: [
        {
          id: dealer.userId,
          email: dealer.email,
          firstName: 'Test',
          emailVerified: true,
          loginDisabled: false,
        },
      ],
      counts: { parts: 0, listings: 0, orders: 0 },
      applications: [],
    });
    const missing = await admin('GET', '/api/admin/companies/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.companyNotFound);
    expect((await admin('GET', '/api/admin/companies/abc')).statusCode).toBe(404);
  });

  it('sets and clears a memid (409 when another company has it), one audit row each', async () => {
    const dealer = await createTestUser(t);
    await createTestUser(t, { memid: 'NCTAKEN9' });
    const set = await admin('PUT', `/api/admin/companies/${dealer.companyId}/memid`, { memid: 'NCSET42' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.company.memid).toBe('NCSET42');
    const taken = await admin('PUT', `/api/admin/companies/${dealer.companyId}/memid`, { memid: 'nctaken9' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.memidTaken('nctaken9'));
    const same = await admin('PUT', `/api/admin/companies/${dealer.companyId}/memid`, { memid: 'NCSET42' });
    expect(same.statusCode).toBe(409);
    const bad = await admin('PUT', `/api/admin/companies/${dealer.companyId}/memid`, { memid: 'no spaces' });
    expect(bad.statusCode).toBe(400);
    const cleared = await admin('PUT', `/api/admin/companies/${dealer.companyId}/memid`, { memid: null });
    expect(cleared.json().data.company.memid).toBeNull();
    const rows = await audit('company', dealer.companyId!);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['company.set_memid', { memid: null }, { memid: 'NCSET42' }],
      ['company.set_memid', { memid: 'NCSET42' }, { memid: null }],
    ]);
    expect(rows[0]!.request_id).toBe(set.headers['x-request-id']);
    expect(rows[0]!.operator_id).toBe(operator.userId);
  });

  it('sets and clears the payout account (acct_ only), canTransact following it', async () => {
    const dealer = await createTestUser(t);
    const url = `/api/admin/companies/${dealer.companyId}/payout-account`;
    const bad = await admin('PUT', url, { stripeAccountId: 'cus_123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.payoutInvalid);
    const set = await admin('PUT', url, { stripeAccountId: 'acct_1AbcDEF_9' });
    expect(set.json().data.company).toMatchObject({ stripeAccountId: 'acct_1AbcDEF_9', canTransact: true });
    expect((await admin('PUT', url, { stripeAccountId: 'acct_1AbcDEF_9' })).statusCode).toBe(409);
    const cleared = await admin('PUT', url, { stripeAccountId: null });
    expect(cleared.json().data.company).toMatchObject({ stripeAccountId: null, canTransact: false });
    const rows = await audit('company', dealer.companyId!);
    expect(rows.map((r) => r.action)).toEqual(['company.set_payout_account', 'company.set_payout_account']);
    expect(rows[0]!.after).toEqual({ stripeAccountId: 'acct_1AbcDEF_9', canTransact: true });
  });

  it('suspends and reinstates (409 when already so, 400 without a reason), one audit row each', async () => {
    const dealer = await createTestUser(t);
    const base = `/api/admin/companies/${dealer.companyId}`;
    const noReason = await admin('POST', `${base}/suspend`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(M.reasonRequired);
    expect((await admin('POST', `${base}/reinstate`)).json()).toEqual({
      status: 409,
      message: M.notSuspended,
    });
    const res = await admin('POST', `${base}/suspend`, { reason: 'Chargebacks under review' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.company).toMatchObject({
      suspended: true,
      suspendedReason: 'Chargebacks under review',
    });
    const again = await admin('POST', `${base}/suspend`, { reason: 'x' });
    expect(again.json()).toEqual({ status: 409, message: M.alreadySuspended });
    const listed = (
      await admin('GET', `/api/admin/companies?q=${dealer.companyId ? dealer.email : ''}`)
    ).json();
    expect(listed.data.companies[0].suspended).toBe(true);
    const back = await admin('POST', `${base}/reinstate`);
    expect(back.json().data.company.suspended).toBe(false);
    const rows = await audit('company', dealer.companyId!);
    expect(rows.map((r) => [r.action, r.after])).toEqual([
      ['company.suspend', { suspended: true, suspendedReason: 'Chargebacks under review' }],
      ['company.reinstate', { suspended: false, suspendedReason: null }],
    ]);
  });

  it('finds users by email or name and changes their standing, 409 when already so', async () => {
    const person = await createTestUser(t, { verified: false, firstName: 'Magdalena', lastName: 'Quistorp' });
    const found = (await admin('GET', '/api/admin/users?q=quistorp')).json().data;
    expect(found.count).toBe(1);
    expect(found.users[0]).toEqual({
      id: person.userId,
      email: person.email,
      firstName: 'Magdalena',
      lastName: 'Quistorp',
      companyId: person.companyId,
      emailVerified: false,
      loginDisabled: false,
      isOperator: false,
    });
    expect((await admin('GET', '/api/admin/users?q=magdalena quis')).json().data.count).toBe(1);
    const base = `/api/admin/users/${person.userId}`;
    const verified = await admin('POST', `${base}/verify-email`);
    expect(verified.json().data.user.emailVerified).toBe(true);
    expect((await admin('POST', `${base}/verify-email`)).json()).toEqual({
      status: 409,
      message: M.alreadyVerified,
    });
    const disabled = await admin('POST', `${base}/disable-login`, { reason: 'Shared password' });
    expect(disabled.json().data.user.loginDisabled).toBe(true);
    expect((await admin('POST', `${base}/disable-login`)).json()).toEqual({
      status: 409,
      message: M.alreadyDisabled,
    });
    expect((await admin('POST', `${base}/enable-login`)).json().data.user.loginDisabled).toBe(false);
    expect((await admin('POST', `${base}/enable-login`)).json()).toEqual({
      status: 409,
      message: M.notDisabled,
    });
    expect((await admin('POST', `${base}/end-sessions`)).statusCode).toBe(200);
    const missing = await admin('POST', '/api/admin/users/999999/end-sessions');
    expect(missing.json()).toEqual({ status: 404, message: M.userNotFound });
    const rows = await audit('user', person.userId);
    expect(rows.map((r) => r.action)).toEqual([
      'user.verify_email',
      'user.disable_login',
      'user.enable_login',
      'user.end_sessions',
    ]);
    expect(rows[1]!.after).toEqual({ loginDisabled: true, loginDisabledReason: 'Shared password' });
  });

  it('writes no audit row for a failed action (the transaction takes it back)', async () => {
    const dealer: TestUser = await createTestUser(t);
    const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`);
    // The audit insert fails after the change was made: both are taken back.
    await t.db.execute(sql`alter table audit_log add constraint audit_test_no_suspend
      check (action <> 'company.suspend') not valid`);
    try {
      const res = await admin('POST', `/api/admin/companies/${dealer.companyId}/suspend`, { reason: 'x' });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table audit_log drop constraint audit_test_no_suspend`);
    }
    const company = (await admin('GET', `/api/admin/companies/${dealer.companyId}`)).json().data.company;
    expect(company.suspended).toBe(false);
    const after = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
