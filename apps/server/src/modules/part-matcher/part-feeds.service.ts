import { sql, type SQL } from 'drizzle-orm';
import {
  type OwnPartSearch,
  type PartRow,
  type PartSearch,
  type ReceivedPartSearch,
} from '@ironmatch/contracts/part-matcher';
import { FEED_WINDOW_DAYS } from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';
import type { CompanyClaims, MemberClaims } from '@ironmatch/contracts/access';
import type { ManufacturerCatalog } from '../inventory/manufacturer-catalog.service';
import { iso } from './part-search.repository';
import { makeNamer, toPartRow, type PartRowSource } from './part-rows';
import { attachOrderStates } from './part-row-orders';
import { applyStorefrontPrices } from './storefront-prices';
import { canTransactSql } from '../../db/can-transact';

/** Saved searches: my results, the members' week of searches, and the requests my parts received. */

interface SearchRow {
  id: number;
  partNumber: string;
  manufacturerId: number | null;
  condition: PartSearch['condition'];
  description: string | null;
  comments: string | null;
  createdAt: string;
  matchCount: number;
  userId: number;
  firstName: string;
  lastName: string;
  companyId: number;
  companyName: string;
  hasBeenMessaged: boolean;
  fromBrowse: boolean;
}

const SEARCH_COLUMNS = (viewerCompanyId: number) => sql`
  ps.id as "id", ps.part_number as "partNumber", ps.manufacturer_id as "manufacturerId", ps.condition as "condition",
  ps.description as "description", ps.comments as "comments", ${iso(sql`ps.created_at`)} as "createdAt",
  ps.match_count as "matchCount", u.id as "userId", u.first_name as "firstName", u.last_name as "lastName",
  ps.company_id as "companyId", c.name as "companyName", ps.from_browse as "fromBrowse",
  exists (select 1 from part_contacts pc where pc.sender_company_id = ${viewerCompanyId} and pc.part_search_id = ps.id)
    as "hasBeenMessaged"`;

/**
 * Result snapshots of the given searches (only one seller's rows when `sellerCompanyId` is set).
 * `partId` is null once the dealer has removed the part.
 */
function resultRowsSql(searchIds: number[], viewerCompanyId: number, sellerCompanyId?: number): SQL {
  return sql`
    select r.id as "resultId", r.part_search_id as "partSearchId", ip.id as "partId",
      r.seller_company_id as "companyId", c.name as "companyName",
      c.ship_city as "companyCity", c.ship_state as "companyState",
      ${canTransactSql('c')} as "canTransact",
      r.partnum as "partnum", r.description as "description", r.condition as "condition",
      r.manufacturer_id as "manufacturerId", r.quantity as "quantity", r.price_cents as "priceCents",
      r.pictures as "pictures", ${iso(sql`ps.created_at`)} as "createdAt",
      -- Rows found through a cross-reference say so (issue 29); others are told apart by their numbers.
      coalesce(r.match_kind, case when regexp_replace(upper(r.partnum), '[^A-Z0-9]', '', 'g') = ps.part_number
        then 'exact' else 'prefix' end) as "matchKind",
      r.match_label as "matchLabel", r.cross_reference_note as "crossReferenceNote",
      (r.part_id is not null and exists (
        select 1 from part_contacts pc where pc.sender_company_id = ${viewerCompanyId} and pc.part_id = r.part_id
      )) as "isMessaged"
    from part_search_results r
    join part_searches ps on ps.id = r.part_search_id
    join companies c on c.id = r.seller_company_id
    left join inventory_parts ip on ip.id = r.part_id
    where r.part_search_id = any(${sql.param(searchIds)}::int[])
      ${sellerCompanyId === undefined ? sql`` : sql`and r.seller_company_id = ${sellerCompanyId}`}
    order by r.part_search_id, r.position`;
}

