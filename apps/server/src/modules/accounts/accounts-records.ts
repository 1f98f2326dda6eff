import { GUARD_MESSAGES } from '@ironmatch/contracts/access';
import { ACCOUNT_MESSAGES } from '@ironmatch/contracts/accounts';
import type { RecordAccess } from '../../http/record-access';
import { createAccountsRepository } from './accounts.repository';

declare module '../../http/record-access' {
  interface RecordKinds {
    /** A user record: only its own user (DECISIONS.md "A user reads and changes only their own user record"). */
    user: 'self';
    /** A company's membership, by company id: the users who belong to it, and its admins (issue 23). */
    company: 'member' | 'admin';
  }
}

/** The accounts module's records for the one access check (http/record-access.ts). */
export function defineAccountRecords(access: RecordAccess): void {
  access.define('user', {
    notFound: ACCOUNT_MESSAGES.userNotFound,
    load: async (db, id) =>
      (await createAccountsRepository(db).findUser(id)) ? { self: { userIds: [id] } } : null,
  });
  access.define('company', {
    notFound: ACCOUNT_MESSAGES.companyNotFound,
    wrongRole: { admin: GUARD_MESSAGES.adminRequired },
    load: async (db, id) => {
      const repo = createAccountsRepository(db);
      if (!(await repo.findCompany(id))) return null;
      return {
        member: { userIds: await repo.memberIdsOf(id) },
        admin: { userIds: await repo.memberIdsOf(id, 'admin') },
      };
    },
  });
}
