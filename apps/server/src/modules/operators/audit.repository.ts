import { sql, type SQL } from 'drizzle-orm';
import {
  auditRangeEnd,
  auditRangeStart,
  type AuditCsvQuery,
  type AuditEntry,
} from '@ironmatch/contracts/operators';
import { queryRows, type Db } from '../../db/database';

export interface AuditWrite {
  operatorId: number;
  requestId: string;
  action: string;
  targetType: string;
  targetId: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const COLUMNS = sql`id, operator_id as "operatorId", operator_email as "operatorEmail", action,
  target_type as "targetType", target_id as "targetId", before, after,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", request_id as "requestId"`;

function where(filter: AuditCsvQuery, beforeId?: number): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.action) parts.push(sql`action = ${filter.action}`);
  if (filter.operatorId) parts.push(sql`operator_id = ${filter.operatorId}`);
  if (filter.targetType) parts.push(sql`target_type = ${filter.targetType}`);
  if (filter.targetId) parts.push(sql`target_id = ${filter.targetId}`);
  if (filter.from) parts.push(sql`created_at >= ${auditRangeStart(filter.from)}::timestamptz`);
  if (filter.to) parts.push(sql`created_at <= ${auditRangeEnd(filter.to)}::timestamptz`);
  if (beforeId !== undefined) parts.push(sql`id < ${beforeId}`);
  return sql.join(parts, sql` and `);
}

/** The audit log (issue 30): written in the caller's transaction, read newest first. Never updated. */
export function createAuditRepository(db: Db) {
  return {
    async insert(entry: AuditWrite): Promise<void> {
      // The operator's email as it is now, so the row reads the same after the account changes.
      await db.execute(sql`insert into audit_log
        (operator_id, operator_email, action, target_type, target_id, before, after, request_id)
        values (${entry.operatorId}, coalesce((select email from users where id = ${entry.operatorId}), ''),
          ${entry.action}, ${entry.targetType}, ${entry.targetId}, ${JSON.stringify(entry.before)}::jsonb,
          ${JSON.stringify(entry.after)}::jsonb, ${entry.requestId})`);
    },

    async page(
      filter: AuditCsvQuery,
      page: number,
      limit: number,
    ): Promise<{ entries: AuditEntry[]; count: number }> {
      const [entries, [counted]] = await Promise.all([
        queryRows<AuditEntry>(
          db,
          sql`select ${COLUMNS} from audit_log where ${where(filter)} order by id desc
              limit ${limit} offset ${(page - 1) * limit}`,
        ),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from audit_log where ${where(filter)}`),
      ]);
      return { entries, count: Number(counted?.n ?? 0) };
    },

    /** Every matching row, newest first, a batch at a time. */
    async *batches(filter: AuditCsvQuery, size = 500): AsyncGenerator<AuditEntry[]> {
      let beforeId: number | undefined;
      for (;;) {
        const rows = await queryRows<AuditEntry>(
          db,
          sql`select ${COLUMNS} from audit_log where ${where(filter, beforeId)} order by id desc limit ${size}`,
        );
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < size) return;
        beforeId = rows[rows.length - 1]!.id;
      }
    },
  };
}
