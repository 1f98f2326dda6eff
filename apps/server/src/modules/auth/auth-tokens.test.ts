import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@ironmatch/contracts/auth';
import { createTestUser, TEST_PASSWORD } from '../../test/fixtures';
import { createAuthBed } from './auth.fixtures';

describe('auth: refresh and logout', async () => {
  const { t, post, register } = await createAuthBed();

  describe('POST /api/refresh-token', () => {
    it('rotates: the new pair works, and replaying the old token after the grace revokes the whole family', async () => {
      const r = await register();
      const first = await post('/api/refresh-token', { refreshToken: r.refreshToken });
      expect(first.statusCode).toBe(200);
      const second = first.json().data as { accessToken: string; refreshToken: string };
      expect(second.refreshToken).not.toBe(r.refreshToken);

      // Past the 10-second reuse grace (auth-sessions.test.ts covers the grace itself).
      await t.db.execute(
        sql`update refresh_tokens set rotated_at = now() - interval '11 seconds' where rotated_at is not null and user_id = ${r.userId}`,
      );
      const replay = await post('/api/refresh-token', { refreshToken: r.refreshToken });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe(AUTH_MESSAGES.sessionExpired);
      // The legitimate holder's newer token died with the family.
      const after = await post('/api/refresh-token', { refreshToken: second.refreshToken });
      expect(after.statusCode).toBe(401);
    });

    it('refuses an expired refresh token', async () => {
      const r = await register();
      await t.db.execute(
        sql`update refresh_tokens set expires_at = now() - interval '1 minute' where user_id = ${r.userId}`,
      );
      const res = await post('/api/refresh-token', { refreshToken: r.refreshToken });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.sessionExpired);
    });

    it('refuses unknown tokens and missing tokens', async () => {
      expect((await post('/api/refresh-token', { refreshToken: 'nope' })).statusCode).toBe(401);
      const missing = await post('/api/refresh-token', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(AUTH_MESSAGES.refreshTokenRequired);
    });

    it('picks up changes (a new company, verification) in the new access token', async () => {
      const r = await register();
      const created = await post(
        '/api/company',
        {
          name: 'Refresh Co',
          phoneMain: '1',
          shipAddress1: 'a',
          shipCity: 'b',
          shipState: 'c',
          shipZip: 'd',
          shipCountry: 'e',
          email1: 'x@y.co',
        },
        r.headers,
      );
      const companyId = created.json().data.companyId as number;
      const res = await post('/api/refresh-token', {
        refreshToken: r.refreshToken,
        newUserCompanyId: String(companyId),
      });
      expect(res.statusCode).toBe(200);
      expect(await t.app.ctx.tokens.verify(res.json().data.accessToken)).toMatchObject({
        companyId,
        emailVerified: false,
      });
    });

    it('switches to another company of the user; any other company is 403; a non-number is 400', async () => {
      const u = await createTestUser(t, { memid: 'NC9' });
      const other = await createTestUser(t);
      // Give u a second membership.
      await t.db.execute(
        sql`insert into company_memberships (user_id, company_id) values (${u.userId}, ${other.companyId})`,
      );
      const login = await post('/api/login', { email: u.email, password: TEST_PASSWORD });
      let refreshToken = login.json().data.refreshToken as string;

      const stranger = await createTestUser(t);
      const refused = await post('/api/refresh-token', {
        refreshToken,
        newUserCompanyId: String(stranger.companyId),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(AUTH_MESSAGES.companyNotYours);
      const huge = await post('/api/refresh-token', {
        refreshToken,
        newUserCompanyId: '99999999999999999999',
      });
      expect(huge.statusCode).toBe(403);

      const bad = await post('/api/refresh-token', { refreshToken, newUserCompanyId: '12a' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Invalid company ID: newUserCompanyId must be a number.');

      // The refused attempts did not burn the token.
      const switched = await post('/api/refresh-token', {
        refreshToken,
        newUserCompanyId: String(other.companyId),
      });
      expect(switched.statusCode).toBe(200);
      const claims = await t.app.ctx.tokens.verify(switched.json().data.accessToken);
      expect(claims).toMatchObject({ companyId: other.companyId, memid: null });
      refreshToken = switched.json().data.refreshToken;

      const back = await post('/api/refresh-token', { refreshToken, newUserCompanyId: u.companyId });
      expect(await t.app.ctx.tokens.verify(back.json().data.accessToken)).toMatchObject({
        companyId: u.companyId,
        memid: 'NC9',
      });
    });
  });

  describe('POST /api/logout', () => {
    it('revokes the token and always answers 200', async () => {
      const r = await register();
      const res = await post('/api/logout', { refreshToken: r.refreshToken });
      expect(res.json()).toEqual({ status: 200, message: 'You have been logged out.' });
      expect((await post('/api/refresh-token', { refreshToken: r.refreshToken })).statusCode).toBe(401);
      expect((await post('/api/logout', { refreshToken: 'unknown' })).statusCode).toBe(200);
      expect((await post('/api/logout', {})).statusCode).toBe(200);
      expect((await post('/api/logout', { refreshToken: 42 })).statusCode).toBe(200);
      expect((await post('/api/logout')).statusCode).toBe(200);
    });
  });
});
