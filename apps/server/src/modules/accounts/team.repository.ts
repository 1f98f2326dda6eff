import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyRole } from '@ironmatch/contracts/access';
import type { Db } from '../../db/database';
import { companies, companyMemberships, users } from '../../db/schema/accounts';
import { companyInvitations } from '../../db/schema/team';

const inviter = alias(users, 'inviter');

const invitationColumns = {
  id: companyInvitations.id,
  companyId: companyInvitations.companyId,
  email: companyInvitations.email,
  role: companyInvitations.role,
  createdAt: companyInvitations.createdAt,
  expiresAt: companyInvitations.expiresAt,
  acceptedAt: companyInvitations.acceptedAt,
  revokedAt: companyInvitations.revokedAt,
  invitedByUserId: companyInvitations.invitedByUserId,
  inviterFirstName: inviter.firstName,
  inviterLastName: inviter.lastName,
};

/** Memberships (roles, joining, leaving), invitations and the approval limit: the team's tables. */
export function createTeamRepository(db: Db) {
  const memberColumns = {
    userId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    role: companyMemberships.role,
    joinedAt: companyMemberships.createdAt,
    lastActiveAt: companyMemberships.lastActiveAt,
  };

  return {
    /** Locks the company's row: role changes, removals and joins of one company run one at a time. */
    async lockCompany(companyId: number) {
      const [row] = await db
        .select({ id: companies.id, name: companies.name, approvalLimitCents: companies.approvalLimitCents })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
      return row ?? null;
    },

    async company(companyId: number) {
      const [row] = await db
        .select({ id: companies.id, name: companies.name, approvalLimitCents: companies.approvalLimitCents })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row ?? null;
    },

    async members(companyId: number) {
      return db
        .select(memberColumns)
        .from(companyMemberships)
        .innerJoin(users, eq(users.id, companyMemberships.userId))
        .where(eq(companyMemberships.companyId, companyId))
        .orderBy(asc(companyMemberships.createdAt), asc(users.id));
    },

    async member(companyId: number, userId: number) {
      const [row] = await db
        .select(memberColumns)
        .from(companyMemberships)
        .innerJoin(users, eq(users.id, companyMemberships.userId))
        .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)));
      return row ?? null;
    },

    async adminCount(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(companyMemberships)
        .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.role, 'admin')));
      return row?.n ?? 0;
    },

    async adminEmails(companyId: number) {
      return db
        .select({ userId: users.id, email: users.email, firstName: users.firstName })
        .from(companyMemberships)
        .innerJoin(users, eq(users.id, companyMemberships.userId))
        .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.role, 'admin')));
    },

    async memberByEmail(companyId: number, email: string) {
      const [row] = await db
        .select({ userId: users.id })
        .from(companyMemberships)
        .innerJoin(users, eq(users.id, companyMemberships.userId))
        .where(and(eq(companyMemberships.companyId, companyId), eq(users.email, email)));
      return row ?? null;
    },

    async setRole(companyId: number, userId: number, role: CompanyRole) {
      await db
        .update(companyMemberships)
        .set({ role })
        .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)));
    },

    async addMember(companyId: number, userId: number, role: CompanyRole) {
      await db.insert(companyMemberships).values({ companyId, userId, role });
    },

    /**
     * Ends a membership. When it was the user's current company, another of theirs (the oldest) or none
     * becomes current, so the next refresh no longer carries it.
     */
    async removeMember(companyId: number, userId: number) {
      await db
        .delete(companyMemberships)
        .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)));
      await db
        .update(users)
        .set({
          companyId: sql`(select ${companyMemberships.companyId} from ${companyMemberships}
            where ${companyMemberships.userId} = ${userId}
            order by ${companyMemberships.createdAt}, ${companyMemberships.companyId} limit 1)`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
    },

    async setCurrentCompany(userId: number, companyId: number) {
      await db
        .update(users)
        .set({ companyId, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    async setApprovalLimit(companyId: number, cents: number | null) {
      await db
        .update(companies)
        .set({ approvalLimitCents: cents, updatedAt: sql`now()` })
        .where(eq(companies.id, companyId));
    },

    async user(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          emailVerified: users.emailVerified,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    // ---- invitations ----

    async pendingInvitations(companyId: number) {
      return db
        .select(invitationColumns)
        .from(companyInvitations)
        .leftJoin(inviter, eq(inviter.id, companyInvitations.invitedByUserId))
        .where(
          and(
            eq(companyInvitations.companyId, companyId),
            isNull(companyInvitations.acceptedAt),
            isNull(companyInvitations.revokedAt),
            gt(companyInvitations.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
    },

    async invitation(id: number, options: { lock?: boolean } = {}) {
      const query = db
        .select(invitationColumns)
        .from(companyInvitations)
        .leftJoin(inviter, eq(inviter.id, companyInvitations.invitedByUserId))
        .where(eq(companyInvitations.id, id));
      const [row] = options.lock ? await query.for('update', { of: companyInvitations }) : await query;
      return row ?? null;
    },

    async invitationByToken(tokenHash: string, options: { lock?: boolean } = {}) {
      const query = db
        .select(invitationColumns)
        .from(companyInvitations)
        .leftJoin(inviter, eq(inviter.id, companyInvitations.invitedByUserId))
        .where(eq(companyInvitations.tokenHash, tokenHash));
      const [row] = options.lock ? await query.for('update', { of: companyInvitations }) : await query;
      return row ?? null;
    },

    async insertInvitation(values: typeof companyInvitations.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(companyInvitations)
        .values(values)
        .returning({ id: companyInvitations.id });
      return row!.id;
    },

    /** Revokes the company's other pending invitations of this email: one link per person at a time. */
    async revokePendingFor(companyId: number, email: string) {
      await db
        .update(companyInvitations)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(companyInvitations.companyId, companyId),
            eq(companyInvitations.email, email),
            isNull(companyInvitations.acceptedAt),
            isNull(companyInvitations.revokedAt),
          ),
        );
    },

    async renewInvitation(id: number, tokenHash: string, expiresAt: string) {
      await db.update(companyInvitations).set({ tokenHash, expiresAt }).where(eq(companyInvitations.id, id));
    },

    async revokeInvitation(id: number) {
      await db
        .update(companyInvitations)
        .set({ revokedAt: sql`now()` })
        .where(eq(companyInvitations.id, id));
    },

    async markAccepted(id: number, userId: number) {
      await db
        .update(companyInvitations)
        .set({ acceptedAt: sql`now()`, acceptedByUserId: userId })
        .where(eq(companyInvitations.id, id));
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
export type InvitationRow = NonNullable<Awaited<ReturnType<TeamRepository['invitation']>>>;
