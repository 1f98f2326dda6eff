/**
 * Who may call what: the access-token claims, the role levels an endpoint declares, and the guard
 * messages (spec accounts 2.3; DECISIONS.md "Roles are enforced by the server"). Plain TypeScript with
 * no zod, so the browser's first load can decode a token without pulling in a schema library.
 */

/** What an access token says about its user (DECISIONS.md: sub = userId, companyId, memid, email_verified). */
export interface TokenSubject {
  userId: number;
  companyId: number | null;
  memid: string | null;
  emailVerified: boolean;
  /** The `isOperator` claim (issue 30): true for an operator, absent or false for everybody else. */
  isOperator?: boolean;
}

/** The claims of a valid access token: its subject and the login (refresh-token family) it belongs to. */
export interface AccessClaims extends TokenSubject {
  /** The `sid` claim: the refresh-token family id. Revoking the login stops its access tokens too. */
  loginId: string;
}
export type CompanyClaims = AccessClaims & { companyId: number };
export type MemberClaims = CompanyClaims & { memid: string };
export type OperatorClaims = AccessClaims & { isOperator: true };

/** Access tokens live 2 hours (DECISIONS.md "Accounts and sessions"). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;

/**
 * The role an endpoint needs, checked before its input is read:
 * - `public`: anyone; a valid token, when sent, is read (e.g. your own vote on a suggestion);
 * - `user`: logged in;
 * - `company`: logged in with a company;
 * - `verified`: company and a verified email (most logged-in features);
 * - `member`: company with a member id (memid) and a verified email (the /netcomonly feeds);
 * - `admin`: company, and the caller is an admin of it, read from the membership (never the token);
 * - `operator`: the token carries `isOperator` (issue 30); anybody else hears the unknown-route 404.
 */
export const ACCESS_LEVELS = [
  'public',
  'user',
  'company',
  'verified',
  'member',
  'admin',
  'operator',
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** A membership's role in its company (issue 23). */
export const COMPANY_ROLES = ['admin', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/**
 * What the server knows of the token's company beyond the token: the caller's role there, or null
 * when the membership has ended (removed, left). Undefined when the token names no company.
 */
export interface CompanyStanding {
  role: CompanyRole | null;
  /** The token outlived its account: company calls answer 401, as to a caller without a login. */
  accountGone?: boolean;
}

/** Spec accounts 2.3's guard outcomes, as the server's 401/403 messages and the browser's redirects. */
export const GUARD_MESSAGES = {
  notAuthenticated: 'Not authenticated.',
  companyRequired: 'You must add company information in order to have access to this feature.',
  memberRequired: 'You must be a NetCom user to have access to this page.',
  verificationRequired: 'Please verify your email address to use this feature.',
  membershipEnded: 'You no longer belong to this company. Please sign in again or choose another company.',
  adminRequired: 'Only a company admin can do this.',
} as const;

/** Claims as the token carries them (JWT payload names). */
export interface AccessTokenPayload {
  sub?: unknown;
  companyId?: unknown;
  memid?: unknown;
  email_verified?: unknown;
  isOperator?: unknown;
  sid?: unknown;
  exp?: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the claims out of a token payload; null when it names no user or no login. Server and browser share it. */
export function claimsFromPayload(payload: AccessTokenPayload): AccessClaims | null {
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
  return {
    userId,
    companyId: typeof payload.companyId === 'number' ? payload.companyId : null,
    memid: typeof payload.memid === 'string' && payload.memid !== '' ? payload.memid : null,
    emailVerified: payload.email_verified === true,
    isOperator: payload.isOperator === true,
    loginId: payload.sid.toLowerCase(),
  };
}

export type GuardFailure = { status: 401 | 403 | 404; message: string };

/**
 * The first rule `claims` break for `level`, or null when they may pass. `standing` is the server's
 * reading of the membership behind the token's company (the browser has none, and passes nothing).
 */
export function guardFailure(
  level: AccessLevel,
  claims: AccessClaims | null,
  standing?: CompanyStanding,
  adminMessage: string = GUARD_MESSAGES.adminRequired,
  /** The endpoint also needs an admin of the company (`adminOnly`), beside its level. */
  adminOnly = false,
): GuardFailure | null {
  if (level === 'public') return null;
  // Operators' calls do not exist for anybody else (the server answers its unknown-route 404).
  if (level === 'operator')
    return claims?.isOperator === true ? null : { status: 404, message: 'Not found.' };
  if (!claims) return { status: 401, message: GUARD_MESSAGES.notAuthenticated };
  if (level === 'user') return null;
  if (claims.companyId === null) return { status: 403, message: GUARD_MESSAGES.companyRequired };
  if (standing?.accountGone) return { status: 401, message: GUARD_MESSAGES.notAuthenticated };
  if (standing && standing.role === null) return { status: 403, message: GUARD_MESSAGES.membershipEnded };
  if (level === 'admin' || adminOnly) {
    if (standing?.role !== 'admin') return { status: 403, message: adminMessage };
    if (level === 'admin') return null;
  }
  if (level === 'company') return null;
  if (level === 'member' && !claims.memid) return { status: 403, message: GUARD_MESSAGES.memberRequired };
  if (!claims.emailVerified) return { status: 403, message: GUARD_MESSAGES.verificationRequired };
  return null;
}

/** The claims type a handler receives once its endpoint's guard has passed. */
export type ClaimsFor<L extends AccessLevel> = L extends 'public'
  ? AccessClaims | null
  : L extends 'user'
    ? AccessClaims
    : L extends 'operator'
      ? OperatorClaims
      : L extends 'member'
        ? MemberClaims
        : CompanyClaims;
