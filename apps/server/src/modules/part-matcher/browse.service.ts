import { sql, type SQL } from 'drizzle-orm';
import { type BrowseRow } from '@ironmatch/contracts/part-matcher';
import { PART_MATCHER_MESSAGES } from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';
import { badRequest } from '../../http/app-error';
import type { ManufacturerCatalog } from './manufacturer-catalog';
import { makeNamer } from './part-rows';
import { sellersHidingPrices } from '../storefront/storefront-pricing.service';

export interface BrowsePage {
  parts: BrowseRow[];
  count: number;
  page: number;
  limit: number;
}

interface SummaryRow {
  total: number;
  partnum: string | null;
  manufacturerId: number | null;
  partnumNorm: string | null;
  conditions: string | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  hasNoPrice: boolean | null;
  pictureCount: number | null;
}

/**
 * Page N of Browse All Parts: the summary holds a dense 1-based position per listing order, so any page
 * is an index range (`position between a and b`), as cheap at row 15,000 as at row 1; the total comes
 * from the maintained counts, never a count(*) per request. One statement answers both.
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

/**
 * Issue 25: the summary's ranges count every seller; for a viewer some sellers hide their prices from,
 * the page's rows are summed again from the stock without those prices (their parts count as 'no price').
 */
async function withoutHiddenPrices(db: Db, viewerCompanyId: number, rows: SummaryRow[]): Promise<void> {
  if (rows.length === 0) return;
  const hidden = await sellersHidingPrices(db, viewerCompanyId);
  if (hidden.length === 0) return;
  const sums = await queryRows<{
    manufacturerId: number;
    partnumNorm: string;
    min: number | null;
    max: number | null;
    noPrice: boolean;
  }>(
    db,
    sql`select ip.manufacturer_id as "manufacturerId", ip.partnum_norm as "partnumNorm",
          min(ip.price_cents) filter (where ip.price_cents > 0 and not ip.company_id = any(${sql.param(hidden)}::int[])) as min,
          max(ip.price_cents) filter (where ip.price_cents > 0 and not ip.company_id = any(${sql.param(hidden)}::int[])) as max,
          bool_or(ip.price_cents is null or ip.price_cents <= 0 or ip.company_id = any(${sql.param(hidden)}::int[])) as "noPrice"
        from unnest(${sql.param(rows.map((r) => r.manufacturerId))}::int[], ${sql.param(rows.map((r) => r.partnumNorm))}::text[]) as k(m, p)
        join inventory_parts ip on ip.partnum_norm = k.p and ip.manufacturer_id = k.m
        group by ip.manufacturer_id, ip.partnum_norm
        having bool_or(ip.company_id = any(${sql.param(hidden)}::int[]))`,
  );
  const byKey = new Map(sums.map((s) => [`${s.manufacturerId}:${s.partnumNorm}`, s]));
  for (const row of rows) {
    const s = byKey.get(`${row.manufacturerId}:${row.partnumNorm}`);
    if (!s) continue;
    row.minPriceCents = s.min;
    row.maxPriceCents = s.max;
    row.hasNoPrice = s.noPrice;
  }
}

export function createBrowseService(deps: { db: Db; catalog: ManufacturerCatalog }) {
  const { db, catalog } = deps;

  return {
    /** Members and dealers see prices and picture counts; guests (`masked`) never do. */
    async page(input: {
      manufacturer?: string;
      page: number;
      limit: number;
      masked: boolean;
      /** The logged-in viewer: sellers that hide their prices from it leave the ranges (issue 25). */
      viewerCompanyId?: number;
    }): Promise<BrowsePage> {
      let manufacturerId: number | null = null;
      if (input.manufacturer !== undefined) {
        const make = await catalog.resolve(input.manufacturer);
        if (!make) throw badRequest(PART_MATCHER_MESSAGES.unknownManufacturer);
        manufacturerId = make.id;
      }
      const rows = await queryRows<SummaryRow>(db, browsePageSql(manufacturerId, input.page, input.limit));
      const count = Number(rows[0]?.total ?? 0);
      const present = rows.filter((r) => r.partnum !== null);
      if (!input.masked && input.viewerCompanyId !== undefined)
        await withoutHiddenPrices(db, input.viewerCompanyId, present);
      const nameMake = await makeNamer(
        catalog,
        present.map((r) => r.manufacturerId!),
      );
      const parts: BrowseRow[] = present.map((r) => {
        const make = nameMake(r.manufacturerId!);
        const base = {
          partnum: r.partnum!,
          abbrname: make.abbrname,
          manuf: make.longName,
          conditions: r.conditions ?? '',
        };
        return input.masked
          ? { ...base, minprice: null, maxprice: null, hasnoprice: null, pics: null }
          : {
              ...base,
              minprice: r.minPriceCents,
              maxprice: r.maxPriceCents,
              hasnoprice: Boolean(r.hasNoPrice),
              pics: Number(r.pictureCount ?? 0),
            };
      });
      return { parts, count, page: input.page, limit: input.limit };
    },
  };
}
