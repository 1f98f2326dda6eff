import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { canTransactSql } from '../../db/can-transact';
import { findStockPart } from '../inventory/stock-reads.service';

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
 * there is no such row. Whose search it was is the access check's (`part-search-result` kind). The
 * stock is read through its owner, the inventory module.
 */
export async function findOrderablePart(db: Db, resultId: number): Promise<OrderablePart | null> {
  const [row] = await queryRows<{
    partId: number | null;
    sellerCompanyId: number;
    partnum: string;
    description: string;
  }>(
    db,
    sql`select r.part_id as "partId", r.seller_company_id as "sellerCompanyId", r.partnum as "partnum",
          r.description as "description"
        from part_search_results r
        join part_searches ps on ps.id = r.part_search_id
        where r.id = ${resultId}`,
  );
  if (!row) return null;
  const part = row.partId === null ? undefined : await findStockPart(db, row.partId);
  const sellerCompanyId = part?.companyId ?? row.sellerCompanyId;
  const [seller] = await queryRows<{ canTransact: boolean }>(
    db,
    sql`select ${canTransactSql('c')} as "canTransact" from companies c where c.id = ${sellerCompanyId}`,
  );
  if (!seller) return null;
  return {
    resultId,
    partId: part?.id ?? null,
    sellerCompanyId,
    partnum: part?.partnum ?? row.partnum,
    description: part?.description ?? row.description,
    priceCents: part?.priceCents ?? null,
    wholesalePriceCents: part?.wholesalePriceCents ?? null,
    canTransact: seller.canTransact,
  };
}
