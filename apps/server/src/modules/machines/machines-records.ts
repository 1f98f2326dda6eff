import { eq } from 'drizzle-orm';
import { MACHINE_MESSAGES } from '@ironmatch/contracts/machine-rules';
import { machines } from '../../db/schema/machines';
import type { RecordAccess } from '../../http/record-access';

declare module '../../http/record-access' {
  interface RecordKinds {
    /** A dismantled machine: its owner is the dealer company that listed it. Anyone else: 404. */
    machine: 'owner';
  }
}

/** The machines module's records for the one access check (http/record-access.ts). */
export function defineMachineRecords(access: RecordAccess): void {
  access.define('machine', {
    notFound: MACHINE_MESSAGES.notFound,
    load: async (db, id, { lock }) => {
      const query = db.select({ owner: machines.companyId }).from(machines).where(eq(machines.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? { owner: { companyIds: [row.owner] } } : null;
    },
  });
}
