import { sql, type SQL } from 'drizzle-orm';
import { EMPTY_FIGURES, weekStart, type StatsFigures } from '@ironmatch/contracts/stats-rules';
import type { StatsCompanyRow, StatsPartRow, StatsRegionRow } from '@ironmatch/contracts/stats';
import { queryRows, type Db } from '../../db/database';
import { counterpartRows, demandSearchRows, type DayRange } from './stats-period-rows';

/**
 * The stats manager's reads: only the rollups (and, for what is true now, the company's own stock and
 * companies' names and states). Each read is one company's own rows, or network aggregates.
 */

export type { DayRange };

/** What a buyer company did in the period, as far as the funnel, regions and companies need it. */
export interface CounterpartFigures {
  counterpartId: number;
  searches: number;
  answers: number;
  ordersReceived: number;
  ordersPlaced: number;
}

export interface PeriodPass {
  buckets: StatsFigures[];
  total: StatsFigures;
  counterparts: CounterpartFigures[];
}

export type BuyerSearches = Pick<CounterpartFigures, 'counterpartId' | 'searches'>;

export type SearchedPart = Omit<StatsPartRow, 'quantity' | 'priceCents'>;

/** One page, or every row (`limit` null: the CSV exports). */
export interface Paging {
  limit: number | null;
  offset: number;
}

export type Paged<T> = { rows: T[]; totalCount: number };

export interface NetworkDemand {
  makeId: number;
  make: string;
  partNumber: string;
  searches: number;
}

export type DemandKey = Pick<NetworkDemand, 'makeId' | 'partNumber'>;

/** A (make, part number) pair as a map key. */
export const demandKey = (k: DemandKey) => `${k.makeId}/${k.partNumber}`;

export interface OwnDemand {
  makeId: number;
  partNumber: string;
  searches: number;
}

export interface ReplyFigures {
  medianSeconds: number | null;
  answered: number;
  companies: number;
}

/** `%`, `_` and `\` typed by a user are searched for literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Buyer companies and their searches, given as parameters (one pass made them for every call). */
const buyersSql = (buyers: BuyerSearches[]) =>
  sql`select * from unnest(${sql.param(buyers.map((b) => b.counterpartId))}::int[],
    ${sql.param(buyers.map((b) => b.searches))}::int[]) as b(counterpart_id, searches)`;

/**
 * The same buyers as a condition on `companies` (c): the planner then expects thousands of buyers, not
 * the ten it guesses for an unnest, and joins them in one hash join instead of an index probe each.
 */
const buyerIds = (buyers: BuyerSearches[]) =>
  sql`c.id = any(${sql.param(buyers.map((b) => b.counterpartId))}::int[])`;

const pageSql = (paging: Paging) =>
  paging.limit === null ? sql`` : sql`limit ${paging.limit} offset ${paging.offset}`;

const FIGURE_COLUMNS = sql`
  coalesce(sum(searches), 0)::int as "searches",
  (count(distinct counterpart_id) filter (where searches > 0))::int as "buyerCompanies",
  coalesce(sum(quick_quotes_sent), 0)::int as "quickQuotesSent",
  coalesce(sum(quick_quotes_accepted), 0)::int as "quickQuotesAccepted",
  coalesce(sum(quick_quotes_declined), 0)::int as "quickQuotesDeclined",
  coalesce(sum(messages_received), 0)::int as "messagesReceived",
  coalesce(sum(orders_received), 0)::int as "ordersReceived",
  coalesce(sum(orders_placed), 0)::int as "ordersPlaced",
  coalesce(sum(orders_placed_amount_cents), 0)::bigint as "ordersPlacedAmountCents"`;

/** Months since year 0 of a date: the first month bucket's number. */
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

