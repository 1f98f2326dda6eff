import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, type TokenPair } from '@ironmatch/contracts/auth';
import { buildApp, type BuiltApp } from '../../app';
import { createDevMailbox } from '../../platform/mail/mailer';
import { REVOKED_LOGINS_REFRESH_MS } from '../auth/revoked-logins';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../../test/fixtures';
import { createTestApp, testConfig } from '../../test/test-app';

/**
 * Issue 30: suspending a company, disabling a login and ending a user's sessions end every session:
 * refresh tokens are refused at once, access tokens at once on the node that acted and within 60 s on
 * every other (the revoked-logins reload, driven here by a fake clock instead of waiting); a suspended
 * company's users and a disabled user cannot log in (403 with a sentence) until they are let back.
 */
describe('operators: ending sessions and refusing logins', async () => {
  const t = await createTestApp();
  const operator = await createTestUser(t, { operator: true, company: false });

  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const act = (url: string, payload?: object) => post(url, payload, operator.headers);
  const login = (who: TestUser) => post('/api/login', { email: who.email, password: TEST_PASSWORD });
  async function loggedIn(who: TestUser): Promise<TokenPair> {
    const res = await login(who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TokenPair;
  }
  const refresh = (pair: TokenPair) => post('/api/refresh-token', { refreshToken: pair.refreshToken });
  const works = async (pair: TokenPair, app: BuiltApp = t.app) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/consent',
        headers: { authorization: `Bearer ${pair.accessToken}` },
      })
    ).statusCode === 200;

  /** A second node on the same database, its revoked-logins reload on a fake clock (default 30 s). */
  async function otherNode(): Promise<BuiltApp> {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const other = await buildApp({
      config: testConfig(),
      database: t.database,
      mailer: createDevMailbox(() => undefined),
    });
    await other.ready();
    return other;
  }
  /** Lets the other node's clock run `ms` and waits (for real, briefly) for its reload to land. */
  async function advance(other: BuiltApp, pair: TokenPair, ms: number): Promise<boolean> {
    await vi.advanceTimersByTimeAsync(ms);
    const deadline = Date.now() + 3000;
    while ((await works(pair, other)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    return works(pair, other);
  }

  it('suspending a company ends every session of its users and refuses their logins until reinstated', async () => {
    const admin = await createTestUser(t);
    const colleague = await createTestUser(t, { company: false });
    await t.db.execute(sql`insert into company_memberships (user_id, company_id, role)
      values (${colleague.userId}, ${admin.companyId}, 'member')`);
    await t.db.execute(sql`update users set company_id = ${admin.companyId} where id = ${colleague.userId}`);
    const outsider = await createTestUser(t);
    const pairs = [await loggedIn(admin), await loggedIn(colleague)];
    const outsiderPair = await loggedIn(outsider);
    const other = await otherNode();
    try {
      for (const pair of pairs) expect(await works(pair, other)).toBe(true);
      const res = await act(`/api/admin/companies/${admin.companyId}/suspend`, { reason: 'Fraud review' });
      expect(res.statusCode, res.body).toBe(200);

      for (const pair of pairs) {
        // This node: at once, access and refresh.
        expect(await works(pair)).toBe(false);
        const refused = await refresh(pair);
        expect(refused.statusCode).toBe(401);
      }
      // The other node learns it at its next reload: within 60 s (30 s by default), not before.
      expect(REVOKED_LOGINS_REFRESH_MS).toBeLessThanOrEqual(30_000);
      expect(await works(pairs[0]!, other)).toBe(true);
      expect(await advance(other, pairs[0]!, REVOKED_LOGINS_REFRESH_MS)).toBe(false);
      expect(await works(pairs[1]!, other)).toBe(false);
      // Nobody else's session ended.
      expect(await works(outsiderPair)).toBe(true);
      expect(await works(outsiderPair, other)).toBe(true);
    } finally {
      await other.close();
    }

    for (const who of [admin, colleague]) {
      const res = await login(who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 403, message: AUTH_MESSAGES.companySuspended });
    }
    // A wrong password still answers as before: a suspension reveals nothing without the password.
    const wrong = await post('/api/login', { email: admin.email, password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(401);

    expect((await act(`/api/admin/companies/${admin.companyId}/reinstate`)).statusCode).toBe(200);
    expect(await works(await loggedIn(admin))).toBe(true);
    expect(await works(await loggedIn(colleague))).toBe(true);
  });

  it('disabling a login ends its sessions and refuses it until enabled', async () => {
    const person = await createTestUser(t);
    const pair = await loggedIn(person);
    const other = await otherNode();
    try {
      const res = await act(`/api/admin/users/${person.userId}/disable-login`, {
        reason: 'Left the company',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await works(pair)).toBe(false);
      expect((await refresh(pair)).statusCode).toBe(401);
      expect(await advance(other, pair, REVOKED_LOGINS_REFRESH_MS)).toBe(false);
    } finally {
      await other.close();
    }
    const refused = await login(person);
    expect(refused.json()).toEqual({ status: 403, message: AUTH_MESSAGES.loginDisabled });
    expect((await act(`/api/admin/users/${person.userId}/enable-login`)).statusCode).toBe(200);
    expect(await works(await loggedIn(person))).toBe(true);
  });

  it('ending a user’s sessions ends every login of that user only; the user may log in again', async () => {
    const person = await createTestUser(t);
    const bystander = await createTestUser(t);
    const a = await loggedIn(person);
    const b = await loggedIn(person);
    const c = await loggedIn(bystander);
    const res = await act(`/api/admin/users/${person.userId}/end-sessions`);
    expect(res.statusCode, res.body).toBe(200);
    for (const pair of [a, b]) {
      expect(await works(pair)).toBe(false);
      expect((await refresh(pair)).statusCode).toBe(401);
    }
    expect(await works(c)).toBe(true);
    expect((await refresh(c)).statusCode).toBe(200);
    expect(await works(await loggedIn(person))).toBe(true);
  });

  it('a refresh rebuilds the claims (a new memid) and refuses a session whose company was suspended meanwhile', async () => {
    const dealer = await createTestUser(t);
    const pair = await loggedIn(dealer);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${dealer.companyId}/memid`,
      headers: operator.headers,
      payload: { memid: 'NCREFRESH1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const renewed = await refresh(pair);
    expect(renewed.statusCode).toBe(200);
    const claims = await t.app.ctx.tokens.verify(renewed.json().data.accessToken);
    expect(claims?.memid).toBe('NCREFRESH1');
    // A suspension that lands between a session's checks (no revocation seen yet) still stops its renewal.
    await t.db.execute(sql`update companies set suspended_at = now() where id = ${dealer.companyId}`);
    const refused = await refresh(renewed.json().data as TokenPair);
    expect(refused.json()).toEqual({ status: 403, message: AUTH_MESSAGES.companySuspended });
  });
});
