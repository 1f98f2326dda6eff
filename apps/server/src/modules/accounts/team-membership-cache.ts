import { and, eq, sql } from 'drizzle-orm';
import type { CompanyRole } from '@ironmatch/contracts/access';
import type { Db } from '../../db/database';
import { companyMemberships, users } from '../../db/schema/accounts';

/**
 * The membership behind a token's company, read on every request that carries one (issue 23: a removed
 * member's token stops working for that company within 60 seconds). Answers are kept for `ttlMs`
 * (30 s by default) so a busy page costs one query per user and company per half minute; this server
 * forgets an entry at once when it changes the membership, other servers within the TTL.
 */
export interface MembershipCache {
  /**
   * The user's role in the company, or null when they do not (or no longer) belong to it; 'gone' when
   * the account itself no longer exists (the token outlived it: the caller is not authenticated).
   */
  roleOf(userId: number, companyId: number): Promise<CompanyRole | null | 'gone'>;
  /** Drops what is known of the membership (after a removal, a role change, a join). */
  forget(userId: number, companyId: number): void;
}

/** How stale `last_active_at` may get before a request writes it again. */
const LAST_ACTIVE_EVERY = '5 minutes';

export function createMembershipCache(db: Db, options: { ttlMs?: number; maxEntries?: number } = {}) {
  const ttlMs = Math.min(options.ttlMs ?? 30_000, 60_000);
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { role: CompanyRole | null | 'gone'; until: number }>();
  const key = (userId: number, companyId: number) => `${userId}:${companyId}`;

  async function load(userId: number, companyId: number): Promise<CompanyRole | null | 'gone'> {
    const where = and(eq(companyMemberships.userId, userId), eq(companyMemberships.companyId, companyId));
    // One statement: the role, and the "last active" mark refreshed when it is older than a few minutes.
    const touched = await db
      .update(companyMemberships)
      .set({ lastActiveAt: sql`now()` })
      .where(
        and(
          where,
          sql`(${companyMemberships.lastActiveAt} is null or ${companyMemberships.lastActiveAt} < now() - ${LAST_ACTIVE_EVERY}::interval)`,
        ),
      )
      .returning({ role: companyMemberships.role });
    if (touched[0]) return touched[0].role;
    const [row] = await db.select({ role: companyMemberships.role }).from(companyMemberships).where(where);
    if (row) return row.role;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return user ? null : 'gone';
  }

  const cache: MembershipCache = {
    async roleOf(userId, companyId) {
      const k = key(userId, companyId);
      const hit = entries.get(k);
      if (hit && hit.until > Date.now()) return hit.role;
      const role = await load(userId, companyId);
      if (entries.size >= maxEntries) entries.clear();
      entries.set(k, { role, until: Date.now() + ttlMs });
      return role;
    },
    forget(userId, companyId) {
      entries.delete(key(userId, companyId));
    },
  };
  return cache;
}
