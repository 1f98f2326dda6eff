import { z } from 'zod';
import { envelopeOf } from './envelope';
import { stripControlCharacters, text } from './text';

/** Sessions and passwords (spec accounts 3, 5, 7; DECISIONS.md "Accounts and sessions"). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_HISTORY_DEPTH = 5;
export const REFRESH_TOKEN_LIFETIME_DAYS = 60;
/** A refresh token reused this soon after its rotation answers the same new pair (two tabs, a retry). */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
export const VERIFY_TOKEN_LIFETIME_HOURS = 48;
export const RESET_TOKEN_LIFETIME_HOURS = 1;
/** The version of the terms the register checkbox accepts (the legal pages' effective date). */
export const TERMS_VERSION = '2025-09-17';

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 12 characters.',
  passwordHint: 'Use at least 12 characters.',
  passwordReused: "Don't reuse your current or a recent password.",
  passwordsDontMatch: "Passwords don't match.",
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  consentRequired: 'You must accept the Terms to create an account.',
  newPasswordRequired: 'New password is required',
  changePasswordRequired: 'currentPassword and newPassword are required',
  currentPasswordWrong: 'Your current password is incorrect.',
  invalidCompanyId: 'Invalid company ID: newUserCompanyId must be a number.',
  companyNotYours: 'You do not belong to that company.',
  invalidLogin: 'Invalid email or password.',
  refreshTokenRequired: 'Refresh token is required.',
  sessionExpired: 'Your session has expired. Please log in again.',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  registered: 'Your account has been created. Please check your inbox to verify your email.',
  loggedIn: 'You are logged in.',
  loggedOut: 'You have been logged out.',
  passwordChanged: 'Password updated',
  verificationLinkInvalid: 'Invalid verification link.',
  verificationLinkExpired: 'This verification link is invalid or has expired. Please request a new one.',
  emailVerified: 'Your email has been verified successfully.',
  emailAlreadyVerified: 'Your email is already verified.',
  verificationSent: 'Verification email sent. Please check your inbox.',
  resetRequested:
    'If an account exists for that email, we have sent a link to reset your password. Please check your inbox.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  // Issue 30: an operator disabled the login, or suspended the user's company.
  loginDisabled: 'This login has been disabled. Please contact support if you think this is a mistake.',
  companySuspended:
    'Your company’s account is suspended, so its users cannot log in. Please contact support if you think this is a mistake.',
} as const;

/** A simple address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A required, trimmed string: missing, null, non-text or blank all read `required`.
 * `abort` stops later checks so a blank field shows one message, not two.
 */
export function requiredText(required: string, max = 200, options: { multiline?: boolean } = {}) {
  return (
    text({ required, ...options })
      .trim()
      .min(1, { error: required, abort: true })
      // Its own message: without one the schema's `required` would read under a filled-in field.
      .max(max, { error: tooLongMessage(required, max) })
  );
}

/** 'First Name is required' and 100 give 'First Name must be at most 100 characters.' */
export function tooLongMessage(required: string, max: number): string {
  const field = required.replace(/ is required\.?$/, '');
  return field === required
    ? `Must be at most ${max} characters.`
    : `${field} must be at most ${max} characters.`;
}

/** Longest values of the sign-up fields (the form's boxes stop there too). */
export const REGISTER_MAX_LENGTHS = { email: 254, name: 100, phone: 40 } as const;

/** An optional text field: '' and whitespace become null, so "cleared" and "never set" look alike. */
export function optionalText(max = 200, options: { multiline?: boolean } = {}) {
  return text(options)
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));
}

/** Email as typed on the sign-up and forgot-password forms, stored lower-cased. */
export const emailField = requiredText(AUTH_MESSAGES.emailRequired, REGISTER_MAX_LENGTHS.email)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

/** A new password (register, reset, change): 12 or more characters. */
export function newPasswordField(required: string = AUTH_MESSAGES.passwordRequired) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(1024);
}

/** The browser's user agent, kept per session; control characters and long values are cleaned, never rejected. */
const deviceInfoField = z
  .string()
  .optional()
  .nullable()
  .transform((v) => (v ? stripControlCharacters(v).slice(0, 500) : null));

