import type { CreditTerms } from '@ironmatch/contracts/storefront';
import type { Db } from '../../db/database';
import { createStorefrontRepository } from './storefront.repository';

/** A customer's credit with a seller, read under the customer record's row lock. */
export interface LockedCredit {
  terms: CreditTerms;
  limitCents: number;
  usedCents: number;
  removed: boolean;
}

/** The buyer's credit with the seller as it stands, without a lock: what an order shows the buyer. */
export function readCredit(db: Db, sellerCompanyId: number, buyerCompanyId: number) {
  return lockCredit(db, sellerCompanyId, buyerCompanyId, false);
}

/**
 * For the orders module (issue 25): the buyer's credit terms with the seller, locked until the
 * caller's transaction ends so two terms orders never both fit the same remaining limit. Null: the
 * seller has not approved the buyer for terms.
 */
export async function lockCredit(
  tx: Db,
  sellerCompanyId: number,
  buyerCompanyId: number,
  lock = true,
): Promise<LockedCredit | null> {
  const repo = createStorefrontRepository(tx);
  const record = await repo.lockedRecord(sellerCompanyId, buyerCompanyId, lock);
  if (!record || record.creditTerms === null || record.removed) return null;
  return {
    terms: Number(record.creditTerms) as CreditTerms,
    limitCents: record.creditLimitCents ?? 0,
    usedCents: await repo.creditUsed(sellerCompanyId, buyerCompanyId),
    removed: record.removed,
  };
}
