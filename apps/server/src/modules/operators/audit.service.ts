import { csvCell } from '@ironmatch/contracts/inventory';
import {
  AUDIT_CSV_COLUMNS,
  type AuditAction,
  type AuditCsvQuery,
  type AuditListQuery,
  type AuditTargetType,
} from '@ironmatch/contracts/operators';
import type { Db } from '../../db/database';
import { createAuditRepository } from './audit.repository';

/** Who acts: the operator and the request (its `X-Request-Id`), for the audit row. */
export interface OperatorActor {
  operatorId: number;
  requestId: string;
}

/**
 * Writes the one audit row of an operator action (issue 30). Pass the action's transaction: the row
 * commits with the change or not at all, so a refused or failed action leaves none.
 */
export async function recordAudit(
  tx: Db,
  actor: OperatorActor,
  entry: {
    action: AuditAction;
    targetType: AuditTargetType;
    targetId: number;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await createAuditRepository(tx).insert({ ...actor, ...entry });
}

/** Reading the audit log: a page, or every matching row as CSV lines. */
export function createAuditService(db: Db) {
  const repo = createAuditRepository(db);
  return {
    page: (query: AuditListQuery) => repo.page(query, query.page, query.limit),
    async *csv(query: AuditCsvQuery): AsyncGenerator<string> {
      yield `${AUDIT_CSV_COLUMNS.map(csvCell).join(',')}\r\n`;
      for await (const rows of repo.batches(query)) {
        yield rows
          .map(
            (r) =>
              `${[
                r.id,
                r.createdAt,
                r.operatorEmail,
                r.action,
                r.targetType,
                r.targetId,
                JSON.stringify(r.before),
                JSON.stringify(r.after),
                r.requestId,
              ]
                .map(csvCell)
                .join(',')}\r\n`,
          )
          .join('');
      }
    },
  };
}
