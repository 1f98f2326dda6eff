import { eq } from 'drizzle-orm';
import { MACHINE_MESSAGES } from '@ironmatch/contracts/machine-rules';
import { machineWatches } from '../../db/schema/machines';
import type { RecordAccess } from '../../http/record-access';

declare module '../../http/record-access' {
  interface RecordKinds {
    /** A machine watch: its owner is the user who saved it. Anyone else: 404. */
    'machine-watch': 'owner';
  }
}

export function defineMachineWatchRecords(access: RecordAccess): void {
  access.define('machine-watch', {
    notFound: MACHINE_MESSAGES.watchNotFound,
    load: async (db, id, { lock }) => {
      const query = db
        .select({ owner: machineWatches.userId })
        .from(machineWatches)
        .where(eq(machineWatches.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? { owner: { userIds: [row.owner] } } : null;
    },
  });
}
