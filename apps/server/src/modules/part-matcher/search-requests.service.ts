import { sql } from 'drizzle-orm';
import type { Condition } from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';
import { publicFileUrl } from '../../platform/storage/file-links';
import { companyStockByNumbers, findStockPart } from '../inventory/stock-reads.service';

/**
 * Search requests as other modules see them (Quick Quote, issue 26): a single-number search is a request
 * of its own, the searches of one multi-part search form one request whose id is its first search's.
 */
export interface SearchRequest {
  requestId: number;
  buyerCompanyId: number;
  buyerCompanyName: string;
  /** When the request was made (its first search). */
  createdAt: string;
  searches: Array<{
    partSearchId: number;
    partNumber: string;
    manufacturerId: number | null;
    manufacturer: string | null;
    condition: Condition | null;
    description: string | null;
  }>;
}

/** The request that search `partSearchId` belongs to, with every search of it; null when unknown. */
export async function findSearchRequest(db: Db, partSearchId: number): Promise<SearchRequest | null> {
  const rows = await queryRows<
    SearchRequest['searches'][number] & {
      requestId: number;
      buyerCompanyId: number;
      buyerCompanyName: string;
      createdAt: string;
    }
  >(
    db,
    sql`with r as (select coalesce(request_id, id) as request_id from part_searches where id = ${partSearchId})
        select s.id as "partSearchId", s.part_number as "partNumber", s.manufacturer_id as "manufacturerId",
          m.abbrname as "manufacturer", s.condition as "condition", s.description as "description",
          r.request_id as "requestId", s.company_id as "buyerCompanyId", c.name as "buyerCompanyName",
          s.created_at as "createdAt"
        from r join part_searches s on s.id = r.request_id or s.request_id = r.request_id
        join companies c on c.id = s.company_id
        left join manufacturers m on m.id = s.manufacturer_id
        order by s.id`,
  );
  const first = rows[0];
  if (!first) return null;
  return {
    requestId: first.requestId,
    buyerCompanyId: first.buyerCompanyId,
    buyerCompanyName: first.buyerCompanyName,
    createdAt: new Date(first.createdAt).toISOString(),
    searches: rows.map((r) => ({
      partSearchId: r.partSearchId,
      partNumber: r.partNumber,
      manufacturerId: r.manufacturerId,
      manufacturer: r.manufacturer,
      condition: r.condition,
      description: r.description,
    })),
  };
}

export interface StockMatch {
  partId: number;
  partNumber: string;
  description: string;
  condition: Condition;
  quantity: number;
  price: number | null;
  pictures: Array<{ picId: number; filename: string; picurl: string }>;
}

/** Per searched (normalised) part number, company `companyId`'s stock that matches it as the search does: exact, then prefix. */
export async function companyStockMatching(
  db: Db,
  companyId: number,
  partNumbers: string[],
  perNumber = 20,
): Promise<Map<string, StockMatch[]>> {
  const out = new Map<string, StockMatch[]>(partNumbers.map((n) => [n, []]));
  for (const { norm, part } of await companyStockByNumbers(db, companyId, partNumbers, perNumber)) {
    out.get(norm)?.push({
      partId: part.id,
      partNumber: part.partnum,
      description: part.description,
      condition: part.condition,
      quantity: part.quantity,
      price: part.priceCents !== null && part.priceCents > 0 ? part.priceCents : null,
      pictures: part.pictures.map((key, i) => ({
        picId: i + 1,
        filename: key.slice(key.lastIndexOf('/') + 1),
        picurl: publicFileUrl(key),
      })),
    });
  }
  return out;
}

/** Company `companyId`'s inventory part `partId` (null when it is not the company's): what a quote line may name. */
export async function companyInventoryPart(
  db: Db,
  companyId: number,
  partId: number,
): Promise<{ partId: number; partNumber: string; description: string } | null> {
  const part = await findStockPart(db, partId, companyId);
  if (!part) return null;
  return { partId: part.id, partNumber: part.partnum, description: part.description };
}

/**
 * The seller companies of result rows `resultIds`, which must all be rows of searches `searchIds`;
 * null when one is not.
 */
export async function dealersOfResults(
  db: Db,
  searchIds: number[],
  resultIds: number[],
): Promise<number[] | null> {
  const rows = await queryRows<{ id: number; companyId: number }>(
    db,
    sql`select r.id as "id", r.seller_company_id as "companyId" from part_search_results r
        where r.id = any(${sql.param(resultIds)}::int[]) and r.part_search_id = any(${sql.param(searchIds)}::int[])`,
  );
  if (new Set(rows.map((r) => r.id)).size !== new Set(resultIds).size) return null;
  return [...new Set(rows.map((r) => r.companyId))];
}

/**
 * "Ask every dealer" for a request: the companies that stock a number of it (found by its searches, or
 * in stock now, exact or prefix) and, for a number nobody stocks, the companies that list the searched
 * make (every company, when the search names no make). The caller keeps members only.
 */
export async function dealersForRequest(db: Db, request: SearchRequest): Promise<number[]> {
  const rows = await queryRows<{ companyId: number }>(
    db,
    sql`with s as (
          select * from unnest(${sql.param(request.searches.map((s) => s.partSearchId))}::int[],
            ${sql.param(request.searches.map((s) => s.partNumber))}::text[],
            ${sql.param(request.searches.map((s) => s.manufacturerId))}::int[]) as x(id, norm, make)
        ),
        stocking as (
          select s.id, r.seller_company_id as company_id from s join part_search_results r on r.part_search_id = s.id
          union
          select s.id, ip.company_id from s join inventory_parts ip
            on ip.partnum_norm >= s.norm collate "C" and ip.partnum_norm < (s.norm || chr(1114111)) collate "C"
        )
        select company_id as "companyId" from stocking
        union
        select c.id from s join companies c on c.memid is not null
        where not exists (select 1 from stocking k where k.id = s.id)
          and (s.make is null or exists (
            select 1 from inventory_parts ip where ip.company_id = c.id and ip.manufacturer_id = s.make))`,
  );
  return rows.map((r) => r.companyId);
}

/** Of these companies, the network members (only members are asked for quotes). */
export async function memberCompanies(db: Db, companyIds: number[]): Promise<number[]> {
  if (companyIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id as "id" from companies where id = any(${sql.param(companyIds)}::int[]) and memid is not null order by id`,
  );
  return rows.map((r) => r.id);
}

/**
 * A buyer asked these dealer companies to quote the request: each finds its searches in Part Requests
 * (the feed of searches that matched a company), even for numbers it does not stock.
 */
export async function addRequestMatches(db: Db, searchIds: number[], companyIds: number[]): Promise<void> {
  if (searchIds.length === 0 || companyIds.length === 0) return;
  await db.execute(sql`insert into part_search_matches (part_search_id, company_id)
    select s, c from unnest(${sql.param(searchIds)}::int[]) s cross join unnest(${sql.param(companyIds)}::int[]) c
    on conflict do nothing`);
}
