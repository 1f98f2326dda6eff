import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 2 * 60 * 60;

/** Claims of DECISIONS.md: sub = userId, companyId, memid, email_verified, exp. */
export interface AccessClaims {
  userId: number;
  companyId: number | null;
  memid: string | null;
  emailVerified: boolean;
}

export interface AccessTokenService {
  sign(claims: AccessClaims): Promise<string>;
  /** Returns the claims, or null for a missing, malformed, forged or expired token. */
  verify(token: string): Promise<AccessClaims | null>;
}

export function createAccessTokenService(secret: string): AccessTokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      return new SignJWT({
        companyId: claims.companyId,
        memid: claims.memid,
        email_verified: claims.emailVerified,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        const companyId = typeof payload.companyId === 'number' ? payload.companyId : null;
        const memid = typeof payload.memid === 'string' && payload.memid !== '' ? payload.memid : null;
        return { userId, companyId, memid, emailVerified: payload.email_verified === true };
      } catch {
        return null;
      }
    },
  };
}
