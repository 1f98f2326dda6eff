import { sql, type SQL } from 'drizzle-orm';
import type { StatsFigures } from '@ironmatch/contracts/stats-rules';
import type {
  StatsCompanyRow,
  StatsLostDemandRow,
  StatsPartRow,
  StatsRegionRow,
} from '@ironmatch/contracts/stats';
import { queryRows, type Db } from '../../db/database';

/**
 * The stats manager's reads: only the rollups (and, for what is true now, the company's own stock and
 * companies' names and states). Each read is one company's own rows, or network aggregates.
 */

export interface DayRange {
  from: string;
  to: string;
}

/** One page, or every row (`limit` null: the CSV exports). */
export interface Paging {
  limit: number | null;
  offset: number;
}

export type Paged<T> = { rows: T[]; totalCount: number };

export interface ReplyFigures {
  medianSeconds: number | null;
  answered: number;
  companies: number;
}

/** `%`, `_` and `\` typed by a user are searched for literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const pageSql = (paging: Paging) =>
  paging.limit === null ? sql`` : sql`limit ${paging.limit} offset ${paging.offset}`;

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
    /** The figures of each range (the chart's buckets, the period, the previous period), in order. */
    async figures(companyId: number, ranges: DayRange[]): Promise<StatsFigures[]> {
      const starts = ranges.map((r) => r.from);
      const ends = ranges.map((r) => r.to);
      const rows = await queryRows<StatsFigures & { i: number }>(
        db,
        sql`
        with r as (
          select i::int, s::date, e::date from unnest(${sql.param(starts)}::text[], ${sql.param(ends)}::text[])
            with ordinality as x(s, e, i)
        ),
        d as (
          select * from stats_counterpart_days
          where company_id = ${companyId} and day >= (select min(s) from r) and day <= (select max(e) from r)
        )
        select r.i as "i",
          coalesce(sum(d.searches), 0)::int as "searches",
          (count(distinct d.counterpart_id) filter (where d.searches > 0))::int as "buyerCompanies",
          coalesce(sum(d.quick_quotes_sent), 0)::int as "quickQuotesSent",
          coalesce(sum(d.messages_received), 0)::int as "messagesReceived",
          coalesce(sum(d.orders_received), 0)::int as "ordersReceived",
          coalesce(sum(d.orders_placed), 0)::int as "ordersPlaced",
          coalesce(sum(d.orders_placed_amount_cents), 0)::bigint as "ordersPlacedAmountCents"
        from r left join d on d.day between r.s and r.e
        group by r.i order by r.i`,
      );
      return rows.map(({ i: _, ...f }) => ({
        ...f,
        ordersPlacedAmountCents: Number(f.ordersPlacedAmountCents),
      }));
    },

    /** Buyer companies that searched my parts in the period, and of those the ones answered, ordering, paying. */
    async funnel(companyId: number, range: DayRange) {
      const [row] = await queryRows<{ searched: number; answered: number; ordered: number; paid: number }>(
        db,
        sql`
        with b as (
          select counterpart_id, sum(searches) as s, sum(answers) as a, sum(orders_received) as o, sum(orders_placed) as p
          from stats_counterpart_days
          where company_id = ${companyId} and day between ${range.from} and ${range.to}
          group by counterpart_id
        )
        select (count(*) filter (where s > 0))::int as "searched",
          (count(*) filter (where s > 0 and a > 0))::int as "answered",
          (count(*) filter (where s > 0 and a > 0 and o > 0))::int as "ordered",
          (count(*) filter (where s > 0 and a > 0 and o > 0 and p > 0))::int as "paid"
        from b`,
      );
      return row!;
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

    /** My part numbers searched in the period, most searched first, with my stock of each now. */
    async parts(
      companyId: number,
      range: DayRange,
      prefix: { lo: string; hi: string } | null,
      paging: Paging,
    ): Promise<Paged<StatsPartRow>> {
      return paged<StatsPartRow>(sql`
        with p as (
          select part_number, sum(searches)::int as searches,
            (count(distinct counterpart_id) filter (where searches > 0))::int as buyers,
            sum(quick_quotes_sent)::int as quotes, sum(orders)::int as orders
          from stats_part_days
          where company_id = ${companyId} and day between ${range.from} and ${range.to}
            ${prefix ? sql`and part_number >= ${prefix.lo} and part_number < ${prefix.hi}` : sql``}
          group by part_number having sum(searches) > 0
        ),
        page as (
          select *, count(*) over () as total from p order by searches desc, part_number ${pageSql(paging)}
        )
        select page.part_number as "partNumber", page.searches as "searches", page.buyers as "buyerCompanies",
          coalesce(stock.quantity, 0)::int as "quantity", stock.price as "priceCents",
          page.quotes as "quickQuotesSent", page.orders as "orders", page.total::int as "totalCount"
        from page left join lateral (
          select sum(ip.quantity) as quantity, min(ip.price_cents) filter (where ip.price_cents > 0) as price
          from inventory_parts ip where ip.company_id = ${companyId} and ip.partnum_norm = page.part_number
        ) stock on true
        order by page.searches desc, page.part_number`);
    },

    /** Searches of my parts by the buyers' states (their shipping state now). */
    async regions(companyId: number, range: DayRange, paging: Paging): Promise<Paged<StatsRegionRow>> {
      return paged<StatsRegionRow>(sql`
        with b as (
          select counterpart_id, sum(searches) as searches from stats_counterpart_days
          where company_id = ${companyId} and day between ${range.from} and ${range.to} and searches > 0
          group by counterpart_id
        ),
        s as (
          select c.ship_state as state, sum(b.searches)::int as searches, count(*)::int as buyers
          from b join companies c on c.id = b.counterpart_id group by c.ship_state
        )
        select state as "state", searches as "searches", buyers as "buyerCompanies", (count(*) over ())::int as "totalCount"
        from s order by searches desc, state ${pageSql(paging)}`);
    },

    /** Searches of my parts by buyer company, optionally those whose names contain `q`. */
    async companies(
      companyId: number,
      range: DayRange,
      q: string | null,
      paging: Paging,
    ): Promise<Paged<StatsCompanyRow>> {
      return paged<StatsCompanyRow>(sql`
        with b as (
          select counterpart_id, sum(searches)::int as searches from stats_counterpart_days
          where company_id = ${companyId} and day between ${range.from} and ${range.to} and searches > 0
          group by counterpart_id
        )
        select c.id as "companyId", c.name as "companyName", c.ship_state as "state", b.searches as "searches",
          (count(*) over ())::int as "totalCount"
        from b join companies c on c.id = b.counterpart_id
        ${q ? sql`where c.name ilike ${`%${likeLiteral(q)}%`}` : sql``}
        order by b.searches desc, c.name, c.id ${pageSql(paging)}`);
    },

    /**
     * Lost demand: part numbers other companies searched in the period under one of my makes (the makes
     * of my stock now) that I have no stock row of with quantity > 0, with how many other dealers stock
     * that number of that make.
     */
    async lostDemand(
      companyId: number,
      range: DayRange,
      prefix: { lo: string; hi: string } | null,
      paging: Paging,
    ): Promise<Paged<StatsLostDemandRow>> {
      return paged<StatsLostDemandRow>(sql`
        with makes as (select distinct manufacturer_id from inventory_parts where company_id = ${companyId}),
        stocked as (
          select distinct partnum_norm from inventory_parts where company_id = ${companyId} and quantity > 0
        ),
        d as (
          select dd.manufacturer_id, dd.part_number, sum(dd.searches)::int as searches,
            count(distinct dd.buyer_company_id)::int as buyers
          from stats_demand_days dd
          where dd.manufacturer_id in (select manufacturer_id from makes)
            and dd.day between ${range.from} and ${range.to} and dd.buyer_company_id <> ${companyId}
            ${prefix ? sql`and dd.part_number >= ${prefix.lo} and dd.part_number < ${prefix.hi}` : sql``}
            and not exists (select 1 from stocked where stocked.partnum_norm = dd.part_number)
          group by dd.manufacturer_id, dd.part_number
        ),
        page as (
          select d.*, mf.abbrname, count(*) over () as total from d join manufacturers mf on mf.id = d.manufacturer_id
          order by d.searches desc, d.part_number, mf.abbrname ${pageSql(paging)}
        )
        select page.part_number as "partNumber", page.abbrname as "manufacturer", page.searches as "searches",
          page.buyers as "buyerCompanies", (
            select count(distinct ip.company_id) from inventory_parts ip
            where ip.partnum_norm = page.part_number and ip.manufacturer_id = page.manufacturer_id
              and ip.quantity > 0 and ip.company_id <> ${companyId}
          )::int as "otherDealers", page.total::int as "totalCount"
        from page order by page.searches desc, page.part_number, page.abbrname`);
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
