import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import type { QuoteFeed } from './stats-quote-feed';

/**
 * How each kind of event adds to the rollups (the stats rollup job calls these; ADR 0018). Every
 * function counts the rows its `where` selects (an id range for the backfill, a list of ids not yet
 * counted for the live step) by adding to the rollups with upserts, so it must be called once per row:
 * the caller's transaction records what it counted in the same commit. Other modules' tables are only
 * read here.
 *
 * Functions that count events or answers answer the (company, counterpart) pairs whose reply times may
 * have changed, for `recomputeReplyTimes`.
 */

export interface Pair {
  companyId: number;
  counterpartId: number;
}

/** Part numbers as searches store them: uppercase A-Z0-9 (normalizePartNumber in contracts). */
export const normalizedSql = (column: SQL) => sql`regexp_replace(upper(${column}), '[^A-Z0-9]', '', 'g')`;
/** The UTC day of a timestamp, and the first instant of a UTC day. */
export const utcDay = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;
const flag = (value: boolean) => sql.raw(value ? 'true' : 'false');
const dayStart = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC')`;

/** Pairs of an event that may already have an answer after it (rows committed out of order). */
const answeredLater = (company: SQL, counterpart: SQL, day: SQL) => sql`exists (
  select 1 from stats_counterpart_days a
  where a.company_id = ${company} and a.counterpart_id = ${counterpart} and a.day >= ${day} and a.answers > 0)`;

/**
 * Two CTEs (`<name>` and `<name>_months`) adding `rows` (a CTE with one row per company, day and
 * counterpart, and the columns to add) to the day rollups and to their month rollups, in one statement.
 */
const counterpartCounts = (name: string, rows: string, columns: string[]) =>
  sql.raw(`
  ${name} as (
    insert into stats_counterpart_days as t (company_id, day, counterpart_id, ${columns.join(', ')})
    select company_id, day, counterpart_id, ${columns.join(', ')} from ${rows}
    on conflict (company_id, day, counterpart_id) do update set ${columns.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ')}
  ),
  ${name}_months as (
    insert into stats_counterpart_months as t (company_id, month, counterpart_id, ${columns.join(', ')})
    select company_id, date_trunc('month', day::timestamp)::date, counterpart_id, ${columns.map((c) => `sum(${c})`).join(', ')}
    from ${rows} group by 1, 2, 3
    on conflict (company_id, month, counterpart_id) do update set ${columns.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ')}
  )`);

