import type { CompanyClaims } from '@ironmatch/contracts/access';
import {
  EXPORT_HEADERS,
  IMPORT_FIELDS,
  INVENTORY_MESSAGES as M,
  csvCell,
  detectMapping,
  mappingFits,
  mappingProblems,
  type ImportMapping,
  type ImportMode,
  type InventoryImport,
} from '@ironmatch/contracts/inventory';
import type { Db } from '../../db/database';
import { AppError, badRequest } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import { defineJob, enqueueJobs } from '../../platform/jobs/job-queue';
import type { JobWorker, RunningJob } from '../../platform/jobs/job-worker';
import type { FileStorage } from '../../platform/storage/file-storage';
import { beginStockBatch, type StockService } from './stock.service';
import { importFileDelimiter, openImportFile, type StoredImportFile } from './import-file';
import { parseImportFile } from './import-parse-thread';
import {
  clearStagedRows,
  errorsAfter,
  findImport,
  finishImport,
  firstErrors,
  insertImport,
  latestImport,
  rejectDuplicates,
  countWholesaleRows,
  rememberMapping,
  rememberedMapping,
  resetImport,
  stageBatch,
  stagedRowsSource,
  type ImportRecord,
} from './inventory-import.repository';

/**
 * Runs an import: its file is read and checked in committed batches (progress shows), then applied to
 * the stock in one transaction. A restart mid-run starts the job again from its file (the earlier run's
 * batches are cleared first); a third start fails the import cleanly, stock unchanged (ADR 0015).
 */
export const inventoryImportJob = defineJob<{ importId: number }>('inventory-import', {
  maxAttempts: 3,
  leaseSeconds: 300,
  backoffSeconds: 5,
});

/** Rows checked and staged per committed batch. */
export const STAGE_BATCH = 5_000;

class DryRunRollback extends Error {
  constructor(readonly counts: { added: number; updated: number; unchanged: number; removed: number }) {
    super('dry run');
  }
}

