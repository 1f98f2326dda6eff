import { TEAM_MESSAGES } from '@ironmatch/contracts/team';
import type { RecordAccess } from '../../http/record-access';
import { createTeamRepository } from './team.repository';
import { createAccountsRepository } from './accounts.repository';

declare module '../../http/record-access' {
  interface RecordKinds {
    /** An invitation: the company that sent it. Anyone else (another company's id): 404. */
    'team invitation': 'company';
    /** A user as a colleague: the companies they belong to. Someone outside the caller's company: 404. */
    'team member': 'company';
  }
}

/** The team's records for the one access check (issue 23: another company's id is 404). */
export function defineTeamRecords(access: RecordAccess): void {
  access.define('team invitation', {
    notFound: TEAM_MESSAGES.invitationNotFound,
    load: async (db, id, { lock }) => {
      const row = await createTeamRepository(db).invitation(id, { lock });
      return row ? { company: { companyIds: [row.companyId] } } : null;
    },
  });
  access.define('team member', {
    notFound: TEAM_MESSAGES.memberNotFound,
    load: async (db, id) => {
      const companies = await createAccountsRepository(db).membershipsOf(id);
      return companies.length ? { company: { companyIds: companies.map((c) => c.companyId) } } : null;
    },
  });
}
