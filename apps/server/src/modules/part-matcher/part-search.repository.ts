import { sql, type SQL } from 'drizzle-orm';
import {
  PART_NOTICE_INTERVAL_HOURS,
  REQUEST_JOIN_HOURS,
  type Condition,
} from '@ironmatch/contracts/part-matcher-rules';
import { canTransactSql } from '../../db/can-transact';
import { stockMatchesSql, type StockFilters } from '../inventory/stock-reads.service';
import type { PartFields } from './part-rows';

/**
 * The part matcher's search statements, as SQL objects: the service runs them through drizzle, and the
 * benchmark compiles the very same objects to text and runs them through `pg` directly.
 */

// ISO 8601 in UTC whichever driver runs the query (node-postgres would otherwise hand back Date objects).
export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The search's filters: the stock's own (make, condition, description words). */
export type SearchFilters = StockFilters;

/** A matched inventory part, as the search statement answers it. */
export interface FoundPartRow extends PartFields {
  /** 1-based index of the searched part number this row belongs to. */
  idx: number;
  /** 0 = exact match, 1 = prefix match (2 = superseded, 3 = interchange: cross-reference-search.ts). */
  rank: number;
  /** The inventory part. */
  id: number;
}

/**
 * One statement for 1 to 20 part numbers: for each, the stock's exact matches, then prefix matches, as
 * the inventory module reads them (`stockMatchesSql`: index order, so LIMIT stops the scan early), with
 * their companies.
 *
 * `canTransact`: db/can-transact.ts, a network member with a payout account that can take charges (only
 * such sellers receive online orders and quote requests, spec marketplace 6).
 */
export function searchPartsSql(
  partNumbers: string[],
  filters: SearchFilters,
  viewerCompanyId: number | null,
  limit: number,
): SQL {
  const messaged =
    viewerCompanyId === null
      ? sql`false`
      : sql`exists (select 1 from part_contacts pc where pc.sender_company_id = ${viewerCompanyId} and pc.part_id = p.id)`;
  // The matches are gathered first (materialized) and named after: joining companies inside the
  // lateral loop made the planner hash the whole companies table once per part number.
  return sql`
    with found as materialized (${stockMatchesSql(partNumbers, filters, limit)})
    select p.idx::int as "idx", p.rank as "rank", p.id as "id", p.company_id as "companyId", c.name as "companyName",
      c.ship_city as "companyCity", c.ship_state as "companyState",
      ${canTransactSql('c')} as "canTransact",
      p.partnum as "partnum", p.description as "description", p.condition as "condition",
      p.manufacturer_id as "manufacturerId", p.quantity as "quantity", p.price_cents as "priceCents",
      p.pictures as "pictures", ${messaged} as "isMessaged"
    from found p
    -- One primary-key probe per found row ("offset 0" keeps the planner from hashing all companies).
    cross join lateral (select name, ship_city, ship_state, can_transact, memid, stripe_account_id from companies where id = p.company_id offset 0) c
    order by p.idx, p.rank, p.partnum_norm, p.id`;
}

export interface SaveSearchInput {
  userId: number;
  companyId: number;
  manufacturerId: number | null;
  condition: Condition | null;
  description: string | null;
  comments: string | null;
  /** Opened from a browse page: saved, but no dealer is emailed. */
  fromBrowse: boolean;
  /** Normalised part numbers, one saved search each. */
  partNumbers: string[];
  /** Match count per part number (same order). */
  matchCounts: number[];
  /**
   * Result rows to snapshot: which search (by part number), the inventory part, its position, and
   * whether it matched exactly (only exact matches notify their dealer).
   */
  results: Array<{
    partNumber: string;
    partId: number;
    position: number;
    /** Notifies its dealer: an exact match, or one through a cross-reference (issue 29). */
    exact: boolean;
    /** Issue 29: 'superseded' or 'interchange' with the badge and note; null for exact and prefix rows. */
    matchKind?: string | null;
    matchLabel?: string | null;
    crossReferenceNote?: string | null;
  }>;
}

/** A request's part numbers as a set: sorted (by code unit, as COLLATE "C" sorts), comma separated. */
export function requestKey(partNumbers: readonly string[]): string {
  return [...new Set(partNumbers)].sort().join(',');
}

/**
 * What the save statement answers: the saved ids, and who to notify (with the searcher's names).
 * `job` is the index of the search in the statement's list (one statement saves many searches).
 */
export type SavedRow = { job: number } & (
  | { kind: 'search'; id: number; partNumber: string; createdAt: string }
  | { kind: 'result'; id: number; partNumber: string; position: number }
  | {
      kind: 'recipient';
      companyId: number;
      email: string;
      firstName: string;
      partNumbers: string[];
      /** Issue 29: per part number (same order), the dealer's own numbers it was found through ('' for none). */
      throughNumbers: string[];
    }
  | { kind: 'searcher'; firstName: string; lastName: string; companyName: string }
);

