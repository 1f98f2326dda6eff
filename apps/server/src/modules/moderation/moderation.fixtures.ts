import { sql } from 'drizzle-orm';
import type { AuditEntry } from '@ironmatch/contracts/operators';
import { queryRows } from '../../db/database';
import type { TestUser } from '../../test/fixtures';
import type { TestApp } from '../../test/test-app';

/** The moderation tests' calls: JSON in, the raw answer out. */
export function moderationCalls(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, who?: TestUser, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** The audit rows of one target, oldest first (read straight from the table). */
  const auditOf = (targetType: string, targetId: number) =>
    queryRows<AuditEntry & { requestId: string }>(
      t.db,
      sql`select id, action, target_type as "targetType", target_id as "targetId", before, after,
            request_id as "requestId"
          from audit_log where target_type = ${targetType} and target_id = ${targetId} order by id`,
    );
  return { call, auditOf };
}
