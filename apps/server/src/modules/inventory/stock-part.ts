import { sql } from 'drizzle-orm';
import type { Condition } from '@ironmatch/contracts/part-matcher-rules';

/**
 * A part of a dealer's stock (`inventory_parts`), as stored: the one stock-part type. Writes take it
 * without its id, company and time; the browser sees it as contracts' `InventoryPart`.
 */
export interface StockPart {
  id: number;
  companyId: number;
  /** As the dealer entered it ("1R-0750"); the normalised form is derived. */
  partnum: string;
  manufacturerId: number;
  condition: Condition;
  description: string;
  quantity: number;
  /** Cents, or null for 'Contact for price'. */
  priceCents: number | null;
  /** Cents a wholesale-tier customer pays (issue 25), or null: wholesale customers pay retail. */
  wholesalePriceCents: number | null;
  /** Storage keys of its pictures. */
  pictures: string[];
  updatedAt: string;
}

/** A part's fields as a form or file row gives them, keyed by (normalised part number, make, condition). */
export type StockPartFields = Omit<
  StockPart,
  'id' | 'companyId' | 'updatedAt' | 'pictures' | 'wholesalePriceCents'
> & {
  /** Null: keep the part's pictures as they are. */
  pictures: string[] | null;
  /** Undefined keeps the stored wholesale price (files without the column). */
  wholesalePriceCents?: number | null;
};

/** A part to insert into a company's stock. */
export type NewStockPart = Omit<StockPart, 'id' | 'updatedAt' | 'wholesalePriceCents'> & {
  wholesalePriceCents?: number | null;
};

/** A `StockPart` from `inventory_parts p`. */
export const STOCK_PART_COLUMNS = sql.raw(`p.id as "id", p.company_id as "companyId", p.partnum as "partnum",
  p.manufacturer_id as "manufacturerId", p.condition as "condition", p.description as "description",
  p.quantity as "quantity", p.price_cents as "priceCents",
  p.wholesale_price_cents as "wholesalePriceCents", p.pictures as "pictures", p.updated_at as "updatedAt"`);