export function createImportService(deps: {
  db: Db;
  storage: FileStorage;
  stock: StockService;
  access: RecordAccess;
  jobs: JobWorker;
}) {
  const { db, storage, stock, access, jobs } = deps;

  async function view(record: ImportRecord): Promise<InventoryImport> {
    return {
      id: Number(record.id),
      status: record.status,
      mode: record.mode,
      dryRun: record.dryRun,
      fileName: record.fileName,
      total: record.total,
      processed: record.processed,
      added: record.added,
      updated: record.updated,
      unchanged: record.unchanged,
      removed: record.removed,
      rejected: record.rejected,
      withWholesalePrice: record.withWholesalePrice,
      errors: await firstErrors(db, record.id),
      failure: record.failure,
      mapping: record.mapping,
      createdAt: record.createdAt,
      finishedAt: record.finishedAt,
    };
  }

  async function owned(auth: CompanyClaims, id: number): Promise<ImportRecord> {
    await access.require(auth, 'inventory-import', id, 'owner');
    return (await findImport(db, id))!;
  }

  /**
   * Reads the file, checks each row and stages the good ones; answers nothing, progress is in the record.
   * The parse runs in a worker thread, ahead of the batch being written (import-parse-thread.ts).
   */
  async function stage(record: ImportRecord, job?: RunningJob): Promise<void> {
    await resetImport(db, record.id);
    const { makes } = await stock.makeResolver();
    const delimiter = await importFileDelimiter(storage, record.fileKey!);
    const file = await storage.open(record.fileKey!);
    if (!file) throw new Error(`The import file ${record.fileKey} is missing from storage.`);
    let processed = 0;
    let rejected = 0;
    let total = record.total;
    const batches = parseImportFile(file.stream, {
      delimiter,
      mapping: record.mapping,
      makes,
      batchRows: STAGE_BATCH,
    });
    for await (const batch of batches) {
      processed = batch.processed;
      rejected = batch.rejected;
      total = Math.max(total, processed);
      await stageBatch(db, record.id, batch.good, batch.bad, { processed, rejected, total });
      if (job) {
        if (job.signal.aborted) throw new Error('The server is shutting down; the import will start again.');
        await job.extendLease();
      }
    }
    total = processed;
    const duplicates = await rejectDuplicates(db, record.id);
    await stageBatch(db, record.id, null, [], { processed, rejected: rejected + duplicates, total });
    await countWholesaleRows(db, record.id);
  }

  /** Applies the staged rows to the stock in one transaction (rolled back again for a dry run). */
  async function apply(record: ImportRecord): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        const locked = await findImport(tx, record.id, { lock: true });
        if (!locked || locked.status !== 'running') return;
        const batch = beginStockBatch(tx, record.companyId, { removesAbsent: record.mode === 'replace' });
        const counts = { added: 0, updated: 0, unchanged: 0, removed: 0 };
        const c = await batch.upsertFrom(stagedRowsSource(record.id, Boolean(record.mapping.wholesalePrice)));
        counts.added = c.added;
        counts.updated = c.updated;
        counts.unchanged = c.unchanged;
        if (record.mode === 'replace') counts.removed = await batch.removeAbsent();
        if (record.dryRun) throw new DryRunRollback(counts);
        await batch.finish();
        await finishImport(tx, record.id, { status: 'done', counts });
      });
    } catch (err) {
      if (!(err instanceof DryRunRollback)) throw err;
      await finishImport(db, record.id, { status: 'validated', counts: err.counts });
    }
    await clearStagedRows(db, record.id);
    await storage.delete(record.fileKey!).catch(() => undefined);
  }

  async function fail(record: ImportRecord, failure: string): Promise<void> {
    await finishImport(db, record.id, { status: 'failed', failure });
    await clearStagedRows(db, record.id);
    await storage.delete(record.fileKey!).catch(() => undefined);
  }

  return {
    /**
     * Stores the upload, settles the mapping (given, remembered, or detected), then either reports a
     * dry run or queues the import job.
     */
    async upload(
      auth: CompanyClaims,
      stored: StoredImportFile & { fileName: string },
      fields: { mapping?: ImportMapping; dryRun: boolean; mode?: ImportMode },
    ): Promise<InventoryImport> {
      try {
        const { headers, records } = await openImportFile(storage, stored.key);
        await records.return(undefined);
        let mapping = fields.mapping;
        if (!mapping) {
          const remembered = await rememberedMapping(db, auth.companyId);
          const detected = detectMapping(headers);
          if (remembered && mappingFits(remembered, headers)) {
            // A column the remembered mapping did not know (a wholesale price added later) is still read.
            const taken = new Set(Object.values(remembered));
            const added = Object.entries(detected).filter(([f, h]) => !(f in remembered) && !taken.has(h));
            mapping = { ...remembered, ...Object.fromEntries(added) };
          } else mapping = detected;
        }
        const problems = mappingProblems(mapping, headers);
        if (problems.length > 0) throw badRequest(problems[0]!, problems);
        const base = {
          companyId: auth.companyId,
          userId: auth.userId,
          mode: fields.mode ?? 'upsert',
          fileName: stored.fileName || 'upload.csv',
          fileKey: stored.key,
          mapping,
          total: Math.max(0, stored.lines - 1),
        } as const;
        await rememberMapping(db, auth.companyId, mapping);
        if (fields.dryRun) {
          const id = await insertImport(db, { ...base, status: 'running', dryRun: true });
          const record = (await findImport(db, id))!;
          try {
            await stage(record);
            await apply((await findImport(db, id))!);
          } catch (err) {
            await fail(record, err instanceof AppError ? err.message : M.importFailed);
            throw err;
          }
          return view((await findImport(db, id))!);
        }
        const id = await db.transaction(async (tx) => {
          const created = await insertImport(tx, { ...base, status: 'queued', dryRun: false });
          await enqueueJobs(tx, inventoryImportJob, { importId: created });
          return created;
        });
        jobs.poke();
        return view((await findImport(db, id))!);
      } catch (err) {
        await storage.delete(stored.key).catch(() => undefined);
        throw err;
      }
    },

    async get(auth: CompanyClaims, id: number): Promise<InventoryImport> {
      return view(await owned(auth, id));
    },

    async latest(
      auth: CompanyClaims,
    ): Promise<{ import: InventoryImport | null; mapping: ImportMapping | null }> {
      const record = await latestImport(db, auth.companyId);
      return {
        import: record ? await view(record) : null,
        mapping: await rememberedMapping(db, auth.companyId),
      };
    },

    /** The rejected rows with their reasons, as CSV lines (the import's own columns, so it can be fixed and sent again). */
    async errorsCsv(auth: CompanyClaims, id: number): Promise<AsyncGenerator<string>> {
      const record = await owned(auth, id);
      return (async function* () {
        yield `${['Row', 'Problem', ...IMPORT_FIELDS.map((f) => EXPORT_HEADERS[f])].map(csvCell).join(',')}\r\n`;
        for (let after = 0; ;) {
          const rows = await errorsAfter(db, record.id, after, 2000);
          if (rows.length === 0) return;
          yield rows
            .map(
              (r) =>
                `${[r.row, r.message, ...IMPORT_FIELDS.map((_, i) => r.cells[i] ?? '')].map(csvCell).join(',')}\r\n`,
            )
            .join('');
          after = rows[rows.length - 1]!.row;
        }
      })();
    },

    /** The job's handler. */
    async run(payload: { importId: number }, job: RunningJob): Promise<void> {
      const record = await findImport(db, payload.importId);
      if (!record || (record.status !== 'queued' && record.status !== 'running')) return;
      // Two runs died with their server already: stop here, stock unchanged.
      if (job.attempt >= job.maxAttempts) return fail(record, M.interrupted);
      try {
        await stage(record, job);
        await apply((await findImport(db, record.id))!);
      } catch (err) {
        if (err instanceof AppError) return fail(record, err.message);
        if (job.attempt >= job.maxAttempts - 1 && !job.signal.aborted) await fail(record, M.importFailed);
        throw err;
      }
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
