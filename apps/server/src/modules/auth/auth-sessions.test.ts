import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type TokenPair } from '@ironmatch/contracts/auth';
import { buildApp } from '../../app';
import { queryRows } from '../../db/database';
import { createDevMailbox } from '../../platform/mail/mailer';
import { createTestUser, TEST_PASSWORD } from '../../test/fixtures';
import { createTestApp, testConfig } from '../../test/test-app';

const NEW_PASSWORD = 'another-new-password-77';
const SECRET = testConfig().jwtSecret;

/**
 * DECISIONS.md "Durability and sessions": a refresh token reused within 10 seconds of its rotation
 * answers the same new pair; reuse after that revokes the login. A revoked login's access tokens stop
 * working: at once on the server that revoked it, within 60 seconds on every other.
 */
describe('auth: sessions, the reuse grace and revoked logins', async () => {
  const t = await createTestApp();
  const user = await createTestUser(t);

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const bearer = (pair: { accessToken: string }) => ({ authorization: `Bearer ${pair.accessToken}` });
  /** An authenticated call that says whether the access token still works. */
  const works = async (pair: { accessToken: string }, app = t.app) =>
    (await app.inject({ method: 'GET', url: '/api/consent', headers: bearer(pair) })).statusCode === 200;

  async function login(deviceInfo = 'vitest', who = user): Promise<TokenPair> {
    const res = await post('/api/login', { email: who.email, password: TEST_PASSWORD, deviceInfo });
    expect(res.statusCode).toBe(200);
    return res.json().data as TokenPair;
  }
  const refresh = (refreshToken: string) => post('/api/refresh-token', { refreshToken });
  const ageRotation = (seconds: number) =>
    t.db.execute(
      sql`update refresh_tokens set rotated_at = rotated_at - make_interval(secs => ${seconds})
          where user_id = ${user.userId} and rotated_at is not null`,
    );

  describe('the refresh reuse grace', () => {
    it('answers the same new pair to a reuse within 10 seconds, and that pair works', async () => {
      const start = await login();
      const first = await refresh(start.refreshToken);
      expect(first.statusCode).toBe(200);
      const again = await refresh(start.refreshToken);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(first.json().data);
      const pair = first.json().data as TokenPair;
      expect(await works(pair)).toBe(true);
      expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    });

    it('two tabs refreshing with one token at once both get the same pair (no login ends)', async () => {
      for (let trial = 0; trial < 5; trial++) {
        const start = await login();
        const answers = await Promise.all([refresh(start.refreshToken), refresh(start.refreshToken)]);
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        expect(answers[0]!.json().data).toEqual(answers[1]!.json().data);
        const pair = answers[0]!.json().data as TokenPair;
        expect(await works(pair)).toBe(true);
        expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
      }
    });

    it('revokes the whole login for a reuse after the grace, its access tokens included', async () => {
      const start = await login();
      const pair = (await refresh(start.refreshToken)).json().data as TokenPair;
      await ageRotation(11);
      const replay = await refresh(start.refreshToken);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe(AUTH_MESSAGES.sessionExpired);
      expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
      expect(await works(pair)).toBe(false);
    });

    it('keeps no plain refresh token: only hashes and the sealed successor', async () => {
      const start = await login();
      const pair = (await refresh(start.refreshToken)).json().data as TokenPair;
      const rows = await queryRows<Record<string, unknown>>(
        t.db,
        sql`select * from refresh_tokens where user_id = ${user.userId}`,
      );
      const stored = JSON.stringify(rows);
      for (const secret of [start.refreshToken, pair.refreshToken, pair.accessToken])
        expect(stored).not.toContain(secret);
      expect(rows.some((r) => typeof r.successor_sealed === 'string')).toBe(true);
    });
  });

  describe('access tokens and their login', () => {
    it("carry the login's id and are refused without an expiry or a login", async () => {
      const pair = await login();
      const claims = await t.app.ctx.tokens.verify(pair.accessToken);
      const [row] = await queryRows<{ family_id: string }>(
        t.db,
        sql`select family_id from refresh_tokens where user_id = ${user.userId} order by id desc limit 1`,
      );
      expect(claims?.loginId).toBe(row!.family_id);

      const key = new TextEncoder().encode(SECRET);
      const base = { companyId: user.companyId, memid: null, email_verified: true };
      const noExpiry = await new SignJWT({ ...base, sid: randomUUID() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.userId))
        .setIssuedAt()
        .sign(key);
      const noLogin = await new SignJWT(base)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.userId))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
      const valid = await new SignJWT({ ...base, sid: randomUUID() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.userId))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
      expect(await works({ accessToken: noExpiry })).toBe(false);
      expect(await works({ accessToken: noLogin })).toBe(false);
      expect(await works({ accessToken: valid })).toBe(true);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/consent',
        headers: bearer({ accessToken: noExpiry }),
      });
      expect(res.json()).toEqual({ status: 401, message: 'Not authenticated.' });
    });

    it('stop working at once after logout, and other logins keep working', async () => {
      const a = await login('a');
      const b = await login('b');
      const aRefreshed = (await refresh(a.refreshToken)).json().data as TokenPair;
      expect(await works(a)).toBe(true);
      expect((await post('/api/logout', { refreshToken: aRefreshed.refreshToken })).statusCode).toBe(200);
      // Every access token of that login: the first and the refreshed one.
      expect(await works(a)).toBe(false);
      expect(await works(aRefreshed)).toBe(false);
      expect(await works(b)).toBe(true);
    });

    it('end with a logout that sends only the access token (no refresh token)', async () => {
      const a = await login('a');
      const b = await login('b');
      const res = await post('/api/logout', {}, bearer(a));
      expect(res.json()).toEqual({ status: 200, message: AUTH_MESSAGES.loggedOut });
      // That login is over: its access token and its refresh token; the other login carries on.
      expect(await works(a)).toBe(false);
      expect((await refresh(a.refreshToken)).statusCode).toBe(401);
      expect(await works(b)).toBe(true);
      expect((await refresh(b.refreshToken)).statusCode).toBe(200);
      // Without a body at all, too.
      const c = await login('c');
      expect((await post('/api/logout', undefined, bearer(c))).statusCode).toBe(200);
      expect(await works(c)).toBe(false);
    });

    it('of other devices stop working when the password changes with "sign out other devices"', async () => {
      const mover = await createTestUser(t);
      const other = await login('other device', mover);
      const here = await login('this device', mover);
      const res = await post(
        '/api/user/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, signOutOthers: true },
        bearer(here),
      );
      expect(res.statusCode).toBe(200);
      expect(await works(other)).toBe(false);
      expect(await works(here)).toBe(false);
      // This device carries on with the new pair the answer gave it.
      expect(await works(res.json().data as TokenPair)).toBe(true);
    });

    it('of a revoked login stop working on another server within its reload (60 s at most)', async () => {
      // A second server on the same database, reloading its revoked logins every 100 ms.
      const other = await buildApp({
        config: testConfig(),
        database: t.database,
        mailer: createDevMailbox(() => undefined),
        revokedLoginsRefreshMs: 100,
      });
      await other.ready();
      try {
        const pair = await login('shared');
        expect(await works(pair, other)).toBe(true);
        await post('/api/logout', { refreshToken: pair.refreshToken });
        expect(await works(pair)).toBe(false);
        const deadline = Date.now() + 5000;
        while ((await works(pair, other)) && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 50));
        expect(await works(pair, other)).toBe(false);
      } finally {
        await other.close();
      }
    });

    it('of a login revoked by a replayed refresh token stop working, and the default reload is under a minute', async () => {
      const { REVOKED_LOGINS_REFRESH_MS } = await import('./revoked-logins');
      expect(REVOKED_LOGINS_REFRESH_MS).toBeLessThanOrEqual(60_000);
      const start = await login();
      const pair = (await refresh(start.refreshToken)).json().data as TokenPair;
      await ageRotation(30);
      expect((await refresh(start.refreshToken)).statusCode).toBe(401);
      expect(await works(start)).toBe(false);
      expect(await works(pair)).toBe(false);
    });
  });
});