/** A weighted median over `(value, n)` rows: the middle value, or the mean of the middle two, rounded. */
const medianSql = (rows: SQL) => sql`
  with v as (${rows}),
  c as (select value, sum(n) over (order by value) as upto, sum(n) over () as total from v)
  select (round(((min(value) filter (where upto >= floor((total + 1) / 2)))
      + (min(value) filter (where upto >= floor(total / 2) + 1)))::numeric / 2))::int as "medianSeconds",
    coalesce(max(total), 0)::int as "answered"
  from c`;

export function createStatsRepository(db: Db) {
  async function paged<T>(query: SQL): Promise<Paged<T>> {
    const rows = await queryRows<T & { totalCount: number }>(db, query);
    const totalCount = rows[0]?.totalCount ?? 0;
    return { rows: rows.map(({ totalCount: _, ...row }) => row as unknown as T), totalCount };
  }

  return {
    /**
     * One pass over the company's rows of the period (ADR 0018): the figures per chart bucket (weeks
     * from the Monday of `from`'s week, or calendar months) and in total, and the figures per
     * counterpart that the funnel, the regions and the buyer companies are made of.
     */
    async periodPass(
      companyId: number,
      range: DayRange & { groupBy: 'week' | 'month' },
      buckets: number,
    ): Promise<PeriodPass> {
      const byWeek = range.groupBy === 'week';
      const bucket = byWeek
        ? sql`(day - ${weekStart(range.from)}::date) / 7`
        : sql`((extract(year from day) * 12 + extract(month from day))::int - ${monthIndex(range.from)})`;
      const rows = await queryRows<StatsFigures & { i: number | null; c: number | null; answers: number }>(
        db,
        sql`
        select i as "i", counterpart_id as "c", ${FIGURE_COLUMNS}, coalesce(sum(answers), 0)::int as "answers"
        from (select ${bucket} as i, * from (${counterpartRows(companyId, range, byWeek)}) r) d
        group by grouping sets ((i), (counterpart_id), ())`,
      );
      const out = Array.from({ length: buckets }, () => ({ ...EMPTY_FIGURES }));
      let total = { ...EMPTY_FIGURES };
      const counterparts: CounterpartFigures[] = [];
      for (const { i, c, answers, ...f } of rows) {
        const figures = { ...f, ordersPlacedAmountCents: Number(f.ordersPlacedAmountCents) };
        if (c !== null)
          counterparts.push({
            counterpartId: c,
            searches: f.searches,
            answers,
            ordersReceived: f.ordersReceived,
            ordersPlaced: f.ordersPlaced,
          });
        else if (i === null) total = figures;
        else out[i] = figures;
      }
      return { buckets: out, total, counterparts };
    },

    /** One range's figures (the previous period). */
    async figuresOf(companyId: number, range: DayRange): Promise<StatsFigures> {
      const [row] = await queryRows<StatsFigures>(
        db,
        sql`select ${FIGURE_COLUMNS} from (${counterpartRows(companyId, range)}) r`,
      );
      return { ...EMPTY_FIGURES, ...row, ordersPlacedAmountCents: Number(row?.ordersPlacedAmountCents ?? 0) };
    },

    /** My median reply time over the period's answered events. */
    async replyTime(companyId: number, range: DayRange): Promise<ReplyFigures> {
      const [row] = await queryRows<{ medianSeconds: number | null; answered: number }>(
        db,
        medianSql(sql`
          select reply_seconds as value, sum(events) as n from stats_reply_days
          where company_id = ${companyId} and day between ${range.from} and ${range.to}
          group by reply_seconds`),
      );
      return { medianSeconds: row?.medianSeconds ?? null, answered: row?.answered ?? 0, companies: 1 };
    },

    /** The same median over every member company's events, and how many companies hold them. */
    async networkReplyTime(range: DayRange): Promise<ReplyFigures> {
      const [row] = await queryRows<{ medianSeconds: number | null; answered: number; companies: number }>(
        db,
        sql`
        with e as materialized (
          select r.company_id, r.reply_seconds, r.events from stats_reply_days r
          join companies c on c.id = r.company_id and c.memid is not null
          where r.day between ${range.from} and ${range.to}
        ),
        m as (${medianSql(sql`select reply_seconds as value, sum(events) as n from e group by reply_seconds`)})
        select m.*, (select count(distinct company_id) from e)::int as "companies" from m`,
      );
      return {
        medianSeconds: row?.medianSeconds ?? null,
        answered: row?.answered ?? 0,
        companies: row?.companies ?? 0,
      };
    },

    /** My part numbers searched in the period, most searched first (then by part number). */
    async searchedParts(companyId: number, range: DayRange): Promise<SearchedPart[]> {
      return queryRows<SearchedPart>(
        db,
        sql`
        select part_number as "partNumber", sum(searches)::int as "searches",
          (count(distinct counterpart_id) filter (where searches > 0))::int as "buyerCompanies",
          sum(quick_quotes_sent)::int as "quickQuotesSent", sum(orders)::int as "orders"
        from stats_part_days
        where company_id = ${companyId} and day between ${range.from} and ${range.to}
        group by part_number having sum(searches) > 0
        order by 2 desc, 1`,
      );
    },

    /** My stock of these part numbers now: the sum of the quantities and the lowest positive price. */
    async stockOf(companyId: number, partNumbers: string[]) {
      const rows = await queryRows<{ partNumber: string; quantity: number; priceCents: number | null }>(
        db,
        sql`
        select k.pn as "partNumber", coalesce(stock.quantity, 0)::int as "quantity", stock.price as "priceCents"
        from unnest(${sql.param(partNumbers)}::text[]) as k(pn)
        left join lateral (
          select sum(ip.quantity) as quantity, min(ip.price_cents) filter (where ip.price_cents > 0) as price
          from inventory_parts ip where ip.company_id = ${companyId} and ip.partnum_norm = k.pn
        ) stock on true`,
      );
      return new Map(rows.map((r) => [r.partNumber, r]));
    },

    /** Searches of my parts by the buyers' states (their shipping state now). */
    async regions(buyers: BuyerSearches[], paging: Paging): Promise<Paged<StatsRegionRow>> {
      return paged<StatsRegionRow>(sql`
        with b as (${buyersSql(buyers)}),
        s as (
          select c.ship_state as state, sum(b.searches)::int as searches, count(*)::int as buyers
          from b join companies c on c.id = b.counterpart_id
          where ${buyerIds(buyers)} group by c.ship_state
        )
        select state as "state", searches as "searches", buyers as "buyerCompanies", (count(*) over ())::int as "totalCount"
        from s order by searches desc, state ${pageSql(paging)}`);
    },

    /** Searches of my parts by buyer company, optionally those whose names contain `q`. */
    async companies(
      buyers: BuyerSearches[],
      q: string | null,
      paging: Paging,
    ): Promise<Paged<StatsCompanyRow>> {
      return paged<StatsCompanyRow>(sql`
        with b as (${buyersSql(buyers)})
        select c.id as "companyId", c.name as "companyName", c.ship_state as "state", b.searches as "searches",
          (count(*) over ())::int as "totalCount"
        from b join companies c on c.id = b.counterpart_id
        where ${buyerIds(buyers)} ${q ? sql`and c.name ilike ${`%${likeLiteral(q)}%`}` : sql``}
        order by b.searches desc, c.name, c.id ${pageSql(paging)}`);
    },

    /**
     * The network's demand in the period: per make and searched part number, the searches, most
     * searched first (then part number, then make). The same for every company; lost demand takes each
     * company's part of it (stats-lost-demand.ts). Read from the month rollups and the edge days only;
     * the distinct buyers of the rows shown come from `demandBuyers`.
     */
    async networkDemand(range: DayRange): Promise<NetworkDemand[]> {
      return queryRows<NetworkDemand>(
        db,
        sql`
        select d.manufacturer_id as "makeId", mf.abbrname as "make", d.part_number as "partNumber",
          d.searches as "searches"
        from (
          select manufacturer_id, part_number, sum(searches)::int as searches
          from (${demandSearchRows(range)}) r
          group by manufacturer_id, part_number
        ) d join manufacturers mf on mf.id = d.manufacturer_id
        order by d.searches desc, d.part_number, mf.abbrname`,
      );
    },

    /**
     * The distinct buyer companies that searched each (make, part number) in the period: of the given
     * pairs (a page, one index range each), or of every pair searched (`keys` null: the CSV).
     */
    async demandBuyers(range: DayRange, keys: DemandKey[] | null): Promise<Map<string, number>> {
      const rows = await queryRows<{ makeId: number; partNumber: string; n: number }>(
        db,
        keys === null
          ? sql`
          select manufacturer_id as "makeId", part_number as "partNumber", count(distinct buyer_company_id)::int as "n"
          from stats_demand_days where day between ${range.from} and ${range.to}
          group by 1, 2`
          : sql`
          select k.make_id as "makeId", k.pn as "partNumber", b.n as "n"
          from unnest(${sql.param(keys.map((k) => k.makeId))}::int[], ${sql.param(keys.map((k) => k.partNumber))}::text[])
            as k(make_id, pn)
          cross join lateral (
            select count(distinct d.buyer_company_id)::int as n from stats_demand_days d
            where d.manufacturer_id = k.make_id and d.part_number = k.pn
              and d.day between ${range.from} and ${range.to}
          ) b`,
      );
      return new Map(rows.map((r) => [demandKey(r), r.n]));
    },

    /** The company's makes (stock rows of any quantity) and the numbers it has in stock (quantity > 0) now. */
    async stockForDemand(companyId: number): Promise<{ makes: number[]; stocked: string[] }> {
      const [row] = await queryRows<{ makes: number[] | null; stocked: string[] | null }>(
        db,
        sql`select array_agg(distinct manufacturer_id order by manufacturer_id) as "makes",
              array_agg(distinct partnum_norm order by partnum_norm) filter (where quantity > 0) as "stocked"
            from inventory_parts where company_id = ${companyId}`,
      );
      return { makes: row?.makes ?? [], stocked: row?.stocked ?? [] };
    },

    /** The company's own searches in the period, per make and number (taken out of its lost demand). */
    async ownDemand(companyId: number, range: DayRange): Promise<OwnDemand[]> {
      return queryRows<OwnDemand>(
        db,
        sql`select manufacturer_id as "makeId", part_number as "partNumber", sum(searches)::int as "searches"
            from stats_demand_days where buyer_company_id = ${companyId} and day between ${range.from} and ${range.to}
            group by 1, 2`,
      );
    },

    /** How many companies other than `companyId` have each (make, part number) in stock (quantity > 0) now. */
    async otherDealers(companyId: number, keys: Array<{ makeId: number; partNumber: string }>) {
      if (keys.length === 0) return new Map<string, number>();
      const rows = await queryRows<{ makeId: number; partNumber: string; n: number }>(
        db,
        sql`
        select k.make_id as "makeId", k.pn as "partNumber", count(distinct ip.company_id)::int as "n"
        from unnest(${sql.param(keys.map((k) => k.makeId))}::int[], ${sql.param(keys.map((k) => k.partNumber))}::text[])
          as k(make_id, pn)
        join inventory_parts ip on ip.partnum_norm = k.pn and ip.manufacturer_id = k.make_id
        where ip.quantity > 0 and ip.company_id <> ${companyId}
        group by 1, 2`,
      );
      return new Map(rows.map((r) => [demandKey(r), r.n]));
    },

    /** Bumped by every rollup run that changed something: network figures are cached by it. */
    async rollupVersion(): Promise<number> {
      const [row] = await queryRows<{ v: number }>(
        db,
        sql`select coalesce((select version from stats_rollup_state where id = 1), 0)::bigint as "v"`,
      );
      return Number(row?.v ?? 0);
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
