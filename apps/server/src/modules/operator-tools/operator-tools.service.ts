import { OPERATOR_TOOLS_MESSAGES as M, type CrossReferenceLoad } from '@ironmatch/contracts/operator-tools';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { recordAudit, type OperatorActor } from '../operators/audit.service';
import {
  CrossReferenceFileError,
  describeLoadCounts,
  loadOperatorCrossReferences,
  refusedRowCount,
} from '../part-matcher/cross-reference-load.service';
import { createOrphanPaymentsOperations } from '../payments/orphan-payments.service';
import type { StatsRollups } from '../stats/stats-rollup.service';

/**
 * The admin command line's work in the operators' console (issue 30): the very services the CLI
 * calls (admin-cli.ts), each operator action with its one audit row in the action's transaction.
 */
export function createOperatorToolsService(
  db: Db,
  deps: { rollups: StatsRollups; startRollups: () => void },
) {
  return {
    orphanPayments: (all: boolean) => createOrphanPaymentsOperations(db).list({ all }),

    resolveOrphanPayment: (actor: OperatorActor, id: number, note: string) =>
      db.transaction(async (tx) => {
        const payments = createOrphanPaymentsOperations(tx);
        const row = await payments.get(id, { lock: true });
        if (!row) throw notFound(M.paymentNotFound);
        if (row.resolvedAt) throw conflict(M.alreadyResolved);
        const resolved = (await payments.resolve(id, note))!;
        await recordAudit(tx, actor, {
          action: 'payment.resolve_orphan',
          targetType: 'orphan_payment',
          targetId: id,
          before: { resolvedAt: null, resolution: null },
          after: { resolvedAt: resolved.resolvedAt, resolution: resolved.resolution },
        });
        return resolved;
      }),

    async loadCrossReferences(
      actor: OperatorActor,
      csv: string,
      dryRun: boolean,
    ): Promise<CrossReferenceLoad> {
      try {
        const result = await loadOperatorCrossReferences(db, csv, {
          dryRun,
          onLoaded: (tx, loaded) =>
            recordAudit(tx, actor, {
              action: 'cross_references.load',
              targetType: 'cross_references',
              targetId: 0,
              before: {},
              after: { rows: loaded.rows, added: loaded.added, refused: refusedRowCount(loaded) },
            }),
        });
        return {
          rows: result.rows,
          added: result.added,
          refusedRows: refusedRowCount(result),
          refused: result.refused,
          dryRun: result.dryRun,
          summary: describeLoadCounts(result),
        };
      } catch (err) {
        if (err instanceof CrossReferenceFileError) throw badRequest(err.message, [err.message]);
        throw err;
      }
    },

    /**
     * `stats-rebuild`: forgets the rollups at once (with the audit row), then the stats rollup job
     * counts the history again in the background, as it does on a first start; the request never waits.
     */
    async rebuildStats(actor: OperatorActor): Promise<void> {
      await deps.rollups.rebuild({
        inTransaction: (tx) =>
          recordAudit(tx, actor, {
            action: 'stats.rebuild',
            targetType: 'stats',
            targetId: 0,
            before: {},
            after: { backfill: 'started' },
          }),
      });
      await deps.rollups.scheduleNext({ delaySeconds: 0 });
      deps.startRollups();
    },
  };
}
