import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { REFRESH_REUSE_GRACE_SECONDS } from '@ironmatch/contracts/auth';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { emailTokens, passwordHistory, refreshTokens } from '../../db/schema/auth';

export type EmailTokenKind = 'verify' | 'reset';

export interface RefreshTokenRow {
  id: number;
  userId: number;
  familyId: string;
  deviceInfo: string | null;
  expiresAt: string;
  rotatedAt: string | null;
  revokedAt: string | null;
  /** Rotated less than the reuse grace ago (measured by the database's clock). */
  inReuseGrace: boolean;
  successorSealed: string | null;
}

/**
 * Sessions (refresh tokens), password history and one-time email tokens. The user record itself
 * belongs to the accounts module (`accountsForSignIn`). Pass a transaction to take part in one.
 */
export function createAuthRepository(db: Db) {
  return {
    async addPasswordHistory(userId: number, passwordHash: string): Promise<void> {
      await db.insert(passwordHistory).values({ userId, passwordHash });
    },

    async recentPasswordHashes(userId: number, limit: number): Promise<string[]> {
      const rows = await db
        .select({ hash: passwordHistory.passwordHash })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, userId))
        .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
        .limit(limit);
      return rows.map((r) => r.hash);
    },

    // ---- refresh tokens ----
    async insertRefreshToken(values: {
      userId: number;
      familyId: string;
      tokenHash: string;
      companyId: number | null;
      deviceInfo: string | null;
      expiresAt: string;
    }): Promise<void> {
      await db.insert(refreshTokens).values(values);
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          userId: refreshTokens.userId,
          familyId: refreshTokens.familyId,
          deviceInfo: refreshTokens.deviceInfo,
          expiresAt: refreshTokens.expiresAt,
          rotatedAt: refreshTokens.rotatedAt,
          revokedAt: refreshTokens.revokedAt,
          inReuseGrace: sql<boolean>`coalesce(${refreshTokens.rotatedAt} > now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS}), false)`,
          successorSealed: refreshTokens.successorSealed,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** Marks a live token as used; false when another request got there first (a replay). */
    async markRotated(id: number): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(
          and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },

    /** Keeps the (sealed) pair a token was rotated to, for the reuse grace. */
    async storeSuccessor(id: number, sealed: string): Promise<void> {
      await db.update(refreshTokens).set({ successorSealed: sealed }).where(eq(refreshTokens.id, id));
    },

    /** Ends one login (of `userId` only, when given); answers its id (for the revoked-logins cache). */
    async revokeFamily(familyId: string, userId?: number): Promise<string[]> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
            userId === undefined ? undefined : eq(refreshTokens.userId, userId),
          ),
        );
      return [familyId];
    },

    /** Ends every session of the user (optionally all but one login); answers the logins it ended. */
    async revokeAllSessions(userId: number, exceptFamilyId?: string): Promise<string[]> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
          ),
        )
        .returning({ familyId: refreshTokens.familyId });
      return [...new Set(rows.map((r) => r.familyId))];
    },

    // ---- one-time email tokens ----
    async insertEmailToken(
      userId: number,
      kind: EmailTokenKind,
      tokenHash: string,
      expiresAt: string,
    ): Promise<void> {
      await db.insert(emailTokens).values({ userId, kind, tokenHash, expiresAt });
    },

    async findEmailToken(tokenHash: string, kind: EmailTokenKind) {
      const [row] = await db
        .select({
          id: emailTokens.id,
          userId: emailTokens.userId,
          expiresAt: emailTokens.expiresAt,
          usedAt: emailTokens.usedAt,
          email: users.email,
          emailVerified: users.emailVerified,
          expired: sql<boolean>`${emailTokens.expiresAt} <= now()`,
        })
        .from(emailTokens)
        .innerJoin(users, eq(users.id, emailTokens.userId))
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.kind, kind)));
      return row;
    },

    /** Uses a token once: false when it was already used or has expired meanwhile. */
    async useEmailToken(id: number): Promise<boolean> {
      const rows = await db
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, sql`now()`)))
        .returning({ id: emailTokens.id });
      return rows.length > 0;
    },

    /**
     * The user's unused links of this kind stop working: reset links when a new one is sent or the
     * password changes, verification links once one of them is used.
     */
    async invalidateEmailTokens(userId: number, kind: EmailTokenKind): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
