import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  companyCreateRequestSchema,
  companyUpdateRequestSchema,
  profileUpdateRequestSchema,
} from './accounts';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailQuerySchema,
} from './auth';
import {
  browseQuerySchema,
  multiPartSearchQuerySchema,
  partSearchParamsSchema,
  partSearchQuerySchema,
} from './part-matcher';
import { guestPartSearchQuerySchema } from './guest-part-search';
import { generalRequestCreateBodySchema, generalRequestCreateQuerySchema } from './general-requests';
import { newCommentSchema, newSuggestionSchema, suggestionListQuerySchema } from './suggestions';
import { hasControlCharacters, multilineText, stripControlCharacters, text } from './text';

/** A valid request for every request schema with text fields; every string in it is a text field. */
const REQUESTS: Array<[string, z.ZodType, Record<string, unknown>]> = [
  [
    'register',
    registerRequestSchema,
    {
      email: 'a@b.co',
      password: 'x'.repeat(12),
      firstName: 'Ann',
      lastName: 'Lee',
      phoneOffice: '555',
      phoneMobile: '556',
      consent: true,
    },
  ],
  ['login', loginRequestSchema, { email: 'a@b.co', password: 'pw' }],
  ['refresh', refreshRequestSchema, { refreshToken: 'abc' }],
  [
    'change password',
    changePasswordRequestSchema,
    { currentPassword: 'a', newPassword: 'b'.repeat(12), currentRefreshToken: 'tok' },
  ],
  ['verify email', verifyEmailQuerySchema, { token: 'abc', email: 'a@b.co' }],
  ['forgot password', forgotPasswordRequestSchema, { email: 'a@b.co' }],
  [
    'reset password',
    resetPasswordRequestSchema,
    { email: 'a@b.co', token: 'tok', newPassword: 'x'.repeat(12) },
  ],
  [
    'profile',
    profileUpdateRequestSchema,
    { firstName: 'A', lastName: 'B', phoneOffice: '1', phoneMobile: '2' },
  ],
  [
    'company create',
    companyCreateRequestSchema,
    {
      name: 'N',
      phoneMain: '1',
      phoneSecondary: '2',
      fax: '3',
      shipAddress1: 'a',
      shipAddress2: 'b',
      shipCity: 'c',
      shipState: 's',
      shipZip: 'z',
      shipCountry: 'US',
      billAddress1: 'a',
      billAddress2: 'b',
      billCity: 'c',
      billState: 's',
      billZip: 'z',
      billCountry: 'US',
      email1: 'a@b.co',
      email2: 'c@d.co',
      email3: 'e@f.co',
      partsManager: 'Pat',
      contactList: 'Pat 555',
      website: 'https://x.example',
    },
  ],
  [
    'company update',
    companyUpdateRequestSchema,
    { phoneMain: '1', shipCity: 'c', contactList: 'Pat', partsManager: 'Pat', name: 'N', website: 'w' },
  ],
  ['suggestion list', suggestionListQuerySchema, { q: 'dark mode' }],
  ['new suggestion', newSuggestionSchema, { suggestion: 'Dark mode' }],
  ['new comment', newCommentSchema, { body: 'Agreed' }],
  ['part search', partSearchParamsSchema, { partNumber: '1R-0750' }],
  [
    'part search query',
    partSearchQuerySchema,
    { condition: 'NEW', manufacturer: 'CAT', description: 'pump', comments: 'urgent', approved: 'yes' },
  ],
  ['multi-part search', multiPartSearchQuerySchema, { partNumbers: '1R0750,6I2503', description: 'pump' }],
  [
    'guest search',
    guestPartSearchQuerySchema,
    { condition: 'USED', manufacturer: 'CAT', ipAddress: '1.2.3.4' },
  ],
  ['browse', browseQuerySchema, { manufacturer: 'CAT' }],
  [
    'general request query',
    generalRequestCreateQuerySchema,
    { partNumber: '1R0750', manufacturer: 'CAT', modelnum: '320C' },
  ],
  ['general request body', generalRequestCreateBodySchema, { comments: 'Need a pump' }],
];
/** Textareas: line breaks and tabs are part of the text. */
const MULTILINE = new Set(['contactList', 'suggestion', 'body', 'comments', 'partNumbers']);
/** Issue 29: a general request's part numbers may be a pasted column (line breaks and tabs separate them). */
const MULTILINE_IN: Record<string, string[]> = { 'general request query': ['partNumber'] };
const PASSWORDS = new Set(['password', 'currentPassword', 'newPassword']);
const CONTROLS = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b'];

describe('text fields refuse control characters with a sentence', () => {
  it.each(REQUESTS)('%s: every text field', (name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const [field, value] of Object.entries(valid)) {
      if (typeof value !== 'string' || PASSWORDS.has(field)) continue;
      for (const control of CONTROLS) {
        const result = schema.safeParse({ ...valid, [field]: `${value}${control}x` });
        expect(result.success, `${field} with ${JSON.stringify(control)}`).toBe(false);
        expect(result.error!.issues.map((i) => i.message)).toContainEqual(
          expect.stringMatching(/ must not contain control characters\.$/),
        );
      }
      for (const lineBreak of ['\n', '\r\n', '\t']) {
        const result = schema.safeParse({ ...valid, [field]: `${value}${lineBreak}${value}` });
        if (MULTILINE.has(field) || MULTILINE_IN[name]?.includes(field))
          expect(result.success, `${field} with a line break`).toBe(true);
        else expect(result.success, `${field} with ${JSON.stringify(lineBreak)}`).toBe(false);
      }
    }
  });

  it('passwords take any character; the device is cleaned, not refused', () => {
    const login = loginRequestSchema.parse({
      email: 'a@b.co',
      password: 'pw\u0000\u001b\n',
      deviceInfo: 'Firefox\u0000 on\nLinux',
    });
    expect(login.password).toBe('pw\u0000\u001b\n');
    expect(login.deviceInfo).toBe('Firefox  on Linux');
  });

  it('names the field in the sentence', () => {
    const result = registerRequestSchema.safeParse({
      email: 'a@b.co',
      password: 'x'.repeat(12),
      firstName: 'A\u0000',
      lastName: 'B',
      consent: true,
    });
    expect(result.error!.issues[0]!.message).toBe('First name must not contain control characters.');
    expect(text({ label: 'Search text' }).safeParse('\u0000').error!.issues[0]!.message).toBe(
      'Search text must not contain control characters.',
    );
  });

  it('helpers', () => {
    expect(hasControlCharacters('plain text ÄÖ 漢字 🙂')).toBe(false);
    expect(hasControlCharacters('a\nb')).toBe(true);
    expect(hasControlCharacters('a\nb\r\tc', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\u000bb', { multiline: true })).toBe(true);
    expect(multilineText().safeParse('a\u0000').success).toBe(false);
    expect(stripControlCharacters('a\u0000b\u009fc')).toBe('a b c');
  });
});

describe('logout never fails', () => {
  it('reads a token with control characters, or of the wrong type, as no token', () => {
    expect(logoutRequestSchema.parse({ refreshToken: 'ab\u0000c' })).toEqual({ refreshToken: null });
    expect(logoutRequestSchema.parse({ refreshToken: 42 })).toEqual({ refreshToken: null });
    expect(logoutRequestSchema.parse({ refreshToken: 'abc' })).toEqual({ refreshToken: 'abc' });
    expect(logoutRequestSchema.parse('nonsense')).toBeNull();
  });
});
