import type { CompanyClaims, CompanyRole } from '@ironmatch/contracts/access';
import { parseRecordId } from '@ironmatch/contracts/record-id';
import { TEAM_MESSAGES, type Invitation, type Team, type TeamMember } from '@ironmatch/contracts/team';
import type { Db } from '../../db/database';
import { AppError, conflict, notFound } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import type { MembershipCache } from './team-membership-cache';
import { createTeamRepository, type InvitationRow } from './team.repository';

export interface TeamServiceDeps {
  db: Db;
  access: RecordAccess;
  memberships: MembershipCache;
}

export const gone = () => new AppError(410, TEAM_MESSAGES.invitationInvalid);

export function invitationView(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    invitedBy:
      row.invitedByUserId !== null && row.inviterFirstName !== null
        ? {
            userId: row.invitedByUserId,
            firstName: row.inviterFirstName,
            lastName: row.inviterLastName ?? '',
          }
        : null,
  };
}

function memberView(row: {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  role: CompanyRole;
  joinedAt: string;
  lastActiveAt: string | null;
}): TeamMember {
  return {
    ...row,
    joinedAt: new Date(row.joinedAt).toISOString(),
    lastActiveAt: row.lastActiveAt ? new Date(row.lastActiveAt).toISOString() : null,
  };
}

/**
 * The team of the caller's current company (issue 23): who belongs, in which role, and the approval
 * limit. Only admins reach the changing calls (the `admin` access level); every change of one company's
 * memberships runs under that company's row lock, so the last admin can never be demoted, removed or
 * leave, even by two admins at once.
 */
export function createTeamService(deps: TeamServiceDeps) {
  const repo = createTeamRepository(deps.db);

  /** A colleague's user id from the path; someone outside the company (or nobody) is 404. */
  async function colleagueId(auth: CompanyClaims, raw: string): Promise<number> {
    const userId = parseRecordId(raw);
    if (userId === null) throw notFound(TEAM_MESSAGES.memberNotFound);
    await deps.access.require(auth, 'team member', userId, 'company');
    return userId;
  }

  /** Runs `change` under the company's lock, refusing it when it would leave the company without an admin. */
  async function keepingAnAdmin<T>(
    companyId: number,
    userId: number,
    losesAdmin: (role: CompanyRole) => boolean,
    change: (tx: ReturnType<typeof createTeamRepository>, role: CompanyRole) => Promise<T>,
  ): Promise<T> {
    const result = await deps.db.transaction(async (tx) => {
      const r = createTeamRepository(tx);
      await r.lockCompany(companyId);
      const member = await r.member(companyId, userId);
      if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
      if (member.role === 'admin' && losesAdmin(member.role) && (await r.adminCount(companyId)) <= 1)
        throw conflict(TEAM_MESSAGES.lastAdmin);
      return change(r, member.role);
    });
    deps.memberships.forget(userId, companyId);
    return result;
  }

  return {
    async view(auth: CompanyClaims): Promise<Team> {
      const companyId = auth.companyId;
      const [company, members, invitations] = await Promise.all([
        repo.company(companyId),
        repo.members(companyId),
        repo.pendingInvitations(companyId),
      ]);
      if (!company) throw notFound(TEAM_MESSAGES.memberNotFound);
      const me = members.find((m) => m.userId === auth.userId);
      return {
        companyId,
        companyName: company.name,
        myRole: me?.role ?? 'member',
        approvalLimitCents: company.approvalLimitCents,
        members: members.map(memberView),
        invitations: invitations.map(invitationView),
      };
    },

    async changeRole(auth: CompanyClaims, rawUserId: string, role: CompanyRole): Promise<TeamMember> {
      const userId = await colleagueId(auth, rawUserId);
      return keepingAnAdmin(
        auth.companyId,
        userId,
        () => role !== 'admin',
        async (r) => {
          await r.setRole(auth.companyId, userId, role);
          return memberView((await r.member(auth.companyId, userId))!);
        },
      );
    },

    async remove(auth: CompanyClaims, rawUserId: string): Promise<number> {
      const userId = await colleagueId(auth, rawUserId);
      await keepingAnAdmin(
        auth.companyId,
        userId,
        () => true,
        (r) => r.removeMember(auth.companyId, userId),
      );
      return userId;
    },

    async leave(auth: CompanyClaims): Promise<number> {
      await keepingAnAdmin(
        auth.companyId,
        auth.userId,
        () => true,
        (r) => r.removeMember(auth.companyId, auth.userId),
      );
      return auth.companyId;
    },

    async setApprovalLimit(auth: CompanyClaims, cents: number | null): Promise<number | null> {
      await repo.setApprovalLimit(auth.companyId, cents);
      return cents;
    },
  };
}