export function createPartFeedsService(deps: { db: Db; catalog: ManufacturerCatalog }) {
  const { db, catalog } = deps;

  async function build(searches: SearchRow[], results: PartRowSource[]) {
    const nameMake = await makeNamer(catalog, [
      ...searches.flatMap((s) => (s.manufacturerId === null ? [] : [s.manufacturerId])),
      ...results.map((r) => r.manufacturerId),
    ]);
    const rowsBySearch = new Map<number, PartRow[]>();
    for (const r of results) {
      let list = rowsBySearch.get(r.partSearchId);
      if (!list) rowsBySearch.set(r.partSearchId, (list = []));
      list.push(toPartRow(r, nameMake(r.manufacturerId)));
    }
    const toSearch = (s: SearchRow): PartSearch => ({
      id: s.id,
      partNumber: s.partNumber,
      part_number: s.partNumber,
      manufacturer: s.manufacturerId === null ? null : nameMake(s.manufacturerId).abbrname,
      condition: s.condition,
      description: s.description,
      comments: s.comments,
      createdAt: s.createdAt,
      partsMatched: s.matchCount > 0,
      matchCount: s.matchCount,
      hasBeenMessaged: Boolean(s.hasBeenMessaged),
      fromBrowse: s.fromBrowse,
      User: {
        id: s.userId,
        firstName: s.firstName,
        lastName: s.lastName,
        companyId: s.companyId,
        Company: { name: s.companyName },
      },
    });
    return { toSearch, rowsBySearch };
  }

  return {
    /**
     * My results: my company's search requests, newest first, each with all its searches (a multi-part
     * search is one request) and their result snapshots. The page and count are of requests.
     */
    async ownResults(
      auth: CompanyClaims,
      page: { limit: number; offset: number; partNumber?: string },
    ): Promise<{ parts: Array<OwnPartSearch>; count: number }> {
      const requestOf = sql`coalesce(ps.request_id, ps.id)`;
      // Normalised A-Z0-9 only: no LIKE wildcards can come in.
      const filter =
        page.partNumber === undefined ? sql`` : sql` and ps.part_number like ${`${page.partNumber}%`}`;
      // Requests by their last search, newest first: a repeat (which joins its request) brings it up.
      const requests = sql`select ${requestOf} as rid, max(ps.created_at) as at from part_searches ps
        where ps.company_id = ${auth.companyId}${filter} group by ${requestOf}`;
      const [countRow] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as "n" from (${requests}) m`,
      );
      const count = countRow?.n ?? 0;
      const requestIds = (
        await queryRows<{ id: number }>(
          db,
          sql`select m.rid as "id" from (${requests}) m order by m.at desc, m.rid desc
              limit ${page.limit} offset ${page.offset}`,
        )
      ).map((r) => r.id);
      const searches =
        requestIds.length === 0
          ? []
          : await queryRows<SearchRow & { requestId: number; timesSearched: number }>(
              db,
              // Each number once per request: its latest search (a repeat joined the request, issue 21).
              sql`select * from (
                    select distinct on (${requestOf}, ps.part_number) ${SEARCH_COLUMNS(auth.companyId)},
                      ${requestOf} as "requestId",
                      count(*) over (partition by ${requestOf}, ps.part_number)::int as "timesSearched"
                    from part_searches ps join users u on u.id = ps.user_id join companies c on c.id = ps.company_id
                    where ps.company_id = ${auth.companyId}
                      and (ps.id = any(${sql.param(requestIds)}::int[]) or ps.request_id = any(${sql.param(requestIds)}::int[]))${filter}
                    order by ${requestOf}, ps.part_number, ps.id desc
                  ) q
                  order by array_position(${sql.param(requestIds)}::int[], q."requestId"), q."id"`,
            );
      const results =
        searches.length === 0
          ? []
          : await queryRows<PartRowSource>(
              db,
              resultRowsSql(
                searches.map((s) => s.id),
                auth.companyId,
              ),
            );
      const { toSearch, rowsBySearch } = await build(searches, results);
      await attachOrderStates(db, auth.companyId, [...rowsBySearch.values()].flat());
      await applyStorefrontPrices(db, auth.companyId, [...rowsBySearch.values()].flat());
      return {
        parts: searches.map((s) => ({
          ...toSearch(s),
          requestId: s.requestId,
          timesSearched: s.timesSearched,
          PartSearchResults: rowsBySearch.get(s.id) ?? [],
        })),
        count,
      };
    },

    /** Members: every other company's searches of the last 7 days, newest first. */
    async allPartSearches(
      auth: MemberClaims,
      page: { page: number; limit: number },
    ): Promise<{ rows: PartSearch[]; count: number }> {
      const since = sql`now() - make_interval(days => ${FEED_WINDOW_DAYS})`;
      const [countRow] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as "n" from part_searches ps
            where ps.created_at >= ${since} and ps.company_id <> ${auth.companyId}`,
      );
      const searches = await queryRows<SearchRow>(
        db,
        sql`select ${SEARCH_COLUMNS(auth.companyId)}
            from part_searches ps join users u on u.id = ps.user_id join companies c on c.id = ps.company_id
            where ps.created_at >= ${since} and ps.company_id <> ${auth.companyId}
            order by ps.created_at desc, ps.id desc
            limit ${page.limit} offset ${(page.page - 1) * page.limit}`,
      );
      const { toSearch } = await build(searches, []);
      return { rows: searches.map(toSearch), count: countRow?.n ?? 0 };
    },

    /**
     * Members: searches by other companies that matched my company's parts, with my matched rows (as
     * stocked: my part number, quantity and price), one card per search request: the page and count
     * are of requests, newest match first, each with its matched searches (each number once, as last
     * searched).
     */
    async receivedPartSearches(
      auth: MemberClaims,
      page: { page: number; limit: number },
    ): Promise<{ rows: ReceivedPartSearch[]; count: number }> {
      const requestOf = sql`coalesce(ps.request_id, ps.id)`;
      const requests = sql`select ${requestOf} as rid, max(m.created_at) as at
        from part_search_matches m join part_searches ps on ps.id = m.part_search_id
        where m.company_id = ${auth.companyId} group by 1`;
      const [countRow] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as "n" from (${requests}) q`,
      );
      const pageIds = (
        await queryRows<{ id: number }>(
          db,
          sql`select q.rid as "id" from (${requests}) q order by q.at desc, q.rid desc
              limit ${page.limit} offset ${(page.page - 1) * page.limit}`,
        )
      ).map((r) => r.id);
      const searches =
        pageIds.length === 0
          ? []
          : await queryRows<SearchRow & { matchedAt: string; requestId: number }>(
              db,
              sql`select * from (
                    select distinct on (${requestOf}, ps.part_number) ${SEARCH_COLUMNS(auth.companyId)},
                      ${iso(sql`m.created_at`)} as "matchedAt", ${requestOf} as "requestId"
                    from part_search_matches m
                    join part_searches ps on ps.id = m.part_search_id
                    join users u on u.id = ps.user_id join companies c on c.id = ps.company_id
                    where m.company_id = ${auth.companyId}
                      and (ps.id = any(${sql.param(pageIds)}::int[]) or ps.request_id = any(${sql.param(pageIds)}::int[]))
                    order by ${requestOf}, ps.part_number, ps.id desc
                  ) q
                  order by array_position(${sql.param(pageIds)}::int[], q."requestId"), q."id"`,
            );
      const results =
        searches.length === 0
          ? []
          : await queryRows<PartRowSource>(
              db,
              resultRowsSql(
                searches.map((s) => s.id),
                auth.companyId,
                auth.companyId,
              ),
            );
      const { toSearch, rowsBySearch } = await build(searches, results);
      return {
        rows: searches.map((s) => ({
          id: s.id,
          partSearchId: s.id,
          requestId: s.requestId,
          createdAt: s.matchedAt,
          hasBeenMessaged: Boolean(s.hasBeenMessaged),
          PartSearch: toSearch(s),
          parts: rowsBySearch.get(s.id) ?? [],
        })),
        count: countRow?.n ?? 0,
      };
    },
  };
}