/** One search's save (see saveSearchesSql). */
export function saveSearchSql(input: SaveSearchInput): SQL {
  return saveSearchesSql([input]);
}

/**
 * One statement saves any number of searches (a group commit's batch, or one): it saves each part
 * number's search, snapshots their result rows (copied from inventory inside the database), records
 * which dealer companies each search matched (the "part requests received" feed, every search; never
 * the searcher's own company) and answers, per search (`job`), who to email about it and for which
 * part numbers, with the searcher's names for the email. Search ids are drawn from the sequence up
 * front, so every row is tied to its job even when two jobs save the same part number.
 *
 * Emails (issue 10): only a dealer with an exact match is told, never for a browse click, and at most
 * once per part number per searching company in PART_NOTICE_INTERVAL_HOURS: the upsert on
 * part_search_notices claims the notice (a concurrent statement waits for this one's row and then
 * finds it fresh), so repeated and concurrent searches email once.
 */
export function saveSearchesSql(inputs: SaveSearchInput[]): SQL {
  const searches = inputs.flatMap((input, job) =>
    input.partNumbers.map((pn, i) => ({ job, input, pn, count: input.matchCounts[i] ?? 0 })),
  );
  const results = inputs.flatMap((input, job) => input.results.map((r) => ({ job, ...r })));
  const keys = inputs.map((input) => requestKey(input.partNumbers));
  const col = <T>(values: T[]) => sql.param(values);
  return sql`
    with sx as materialized (
      select x.*, nextval(pg_get_serial_sequence('part_searches', 'id'))::int as id
      from unnest(
        ${col(searches.map((s) => s.job))}::int[], ${col(searches.map((s) => s.input.userId))}::int[],
        ${col(searches.map((s) => s.input.companyId))}::int[], ${col(searches.map((s) => s.pn))}::text[],
        ${col(searches.map((s) => s.input.manufacturerId))}::int[], ${col(searches.map((s) => s.input.condition))}::text[],
        ${col(searches.map((s) => s.input.description))}::text[], ${col(searches.map((s) => s.input.comments))}::text[],
        ${col(searches.map((s) => s.count))}::int[], ${col(searches.map((s) => s.input.fromBrowse))}::boolean[],
        ${col(searches.map((s) => keys[s.job]!))}::text[]
      ) with ordinality as x(job, user_id, company_id, pn, manufacturer_id, condition, description, comments, cnt, from_browse,
        request_key, ord)
    ),
    -- The same part numbers searched again by the same company within REQUEST_JOIN_HOURS of a request's last search
    -- join that request (issue 21, item 15). Its searches of the last hours hold its whole set
    -- (every search of a request saves all its numbers at once), so only those are read.
    prior as (
      select k.job, (
        select coalesce(ps.request_id, ps.id) from part_searches ps
        where ps.company_id = k.company_id
          and ps.created_at >= now() - make_interval(hours => ${REQUEST_JOIN_HOURS})
        group by coalesce(ps.request_id, ps.id)
        having string_agg(distinct ps.part_number collate "C", ',' order by ps.part_number collate "C") = k.request_key
        order by max(ps.created_at) desc, 1 desc
        limit 1
      ) as rid
      from (select distinct job, company_id, request_key from sx) k
    ),
    s as (
      insert into part_searches (id, user_id, company_id, part_number, manufacturer_id, condition, description, comments, match_count,
        from_browse, request_id)
      select id, user_id, company_id, pn, manufacturer_id, condition, description, comments, cnt, from_browse,
        -- One request is one card in My Results: its searches share the first one's id. A repeat joins
        -- the earlier request; identical searches saved in one batch share one.
        coalesce(prior.rid, min(id) over (partition by company_id, request_key))
      from sx join prior using (job) order by ord
      returning id, created_at
    ),
    x as (
      select sx.job, sx.id as search_id, sx.company_id as searcher_company_id, r.pos, r.exact, r.match_kind, r.match_label,
        r.cross_reference_note, ip.*
      from unnest(${col(results.map((r) => r.job))}::int[], ${col(results.map((r) => r.partNumber))}::text[],
        ${col(results.map((r) => r.partId))}::int[], ${col(results.map((r) => r.position))}::int[],
        ${col(results.map((r) => r.exact))}::boolean[], ${col(results.map((r) => r.matchKind ?? null))}::text[],
        ${col(results.map((r) => r.matchLabel ?? null))}::text[],
        ${col(results.map((r) => r.crossReferenceNote ?? null))}::text[]) as r(job, pn, part_id, pos, exact, match_kind,
        match_label, cross_reference_note)
      join sx on sx.job = r.job and sx.pn = r.pn
      join inventory_parts ip on ip.id = r.part_id
    ),
    r as (
      insert into part_search_results (part_search_id, position, part_id, seller_company_id, partnum, manufacturer_id,
        condition, description, quantity, price_cents, pictures, match_kind, match_label, cross_reference_note)
      select search_id, pos, id, company_id, partnum, manufacturer_id, condition, description, quantity, price_cents, pictures,
        match_kind, match_label, cross_reference_note
      from x
      returning id, part_search_id, position
    ),
    matched as (
      select job, search_id, company_id, bool_or(exact) as exact
      from x where company_id <> searcher_company_id group by job, search_id, company_id
    ),
    m as (
      insert into part_search_matches (part_search_id, company_id)
      select search_id, company_id from matched
      on conflict do nothing
    ),
    -- Issue 29: the dealer's own part numbers a search found through a cross-reference, named in its email.
    through as (
      select search_id, company_id, array_to_string(array_agg(distinct partnum order by partnum), ', ') as nums
      from x where match_kind is not null and company_id <> searcher_company_id group by search_id, company_id
    ),
    -- Who may be told: exact matches of buyers' searches, the first job of a batch per notice key.
    candidates as (
      select distinct on (matched.company_id, sx.company_id, sx.pn)
        matched.job, sx.ord, matched.company_id as dealer, sx.company_id as searcher, sx.pn, matched.search_id
      from matched join sx on sx.id = matched.search_id
      where matched.exact and not sx.from_browse
      order by matched.company_id, sx.company_id, sx.pn, matched.job
    ),
    noticed as (
      insert into part_search_notices as n (dealer_company_id, searcher_company_id, part_number, notified_at)
      select dealer, searcher, pn, now() from candidates
      on conflict (dealer_company_id, searcher_company_id, part_number) do update set notified_at = excluded.notified_at
      where n.notified_at <= excluded.notified_at - make_interval(hours => ${PART_NOTICE_INTERVAL_HOURS})
      returning dealer_company_id, searcher_company_id, part_number
    ),
    notify as (
      select c.job, c.dealer as company_id, array_agg(c.pn order by c.ord) as pns,
        array_agg(coalesce(th.nums, '') order by c.ord) as vias
      from candidates c join noticed n on n.dealer_company_id = c.dealer
        and n.searcher_company_id = c.searcher and n.part_number = c.pn
      left join through th on th.search_id = c.search_id and th.company_id = c.dealer
      group by c.job, c.dealer
    )
    select 'search' as "kind", sx.job as "job", s.id as "id", sx.pn as "partNumber", null::int as "position",
      ${iso(sql`s.created_at`)} as "createdAt", null::int as "companyId", null as "email", null as "firstName",
      null as "lastName", null as "companyName", null::text[] as "partNumbers", null::text[] as "throughNumbers"
    from s join sx on sx.id = s.id
    union all
    select 'result', sx.job, r.id, sx.pn, r.position, null, null, null, null, null, null, null, null
    from r join sx on sx.id = r.part_search_id
    union all
    -- Fan-out to the users of a dealer company (the read-join ARCHITECTURE.md allows): their address,
    -- first name and mail settings, read, never written.
    select 'recipient', nt.job, null, null, null, null, nt.company_id, u.email, u.first_name, null, null, nt.pns, nt.vias
    from notify nt
    join company_memberships mm on mm.company_id = nt.company_id join users u on u.id = mm.user_id
    where u.message_emails and u.part_emails and u.email_verified
    union all
    select 'searcher', j.job, null, null, null, null, null, null, u.first_name, u.last_name, c.name, null, null
    from (select distinct job, user_id, company_id from sx where exists (select 1 from notify where notify.job = sx.job)) j
    join users u on u.id = j.user_id join companies c on c.id = j.company_id`;
}

/**
 * Settings for a search's (or a batch of saves') transaction only: a statement timeout so no input can
 * pin the database. Commits stay synchronous: a saved search the client was told about survives a
 * crash; concurrent saves share one commit instead (group commit, part-search.service.ts).
 */
export function searchTransactionSettingsSql(timeoutMs: number): SQL {
  // JIT off: the cross-reference expansion's recursive estimates can pass jit_above_cost, and compiling
  // took about a second per search on the benchmark's small stock (docs/benchmarks.md, issue 29).
  return sql`select set_config('statement_timeout', ${String(Math.max(1, Math.floor(timeoutMs)))}, true),
    set_config('jit', 'off', true)`;
}
