import { sql, type SQL } from 'drizzle-orm';
import { partNumberPrefixBounds, type Condition } from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';
import { escapeLike } from '../../db/escape-like';
import { STOCK_PART_COLUMNS, type StockPart } from './stock-part';

/**
 * What other modules read of the dealers' stock (`inventory_parts`) and its browse summary: the part
 * matcher's search, its browse pages and the parts a message or a quote line names. They read here, never
 * in SQL of their own (a join for a saved result row's display fields aside).
 */

export interface StockFilters {
  manufacturerId?: number;
  condition?: Condition;
  /** Every word must appear in the description (any order, any case). */
  descriptionWords?: string[];
}

/** The part columns the part matcher's search statements read (see `stockMatchesSql`). */
const SEARCH_COLUMNS = sql.raw(
  'ip.id, ip.company_id, ip.partnum, ip.partnum_norm, ip.description, ip.condition, ip.manufacturer_id, ip.quantity, ip.price_cents, ip.pictures',
);

/** The search's filters on inventory rows `ip`. */
function filterSql(f: StockFilters): SQL {
  const parts: SQL[] = [];
  if (f.manufacturerId !== undefined) parts.push(sql` and ip.manufacturer_id = ${f.manufacturerId}`);
  if (f.condition !== undefined) parts.push(sql` and ip.condition = ${f.condition}`);
  for (const word of f.descriptionWords ?? [])
    parts.push(sql` and ip.description ilike ${`%${escapeLike(word)}%`}`);
  return sql.join(parts, sql``);
}

/**
 * The stock matching each of `partNumbers` (normalised), as a query the part search wraps: per number
 * `idx` (1-based), exact matches (`rank` 0), then prefix matches (`rank` 1), at most `limit`, with the
 * part's columns (`id`, `company_id`, `partnum`, `partnum_norm`, `description`, `condition`,
 * `manufacturer_id`, `quantity`, `price_cents`, `pictures`). Each is read from the (partnum_norm, id)
 * btree in index order so LIMIT stops the scan early however common the prefix; prefix bounds are
 * computed here (`>= lo AND < hi` on the COLLATE "C" column), never `LIKE $1 || '%'`.
 */
export function stockMatchesSql(partNumbers: string[], filters: StockFilters, limit: number): SQL {
  const his = partNumbers.map((p) => partNumberPrefixBounds(p).hi);
  const where = filterSql(filters);
  return sql`
      select q.idx, p.*
      from unnest(${sql.param(partNumbers)}::text[], ${sql.param(his)}::text[]) with ordinality as q(norm, hi, idx)
      cross join lateral (
        (select 0 as rank, ${SEARCH_COLUMNS} from inventory_parts ip
          where ip.partnum_norm = q.norm collate "C"${where}
          order by ip.partnum_norm, ip.id limit ${limit})
        union all
        (select 1 as rank, ${SEARCH_COLUMNS} from inventory_parts ip
          where ip.partnum_norm > q.norm collate "C" and ip.partnum_norm < q.hi collate "C"${where}
          order by ip.partnum_norm, ip.id limit ${limit})
        limit ${limit}
      ) p`;
}

/**
 * The stock of numbers the part matcher reached another way (issue 29: through its cross-references), as
 * a query it wraps. `reached` is a relation `r` with at least `idx` (the searched number's 1-based index),
 * `num` (a normalised number), `make_id` (a make the parts must be, or null) and `co` (the one company whose
 * parts it may reach, or null); its other columns are passed through. Each stock row comes once per `idx`,
 * the first by `pick` (an order over `r`'s columns); the rows are ordered per `idx` by `order` (over the
 * result `d`: `r`'s columns and the part's), then number and id, at most `limit` in all. Each reached
 * number is read from the (partnum_norm, id) btree.
 */
export function reachedStockSql(
  reached: SQL,
  filters: StockFilters,
  order: { pick: SQL; rows: SQL },
  limit: number,
): SQL {
  return sql`
    select * from (
      select distinct on (r.idx, ip.id) r.*, ${SEARCH_COLUMNS}
      from (${reached}) r
      join inventory_parts ip on ip.partnum_norm = r.num
        and (r.make_id is null or ip.manufacturer_id = r.make_id)
        and (r.co is null or ip.company_id = r.co)${filterSql(filters)}
      order by r.idx, ip.id, ${order.pick}
    ) d
    order by d.idx, ${order.rows}, d.partnum_norm, d.id
    limit ${limit}`;
}

/**
 * Which of `candidates` (normalised numbers, each with the 1-based index of the number it stands for)
 * are in stock under the make and condition filters: "Did you mean" (issue 29). One statement, one
 * `exists` probe of the (partnum_norm, id) btree per candidate that stops at its first row, so its cost
 * follows the number of candidates (about 36 * (2n + 1) + n for an n-character number), never the size
 * of the stock nor how many dealers stock a common number. Sorted by index, then number.
 */
export async function stockedNumbers(
  db: Db,
  candidates: { idx: number; norm: string }[],
  filters: Pick<StockFilters, 'manufacturerId' | 'condition'>,
): Promise<{ idx: number; norm: string }[]> {
  if (candidates.length === 0) return [];
  const where = filterSql({ manufacturerId: filters.manufacturerId, condition: filters.condition });
  return queryRows<{ idx: number; norm: string }>(
    db,
    sql`select q.idx::int as "idx", q.norm as "norm"
        from unnest(${sql.param(candidates.map((c) => c.norm))}::text[], ${sql.param(candidates.map((c) => c.idx))}::int[]) as q(norm, idx)
        where exists (select 1 from inventory_parts ip where ip.partnum_norm = q.norm collate "C"${where})
        order by q.idx, q.norm collate "C"`,
  );
}

