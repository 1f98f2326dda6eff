import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessClaims, CompanyRole, CompanyStanding } from '@ironmatch/contracts/access';
import type { AccessTokenService } from './access-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of a valid bearer token, or null. Set for every request. */
    auth: AccessClaims | null;
    /** The membership behind the token's company (undefined when the token names none). */
    companyStanding?: CompanyStanding;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Decodes the bearer token (if any) once per request into `request.auth`, and reads the membership
 * behind its company into `request.companyStanding` (the route guard refuses an ended one and reads
 * the `admin` level from it, never from the token).
 */
export const authPlugin = fp<{
  tokens: AccessTokenService;
  memberships: { roleOf(userId: number, companyId: number): Promise<CompanyRole | null | 'gone'> };
}>(async (app: FastifyInstance, { tokens, memberships }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('companyStanding', undefined);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    request.auth = token ? await tokens.verify(token) : null;
    request.companyStanding = undefined;
    if (request.auth && request.auth.companyId !== null) {
      const role = await memberships.roleOf(request.auth.userId, request.auth.companyId);
      // A token that outlived its account: company calls answer 401, as before teams; user-level
      // calls keep their own answers (GET /api/user/{id} is 404).
      request.companyStanding = role === 'gone' ? { role: null, accountGone: true } : { role };
    }
  });
});
