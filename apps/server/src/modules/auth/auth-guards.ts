import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../http/app-error';
import type { AccessClaims, AccessTokenService } from './access-token';

/** The messages of spec 2.3's guard outcomes, now enforced by the server (DECISIONS.md "Roles"). */
export const GUARD_MESSAGES = {
  notAuthenticated: 'Not authenticated.',
  companyRequired: 'You must add company information in order to have access to this feature.',
  memberRequired: 'You must be a NetCom user to have access to this page.',
  verificationRequired: 'Please verify your email address to use this feature.',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of a valid bearer token, or null. Set for every request. */
    auth: AccessClaims | null;
  }
}

export type CompanyClaims = AccessClaims & { companyId: number };
export type MemberClaims = CompanyClaims & { memid: string };

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Decodes the bearer token (if any) once per request into `request.auth`. */
export const authPlugin = fp<{ tokens: AccessTokenService }>(async (app: FastifyInstance, { tokens }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    request.auth = token ? await tokens.verify(token) : null;
  });
});

/** Throws unless the caller is logged in; returns the claims. Services call these themselves too. */
export function requireUser(auth: AccessClaims | null): AccessClaims {
  if (!auth) throw unauthorized(GUARD_MESSAGES.notAuthenticated);
  return auth;
}

export function requireCompany(auth: AccessClaims | null): CompanyClaims {
  const user = requireUser(auth);
  if (user.companyId === null) throw forbidden(GUARD_MESSAGES.companyRequired);
  return user as CompanyClaims;
}

/** Company and verified email: what most logged-in features need. */
export function requireVerifiedCompany(auth: AccessClaims | null): CompanyClaims {
  const user = requireCompany(auth);
  if (!user.emailVerified) throw forbidden(GUARD_MESSAGES.verificationRequired);
  return user;
}

/** Member (company has a memid) with a verified email: the /netcomonly feeds. */
export function requireMember(auth: AccessClaims | null): MemberClaims {
  const user = requireCompany(auth);
  if (!user.memid) throw forbidden(GUARD_MESSAGES.memberRequired);
  if (!user.emailVerified) throw forbidden(GUARD_MESSAGES.verificationRequired);
  return user as MemberClaims;
}

/** Route-level preHandlers for the same rules, so a route states its guard in one word. */
export const guard = {
  user: (async (request) => void requireUser(request.auth)) as preHandlerAsyncHookHandler,
  company: (async (request) => void requireCompany(request.auth)) as preHandlerAsyncHookHandler,
  verifiedCompany: (async (request) =>
    void requireVerifiedCompany(request.auth)) as preHandlerAsyncHookHandler,
  member: (async (request) => void requireMember(request.auth)) as preHandlerAsyncHookHandler,
};

/**
 * Route options that require a login before the body is even read, so a caller without a token
 * hears 401 rather than about a field: `app.post(path, { ...userOnly, schema }, handler)`.
 */
export const userOnly = {
  onRequest: (async (request) => void requireUser(request.auth)) as onRequestAsyncHookHandler,
};
