import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@ironmatch/contracts/auth';
import { queryRows } from '../../db/database';
import { createTestUser, TEST_PASSWORD } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import { passwordHasher } from './password-hasher';

const NEW_PASSWORD = 'a-brand-new-password-42';

describe('auth: sign-up, login, sessions, passwords, verification', async () => {
  const t = await createTestApp();
  let n = 0;

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  async function register(overrides: Record<string, unknown> = {}) {
    n++;
    const email = `person${n}-${Date.now()}@example.test`;
    const res = await post('/api/user', {
      email,
      password: TEST_PASSWORD,
      firstName: 'Pat',
      lastName: 'Miller',
      phoneOffice: '555-0101',
      consent: true,
      deviceInfo: 'vitest',
      ...overrides,
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { accessToken: string; refreshToken: string };
    const userId = (await t.app.ctx.tokens.verify(data.accessToken))!.userId;
    return { email, userId, ...data, headers: { authorization: `Bearer ${data.accessToken}` } };
  }

  /** Delivers queued mail and returns the newest link of that path sent to `to`. */
  async function linkFromMail(to: string, path: '/verify-email' | '/reset-password') {
    await t.app.ctx.jobs.drain();
    const mail = t.mailbox.list().find((m) => m.to === to && m.text.includes(path));
    expect(mail, `mail with ${path} to ${to}`).toBeDefined();
    const url = new URL(/(https?:\/\/\S+)/.exec(mail!.text.slice(mail!.text.indexOf(path) - 40))![1]!);
    expect(url.pathname).toBe(path);
    return { token: url.searchParams.get('token')!, email: url.searchParams.get('email')!, mail: mail! };
  }

  afterEach(() => vi.restoreAllMocks());

  describe('POST /api/user (register)', () => {
    it('creates the account, answers tokens, records consent and sends the verification email', async () => {
      const r = await register();
      const claims = await t.app.ctx.tokens.verify(r.accessToken);
      expect(claims).toMatchObject({ companyId: null, memid: null, emailVerified: false });
      const [row] = await queryRows<{
        consent_version: string;
        consent_accepted_at: string | null;
        email: string;
      }>(t.db, sql`select consent_version, consent_accepted_at, email from users where id = ${r.userId}`);
      expect(row).toMatchObject({ consent_version: '2025-09-17', email: r.email });
      expect(row!.consent_accepted_at).not.toBeNull();
      const { mail } = await linkFromMail(r.email, '/verify-email');
      expect(mail.subject).toBe('Verify your email address');
      expect(mail.html).toContain('http://localhost:3000/verify-email?token=');
      expect(mail.html).toContain('#f2a900');
    });

    it('lower-cases and trims the email; a second sign-up with it is refused', async () => {
      const r = await register({ email: '  Mixed.Case@Example.TEST ' });
      expect(r.email).toBeDefined();
      const again = await post('/api/user', {
        email: 'mixed.case@example.test',
        password: TEST_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        consent: true,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(AUTH_MESSAGES.emailTaken);
    });

    it.each([
      [
        {},
        [
          'Email is required',
          'Password is required',
          'First Name is required',
          'Last Name is required',
          AUTH_MESSAGES.consentRequired,
        ],
      ],
      [
        { email: 'not-an-email', password: TEST_PASSWORD, firstName: 'A', lastName: 'B', consent: true },
        ['Email is invalid'],
      ],
      [
        { email: 'a@b.co', password: 'short', firstName: 'A', lastName: 'B', consent: true },
        ['Password must be at least 12 characters.'],
      ],
      [
        { email: 'a@b.co', password: TEST_PASSWORD, firstName: '  ', lastName: 'B', consent: true },
        ['First Name is required'],
      ],
      [
        { email: 'a@b.co', password: TEST_PASSWORD, firstName: 'A', lastName: '', consent: true },
        ['Last Name is required'],
      ],
      [
        { email: 'a@b.co', password: TEST_PASSWORD, firstName: 'A', lastName: 'B' },
        ['You must accept the Terms to create an account.'],
      ],
      [
        { email: 'a@b.co', password: TEST_PASSWORD, firstName: 'A', lastName: 'B', consent: false },
        ['You must accept the Terms to create an account.'],
      ],
    ])('refuses %j with the spec messages', async (payload, errors) => {
      const res = await post('/api/user', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: errors[0], errors });
    });
  });

  describe('POST /api/login', () => {
    it('answers tokens for the right password and stores the device', async () => {
      const r = await register();
      const res = await post('/api/login', {
        email: r.email.toUpperCase(),
        password: TEST_PASSWORD,
        deviceInfo: 'Firefox on Linux',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
      const rows = await queryRows<{ device_info: string }>(
        t.db,
        sql`select device_info from refresh_tokens where user_id = ${r.userId} order by id desc limit 1`,
      );
      expect(rows[0]!.device_info).toBe('Firefox on Linux');
    });

    it("answers 'Invalid email or password.' for a wrong password and an unknown email alike", async () => {
      const r = await register();
      for (const payload of [
        { email: r.email, password: 'wrong-password-123' },
        { email: 'nobody-here@example.test', password: TEST_PASSWORD },
      ]) {
        const res = await post('/api/login', { ...payload, deviceInfo: 'x' });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ status: 401, message: 'Invalid email or password.' });
      }
    });

    it('performs exactly one argon2 verification per login, also for an unknown email', async () => {
      const r = await register();
      const spy = vi.spyOn(passwordHasher, 'verify');
      await post('/api/login', { email: 'unknown-person@example.test', password: TEST_PASSWORD });
      expect(spy).toHaveBeenCalledTimes(1);
      // The unknown email was checked against the dummy hash, a real argon2id hash.
      expect(spy.mock.calls[0]![0]).toBe(await passwordHasher.dummyHash());
      expect(spy.mock.calls[0]![0]).toMatch(/^\$argon2id\$/);
      spy.mockClear();
      await post('/api/login', { email: r.email, password: 'wrong-password-123' });
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockClear();
      await post('/api/login', { email: r.email, password: TEST_PASSWORD });
      expect(spy).toHaveBeenCalledTimes(1);
    });

    it('asks for email and password', async () => {
      const res = await post('/api/login', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(['Email is required', 'Password is required']);
    });
  });

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
