import { sql } from 'drizzle-orm';
import {
  OPERATOR_ACCOUNT_MESSAGES as M,
  type AdminCompany,
  type AdminUser,
} from '@ironmatch/contracts/operator-accounts';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/app-error';
import { accountStanding } from '../accounts/account-standing.service';
import { createAccountsOperations } from '../accounts/accounts.service';
import { authSessions } from '../auth/auth-sessions.service';
import { recordAudit, type OperatorActor } from '../operators/audit.service';
import { createOperatorAccountsRepository } from './operator-accounts.repository';

type Standing = ReturnType<typeof accountStanding>;
type LockedCompany = NonNullable<Awaited<ReturnType<Standing['lockCompany']>>>;
type LockedUser = NonNullable<Awaited<ReturnType<Standing['lockUser']>>>;

export interface OperatorAccountsDeps {
  db: Db;
  /** Ends logins (the auth module): refresh tokens at the commit, access tokens within 60 s. */
  sessions: ReturnType<typeof authSessions>;
  /** The company's applications (the membership module). */
  applicationsOf: (companyId: number) => Promise<AdminCompany['applications']>;
}

/**
 * The operators' companies and users (issue 30). Each action runs in one transaction holding the
 * record's row lock, refuses a change that is already so (409), and writes its one audit row there;
 * sessions it ends stop their access tokens once it has committed.
 */
export function createOperatorAccountsService(deps: OperatorAccountsDeps) {
  const { db, sessions } = deps;
  const repo = createOperatorAccountsRepository(db);

  async function company(id: number): Promise<AdminCompany> {
    const row = await repo.company(id);
    if (!row) throw notFound(M.companyNotFound);
    return { ...row, applications: await deps.applicationsOf(id) };
  }

  async function user(id: number): Promise<AdminUser> {
    const row = await repo.user(id);
    if (!row) throw notFound(M.userNotFound);
    return row;
  }

  /** One operator action on a company under its row lock; answers the company as it is afterwards. */
  async function onCompany(
    id: number,
    work: (tx: Db, locked: LockedCompany) => Promise<string[] | void>,
  ): Promise<AdminCompany> {
    const ended = await db.transaction(async (tx) => {
      const locked = await accountStanding(tx).lockCompany(id);
      if (!locked) throw notFound(M.companyNotFound);
      return (await work(tx, locked)) ?? [];
    });
    sessions.forget(ended);
    return company(id);
  }

  async function onUser(
    id: number,
    work: (tx: Db, locked: LockedUser) => Promise<string[] | void>,
  ): Promise<AdminUser> {
    const ended = await db.transaction(async (tx) => {
      const locked = await accountStanding(tx).lockUser(id);
      if (!locked) throw notFound(M.userNotFound);
      return (await work(tx, locked)) ?? [];
    });
    sessions.forget(ended);
    return user(id);
  }

  return {
    companies: (q: string | undefined, page: number, limit: number) => repo.companies(q, page, limit),
    company,
    users: (q: string | undefined, page: number, limit: number) => repo.users(q, page, limit),

    setMemid: (actor: OperatorActor, id: number, memid: string | null) =>
      onCompany(id, async (tx, c) => {
        if (memid !== null) {
          // As approving an application: one assignment of a memid at a time across the console.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`memid:${memid.toUpperCase()}`}))`);
          const holder = await createAccountsOperations(tx).companyByMemid(memid);
          if (holder && holder.id !== id) throw conflict(M.memidTaken(memid));
        }
        if ((c.memid ?? null) === memid) throw conflict(M.memidUnchanged);
        await createAccountsOperations(tx).setMembership(id, memid);
        await recordAudit(tx, actor, {
          action: 'company.set_memid',
          targetType: 'company',
          targetId: id,
          before: { memid: c.memid },
          after: { memid },
        });
      }),

    setPayoutAccount: (actor: OperatorActor, id: number, stripeAccountId: string | null) =>
      onCompany(id, async (tx, c) => {
        if ((c.stripeAccountId ?? null) === stripeAccountId) throw conflict(M.payoutUnchanged);
        await createAccountsOperations(tx).setPayoutAccount(id, stripeAccountId);
        await recordAudit(tx, actor, {
          action: 'company.set_payout_account',
          targetType: 'company',
          targetId: id,
          before: { stripeAccountId: c.stripeAccountId, canTransact: c.canTransact },
          after: { stripeAccountId, canTransact: stripeAccountId !== null },
        });
      }),

    suspend: (actor: OperatorActor, id: number, reason: string) =>
      onCompany(id, async (tx, c) => {
        if (c.suspendedAt) throw conflict(M.alreadySuspended);
        const standing = accountStanding(tx);
        await standing.setSuspended(id, reason);
        const ended = await sessions.endAll(tx, await standing.companyUserIds(id));
        await recordAudit(tx, actor, {
          action: 'company.suspend',
          targetType: 'company',
          targetId: id,
          before: { suspended: false, suspendedReason: null },
          after: { suspended: true, suspendedReason: reason },
        });
        return ended;
      }),

    reinstate: (actor: OperatorActor, id: number) =>
      onCompany(id, async (tx, c) => {
        if (!c.suspendedAt) throw conflict(M.notSuspended);
        await accountStanding(tx).setSuspended(id, null);
        await recordAudit(tx, actor, {
          action: 'company.reinstate',
          targetType: 'company',
          targetId: id,
          before: { suspended: true, suspendedReason: c.suspendedReason },
          after: { suspended: false, suspendedReason: null },
        });
      }),

    verifyEmail: (actor: OperatorActor, id: number) =>
      onUser(id, async (tx, u) => {
        if (u.emailVerified) throw conflict(M.alreadyVerified);
        await accountStanding(tx).markVerified(id);
        await recordAudit(tx, actor, {
          action: 'user.verify_email',
          targetType: 'user',
          targetId: id,
          before: { emailVerified: false },
          after: { emailVerified: true },
        });
      }),

    endSessions: (actor: OperatorActor, id: number) =>
      onUser(id, async (tx) => {
        const ended = await sessions.endAll(tx, [id]);
        await recordAudit(tx, actor, {
          action: 'user.end_sessions',
          targetType: 'user',
          targetId: id,
          before: { openLogins: ended.length },
          after: { openLogins: 0 },
        });
        return ended;
      }),

    disableLogin: (actor: OperatorActor, id: number, reason: string | null) =>
      onUser(id, async (tx, u) => {
        if (u.loginDisabledAt) throw conflict(M.alreadyDisabled);
        await accountStanding(tx).setLoginDisabled(id, true, reason);
        const ended = await sessions.endAll(tx, [id]);
        await recordAudit(tx, actor, {
          action: 'user.disable_login',
          targetType: 'user',
          targetId: id,
          before: { loginDisabled: false, loginDisabledReason: null },
          after: { loginDisabled: true, loginDisabledReason: reason },
        });
        return ended;
      }),

    enableLogin: (actor: OperatorActor, id: number) =>
      onUser(id, async (tx, u) => {
        if (!u.loginDisabledAt) throw conflict(M.notDisabled);
        await accountStanding(tx).setLoginDisabled(id, false, null);
        await recordAudit(tx, actor, {
          action: 'user.enable_login',
          targetType: 'user',
          targetId: id,
          before: { loginDisabled: true, loginDisabledReason: u.loginDisabledReason },
          after: { loginDisabled: false, loginDisabledReason: null },
        });
      }),
  };
}
