import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  changePasswordFormSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
} from './auth';
import { installHumanValidationMessages } from './validation-messages';

const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

const VALID = { email: 'a@b.co', password: 'twelve-chars', firstName: 'A', lastName: 'B', consent: true };

describe('auth contracts', () => {
  beforeAll(() => installHumanValidationMessages());

  it('register: a too-long name says so, not that it is required (issue 10 item 16)', () => {
    expect(messages(registerRequestSchema.safeParse({ ...VALID, firstName: 'A'.repeat(101) }))).toEqual([
      'First Name must be at most 100 characters.',
    ]);
    expect(messages(registerRequestSchema.safeParse({ ...VALID, lastName: 'B'.repeat(101) }))).toEqual([
      'Last Name must be at most 100 characters.',
    ]);
  });

  it('register: one spec message per broken field', () => {
    expect(messages(registerRequestSchema.safeParse({}))).toEqual([
      'Email is required',
      'Password is required',
      'First Name is required',
      'Last Name is required',
      'You must accept the Terms to create an account.',
    ]);
    expect(messages(registerRequestSchema.safeParse({ ...VALID, email: 'x@y' }))).toEqual([
      'Email is invalid',
    ]);
    expect(messages(registerRequestSchema.safeParse({ ...VALID, email: '  ' }))).toEqual([
      'Email is required',
    ]);
    expect(messages(registerRequestSchema.safeParse({ ...VALID, password: 'eleven-char' }))).toEqual([
      'Password must be at least 12 characters.',
    ]);
    expect(messages(registerRequestSchema.safeParse({ ...VALID, consent: false }))).toEqual([
      AUTH_MESSAGES.consentRequired,
    ]);
  });

  it('register: trims, lower-cases the email, and treats blank phones as none', () => {
    const v = registerRequestSchema.parse({
      ...VALID,
      email: ' Ann@Example.COM ',
      firstName: ' Ann ',
      phoneOffice: ' ',
      phoneMobile: '555',
    });
    expect(v).toMatchObject({
      email: 'ann@example.com',
      firstName: 'Ann',
      phoneOffice: null,
      phoneMobile: '555',
      deviceInfo: null,
    });
  });

  it('login asks for both fields; device info is cut, never refused', () => {
    expect(messages(loginRequestSchema.safeParse({ email: '', password: '' }))).toEqual([
      'Email is required',
      'Password is required',
    ]);
    expect(
      loginRequestSchema.parse({ email: 'A@B.co', password: 'p', deviceInfo: 'x'.repeat(900) }).deviceInfo,
    ).toHaveLength(500);
  });

  it('refresh: newUserCompanyId is digits only (string or number)', () => {
    expect(refreshRequestSchema.parse({ refreshToken: 't', newUserCompanyId: 7 }).newUserCompanyId).toBe('7');
    expect(refreshRequestSchema.parse({ refreshToken: 't', newUserCompanyId: '42' }).newUserCompanyId).toBe(
      '42',
    );
    for (const bad of ['4a', '-1', '1.5', '', 1.5, -3, true]) {
      expect(messages(refreshRequestSchema.safeParse({ refreshToken: 't', newUserCompanyId: bad }))).toEqual([
        'Invalid company ID: newUserCompanyId must be a number.',
      ]);
    }
  });

  it('change password: the spec message for missing fields, 12 characters, sign out others by default', () => {
    expect(messages(changePasswordRequestSchema.safeParse({}))).toContain(
      'currentPassword and newPassword are required',
    );
    expect(
      messages(changePasswordRequestSchema.safeParse({ currentPassword: 'a', newPassword: 'short' })),
    ).toEqual(['Password must be at least 12 characters.']);
    expect(
      changePasswordRequestSchema.parse({ currentPassword: 'a', newPassword: 'b'.repeat(12) }).signOutOthers,
    ).toBe(true);
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: 'a',
          newPassword: 'b',
          confirmPassword: 'c',
          signOutOthers: true,
        }),
      ),
    ).toEqual(["Passwords don't match."]);
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: 'same',
          newPassword: 'same',
          confirmPassword: 'same',
          signOutOthers: true,
        }),
      ),
    ).toEqual(["Don't reuse your current or a recent password."]);
  });

  it('forgot and reset password', () => {
    expect(messages(forgotPasswordRequestSchema.safeParse({ email: 'nope' }))).toEqual(['Email is invalid']);
    expect(messages(resetPasswordRequestSchema.safeParse({ email: 'a@b.co', token: 't' }))).toEqual([
      'New password is required',
    ]);
    expect(messages(resetPasswordFormSchema.safeParse({ newPassword: '', confirmPassword: '' }))).toEqual([
      'New password is required',
    ]);
    expect(
      messages(resetPasswordFormSchema.safeParse({ newPassword: 'x'.repeat(12), confirmPassword: 'y' })),
    ).toEqual(["Passwords don't match."]);
  });
});
