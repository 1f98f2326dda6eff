import type { PartRow } from '@ironmatch/contracts/part-matcher';
import { storefrontPrice } from '@ironmatch/contracts/storefront';
import type { Db } from '../../db/database';
import { wholesalePrices } from '../inventory/stock-reads.service';
import { buyerStandings } from '../storefront/storefront-pricing.service';

/**
 * Issue 25: the price each part row shows its viewer, by the seller's storefront: none when the seller
 * shows prices to approved customers only and the viewer is not one, the wholesale price for a
 * wholesale customer where the part has one, else retail. Applied to every logged-in part row answer
 * (search, several part numbers, my results) after the rows are built, so no answer skips it.
 */
export async function applyStorefrontPrices(db: Db, viewerCompanyId: number, rows: PartRow[]): Promise<void> {
  if (rows.length === 0) return;
  const standings = await buyerStandings(
    db,
    viewerCompanyId,
    rows.map((r) => r.companyId),
  );
  const wholesaleParts = rows
    .filter((r) => r.partId !== null && standings.get(r.companyId)?.tier === 'wholesale')
    .map((r) => r.partId!);
  // The stock is the inventory module's: its wholesale prices are read through its service.
  const wholesale = await wholesalePrices(db, wholesaleParts);
  for (const row of rows) {
    const standing = standings.get(row.companyId);
    if (!standing) continue;
    const { price, priceTier } = storefrontPrice(
      standing,
      row.price,
      row.partId === null ? null : (wholesale.get(row.partId) ?? null),
    );
    row.price = price;
    row.usedprice = price;
    row.priceTier = priceTier;
  }
}
