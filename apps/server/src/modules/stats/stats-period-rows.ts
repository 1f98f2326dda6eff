import { sql, type SQL } from 'drizzle-orm';
import { addDays, addMonths, monthStart } from '@ironmatch/contracts/stats-rules';

export interface DayRange {
  from: string;
  to: string;
}

/** The figure columns the day and month rollups of counterparts share. */
const COLUMNS = sql.raw(`counterpart_id, searches, messages_received, answers, quick_quotes_sent,
  quick_quotes_accepted, quick_quotes_declined, orders_received, orders_placed, orders_placed_amount_cents`);

/** A month's days that the period leaves out, as day ranges (none when it holds the whole month). */
function outside(month: string, range: DayRange): DayRange[] {
  const last = addDays(addMonths(month, 1), -1);
  const out: DayRange[] = [];
  if (range.from > month) out.push({ from: month, to: addDays(range.from, -1) });
  if (range.to < last) out.push({ from: addDays(range.to, 1), to: last });
  return out;
}

/**
 * A company's counterpart rollup rows of a period, each with its `day` (a month row's is the month's
 * first day) and the figure columns: the months the period holds whole from the month rollups, the
 * other days from the day rollups. A month the period cuts is read from its month row too when the
 * company has no rows on the days left out (the current month, up to today), else from its days'.
 * The rows add up to exactly what the period's day rows add up to; `byDay` reads only day rows (week
 * buckets).
 */
/** The months a period holds whole (none when `from` is after `to`), and the days it holds outside them. */
function wholeMonths(range: DayRange): { months: DayRange | null; days: DayRange[] } {
  const firstWhole =
    range.from === monthStart(range.from) ? range.from : addMonths(monthStart(range.from), 1);
  const afterLast = addDays(range.to, 1);
  const lastWhole =
    afterLast === monthStart(afterLast) ? monthStart(range.to) : addMonths(monthStart(range.to), -1);
  if (firstWhole > lastWhole) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.from < firstWhole) days.push({ from: range.from, to: addDays(firstWhole, -1) });
  const afterWhole = addMonths(lastWhole, 1);
  if (afterWhole <= range.to) days.push({ from: afterWhole, to: range.to });
  return { months: { from: firstWhole, to: lastWhole }, days };
}

/**
 * The network's searches of a period per make and searched part number (`manufacturer_id`,
 * `part_number`, `searches`; a pair may come in several rows): the months the period holds whole from
 * the month rows, the other days from the day rows. They add up to what the period's day rows add up to.
 */
export function demandSearchRows(range: DayRange): SQL {
  const { months, days } = wholeMonths(range);
  const parts: SQL[] = days.map(
    (r) => sql`select manufacturer_id, part_number, searches from stats_demand_days
      where day between ${r.from} and ${r.to}`,
  );
  if (months)
    parts.push(sql`select manufacturer_id, part_number, searches from stats_demand_months
      where month between ${months.from} and ${months.to}`);
  return sql.join(parts, sql` union all `);
}

export function counterpartRows(companyId: number, range: DayRange, byDay = false): SQL {
  const days = (r: DayRange) =>
    sql`select day, ${COLUMNS} from stats_counterpart_days
        where company_id = ${companyId} and day between ${r.from} and ${r.to}`;
  if (byDay) return days(range);
  const parts: SQL[] = [];
  const firstWhole =
    range.from === monthStart(range.from) ? range.from : addMonths(monthStart(range.from), 1);
  const afterLast = addDays(range.to, 1);
  const lastWhole =
    afterLast === monthStart(afterLast) ? monthStart(range.to) : addMonths(monthStart(range.to), -1);
  if (firstWhole <= lastWhole)
    parts.push(sql`select month as day, ${COLUMNS} from stats_counterpart_months
      where company_id = ${companyId} and month between ${firstWhole} and ${lastWhole}`);
  const cut = [...new Set([monthStart(range.from), monthStart(range.to)])].filter(
    (m) => m < firstWhole || m > lastWhole,
  );
  for (const month of cut) {
    const left = outside(month, range);
    const inside = { from: range.from > month ? range.from : month, to: range.to };
    const last = addDays(addMonths(month, 1), -1);
    if (inside.to > last) inside.to = last;
    const busy = sql.join(
      left.map(
        (r) => sql`exists (select 1 from stats_counterpart_days
          where company_id = ${companyId} and day between ${r.from} and ${r.to})`,
      ),
      sql` or `,
    );
    parts.push(sql`select month as day, ${COLUMNS} from stats_counterpart_months
      where company_id = ${companyId} and month = ${month} and not (${busy})`);
    parts.push(sql`${days(inside)} and (${busy})`);
  }
  return sql.join(parts, sql` union all `);
}
