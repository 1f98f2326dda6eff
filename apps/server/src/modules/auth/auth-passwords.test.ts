import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@ironmatch/contracts/auth';
import { queryRows } from '../../db/database';
import { TEST_PASSWORD } from '../../test/fixtures';
import { createAuthBed, NEW_PASSWORD } from './auth.fixtures';

describe('auth: changing and resetting a password', async () => {
  const { t, post, register, linkFromMail } = await createAuthBed();

  describe('POST /api/user/change-password', () => {
    it('needs a login', async () => {
      const res = await post('/api/user/change-password', { currentPassword: 'a', newPassword: 'b' });
      expect(res.statusCode).toBe(401);
    });

    it('validates: both required, 12 characters, right current password, not a recent one', async () => {
      const r = await register();
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{}, 400, 'currentPassword and newPassword are required'],
        [{ currentPassword: TEST_PASSWORD }, 400, 'currentPassword and newPassword are required'],
        [
          { currentPassword: TEST_PASSWORD, newPassword: 'short' },
          400,
          'Password must be at least 12 characters.',
        ],
        [
          { currentPassword: 'wrong-password-1', newPassword: NEW_PASSWORD },
          400,
          AUTH_MESSAGES.currentPasswordWrong,
        ],
        [
          { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
          400,
          "Don't reuse your current or a recent password.",
        ],
      ];
      for (const [payload, status, message] of cases) {
        const res = await post('/api/user/change-password', { deviceInfo: 'x', ...payload }, r.headers);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(res.json().message).toBe(message);
      }
    });

    it('signs out other devices by default, answers a new pair and emails a notice', async () => {
      const r = await register();
      const otherDevice = (await post('/api/login', { email: r.email, password: TEST_PASSWORD })).json().data;
      const res = await post(
        '/api/user/change-password',
        {
          currentPassword: TEST_PASSWORD,
          newPassword: NEW_PASSWORD,
          signOutOthers: true,
          deviceInfo: 'this one',
        },
        r.headers,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Password updated');
      const pair = res.json().data;
      expect((await post('/api/refresh-token', { refreshToken: otherDevice.refreshToken })).statusCode).toBe(
        401,
      );
      expect((await post('/api/refresh-token', { refreshToken: r.refreshToken })).statusCode).toBe(401);
      expect((await post('/api/refresh-token', { refreshToken: pair.refreshToken })).statusCode).toBe(200);
      // Old password no longer works; new one does.
      expect((await post('/api/login', { email: r.email, password: TEST_PASSWORD })).statusCode).toBe(401);
      expect((await post('/api/login', { email: r.email, password: NEW_PASSWORD })).statusCode).toBe(200);
      await t.app.ctx.jobs.drain();
      expect(
        t.mailbox.list().some((m) => m.to === r.email && m.subject === 'Your IronMatch password was changed'),
      ).toBe(true);
    });

    it('keeps other sessions and this device when signOutOthers is false', async () => {
      const r = await register();
      const otherDevice = (await post('/api/login', { email: r.email, password: TEST_PASSWORD })).json().data;
      const res = await post(
        '/api/user/change-password',
        {
          currentPassword: TEST_PASSWORD,
          newPassword: NEW_PASSWORD,
          signOutOthers: false,
          currentRefreshToken: r.refreshToken,
        },
        r.headers,
      );
      expect(res.statusCode).toBe(200);
      expect((await post('/api/refresh-token', { refreshToken: otherDevice.refreshToken })).statusCode).toBe(
        200,
      );
      // This device's token was rotated into the new pair (same login).
      expect(
        (await post('/api/refresh-token', { refreshToken: res.json().data.refreshToken })).statusCode,
      ).toBe(200);
    });

    it('refuses any of the last five passwords', async () => {
      const r = await register();
      const passwords = [
        TEST_PASSWORD,
        'second-password-2',
        'third-password-33',
        'fourth-password-4',
        'fifth-password-55',
        'sixth-password-66',
      ];
      let headers = r.headers;
      for (let i = 1; i < passwords.length; i++) {
        const res = await post(
          '/api/user/change-password',
          { currentPassword: passwords[i - 1], newPassword: passwords[i] },
          headers,
        );
        expect(res.statusCode).toBe(200);
        headers = { authorization: `Bearer ${res.json().data.accessToken}` };
      }
      // History now: 2..6 are the last five; 3 is refused, the very first is allowed again.
      const reuse = await post(
        '/api/user/change-password',
        { currentPassword: passwords[5], newPassword: passwords[2] },
        headers,
      );
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().message).toBe("Don't reuse your current or a recent password.");
      const old = await post(
        '/api/user/change-password',
        { currentPassword: passwords[5], newPassword: passwords[0] },
        headers,
      );
      expect(old.statusCode).toBe(200);
    });
  });

  describe('forgot and reset password', () => {
    it('answers the same for known and unknown emails; only the known one gets mail', async () => {
      const r = await register();
      const before = t.mailbox.list().length;
      const known = await post('/api/user/forgot-password', { email: r.email });
      const unknown = await post('/api/user/forgot-password', { email: 'ghost@example.test' });
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      await t.app.ctx.jobs.drain();
      const sent = t.mailbox.list().slice(0, t.mailbox.list().length - before);
      expect(sent.filter((m) => m.text.includes('/reset-password'))).toHaveLength(1);
      expect(sent.some((m) => m.to === 'ghost@example.test')).toBe(false);
    });

    it('validates the email', async () => {
      for (const [payload, message] of [
        [{}, 'Email is required'],
        [{ email: '' }, 'Email is required'],
        [{ email: 'nope' }, 'Email is invalid'],
      ] as const) {
        const res = await post('/api/user/forgot-password', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([message]);
      }
    });

    it('resets once with the emailed token, ends every session, and the token is then dead', async () => {
      const r = await register();
      await post('/api/user/forgot-password', { email: r.email });
      const { token, email } = await linkFromMail(r.email, '/reset-password');
      const rows = await queryRows<{ hours: number }>(
        t.db,
        sql`select extract(epoch from (expires_at - created_at)) / 3600 as hours from email_tokens where user_id = ${r.userId} and kind = 'reset'`,
      );
      expect(Math.round(Number(rows[0]!.hours))).toBe(1);

      const short = await post('/api/user/reset-password', { email, token, newPassword: 'short' });
      expect(short.json().message).toBe('Password must be at least 12 characters.');
      const missing = await post('/api/user/reset-password', { email, token });
      expect(missing.json().message).toBe('New password is required');
      const reuse = await post('/api/user/reset-password', { email, token, newPassword: TEST_PASSWORD });
      expect(reuse.json().message).toBe("Don't reuse your current or a recent password.");

      const res = await post('/api/user/reset-password', { email, token, newPassword: NEW_PASSWORD });
      expect(res.json()).toEqual({ status: 200, message: AUTH_MESSAGES.passwordReset });
      expect((await post('/api/refresh-token', { refreshToken: r.refreshToken })).statusCode).toBe(401);
      expect((await post('/api/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);

      const again = await post('/api/user/reset-password', {
        email,
        token,
        newPassword: 'yet-another-password-1',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    });

    it('refuses an expired reset token and a token for another email', async () => {
      const r = await register();
      await post('/api/user/forgot-password', { email: r.email });
      const { token } = await linkFromMail(r.email, '/reset-password');
      const other = await post('/api/user/reset-password', {
        email: 'x@y.co',
        token,
        newPassword: NEW_PASSWORD,
      });
      expect(other.statusCode).toBe(400);
      await t.db.execute(
        sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${r.userId} and kind = 'reset'`,
      );
      const expired = await post('/api/user/reset-password', {
        email: r.email,
        token,
        newPassword: NEW_PASSWORD,
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    });
  });
});
