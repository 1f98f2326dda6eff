import { sql, type SQL } from 'drizzle-orm';
import {
  SUPERSESSION_MAX_HOPS,
  interchangeableLabel,
  replacedByLabel,
  replacesLabel,
} from '@ironmatch/contracts/cross-reference-rules';
import { queryRows, type Db } from '../../db/database';
import { canTransactSql } from '../../db/can-transact';
import { reachedStockSql } from '../inventory/stock-reads.service';
import type { FoundPartRow, SearchFilters } from './part-search.repository';

/**
 * Issue 29: a searched number's expansion through the cross-references. Kept apart from the exact and
 * prefix statement (part-search.repository.ts): the service runs both and merges them (`mergeExpanded`).
 */

/** How an expanded row was reached from its searched number. */
export type ExpansionWay = 'replaces' | 'replaced-by' | 'interchange';

/** A stock row found through a cross-reference. */
export interface ExpandedPartRow extends FoundPartRow {
  way: ExpansionWay;
  /** The serial-prefix note of the reference that led to the row's number, or null. */
  note: string | null;
  hops: number;
}

/** What a found row says about how it matched (exact and prefix rows: no badge, no note). */
export interface MatchFacts {
  matchKind: 'exact' | 'prefix' | 'superseded' | 'interchange';
  matchLabel: string | null;
  crossReferenceNote: string | null;
}

export type SearchedRow = FoundPartRow & MatchFacts;

/**
 * The recursive CTE `name` that follows `supersedes` references from the searched numbers `q`, forward
 * (to the newer numbers that replace them) or backward (to the older ones they replace), transitively up
 * to SUPERSESSION_MAX_HOPS. A path that uses a company's own reference (`co`) goes on only through the
 * operators' references and that company's; the serial note is the latest reference's that has one.
 */
function supersessionCte(name: 'fwd' | 'bwd', direction: 'forward' | 'backward'): SQL {
  const [near, far, farMake] =
    direction === 'forward'
      ? ['from_part_number', 'to_part_number', 'to_manufacturer_id']
      : ['to_part_number', 'from_part_number', 'from_manufacturer_id'];
  const [cte, nearCol, farCol, farMakeCol] = [name, near, far, farMake].map((n) => sql.raw(n));
  const applies = sql`(c.co is null or x.company_id is null or x.company_id = c.co)`;
  return sql`${cte}(idx, num, make_id, co, hops, note) as (
      select q.idx, x.${farCol}, x.${farMakeCol}, x.company_id, 1, x.serial_note
      from q join cross_references x on x.${nearCol} = q.norm and x.kind = 'supersedes'
      union all
      select c.idx, x.${farCol}, x.${farMakeCol}, coalesce(c.co, x.company_id), c.hops + 1,
        coalesce(x.serial_note, c.note)
      from ${cte} c join cross_references x on x.${nearCol} = c.num and x.kind = 'supersedes' and ${applies}
      where c.hops < ${SUPERSESSION_MAX_HOPS}
    )`;
}

/**
 * One statement for 1 to 20 searched numbers: the numbers reached through `supersedes` references
 * forward (the newer numbers, which replace the searched one) and backward (the older ones it
 * replaces), each way transitively up to SUPERSESSION_MAX_HOPS, and through `interchangeable` and
 * `aftermarket` references either way (one hop); then the stock of those numbers, read through the
 * inventory module (`reachedStockSql`). A path that uses a company's own reference (`co`) reaches only
 * that company's parts; a reference's make, when it names one, limits the parts. Cycles (possible across
 * companies' own references) end at the hop limit.
 */
