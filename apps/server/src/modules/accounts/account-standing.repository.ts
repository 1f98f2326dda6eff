import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, companyMemberships, users } from '../../db/schema/accounts';

/**
 * What an operator changes about an account's standing (issue 30): a company's suspension, a user's
 * disabled login and verified email; and what signing in reads of it. Pass a transaction to lock.
 */
export function createAccountStandingRepository(db: Db) {
  return {
    /** Why a session of this user may not start now: its login is disabled, or its company is suspended. */
    async signInBlock(userId: number): Promise<'login_disabled' | 'company_suspended' | null> {
      const [row] = await db
        .select({ disabledAt: users.loginDisabledAt, suspendedAt: companies.suspendedAt })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, userId));
      if (row?.disabledAt) return 'login_disabled';
      if (row?.suspendedAt) return 'company_suspended';
      return null;
    },

    async lockCompany(companyId: number) {
      const [row] = await db
        .select({
          id: companies.id,
          name: companies.name,
          memid: companies.memid,
          stripeAccountId: companies.stripeAccountId,
          canTransact: companies.canTransact,
          suspendedAt: companies.suspendedAt,
          suspendedReason: companies.suspendedReason,
        })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
      return row ?? null;
    },

    async setSuspended(companyId: number, reason: string | null): Promise<void> {
      await db
        .update(companies)
        .set({
          suspendedAt: reason === null ? null : sql`now()`,
          suspendedReason: reason,
          updatedAt: sql`now()`,
        })
        .where(eq(companies.id, companyId));
    },

    async lockUser(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          emailVerified: users.emailVerified,
          loginDisabledAt: users.loginDisabledAt,
          loginDisabledReason: users.loginDisabledReason,
        })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row ?? null;
    },

    async setLoginDisabled(userId: number, disabled: boolean, reason: string | null): Promise<void> {
      await db
        .update(users)
        .set({
          loginDisabledAt: disabled ? sql`now()` : null,
          loginDisabledReason: disabled ? reason : null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    },

    async companyUserIds(companyId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: companyMemberships.userId })
        .from(companyMemberships)
        .where(eq(companyMemberships.companyId, companyId));
      return rows.map((r) => r.userId);
    },
  };
}
