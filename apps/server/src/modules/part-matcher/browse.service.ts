import { type BrowseRow } from '@ironmatch/contracts/part-matcher';
import { PART_MATCHER_MESSAGES } from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';
import { badRequest } from '../../http/app-error';
import type { ManufacturerCatalog } from '../inventory/manufacturer-catalog.service';
import {
  browsePageSql,
  priceRangesWithoutSellersSql,
  type PriceRange,
} from '../inventory/stock-reads.service';
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
 * Issue 25: the summary's ranges count every seller; for a viewer some sellers hide their prices from,
 * the page's rows are summed again from the stock without those prices (their parts count as 'no price').
 */
async function withoutHiddenPrices(db: Db, viewerCompanyId: number, rows: SummaryRow[]): Promise<void> {
  if (rows.length === 0) return;
  const hidden = await sellersHidingPrices(db, viewerCompanyId);
  if (hidden.length === 0) return;
  const sums = await queryRows<PriceRange>(db, priceRangesWithoutSellersSql(rows, hidden));
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
