import { sql } from 'drizzle-orm';
import { quoteStatusOf, type QuoteStatus, type StoredQuoteStatus } from '@ironmatch/contracts/quote-rules';
import { queryRows, type Db } from '../../db/database';

/**
 * Quick Quote's marks on the part search feeds (issue 26): read from the quotes module's tables for
 * display only, joined to the searches here so the feeds stay one read each.
 */

type MyQuote = { id: number; status: QuoteStatus } | null;
type QuoteRequestMark = {
  id: number;
  neededBy: string | null;
  note: string | null;
  createdAt: string;
} | null;

/** `myQuote` on each row: company `companyId`'s quote on the request of the row's search, or null. */
export async function markMyQuotes<T extends object>(
  db: Db,
  companyId: number,
  rows: T[],
  searchIdOf: (row: T) => number,
): Promise<Array<T & { myQuote: MyQuote }>> {
  const ids = rows.map(searchIdOf);
  const found =
    ids.length === 0
      ? []
      : await queryRows<{ searchId: number; id: number; status: StoredQuoteStatus; validUntil: string }>(
          db,
          sql`select ps.id as "searchId", q.id as "id", q.status as "status", q.valid_until as "validUntil"
              from part_searches ps
              join quotes q on q.request_id = coalesce(ps.request_id, ps.id) and q.dealer_company_id = ${companyId}
              where ps.id = any(${sql.param(ids)}::int[])`,
        );
  const bySearch = new Map(
    found.map((f) => [f.searchId, { id: f.id, status: quoteStatusOf(f.status, f.validUntil) }]),
  );
  return rows.map((row) => ({ ...row, myQuote: bySearch.get(searchIdOf(row)) ?? null }));
}

/** `quoteRequest` on each row: the latest "Request quotes" that asked company `companyId` about the row's request. */
export async function markQuoteRequests<T extends object>(
  db: Db,
  companyId: number,
  rows: T[],
  searchIdOf: (row: T) => number,
): Promise<Array<T & { quoteRequest: QuoteRequestMark }>> {
  const ids = rows.map(searchIdOf);
  const found =
    ids.length === 0
      ? []
      : await queryRows<{
          searchId: number;
          id: number;
          neededBy: string | null;
          note: string | null;
          createdAt: string;
        }>(
          db,
          sql`select distinct on (ps.id) ps.id as "searchId", qr.id as "id", qr.needed_by::text as "neededBy",
                qr.note as "note", qr.created_at as "createdAt"
              from part_searches ps
              join quote_requests qr on qr.request_id = coalesce(ps.request_id, ps.id)
              join quote_request_companies qc on qc.quote_request_id = qr.id and qc.company_id = ${companyId}
              where ps.id = any(${sql.param(ids)}::int[])
              order by ps.id, qr.id desc`,
        );
  const bySearch = new Map(
    found.map((f) => [
      f.searchId,
      { id: f.id, neededBy: f.neededBy, note: f.note, createdAt: new Date(f.createdAt).toISOString() },
    ]),
  );
  return rows.map((row) => ({ ...row, quoteRequest: bySearch.get(searchIdOf(row)) ?? null }));
}

/** `quoteCount` on each of my searches: the quotes (not withdrawn) with a line for it. */
export async function markQuoteCounts<T extends { id: number }>(
  db: Db,
  searches: T[],
): Promise<Array<T & { quoteCount: number }>> {
  const ids = searches.map((s) => s.id);
  const found =
    ids.length === 0
      ? []
      : await queryRows<{ searchId: number; n: number }>(
          db,
          sql`select l.part_search_id as "searchId", count(distinct q.id)::int as "n"
              from quote_lines l join quotes q on q.id = l.quote_id
              where l.part_search_id = any(${sql.param(ids)}::int[]) and q.status <> 'withdrawn'
              group by l.part_search_id`,
        );
  const bySearch = new Map(found.map((f) => [f.searchId, f.n]));
  return searches.map((s) => ({ ...s, quoteCount: bySearch.get(s.id) ?? 0 }));
}
