import { type BrowseRow } from '@ironmatch/contracts/part-matcher';
import { PART_MATCHER_MESSAGES } from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';
import { badRequest } from '../../http/app-error';
import type { ManufacturerCatalog } from '../inventory/manufacturer-catalog.service';
import { browsePageSql } from '../inventory/stock-reads.service';
import { makeNamer } from './part-rows';

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
  conditions: string | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  hasNoPrice: boolean | null;
  pictureCount: number | null;
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
