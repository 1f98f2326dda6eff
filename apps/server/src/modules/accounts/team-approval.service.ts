import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, companyMemberships, users } from '../../db/schema/accounts';

/**
 * What purchase approval (orders module, issue 23) needs of the team: a member's approval limit and
 * who the admins are. Pass the order's transaction.
 */
export function teamForApproval(db: Db) {
  return {
    /**
     * The limit (cents) above which `userId`'s order request for `companyId` waits for an admin, or null
     * when it never waits: no limit set, or the user is an admin (admins' requests are never held).
     */
    async memberLimitCents(companyId: number, userId: number): Promise<number | null> {
      const [row] = await db
        .select({ role: companyMemberships.role, limit: companies.approvalLimitCents })
        .from(companyMemberships)
        .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
        .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)));
      if (!row || row.role === 'admin') return null;
      return row.limit;
    },

    /** The company's admins, to email about a held request. */
    async admins(companyId: number): Promise<Array<{ email: string; firstName: string }>> {
      return db
        .select({ email: users.email, firstName: users.firstName })
        .from(companyMemberships)
        .innerJoin(users, eq(users.id, companyMemberships.userId))
        .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.role, 'admin')));
    },

    async person(userId: number): Promise<{ email: string; firstName: string } | null> {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}
