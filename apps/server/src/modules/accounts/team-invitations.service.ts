import { createHash, randomBytes } from 'node:crypto';
import { GUARD_MESSAGES, type AccessClaims, type CompanyClaims } from '@ironmatch/contracts/access';
import { parseRecordId } from '@ironmatch/contracts/record-id';
import {
  INVITATION_LIFETIME_DAYS,
  INVITATIONS_PER_DAY,
  TEAM_MESSAGES,
  type Invitation,
  type InvitationLookup,
  type InviteBody,
} from '@ironmatch/contracts/team';
import type { Db } from '../../db/database';
import { AppError, conflict, forbidden, notFound } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import type { MailBranding } from '../../platform/mail/email-layout';
import { enqueueMail } from '../../platform/mail/mail-job';
import type { LimitCounter } from '../../platform/limits/limit-counter';
import { invitationEmail } from './team-emails';
import type { MembershipCache } from './team-membership-cache';
import { createTeamRepository, type InvitationRow } from './team.repository';
import { gone, invitationView } from './team.service';

export interface TeamInvitationsDeps {
  db: Db;
  access: RecordAccess;
  memberships: MembershipCache;
  limits: LimitCounter;
  mail: MailBranding;
  pokeJobs: () => void;
}

/** 32 random bytes, URL-safe; only the SHA-256 hash is stored (a leaked table holds no usable link). */
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const expiry = () => new Date(Date.now() + INVITATION_LIFETIME_DAYS * 24 * 3600 * 1000).toISOString();

const isPending = (row: InvitationRow) =>
  row.acceptedAt === null && row.revokedAt === null && Date.parse(row.expiresAt) > Date.now();

/**
 * Invitations (issue 23): an admin invites by email with a role; the link works once, for 7 days, and
 * only for a user whose verified email is the invited one. It survives sign-up and verification
 * because nothing ties it to an account until it is accepted.
 */
export function createTeamInvitationsService(deps: TeamInvitationsDeps) {
  const repo = createTeamRepository(deps.db);

  /** 50 sends (invitations and resends) per company per 24 hours, shared by every server. */
  async function takeSend(companyId: number) {
    const outcome = await deps.limits.hit(`team-invitations:c${companyId}`, [
      { seconds: 24 * 3600, max: INVITATIONS_PER_DAY },
    ]);
    if (!outcome.allowed)
      throw new AppError(429, TEAM_MESSAGES.tooManyInvitations, [TEAM_MESSAGES.tooManyInvitations], {
        'retry-after': String(outcome.retryAfterSeconds),
      });
  }

  async function queueInvitation(db: Db, auth: CompanyClaims, row: InvitationRow, token: string) {
    const r = createTeamRepository(db);
    const company = await r.company(row.companyId);
    const inviter = await r.user(auth.userId);
    await enqueueMail(
      db,
      invitationEmail(
        deps.mail,
        row.email,
        {
          companyName: company?.name ?? 'your company',
          role: row.role,
          inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : null,
        },
        token,
      ),
      { priority: 'account' },
    );
  }

  /** An invitation of the caller's company by id, locked; another company's or an unknown id is 404. */
  async function ownInvitation(db: Db, auth: CompanyClaims, raw: string): Promise<InvitationRow> {
    const id = parseRecordId(raw);
    if (id === null) throw notFound(TEAM_MESSAGES.invitationNotFound);
    await deps.access.require(auth, 'team invitation', id, 'company', { db, lock: true });
    return (await createTeamRepository(db).invitation(id))!;
  }

  return {
    async invite(auth: CompanyClaims, body: InviteBody): Promise<Invitation> {
      if (await repo.memberByEmail(auth.companyId, body.email)) throw conflict(TEAM_MESSAGES.alreadyMember);
      await takeSend(auth.companyId);
      const token = newToken();
      const invitation = await deps.db.transaction(async (tx) => {
        const r = createTeamRepository(tx);
        await r.lockCompany(auth.companyId);
        await r.revokePendingFor(auth.companyId, body.email);
        const id = await r.insertInvitation({
          companyId: auth.companyId,
          email: body.email,
          role: body.role,
          tokenHash: hashOf(token),
          invitedByUserId: auth.userId,
          expiresAt: expiry(),
        });
        const row = (await r.invitation(id))!;
        await queueInvitation(tx, auth, row, token);
        return row;
      });
      deps.pokeJobs();
      return invitationView(invitation);
    },

    async resend(auth: CompanyClaims, rawId: string): Promise<Invitation> {
      const current = await ownInvitation(deps.db, auth, rawId);
      if (!isPending(current)) throw gone();
      await takeSend(auth.companyId);
      const token = newToken();
      const row = await deps.db.transaction(async (tx) => {
        const found = await ownInvitation(tx, auth, rawId);
        if (!isPending(found)) throw gone();
        const r = createTeamRepository(tx);
        await r.renewInvitation(found.id, hashOf(token), expiry());
        const renewed = (await r.invitation(found.id))!;
        await queueInvitation(tx, auth, renewed, token);
        return renewed;
      });
      deps.pokeJobs();
      return invitationView(row);
    },

    async revoke(auth: CompanyClaims, rawId: string): Promise<number> {
      return deps.db.transaction(async (tx) => {
        const row = await ownInvitation(tx, auth, rawId);
        if (!isPending(row)) throw gone();
        await createTeamRepository(tx).revokeInvitation(row.id);
        return row.id;
      });
    },

    async lookup(token: string): Promise<InvitationLookup> {
      const row = await repo.invitationByToken(hashOf(token));
      if (!row || !isPending(row)) throw gone();
      const company = await repo.company(row.companyId);
      if (!company) throw gone();
      return {
        companyName: company.name,
        email: row.email,
        role: row.role,
        expiresAt: new Date(row.expiresAt).toISOString(),
        invitedBy:
          row.inviterFirstName !== null
            ? { firstName: row.inviterFirstName, lastName: row.inviterLastName ?? '' }
            : null,
      };
    },

    /** Joins the invited company and makes it the user's current one; nothing changes on any refusal. */
    async accept(
      auth: AccessClaims,
      token: string,
    ): Promise<{ companyId: number; companyName: string; role: 'admin' | 'member' }> {
      const joined = await deps.db.transaction(async (tx) => {
        const r = createTeamRepository(tx);
        const found = await r.invitationByToken(hashOf(token));
        if (!found) throw gone();
        // Company first, then the invitation: the same order as every other change of the team.
        const company = await r.lockCompany(found.companyId);
        const row = await r.invitationByToken(hashOf(token), { lock: true });
        if (!company || !row || !isPending(row)) throw gone();
        const user = await r.user(auth.userId);
        if (!user) throw gone();
        if (user.email !== row.email) throw forbidden(TEAM_MESSAGES.otherEmail);
        if (!user.emailVerified) throw forbidden(GUARD_MESSAGES.verificationRequired);
        if (await r.member(row.companyId, auth.userId)) throw conflict(TEAM_MESSAGES.youAreMember);
        await r.addMember(row.companyId, auth.userId, row.role);
        await r.markAccepted(row.id, auth.userId);
        await r.setCurrentCompany(auth.userId, row.companyId);
        return { companyId: row.companyId, companyName: company.name, role: row.role };
      });
      deps.memberships.forget(auth.userId, joined.companyId);
      return joined;
    },
  };
}
