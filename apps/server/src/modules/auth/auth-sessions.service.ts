import type { Db } from '../../db/database';
import type { AccessTokenService } from './access-token';
import { createAuthRepository } from './auth.repository';

/**
 * Ending every login of some users from outside the auth module (issue 30: an operator ends a user's
 * sessions, disables a login, suspends a company). `endAll` revokes the refresh-token families in the
 * caller's transaction, so their refresh tokens are refused as soon as it commits; `forget` then stops
 * the families' access tokens: on this node at once, on the others through the revoked-logins fan-out
 * (Redis) or their next reload from the database (every 30 s), so within 60 s everywhere.
 */
export function authSessions(tokens: Pick<AccessTokenService, 'revokeLogins'>) {
  return {
    async endAll(tx: Db, userIds: readonly number[]): Promise<string[]> {
      const repo = createAuthRepository(tx);
      const ended: string[] = [];
      for (const userId of userIds) ended.push(...(await repo.revokeAllSessions(userId)));
      return ended;
    },
    /** After the commit: the ended logins' access tokens stop working. */
    forget(loginIds: readonly string[]): void {
      if (loginIds.length > 0) tokens.revokeLogins(loginIds);
    },
  };
}
