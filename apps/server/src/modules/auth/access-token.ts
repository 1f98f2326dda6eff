import { SignJWT, jwtVerify } from 'jose';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  claimsFromPayload,
  type AccessClaims,
  type TokenSubject,
} from '@ironmatch/contracts/access';
import type { TokenPair } from '@ironmatch/contracts/auth';
import type { RevokedLogins } from './revoked-logins';
import { createSuccessorSealer } from './successor-seal';

export type { AccessClaims, TokenSubject };

export interface AccessTokenService {
  sign(claims: AccessClaims): Promise<string>;
  /**
   * Returns the claims, or null for a missing, malformed, forged or expired token, a token without
   * `exp` or `sid`, and a token whose login was revoked.
   */
  verify(token: string): Promise<AccessClaims | null>;
  /** Logins just revoked on this server: their access tokens stop working here at once. */
  revokeLogins(loginIds: Iterable<string>): void;
  /** The pair a refresh token was rotated to, sealed under this secret for the reuse grace. */
  sealSuccessor(pair: TokenPair, rotatedTokenHash: string): string;
  openSuccessor(sealed: string, rotatedTokenHash: string): TokenPair | null;
}

export function createAccessTokenService(
  secret: string,
  options: { revoked?: Pick<RevokedLogins, 'has' | 'add'> } = {},
): AccessTokenService {
  const key = new TextEncoder().encode(secret);
  const revoked = options.revoked;
  const sealer = createSuccessorSealer(secret);
  return {
    sealSuccessor: (pair, rotatedTokenHash) => sealer.seal(pair, rotatedTokenHash),
    openSuccessor: (sealed, rotatedTokenHash) => sealer.open(sealed, rotatedTokenHash),
    async sign(claims) {
      return new SignJWT({
        companyId: claims.companyId,
        memid: claims.memid,
        email_verified: claims.emailVerified,
        sid: claims.loginId,
        // Only operators carry the claim (issue 30); everybody else's token is as before.
        ...(claims.isOperator ? { isOperator: true } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ACCESS_TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        // A token without an expiry, or without its login, would outlive any logout: refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const claims = claimsFromPayload(payload);
        if (!claims || revoked?.has(claims.loginId)) return null;
        return claims;
      } catch {
        return null;
      }
    },
    revokeLogins(loginIds) {
      revoked?.add([...loginIds].map((id) => id.toLowerCase()));
    },
  };
}
