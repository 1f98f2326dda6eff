import { sql } from 'drizzle-orm';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import {
  MEMBERSHIP_MESSAGES as M,
  type AdminApplication,
  type Application,
  type ApplicationStatus,
} from '@ironmatch/contracts/membership';
import type { z } from 'zod';
import type { applicationBodySchema } from '@ironmatch/contracts/membership';
import type { Db } from '../../db/database';
import { SQL_STATE, sqlState } from '../../db/sql-state';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import type { MailBranding } from '../../platform/mail/email-layout';
import { enqueueMail } from '../../platform/mail/mail-job';
import { createAccountsOperations } from '../accounts/accounts.service';
import { teamForApproval } from '../accounts/team-approval.service';
import { recordAudit, type OperatorActor } from '../operators/audit.service';
import { applicationApprovedEmail, applicationRejectedEmail } from './membership-emails';
import { createMembershipRepository } from './membership.repository';

type ApplicationInput = z.output<typeof applicationBodySchema>;

/** Strips the operators' extra fields: the applicant's own view of its application. */
function applicantView(a: AdminApplication | Application): Application {
  const { company: _company, ...rest } = a as AdminApplication;
  return rest;
}

/**
 * Membership applications (issue 30): a company applies once at a time; an operator approves it (the
 * company's memid, unique) or rejects it (a reason); either way the company's admins are emailed, in
 * the decision's transaction, with its audit row. The new memid reaches the tokens at the next refresh.
 */
export function createMembershipService(deps: { db: Db; mail: MailBranding; pokeJobs: () => void }) {
  const { db, mail } = deps;
  const repo = createMembershipRepository(db);

  async function decided<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    deps.pokeJobs();
    return result;
  }

  async function openApplication(tx: Db, id: number): Promise<AdminApplication> {
    const application = await createMembershipRepository(tx).adminGet(id, { lock: true });
    if (!application) throw notFound(M.notFound);
    if (application.status !== 'open') throw conflict(M.notOpen);
    return application;
  }

  return {
    async apply(auth: CompanyClaims, input: ApplicationInput): Promise<Application> {
      const wanted = [...new Set(input.makes.map((m) => m.toUpperCase()))];
      const known = await repo.knownMakes(wanted);
      const unknown = input.makes.filter((m) => !known.has(m.toUpperCase()));
      if (unknown.length > 0) {
        const errors = [...new Set(unknown)].map((m) => M.unknownMake(m));
        throw badRequest(errors[0]!, errors);
      }
      const state = await createAccountsOperations(db).payoutState(auth.companyId);
      if (state?.memid) throw conflict(M.alreadyMember);
      if (await repo.hasOpen(auth.companyId)) throw conflict(M.alreadyOpen);
      try {
        return await repo.insert({
          companyId: auth.companyId,
          applicantUserId: auth.userId,
          yardAddress1: input.yardAddress1,
          yardCity: input.yardCity,
          yardState: input.yardState,
          yardZip: input.yardZip,
          sells: input.sells,
          makes: wanted.map((m) => known.get(m)!),
          inventorySize: input.inventorySize,
          website: input.website ?? null,
        });
      } catch (err) {
        // Two sent at once: the one-open-per-company index keeps the first.
        if (sqlState(err) === SQL_STATE.uniqueViolation) throw conflict(M.alreadyOpen);
        throw err;
      }
    },

    mine: async (auth: CompanyClaims) => (await repo.listForCompany(auth.companyId)).map(applicantView),

    adminPage: (status: ApplicationStatus | 'all', page: number, limit: number) =>
      repo.adminPage(status, page, limit),

    /** A company's applications for the operators' company page. */
    forCompany: (companyId: number) => repo.forCompanyAdmin(companyId),

    async adminGet(id: number): Promise<AdminApplication> {
      const application = await repo.adminGet(id);
      if (!application) throw notFound(M.notFound);
      return application;
    },

    async memidHolder(
      memid: string,
    ): Promise<{ memid: string; available: boolean; companyId: number | null }> {
      const holder = await createAccountsOperations(db).companyByMemid(memid);
      return { memid, available: !holder, companyId: holder?.id ?? null };
    },

    approve: (actor: OperatorActor, id: number, memid: string): Promise<AdminApplication> =>
      decided(async (tx) => {
        // One assignment of a memid at a time, so two approvals cannot both find it free.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`memid:${memid.toUpperCase()}`}))`);
        const application = await openApplication(tx, id);
        const accounts = createAccountsOperations(tx);
        const holder = await accounts.companyByMemid(memid);
        if (holder && holder.id !== application.companyId) throw conflict(M.memidTaken(memid));
        const before = (await accounts.payoutState(application.companyId))?.memid ?? null;
        const company = await accounts.setMembership(application.companyId, memid);
        if (!company) throw new AppError(404, M.notFound);
        await createMembershipRepository(tx).decide(id, { status: 'approved', memid }, actor.operatorId);
        await recordAudit(tx, actor, {
          action: 'application.approve',
          targetType: 'application',
          targetId: id,
          before: { status: 'open', memid: before },
          after: { status: 'approved', memid },
        });
        const admins = await teamForApproval(tx).admins(application.companyId);
        await enqueueMail(
          tx,
          admins.map((to) => applicationApprovedEmail(mail, to, company, memid)),
        );
        return (await createMembershipRepository(tx).adminGet(id))!;
      }),

    reject: (actor: OperatorActor, id: number, reason: string): Promise<AdminApplication> =>
      decided(async (tx) => {
        const application = await openApplication(tx, id);
        await createMembershipRepository(tx).decide(id, { status: 'rejected', reason }, actor.operatorId);
        await recordAudit(tx, actor, {
          action: 'application.reject',
          targetType: 'application',
          targetId: id,
          before: { status: 'open', rejectionReason: null },
          after: { status: 'rejected', rejectionReason: reason },
        });
        const admins = await teamForApproval(tx).admins(application.companyId);
        await enqueueMail(
          tx,
          admins.map((to) => applicationRejectedEmail(mail, to, application.company, reason)),
        );
        return (await createMembershipRepository(tx).adminGet(id))!;
      }),
  };
}