/**
 * Per searched (normalised) part number, company `companyId`'s stock that matches it as the search does:
 * exact, then prefix, at most `perNumber` each.
 */
export async function companyStockByNumbers(
  db: Db,
  companyId: number,
  partNumbers: string[],
  perNumber: number,
): Promise<Array<{ norm: string; part: StockPart }>> {
  if (partNumbers.length === 0) return [];
  const rows = await queryRows<StockPart & { norm: string }>(
    db,
    sql`select q.norm as "norm", ${STOCK_PART_COLUMNS}
        from unnest(${sql.param(partNumbers)}::text[]) as q(norm)
        cross join lateral (
          select * from inventory_parts ip
          where ip.company_id = ${companyId} and ip.partnum_norm >= q.norm collate "C"
            and ip.partnum_norm < (q.norm || chr(1114111)) collate "C"
          order by (ip.partnum_norm = q.norm collate "C") desc, ip.partnum_norm, ip.id
          limit ${perNumber}
        ) p`,
  );
  return rows.map(({ norm, ...part }) => ({ norm, part }));
}

/** Stock part `partId` (of company `companyId` only, when given); undefined when there is none. */
export async function findStockPart(
  db: Db,
  partId: number,
  companyId?: number,
): Promise<StockPart | undefined> {
  const [part] = await queryRows<StockPart>(
    db,
    sql`select ${STOCK_PART_COLUMNS} from inventory_parts p
        where p.id = ${partId}${companyId === undefined ? sql`` : sql` and p.company_id = ${companyId}`}`,
  );
  return part;
}

/**
 * Page N of Browse All Parts from the summary: it holds a dense 1-based position per listing order, so
 * any page is an index range (`position between a and b`), as cheap at row 15,000 as at row 1; the total
 * comes from the maintained counts, never a count(*) per request. One statement answers both.
 */
export function browsePageSql(manufacturerId: number | null, page: number, limit: number): SQL {
  const from = (page - 1) * limit + 1;
  const to = page * limit;
  const rows =
    manufacturerId === null
      ? sql`select * from browse_summary b where b.position_all between ${from} and ${to} order by b.position_all`
      : sql`select * from browse_summary b where b.manufacturer_id = ${manufacturerId}
              and b.position_in_make between ${from} and ${to} order by b.position_in_make`;
  return sql`
    select c.count as "total", b.partnum as "partnum", b.manufacturer_id as "manufacturerId",
      b.partnum_norm as "partnumNorm", b.conditions as "conditions",
      b.min_price_cents as "minPriceCents", b.max_price_cents as "maxPriceCents", b.has_no_price as "hasNoPrice",
      b.picture_count as "pictureCount"
    from (select coalesce((select count from browse_counts where manufacturer_id = ${manufacturerId ?? 0}), 0) as count) c
    left join lateral (${rows}) b on true`;
}

/** A (make, number)'s price range as `priceRangesWithoutSellersSql` answers it. */
export interface PriceRange {
  manufacturerId: number;
  partnumNorm: string;
  min: number | null;
  max: number | null;
  noPrice: boolean;
}

/**
 * Issue 25: the price range of each (make, normalised number) counted without the given sellers' prices
 * (their parts count as 'no price'), for the keys at least one of those sellers stocks.
 */
export function priceRangesWithoutSellersSql(
  keys: { manufacturerId: number | null; partnumNorm: string | null }[],
  sellers: number[],
): SQL {
  return sql`select ip.manufacturer_id as "manufacturerId", ip.partnum_norm as "partnumNorm",
      min(ip.price_cents) filter (where ip.price_cents > 0 and not ip.company_id = any(${sql.param(sellers)}::int[])) as min,
      max(ip.price_cents) filter (where ip.price_cents > 0 and not ip.company_id = any(${sql.param(sellers)}::int[])) as max,
      bool_or(ip.price_cents is null or ip.price_cents <= 0 or ip.company_id = any(${sql.param(sellers)}::int[])) as "noPrice"
    from unnest(${sql.param(keys.map((r) => r.manufacturerId))}::int[], ${sql.param(keys.map((r) => r.partnumNorm))}::text[]) as k(m, p)
    join inventory_parts ip on ip.partnum_norm = k.p and ip.manufacturer_id = k.m
    group by ip.manufacturer_id, ip.partnum_norm
    having bool_or(ip.company_id = any(${sql.param(sellers)}::int[]))`;
}

/**
 * Issue 25: the wholesale price (cents, or null) of each of the stock parts `partIds`, for the part
 * matcher's rows of a wholesale-tier customer. A part that does not exist is left out.
 */
export async function wholesalePrices(db: Db, partIds: number[]): Promise<Map<number, number | null>> {
  const prices = new Map<number, number | null>();
  if (partIds.length === 0) return prices;
  const rows = await queryRows<{ id: number; cents: number | null }>(
    db,
    sql`select id, wholesale_price_cents as cents from inventory_parts where id = any(${sql.param(partIds)}::int[])`,
  );
  for (const r of rows) prices.set(r.id, r.cents);
  return prices;
}
