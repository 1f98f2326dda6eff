import { sql } from 'drizzle-orm';
import type {
  AdminReport,
  ModerationTargetType,
  Report,
  ReportReason,
  ReportStatus,
} from '@ironmatch/contracts/moderation';
import { queryRows, type Db } from '../../db/database';

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const REPORT_COLUMNS = sql`id, target_type as "targetType", target_id as "targetId", reason, text, status,
  ${iso('created_at')} as "createdAt"`;

interface AdminRow extends Report {
  reporterUserId: number | null;
  reporterEmail: string;
  reporterCompanyId: number | null;
  resolvedAt: string | null;
  resolution: string | null;
}
const ADMIN_COLUMNS = sql`${REPORT_COLUMNS}, reporter_user_id as "reporterUserId",
  reporter_email as "reporterEmail", reporter_company_id as "reporterCompanyId",
  ${iso('resolved_at')} as "resolvedAt", resolution`;

function toAdmin(r: AdminRow): AdminReport {
  const { reporterUserId, reporterEmail, reporterCompanyId, ...rest } = r;
  return {
    ...rest,
    reporter: { userId: reporterUserId, email: reporterEmail, companyId: reporterCompanyId },
  };
}

/** The reports table (issue 30): users' reports and the operators' queue. */
export function createReportsRepository(db: Db) {
  return {
    async insert(entry: {
      targetType: ModerationTargetType;
      targetId: number;
      reason: ReportReason;
      text: string;
      userId: number;
      companyId: number | null;
    }): Promise<Report> {
      const [row] = await queryRows<Report>(
        db,
        sql`insert into reports (target_type, target_id, reason, text, reporter_user_id, reporter_company_id,
              reporter_email)
            values (${entry.targetType}, ${entry.targetId}, ${entry.reason}, ${entry.text}, ${entry.userId},
              ${entry.companyId}, coalesce((select email from users where id = ${entry.userId}), ''))
            returning ${REPORT_COLUMNS}`,
      );
      return row!;
    },

    async page(
      status: ReportStatus | 'all',
      page: number,
      limit: number,
    ): Promise<{ reports: AdminReport[]; count: number }> {
      const where = status === 'all' ? sql`true` : sql`status = ${status}`;
      const [rows, [counted]] = await Promise.all([
        queryRows<AdminRow>(
          db,
          sql`select ${ADMIN_COLUMNS} from reports where ${where} order by id desc
              limit ${limit} offset ${(page - 1) * limit}`,
        ),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from reports where ${where}`),
      ]);
      return { reports: rows.map(toAdmin), count: Number(counted?.n ?? 0) };
    },

    async get(id: number, options: { lock?: boolean } = {}): Promise<AdminReport | null> {
      const [row] = await queryRows<AdminRow>(
        db,
        sql`select ${ADMIN_COLUMNS} from reports where id = ${id}${options.lock ? sql` for update` : sql``}`,
      );
      return row ? toAdmin(row) : null;
    },

    async resolve(id: number, operatorId: number, resolution: string | null): Promise<void> {
      await db.execute(
        sql`update reports set status = 'resolved', resolved_at = now(), resolved_by_user_id = ${operatorId},
              resolution = ${resolution}
            where id = ${id}`,
      );
    },
  };
}
