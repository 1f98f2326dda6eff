import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@ironmatch/contracts/auth';
import { queryRows } from '../../db/database';
import { createAuthBed } from './auth.fixtures';

describe('auth: email verification', async () => {
  const { t, post, register, linkFromMail } = await createAuthBed();

  describe('email verification', () => {
    it('verifies through the emailed link, once; a second use is harmless', async () => {
      const r = await register();
      const { token, email } = await linkFromMail(r.email, '/verify-email');
      const url = `/api/verify-email?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.json()).toEqual({ status: 200, message: 'Your email has been verified successfully.' });
      const again = await t.app.inject({ method: 'GET', url });
      expect(again.json()).toEqual({ status: 200, message: AUTH_MESSAGES.emailAlreadyVerified });
      const refreshed = await post('/api/refresh-token', { refreshToken: r.refreshToken });
      expect(await t.app.ctx.tokens.verify(refreshed.json().data.accessToken)).toMatchObject({
        emailVerified: true,
      });
    });

    it("answers 'Invalid verification link.' when token or email is missing", async () => {
      for (const url of [
        '/api/verify-email',
        '/api/verify-email?token=abc',
        '/api/verify-email?email=a@b.co',
        '/api/verify-email?token=&email=',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Invalid verification link.');
      }
    });

    it('refuses a wrong token, a token for another email and an expired token', async () => {
      const r = await register();
      const { token } = await linkFromMail(r.email, '/verify-email');
      const wrong = await t.app.inject({
        method: 'GET',
        url: `/api/verify-email?token=nope&email=${r.email}`,
      });
      expect(wrong.statusCode).toBe(400);
      const otherEmail = await t.app.inject({
        method: 'GET',
        url: `/api/verify-email?token=${token}&email=someone@else.test`,
      });
      expect(otherEmail.statusCode).toBe(400);
      await t.db.execute(
        sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${r.userId}`,
      );
      const expired = await t.app.inject({
        method: 'GET',
        url: `/api/verify-email?token=${token}&email=${r.email}`,
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(AUTH_MESSAGES.verificationLinkExpired);
    });

    it('stores only hashes, valid for 48 hours', async () => {
      const r = await register();
      const { token } = await linkFromMail(r.email, '/verify-email');
      const rows = await queryRows<{ token_hash: string; hours: number }>(
        t.db,
        sql`select token_hash, extract(epoch from (expires_at - created_at)) / 3600 as hours from email_tokens where user_id = ${r.userId}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).not.toContain(token);
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Math.round(Number(rows[0]!.hours))).toBe(48);
    });

    it('resends a fresh link (earlier ones keep working until one is used) and refuses when already verified', async () => {
      const r = await register();
      const first = await linkFromMail(r.email, '/verify-email');
      const res = await post('/api/user/resend-verification-email', undefined, r.headers);
      expect(res.json()).toEqual({
        status: 200,
        message: 'Verification email sent. Please check your inbox.',
      });
      const second = await linkFromMail(r.email, '/verify-email');
      expect(second.token).not.toBe(first.token);
      await post('/api/user/resend-verification-email', undefined, r.headers);
      const third = await linkFromMail(r.email, '/verify-email');
      // Issue 10: resending does not break the links already sent; the earliest one still verifies.
      const old = await t.app.inject({
        method: 'GET',
        url: `/api/verify-email?token=${first.token}&email=${r.email}`,
      });
      expect(old.statusCode).toBe(200);
      expect(old.json().message).toBe(AUTH_MESSAGES.emailVerified);
      // Once one is used the others are spent: they answer "already verified", never verify again.
      const later = await t.app.inject({
        method: 'GET',
        url: `/api/verify-email?token=${third.token}&email=${r.email}`,
      });
      expect(later.json().message).toBe(AUTH_MESSAGES.emailAlreadyVerified);
      const [unused] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from email_tokens
            where kind = 'verify' and used_at is null and user_id = (select id from users where email = ${r.email})`,
      );
      expect(unused!.n).toBe(0);
      const done = await post('/api/user/resend-verification-email', undefined, r.headers);
      expect(done.statusCode).toBe(400);
      expect(done.json().message).toBe(AUTH_MESSAGES.emailAlreadyVerified);
      expect((await post('/api/user/resend-verification-email')).statusCode).toBe(401);
    });
  });
});
