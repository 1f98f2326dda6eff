import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { canTransactSql } from '../../db/can-transact';

/** A part search result row as an order sees it: its inventory part now. */
export interface OrderablePart {
  resultId: number;
  /** The inventory part; null once the dealer has removed it. */
  partId: number | null;
  /** The inventory part's seller now (the row's seller when the part is gone). */
  sellerCompanyId: number;
  partnum: string;
  description: string;
  /** Cents, as the inventory holds it now. */
  priceCents: number | null;
  /** Cents: what a wholesale-tier customer pays (issue 25), or null. */
  wholesalePriceCents: number | null;
  /** Same rule as the part rows (db/can-transact.ts): a member with a payout account that can take charges. */
  canTransact: boolean;
}

/**
 * For the orders module: the row `resultId` of a saved search with its inventory part as it is now
 * (part number, description and price are read from inventory, never from the browser). Null when
 * there is no such row. Whose search it was is the access check's (`part-search-result` kind).
 */
export async function findOrderablePart(db: Db, resultId: number): Promise<OrderablePart | null> {
  const [row] = await queryRows<OrderablePart>(
    db,
    sql`select r.id as "resultId", ip.id as "partId",
          coalesce(ip.company_id, r.seller_company_id) as "sellerCompanyId",
          coalesce(ip.partnum, r.partnum) as "partnum", coalesce(ip.description, r.description) as "description",
          ip.price_cents as "priceCents", ip.wholesale_price_cents as "wholesalePriceCents",
          ${canTransactSql('c')} as "canTransact"
        from part_search_results r
        join part_searches ps on ps.id = r.part_search_id
        left join inventory_parts ip on ip.id = r.part_id
        join companies c on c.id = coalesce(ip.company_id, r.seller_company_id)
        where r.id = ${resultId}`,
  );
  return row ?? null;
}