export function expandedPartsSql(
  partNumbers: string[],
  filters: SearchFilters,
  viewerCompanyId: number | null,
  limit: number,
): SQL {
  const messaged =
    viewerCompanyId === null
      ? sql`false`
      : sql`exists (select 1 from part_contacts pc where pc.sender_company_id = ${viewerCompanyId} and pc.part_id = p.id)`;
  // Each stock row once per searched number: its nearest way (superseded before interchange).
  const stock = reachedStockSql(
    sql`select * from reached`,
    filters,
    { pick: sql`r.kind_rank, r.hops, r.way`, rows: sql`d.kind_rank, d.hops` },
    limit * partNumbers.length,
  );
  return sql`
    with recursive q as (
      select norm collate "C" as norm, idx from unnest(${sql.param(partNumbers)}::text[]) with ordinality as q(norm, idx)
    ),
    ${supersessionCte('fwd', 'forward')},
    ${supersessionCte('bwd', 'backward')},
    reached as (
      select idx, num, make_id, co, hops, note, 'replaces' as way, 1 as kind_rank from fwd
      union all
      select idx, num, make_id, co, hops, note, 'replaced-by', 1 from bwd
      union all
      select q.idx, x.to_part_number, x.to_manufacturer_id, x.company_id, 1, x.serial_note, 'interchange', 2
      from q join cross_references x on x.from_part_number = q.norm and x.kind in ('interchangeable', 'aftermarket')
      union all
      select q.idx, x.from_part_number, x.from_manufacturer_id, x.company_id, 1, x.serial_note, 'interchange', 2
      from q join cross_references x on x.to_part_number = q.norm and x.kind in ('interchangeable', 'aftermarket')
    ),
    found as materialized (${stock})
    select p.idx::int as "idx", (1 + p.kind_rank)::int as "rank", p.id as "id", p.company_id as "companyId",
      c.name as "companyName", c.ship_city as "companyCity", c.ship_state as "companyState",
      ${canTransactSql('c')} as "canTransact",
      p.partnum as "partnum", p.description as "description", p.condition as "condition",
      p.manufacturer_id as "manufacturerId", p.quantity as "quantity", p.price_cents as "priceCents",
      p.pictures as "pictures", ${messaged} as "isMessaged", p.way as "way", p.note as "note", p.hops as "hops"
    from found p
    cross join lateral (select name, ship_city, ship_state, can_transact, memid, stripe_account_id from companies where id = p.company_id offset 0) c
    order by p.idx, p.kind_rank, p.hops, p.partnum_norm, p.id`;
}

export function findExpandedParts(
  tx: Db,
  partNumbers: string[],
  filters: SearchFilters,
  viewerCompanyId: number | null,
  limit: number,
): Promise<ExpandedPartRow[]> {
  return queryRows<ExpandedPartRow>(tx, expandedPartsSql(partNumbers, filters, viewerCompanyId, limit));
}

/**
 * Each searched number's rows in the answer's order: exact, prefix, superseded, interchange; a row found
 * several ways keeps the first; at most `limit` per number. `searched` names the numbers in the badges.
 */
export function mergeExpanded(
  found: FoundPartRow[],
  expanded: ExpandedPartRow[],
  searched: string[],
  limit: number,
): SearchedRow[] {
  const out: SearchedRow[] = [];
  const seen = new Set<string>();
  const perNumber = new Map<number, number>();
  const add = (row: SearchedRow) => {
    const key = `${row.idx}:${row.id}`;
    const n = perNumber.get(row.idx) ?? 0;
    if (seen.has(key) || n >= limit) return;
    seen.add(key);
    perNumber.set(row.idx, n + 1);
    out.push(row);
  };
  for (const r of found)
    add({ ...r, matchKind: r.rank === 0 ? 'exact' : 'prefix', matchLabel: null, crossReferenceNote: null });
  for (const r of expanded) {
    const { way, note, hops: _hops, ...row } = r;
    const number = searched[r.idx - 1]!;
    add({
      ...row,
      matchKind: way === 'interchange' ? 'interchange' : 'superseded',
      matchLabel:
        way === 'interchange'
          ? interchangeableLabel(number)
          : way === 'replaces'
            ? replacesLabel(number)
            : replacedByLabel(number),
      crossReferenceNote: note,
    });
  }
  // Stable by searched number: each number's rows keep the order above.
  return out.sort((a, b) => a.idx - b.idx);
}
