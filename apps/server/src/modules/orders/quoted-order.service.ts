import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { putQuotedItems, type QuotedItem } from './quoted-items.repository';
import { createOrdersRepository } from './orders.repository';

export type { QuotedItem } from './quoted-items.repository';

/**
 * An accepted Quick Quote goes into the buyer's open order (new_order) with the dealer, opened when there
 * is none: for the quotes module, inside its transaction (which already holds the quote's row lock).
 * Takes the order's row lock, as every order change does (ADR 0012). Answers the order's id.
 */
export async function addQuotedItemsToOpenOrder(
  tx: Db,
  parties: { customerId: number; customerCompanyId: number; vendorCompanyId: number },
  items: QuotedItem[],
): Promise<number> {
  const repo = createOrdersRepository(tx);
  let orderId = await repo.lockOpenOrder(parties.customerCompanyId, parties.vendorCompanyId);
  // Another request may open it at the same moment: the unique open-order index makes one win.
  for (let attempt = 0; orderId === undefined && attempt < 5; attempt++) {
    orderId =
      (await repo.insertOpenOrder(parties)) ??
      (await repo.lockOpenOrder(parties.customerCompanyId, parties.vendorCompanyId));
  }
  if (orderId === undefined) throw new AppError(503, 'The order could not be opened. Please try again.');
  await putQuotedItems(tx, orderId, items);
  return orderId;
}

/** The sentence `POST /api/orders` answers for a seller that cannot take orders yet. */
export const CANNOT_TRANSACT = M.cannotTransact;