export function createCountingRepository(db: Db, quoteFeed: QuoteFeed | null) {
  const pairsOf = (query: SQL) => queryRows<Pair>(db, query);

  return {
    /**
     * Saved part searches (`where` on alias `s`): a search by one company whose results held rows of
     * another counts one search for that company (counterpart: the searcher), one for each of its part
     * numbers found, and one of network demand per make the search names (the buyer's choice, else the
     * makes of the exact matches found).
     */
    async countSearches(where: SQL, withPairs: boolean): Promise<Pair[]> {
      return pairsOf(sql`
        with s as materialized (
          select s.id, s.company_id, s.part_number, s.manufacturer_id, ${utcDay(sql`s.created_at`)} as day
          from part_searches s where ${where}
        ),
        hits as (
          select m.company_id, s.day, s.company_id as counterpart_id, count(*)::int as searches
          from s join part_search_matches m on m.part_search_id = s.id
          group by 1, 2, 3
        ),
        ${counterpartCounts('counted', 'hits', ['searches'])},
        found as (
          select r.seller_company_id as company_id, s.id, s.day, s.company_id as counterpart_id,
            s.part_number as searched, ${normalizedSql(sql`r.partnum`)} as part_number, r.manufacturer_id
          from s join part_search_results r on r.part_search_id = s.id
        ),
        parts as (
          insert into stats_part_days as t (company_id, day, part_number, counterpart_id, searches)
          select company_id, day, part_number, counterpart_id, count(distinct id)::int from found
          where company_id <> counterpart_id and part_number <> ''
          group by 1, 2, 3, 4
          on conflict (company_id, day, part_number, counterpart_id) do update set searches = t.searches + excluded.searches
        ),
        makes as (
          select id, day, part_number, company_id, manufacturer_id from s where manufacturer_id is not null
          union
          select s.id, s.day, s.part_number, s.company_id, f.manufacturer_id
          from s join found f on f.id = s.id
          where s.manufacturer_id is null and f.part_number = s.part_number
        ),
        demand as (
          insert into stats_demand_days as t (manufacturer_id, day, part_number, buyer_company_id, searches)
          select manufacturer_id, day, part_number, company_id, count(*)::int from makes
          group by 1, 2, 3, 4
          on conflict (day, manufacturer_id, part_number, buyer_company_id) do update set searches = t.searches + excluded.searches
        ),
        demand_months as (
          insert into stats_demand_months as t (month, manufacturer_id, part_number, searches)
          select date_trunc('month', day::timestamp)::date, manufacturer_id, part_number, count(*)::int from makes
          group by 1, 2, 3
          on conflict (month, manufacturer_id, part_number) do update set searches = t.searches + excluded.searches
        )
        select distinct company_id as "companyId", counterpart_id as "counterpartId" from hits
        where ${flag(withPairs)} and ${answeredLater(sql`hits.company_id`, sql`hits.counterpart_id`, sql`hits.day`)}`);
    },

    /**
     * New messages (`where` on alias `m`): one message received by the recipient, one answer by the
     * sender (a message to a company answers it too).
     */
    async countMessages(where: SQL, withPairs: boolean): Promise<Pair[]> {
      return pairsOf(sql`
        with m as materialized (
          select m.id, m.sender_company_id, m.recipient_company_id, ${utcDay(sql`m.created_at`)} as day
          from messages m where ${where} and m.sender_company_id <> m.recipient_company_id
        ),
        counts as (
          select recipient_company_id as company_id, day, sender_company_id as counterpart_id, 1 as received, 0 as answers from m
          union all
          select sender_company_id, day, recipient_company_id, 0, 1 from m
        ),
        per_day as (
          select company_id, day, counterpart_id, sum(received)::int as messages_received, sum(answers)::int as answers
          from counts group by 1, 2, 3
        ),
        ${counterpartCounts('counted', 'per_day', ['messages_received', 'answers'])}
        select sender_company_id as "companyId", recipient_company_id as "counterpartId" from m where ${flag(withPairs)}
        union
        select recipient_company_id, sender_company_id from m
        where ${flag(withPairs)} and ${answeredLater(sql`m.recipient_company_id`, sql`m.sender_company_id`, sql`m.day`)}`);
    },

    /** Replies (`where` on alias `r`): an answer by the replying company to the other one. */
    async countReplies(where: SQL): Promise<Pair[]> {
      return pairsOf(sql`
        with r as materialized (
          select r.id, r.sender_company_id as company_id, ${utcDay(sql`r.created_at`)} as day,
            case when m.sender_company_id = r.sender_company_id then m.recipient_company_id else m.sender_company_id end
              as counterpart_id
          from message_replies r join messages m on m.id = r.message_id where ${where}
        ),
        per_day as (
          select company_id, day, counterpart_id, count(*)::int as answers from r where company_id <> counterpart_id
          group by 1, 2, 3
        ),
        ${counterpartCounts('counted', 'per_day', ['answers'])}
        select distinct company_id as "companyId", counterpart_id as "counterpartId" from r
        where company_id <> counterpart_id`);
    },

    /** Quick Quotes through the quote feed (`where` on alias `q`): a quote sent, and an answer. */
    async countQuotes(where: SQL): Promise<Pair[]> {
      if (!quoteFeed) return [];
      return pairsOf(sql`
        with q as materialized (
          select id, company_id, counterpart_id, ${utcDay(sql`at`)} as day, part_number from (${quoteFeed.rows(where)}) f
          where company_id <> counterpart_id
        ),
        per_day as (
          select company_id, day, counterpart_id, count(*)::int as answers, count(*)::int as quick_quotes_sent
          from q group by 1, 2, 3
        ),
        ${counterpartCounts('counted', 'per_day', ['answers', 'quick_quotes_sent'])},
        parts as (
          insert into stats_part_days as t (company_id, day, part_number, counterpart_id, quick_quotes_sent)
          select company_id, day, part_number, counterpart_id, count(*)::int from q
          where part_number is not null and part_number <> '' group by 1, 2, 3, 4
          on conflict (company_id, day, part_number, counterpart_id) do update
            set quick_quotes_sent = t.quick_quotes_sent + excluded.quick_quotes_sent
        )
        select distinct company_id as "companyId", counterpart_id as "counterpartId" from q`);
    },

    /**
     * The buyers' accepts and declines of Quick Quotes (`where` on alias `o`), each counted once for
     * the dealer on its day. Not answers: they change no reply time.
     */
    async countQuoteOutcomes(where: SQL): Promise<Pair[]> {
      if (!quoteFeed?.outcomes) return [];
      await db.execute(sql`
        with per_day as (
          select company_id, ${utcDay(sql`at`)} as day, counterpart_id,
            (count(*) filter (where outcome = 'accepted'))::int as quick_quotes_accepted,
            (count(*) filter (where outcome = 'declined'))::int as quick_quotes_declined
          from (${quoteFeed.outcomes.rows(where)}) f
          where company_id <> counterpart_id
          group by 1, 2, 3
        ),
        ${counterpartCounts('counted', 'per_day', ['quick_quotes_accepted', 'quick_quotes_declined'])}
        select 1`);
      return [];
    },

    /**
     * Orders (`where` on alias `o`): each order's request (orders received, and per part number it
     * holds) and its payment (orders placed and the amount paid: the payment's amount, which refunds
     * leave as it is) are counted once each, as `stats_order_marks` records.
     */
    async countOrders(where: SQL): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`
        with o as materialized (
          select o.id, o.vendor_company_id as company_id, o.customer_company_id as counterpart_id,
            case when o.requested_at is not null and k.requested_day is null then ${utcDay(sql`o.requested_at`)} end
              as requested_day,
            case when o.placed_at is not null and k.placed_day is null then ${utcDay(sql`o.placed_at`)} end as placed_day,
            coalesce(
              (select p.amount from payments p where p.order_id = o.id),
              (select coalesce(sum(i.price * i.quantity) filter (where i.price > 0), 0) from order_items i where i.order_id = o.id)
                + coalesce(o.shipping_amount, 0) + coalesce(o.tax_amount, 0)
            )::bigint as amount
          from orders o left join stats_order_marks k on k.order_id = o.id
          where (${where}) and o.vendor_company_id <> o.customer_company_id
            and ((o.requested_at is not null and k.requested_day is null) or (o.placed_at is not null and k.placed_day is null))
        ),
        stages as (
          select company_id, requested_day as day, counterpart_id, 1 as received, 0 as placed, 0::bigint as amount
          from o where requested_day is not null
          union all
          select company_id, placed_day, counterpart_id, 0, 1, amount from o where placed_day is not null
        ),
        per_day as (
          select company_id, day, counterpart_id, sum(received)::int as orders_received, sum(placed)::int as orders_placed,
            sum(amount)::bigint as orders_placed_amount_cents
          from stages group by 1, 2, 3
        ),
        ${counterpartCounts('counted', 'per_day', ['orders_received', 'orders_placed', 'orders_placed_amount_cents'])},
        parts as (
          insert into stats_part_days as t (company_id, day, part_number, counterpart_id, orders)
          select o.company_id, o.requested_day, i.part_number, o.counterpart_id, count(*)::int
          from o cross join lateral (
            select distinct ${normalizedSql(sql`oi.part_number`)} as part_number from order_items oi where oi.order_id = o.id
          ) i
          where o.requested_day is not null and i.part_number <> ''
          group by 1, 2, 3, 4
          on conflict (company_id, day, part_number, counterpart_id) do update set orders = t.orders + excluded.orders
        ),
        marked as (
          insert into stats_order_marks as k (order_id, requested_day, placed_day)
          select id, requested_day, placed_day from o
          on conflict (order_id) do update set requested_day = coalesce(k.requested_day, excluded.requested_day),
            placed_day = coalesce(k.placed_day, excluded.placed_day)
        )
        select count(*)::int as "n" from o`,
      );
      return row?.n ?? 0;
    },

    /**
     * Recomputes the reply times of these (company, counterpart) pairs from the events and answers
     * themselves: each event (a search of the company's parts by the counterpart, or a new message from
     * it) is answered by the company's first message, reply or Quick Quote to the counterpart strictly
     * after it. Idempotent: the pairs' rows are replaced.
     */
    async recomputeReplyTimes(pairs: Pair[]): Promise<void> {
      if (pairs.length === 0) return;
      const given = sql`(select * from unnest(${sql.param(pairs.map((p) => p.companyId))}::int[],
        ${sql.param(pairs.map((p) => p.counterpartId))}::int[]) as x(company_id, counterpart_id))`;
      await db.execute(sql`
        delete from stats_reply_days r using ${given} p
        where r.company_id = p.company_id and r.counterpart_id = p.counterpart_id`);
      const quoteAnswers = quoteFeed
        ? sql`union all select company_id, counterpart_id, at, 0 from (${quoteFeed.answers(sql`p`)}) qa`
        : sql``;
      await db.execute(sql`
        with p as materialized (select distinct * from ${given} g),
        search_days as (
          select c.company_id, c.counterpart_id, c.day from stats_counterpart_days c
          join p on c.company_id = p.company_id and c.counterpart_id = p.counterpart_id
          where c.searches > 0
        ),
        timeline as (
          select d.company_id, d.counterpart_id, s.created_at as at, 1 as is_event
          from search_days d
          join part_searches s on s.company_id = d.counterpart_id
            and s.created_at >= ${dayStart(sql`d.day`)} and s.created_at < ${dayStart(sql`d.day + 1`)}
          where exists (select 1 from part_search_matches m where m.part_search_id = s.id and m.company_id = d.company_id)
          union all
          select p.company_id, p.counterpart_id, m.created_at, 1
          from p join messages m on m.recipient_company_id = p.company_id and m.sender_company_id = p.counterpart_id
          union all
          select p.company_id, p.counterpart_id, m.created_at, 0
          from p join messages m on m.sender_company_id = p.company_id and m.recipient_company_id = p.counterpart_id
          union all
          select p.company_id, p.counterpart_id, r.created_at, 0
          from p join messages m on m.sender_company_id = p.company_id and m.recipient_company_id = p.counterpart_id
          join message_replies r on r.message_id = m.id and r.sender_company_id = p.company_id
          union all
          select p.company_id, p.counterpart_id, r.created_at, 0
          from p join messages m on m.sender_company_id = p.counterpart_id and m.recipient_company_id = p.company_id
          join message_replies r on r.message_id = m.id and r.sender_company_id = p.company_id
          ${quoteAnswers}
        ),
        answered as (
          -- At the same instant an answer sorts first, so it is not "after" that event.
          select company_id, counterpart_id, at, is_event,
            min(case when is_event = 0 then at end) over (
              partition by company_id, counterpart_id order by at, is_event
              rows between current row and unbounded following) as answered_at
          from timeline
        )
        insert into stats_reply_days (company_id, counterpart_id, day, reply_seconds, events)
        select company_id, counterpart_id, ${utcDay(sql`at`)}, floor(extract(epoch from answered_at - at))::int, count(*)::int
        from answered where is_event = 1 and answered_at is not null
        group by 1, 2, 3, 4`);
    },

    /** The next pairs (after the given one, in order) in which the company ever answered: the backfill's last phase. */
    async answeredPairsAfter(after: Pair, limit: number): Promise<Pair[]> {
      return pairsOf(sql`
        select distinct company_id as "companyId", counterpart_id as "counterpartId"
        from stats_counterpart_days
        where (company_id, counterpart_id) > (${after.companyId}, ${after.counterpartId}) and answers > 0
        order by 1, 2 limit ${limit}`);
    },
  };
}

export type CountingRepository = ReturnType<typeof createCountingRepository>;
