import type { AccessClaims, CompanyClaims } from '@ironmatch/contracts/access';
import { MACHINE_MESSAGES as M, MAX_MACHINE_WATCHES } from '@ironmatch/contracts/machine-rules';
import type { MachineWatch } from '@ironmatch/contracts/machines';
import { normalizePartNumber } from '@ironmatch/contracts/part-matcher-rules';
import { parseRecordId } from '@ironmatch/contracts/record-id';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import { defineJob, enqueueJobs } from '../../platform/jobs/job-queue';
import type { MailBranding } from '../../platform/mail/email-layout';
import { enqueueMail } from '../../platform/mail/mail-job';
import type { MakeResolver } from './machine-makes';
import { watchEmail } from './machine-watch-emails';
import {
  closeMatches,
  deleteWatch,
  insertWatch,
  lockWatchForEmail,
  lockedWatchCount,
  pendingMatches,
  recordMatches,
  watchesOf,
} from './machine-watches.repository';

/** One watch's email: sends its pending matches, or waits for the end of its 24 hours. */
export const machineWatchEmailJob = defineJob<{ watchId: number }>('machine-watch-email');

export interface MachineWatchesDeps {
  db: Db;
  access: RecordAccess;
  makes: MakeResolver;
  mail: MailBranding;
  jobs: { poke(): void };
}

/**
 * Machine watches (issue 28): a buyer's saved search (make, model prefix, optional state), at most 20 a
 * user. A machine listed later that matches is recorded in the listing's transaction with a job for the
 * watch's email, due at once or when the watch's 24 hours since its last email are over; the job sends
 * every match of that time in one email, under the watch's row lock, so a watch never mails twice a day.
 */
export function createMachineWatchesService(deps: MachineWatchesDeps) {
  const { db, access, makes } = deps;

  return {
    list: (auth: AccessClaims) => watchesOf(db, auth.userId),

    async create(
      auth: CompanyClaims,
      body: { manufacturer: string; model: string; state: string },
    ): Promise<MachineWatch> {
      const manufacturerId = await makes.resolve(body.manufacturer);
      if (manufacturerId === undefined) throw badRequest(M.unknownManufacturer);
      const modelNorm = normalizePartNumber(body.model);
      if (modelNorm === '') throw badRequest(M.watchModelRequired);
      return db.transaction(async (tx) => {
        if ((await lockedWatchCount(tx, auth.userId)) >= MAX_MACHINE_WATCHES)
          throw conflict(M.tooManyWatches);
        return insertWatch(tx, {
          userId: auth.userId,
          manufacturerId,
          model: body.model,
          modelNorm,
          state: body.state === '' ? null : body.state,
        });
      });
    },

    async remove(auth: AccessClaims, rawId: string): Promise<number> {
      const id = parseRecordId(rawId);
      if (id === null) throw notFound(M.watchNotFound);
      await db.transaction(async (tx) => {
        await access.require(auth, 'machine-watch', id, 'owner', { db: tx, lock: true });
        await deleteWatch(tx, id);
      });
      return id;
    },

    /** In a new machine's transaction: the watches it matches, each with its email job. */
    async onListed(tx: Db, machineId: number): Promise<void> {
      const matched = await recordMatches(tx, machineId);
      for (const m of matched)
        await enqueueJobs(tx, machineWatchEmailJob, { watchId: m.watchId }, { runAt: new Date(m.sendAt) });
    },

    /** After the listing committed: due emails go now rather than at the next poll. */
    afterListed: () => deps.jobs.poke(),

    /** The job: one email with every pending match of the watch, at most one a day. */
    async sendWatchEmail(watchId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const watch = await lockWatchForEmail(tx, watchId);
        if (!watch) return;
        const matches = await pendingMatches(tx, watchId);
        if (matches.length === 0) return;
        if (watch.waiting) {
          // Sent in the last 24 hours: the matches of this time go together when they are over.
          await enqueueJobs(tx, machineWatchEmailJob, { watchId }, { runAt: new Date(watch.nextAt!) });
          return;
        }
        // With the setting off, the matches of this time are dropped, never sent later.
        if (watch.wantsEmail) await enqueueMail(tx, watchEmail(deps.mail, watch, matches));
        await closeMatches(tx, watchId, watch.wantsEmail);
      });
    },
  };
}
