import { sql, type SQL } from 'drizzle-orm';

/**
 * THE place where Quick Quotes feed the stats manager (issue 27: `quickQuotesSent` is 0 until the Quick
 * Quote issue lands). A feed names the quotes table and answers, for the quotes whose ids pass a filter,
 * one row per quote sent:
 *
 *   id               the quote's id (the rollup job counts each id once, like messages)
 *   company_id       the dealer company that sent it
 *   counterpart_id   the buyer company it went to
 *   at               when it was sent (timestamptz)
 *   part_number      the quoted part number, normalised (A-Z0-9), or null
 *
 * A replaced quote counts once: the feed answers only the first quote of a request (later quotes of the
 * same `request_id` are left out), so a replacement adds nothing.
 *
 * When the `quotes` table lands (`quotes(id, request_id, dealer_company_id, buyer_company_id, status,
 * created_at, ...)`), set `QUOTE_FEED = quotesTableFeed` below (adjust the part-number column to the
 * table's) and nothing else changes: the rollup job counts `quickQuotesSent` per day, buyer and part
 * number, counts the quote as an answer (funnel and reply times), and backfills the quotes already sent.
 */
export interface QuoteFeed {
  /** The table whose `id` and `created_at` the job's watermark follows. */
  table: SQL;
  /** The quotes with `where` true (an SQL condition on the table's alias `q`), as described above. */
  rows(where: SQL): SQL;
  /** Every quote `company_id` sent to `counterpart_id` (pairs given by `pairs(company_id, counterpart_id)`). */
  answers(pairs: SQL): SQL;
  /**
   * The buyers' accepts and declines (issue 26), an append-only table followed by id like the quotes:
   * for the rows with `where` true (an SQL condition on the alias `o`), one row per outcome with
   * `id`, `company_id` (the dealer), `counterpart_id` (the buyer), `at` and `outcome`
   * ('accepted' | 'declined').
   */
  outcomes?: { table: SQL; rows(where: SQL): SQL };
}

/** The feed for the `quotes` table of the Quick Quote module (its part number: the quote's first line's). */
export const quotesTableFeed: QuoteFeed = {
  table: sql`quotes`,
  rows: (where) => sql`
    select q.id, q.dealer_company_id as company_id, q.buyer_company_id as counterpart_id, q.created_at as at,
      regexp_replace(upper((select l.part_number from quote_lines l where l.quote_id = q.id order by l.position limit 1)),
        '[^A-Z0-9]', '', 'g') as part_number
    from quotes q
    where ${where} and not exists (
      select 1 from quotes earlier where earlier.request_id = q.request_id and earlier.dealer_company_id = q.dealer_company_id
        and earlier.id < q.id)`,
  answers: (pairs) => sql`
    select p.company_id, p.counterpart_id, q.created_at as at
    from ${pairs} p join quotes q on q.dealer_company_id = p.company_id and q.buyer_company_id = p.counterpart_id`,
  outcomes: {
    table: sql`quote_outcomes`,
    rows: (where) => sql`
      select o.id, o.dealer_company_id as company_id, o.buyer_company_id as counterpart_id, o.created_at as at, o.outcome
      from quote_outcomes o where ${where}`,
  },
};

/** Quick Quotes are counted (issue 26 landed the `quotes` table). */
export const QUOTE_FEED: QuoteFeed | null = quotesTableFeed;
