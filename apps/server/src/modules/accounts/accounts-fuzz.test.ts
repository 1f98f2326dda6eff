import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';

/**
 * Property: whatever arrives (malformed bodies, wrong types, odd ids, broken headers), the accounts
 * endpoints answer with the envelope and a status below 500.
 */
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const ENDPOINTS: Array<{ method: Method; path: string; template?: Record<string, unknown> }> = [
  {
    method: 'POST',
    path: '/api/user',
    template: { email: 'a@b.co', password: 'x'.repeat(12), firstName: 'A', lastName: 'B', consent: true },
  },
  { method: 'POST', path: '/api/login', template: { email: 'a@b.co', password: 'pw', deviceInfo: 'ua' } },
  { method: 'POST', path: '/api/refresh-token', template: { refreshToken: 'abc', newUserCompanyId: '1' } },
  { method: 'POST', path: '/api/logout', template: { refreshToken: 'abc' } },
  { method: 'GET', path: '/api/user/{id}' },
  {
    method: 'PATCH',
    path: '/api/users/{id}/profile',
    template: { firstName: 'A', lastName: 'B', phoneOffice: '1', phoneMobile: '2' },
  },
  { method: 'PATCH', path: '/api/user/{id}', template: { firstName: 'A' } },
  {
    method: 'PATCH',
    path: '/api/user/{id}/email-settings',
    template: { messageEmails: true, partEmails: false, orderEmails: 1 },
  },
  {
    method: 'POST',
    path: '/api/user/change-password',
    template: { currentPassword: 'a', newPassword: 'b'.repeat(12), signOutOthers: true },
  },
  { method: 'POST', path: '/api/user/resend-verification-email' },
  { method: 'GET', path: '/api/verify-email?token={id}&email={id}' },
  { method: 'POST', path: '/api/user/forgot-password', template: { email: 'a@b.co' } },
  {
    method: 'POST',
    path: '/api/user/reset-password',
    template: { email: 'a@b.co', token: 't', newPassword: 'x'.repeat(12) },
  },
  {
    method: 'POST',
    path: '/api/company',
    template: {
      name: 'N',
      phoneMain: '1',
      shipAddress1: 'a',
      shipCity: 'c',
      shipState: 's',
      shipZip: 'z',
      shipCountry: 'US',
      email1: 'a@b.co',
    },
  },
  { method: 'PATCH', path: '/api/company/{id}', template: { phoneMain: '1', email2: 'x@y.co', name: 'N' } },
  { method: 'GET', path: '/api/company/{id}' },
  { method: 'GET', path: '/api/consent' },
  {
    method: 'POST',
    path: '/api/consent',
    template: { essential: true, preferences: false, analytics: true, marketing: false },
  },
  { method: 'DELETE', path: '/api/consent' },
  { method: 'GET', path: '/api/stripe/connect-url' },
];

const idArb = fc.oneof(
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.constantFrom(
    'undefined',
    'null',
    '',
    ' ',
    '0',
    '-1',
    '1e3',
    '0x10',
    '2147483648',
    '99999999999999999999',
    '1.5',
    'NaN',
    '%',
    '..',
    '%00',
    '%E0%A4%A',
  ),
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
);

const valueArb = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    '',
    ' ',
    'null',
    'undefined',
    '1',
    'a@b',
    'x'.repeat(5000),
  ),
);

/** A body: anything JSON, or a valid template with fields replaced by odd values, or raw text. */
const bodyArb = (template: Record<string, unknown> | undefined) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((v) => ({ raw: false as const, value: v })),
    fc
      .dictionary(
        fc.constantFrom(...Object.keys(template ?? { x: 1 }), 'extra', '__proto__', 'constructor'),
        valueArb,
        { maxKeys: 4 },
      )
      .map((changes) => ({ raw: false as const, value: { ...(template ?? {}), ...changes } })),
    fc
      .oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('{', '{"a":', '[1,', 'null', '""', '{"email":"a@b.co"'),
      )
      .map((s) => ({
        raw: true as const,
        value: s,
      })),
  );

describe('accounts endpoints never answer 5xx to malformed input', async () => {
  const t = await createTestApp();
  const user = await createTestUser(t, { memid: 'NC1' });
  const other = await createTestUser(t);

  it('holds over 2,000 generated requests', { timeout: 600_000 }, async () => {
    let clientErrors = 0;
    let runs = 0;
    const authArb = fc.oneof(
      fc.constant(undefined),
      fc.constant(user.headers.authorization),
      fc.constant(other.headers.authorization),
      fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
      fc.constantFrom(
        'Bearer',
        'Basic abc',
        'bearer  x.y.z',
        `Bearer ${user.accessToken.slice(0, -3)}abc`,
        `Bearer ${user.accessToken}.x`,
      ),
    );
    const contentTypeArb = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'garbage',
      undefined,
    );
    const caseArb = fc.constantFrom(...ENDPOINTS).chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        id: fc.oneof(
          idArb,
          fc.constantFrom(
            String(user.userId),
            String(user.companyId),
            String(other.userId),
            String(other.companyId),
          ),
        ),
        body: bodyArb(endpoint.template),
        withBody: fc.boolean(),
        auth: authArb,
        contentType: contentTypeArb,
      }),
    );

    await fc.assert(
      fc.asyncProperty(caseArb, async ({ endpoint, id, body, withBody, auth, contentType }) => {
        runs++;
        const url = endpoint.path.replaceAll('{id}', id);
        const headers: Record<string, string> = {};
        if (auth !== undefined) headers.authorization = auth;
        let payload: string | undefined;
        if (withBody && endpoint.method !== 'GET') {
          payload = body.raw ? body.value : JSON.stringify(body.value);
          if (contentType !== undefined) headers['content-type'] = contentType;
        }
        const res = await t.app.inject({ method: endpoint.method, url, headers, payload });
        if (res.statusCode >= 500)
          throw new Error(`${endpoint.method} ${url} -> ${res.statusCode} ${res.body} (payload ${payload})`);
        const json = res.json() as { status: number; message?: string };
        expect(json.status).toBe(res.statusCode);
        if (res.statusCode >= 400) {
          expect(typeof json.message).toBe('string');
          clientErrors++;
        }
      }),
      { numRuns: 2000 },
    );
    expect(runs).toBeGreaterThanOrEqual(2000);
    // Nearly everything generated is malformed; the few well-formed ones may succeed.
    expect(clientErrors).toBeGreaterThan(runs * 0.8);
  });
});
