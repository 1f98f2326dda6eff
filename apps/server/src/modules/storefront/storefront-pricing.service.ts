import {
  DEFAULT_STANDING,
  STOREFRONT_MESSAGES,
  buyerStanding,
  type BuyerStanding,
} from '@ironmatch/contracts/storefront';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { createStorefrontRepository } from './storefront.repository';

/**
 * The storefront's answer to "what may this buyer see and pay at these sellers" (issue 25), for every
 * module that shows or charges a seller's price: the part matcher's rows and browse, listings and
 * orders. The price itself is contracts' `storefrontPrice`, applied with the standing given here.
 */
export async function buyerStandings(
  db: Db,
  buyerCompanyId: number | null,
  sellerCompanyIds: Iterable<number>,
): Promise<Map<number, BuyerStanding>> {
  const sellers = [...new Set(sellerCompanyIds)];
  const map = new Map<number, BuyerStanding>();
  if (buyerCompanyId === null) {
    for (const s of sellers) map.set(s, DEFAULT_STANDING);
    return map;
  }
  const rows = await createStorefrontRepository(db).standings(buyerCompanyId, sellers);
  for (const r of rows) {
    // A company is never hidden from its own prices.
    map.set(
      r.seller,
      r.seller === buyerCompanyId ? DEFAULT_STANDING : buyerStanding(r.visibility, r.hasRecord ? r : null),
    );
  }
  return map;
}

export async function buyerStandingAt(db: Db, buyerCompanyId: number, sellerCompanyId: number) {
  return (
    (await buyerStandings(db, buyerCompanyId, [sellerCompanyId])).get(sellerCompanyId) ?? DEFAULT_STANDING
  );
}

/** 403 'This seller is not taking orders from your company.' for a customer the seller removed. */
export async function requireTakesOrders(db: Db, buyerCompanyId: number, sellerCompanyId: number) {
  if ((await buyerStandingAt(db, buyerCompanyId, sellerCompanyId)).removed)
    throw new AppError(403, STOREFRONT_MESSAGES.removed);
}

/**
 * The sellers whose prices `buyerCompanyId` may not see (approved-only visibility, not an approved
 * customer): the browse page leaves their prices out of its ranges.
 */
export async function sellersHidingPrices(db: Db, buyerCompanyId: number): Promise<number[]> {
  return createStorefrontRepository(db).sellersHidingPrices(buyerCompanyId);
}