// ---- register: POST /api/user ----
export const registerRequestSchema = z.object({
  email: emailField,
  password: newPasswordField(),
  firstName: requiredText(AUTH_MESSAGES.firstNameRequired, REGISTER_MAX_LENGTHS.name),
  lastName: requiredText(AUTH_MESSAGES.lastNameRequired, REGISTER_MAX_LENGTHS.name),
  phoneOffice: optionalText(REGISTER_MAX_LENGTHS.phone),
  phoneMobile: optionalText(REGISTER_MAX_LENGTHS.phone),
  /** The required consent checkbox (terms, acceptable use, privacy, verification; 18+ business). */
  consent: z.literal(true, { error: AUTH_MESSAGES.consentRequired }),
  deviceInfo: deviceInfoField,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

// ---- sessions ----
export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const tokenPairResponseSchema = envelopeOf(tokenPairSchema);
export type TokenPairResponse = z.infer<typeof tokenPairResponseSchema>;

export const loginRequestSchema = z.object({
  email: text({ required: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
    .max(254, AUTH_MESSAGES.invalidLogin)
    .transform((v) => v.toLowerCase()),
  // Passwords may hold any character: they are only hashed.
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
    .max(1024, AUTH_MESSAGES.invalidLogin),
  deviceInfo: deviceInfoField,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Digits only; the web client sends a string, a whole number is accepted too; null means "no switch". */
export const companyIdText = z.preprocess(
  (v) => (v === null ? undefined : typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v) : v),
  z
    .string({ error: AUTH_MESSAGES.invalidCompanyId })
    .regex(/^\d+$/, AUTH_MESSAGES.invalidCompanyId)
    .optional(),
);

export const refreshRequestSchema = z.object({
  refreshToken: text({ required: AUTH_MESSAGES.refreshTokenRequired })
    .min(1, { error: AUTH_MESSAGES.refreshTokenRequired, abort: true })
    .max(200, AUTH_MESSAGES.sessionExpired),
  newUserCompanyId: companyIdText,
});
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

/**
 * Logout always answers 200; the token is optional and anything malformed reads as no token, so a
 * broken client can still "log out".
 */
export const logoutRequestSchema = z
  .object({ refreshToken: text().max(200).nullable().optional().catch(null) })
  .nullable()
  .optional()
  .catch(null);
export type LogoutRequest = z.input<typeof logoutRequestSchema>;

export const messageResponseSchema = z.object({
  status: z.number().int(),
  message: z.string().optional(),
  errors: z.array(z.string()).optional(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// ---- change password: POST /api/user/change-password ----
const requiredForChange = z
  .string({ error: AUTH_MESSAGES.changePasswordRequired })
  .min(1, { error: AUTH_MESSAGES.changePasswordRequired, abort: true })
  .max(1024);

export const changePasswordRequestSchema = z.object({
  currentPassword: requiredForChange,
  newPassword: requiredForChange.min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
  /** "Sign me out of other devices", on by default (spec 9). */
  signOutOthers: z.boolean().default(true),
  /** This device's refresh token, kept (rotated) when not signing out the others. */
  currentRefreshToken: text().max(200).optional().nullable(),
  deviceInfo: deviceInfoField,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The Change Password modal: the request plus the confirmation field, which never leaves the browser. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, AUTH_MESSAGES.changePasswordRequired),
    newPassword: z.string().min(1, AUTH_MESSAGES.changePasswordRequired),
    confirmPassword: z.string(),
    signOutOthers: z.boolean(),
  })
  .refine((v) => v.confirmPassword !== '' && v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDontMatch,
  })
  .refine((v) => v.newPassword === '' || v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: AUTH_MESSAGES.passwordReused,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const changePasswordResponseSchema = envelopeOf(tokenPairSchema);

// ---- email verification and password reset ----
/** GET /api/verify-email?token=&email= ; missing parts answer 'Invalid verification link.' */
export const verifyEmailQuerySchema = z.object({
  token: text().optional(),
  email: text().optional(),
});
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuerySchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  email: text({ required: AUTH_MESSAGES.resetLinkInvalid })
    .trim()
    .min(1, { error: AUTH_MESSAGES.resetLinkInvalid, abort: true })
    .max(254, AUTH_MESSAGES.resetLinkInvalid)
    .transform((v) => v.toLowerCase()),
  token: text({ required: AUTH_MESSAGES.resetLinkInvalid })
    .min(1, { error: AUTH_MESSAGES.resetLinkInvalid, abort: true })
    .max(200, AUTH_MESSAGES.resetLinkInvalid),
  newPassword: newPasswordField(AUTH_MESSAGES.newPasswordRequired),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** The reset form in the browser: new password plus confirmation. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: z
      .string()
      .min(1, { error: AUTH_MESSAGES.newPasswordRequired, abort: true })
      .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
    confirmPassword: z.string(),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDontMatch,
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
