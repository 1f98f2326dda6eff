import type { Db } from '../../db/database';
import { createAccountStandingRepository } from './account-standing.repository';
import { createAccountsRepository } from './accounts.repository';

/**
 * An account's standing (issue 30), owned here with the users and companies tables: operators suspend
 * and reinstate companies, disable and enable logins, verify emails (each under the record's row lock,
 * in the operator's transaction); signing in asks `signInBlock` before a session starts or is renewed.
 */
export function accountStanding(db: Db) {
  const repo = createAccountStandingRepository(db);
  return {
    signInBlock: repo.signInBlock,
    lockCompany: repo.lockCompany,
    setSuspended: repo.setSuspended,
    lockUser: repo.lockUser,
    setLoginDisabled: repo.setLoginDisabled,
    // The same write as the user's own verification link.
    markVerified: createAccountsRepository(db).markUserEmailVerified,
    companyUserIds: repo.companyUserIds,
  };
}
