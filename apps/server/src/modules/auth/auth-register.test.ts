import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@ironmatch/contracts/auth';
import { queryRows } from '../../db/database';
import { TEST_PASSWORD } from '../../test/fixtures';
import { passwordHasher } from './password-hasher';
import { createAuthBed } from './auth.fixtures';

describe('auth: sign-up and login', async () => {
  const { t, post, register, linkFromMail } = await createAuthBed();
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
});
