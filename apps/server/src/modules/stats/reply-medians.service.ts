import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';

/**
 * The stats manager's median reply time (its `replyTime`: search or message to the first answer,
 * message or Quick Quote) of several companies at once, over the last `days` UTC days up to today: what
 * the Quick Quote compare view shows beside each dealer. Read from the same rollup the stats page uses.
 */
export async function medianReplySeconds(
  db: Db,
  companyIds: number[],
  days: number,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (companyIds.length === 0) return out;
  const rows = await queryRows<{ companyId: number; medianSeconds: number }>(
    db,
    sql`with v as (
          select company_id, reply_seconds as value, sum(events) as n from stats_reply_days
          where company_id = any(${sql.param(companyIds)}::int[])
            and day between (now() at time zone 'utc')::date - ${days - 1}::int and (now() at time zone 'utc')::date
          group by company_id, reply_seconds
        ),
        c as (
          select company_id, value, sum(n) over (partition by company_id order by value) as upto,
            sum(n) over (partition by company_id) as total
          from v
        )
        select company_id as "companyId",
          (round(((min(value) filter (where upto >= floor((total + 1) / 2)))
            + (min(value) filter (where upto >= floor(total / 2) + 1)))::numeric / 2))::int as "medianSeconds"
        from c group by company_id`,
  );
  for (const r of rows) if (r.medianSeconds !== null) out.set(r.companyId, r.medianSeconds);
  return out;
}
