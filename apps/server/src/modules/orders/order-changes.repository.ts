import { asc, eq, sql } from 'drizzle-orm';
import type { OrderChangeField, OrderChangeRecord } from '@ironmatch/contracts/orders';
import type { Db } from '../../db/database';
import { orderChanges } from '../../db/schema/orders';

/**
 * Issue 24: the seller's item changes after the order request was sent, kept for the buyer to see
 * (and emailed). Written in the change's transaction, under the order's lock.
 */

export interface NewOrderChange {
  itemId: number;
  partNumber: string;
  field: OrderChangeField;
  oldValue: number | string | null;
  newValue: number | string | null;
}

export async function recordChanges(db: Db, orderId: number, changes: NewOrderChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(orderChanges).values(changes.map((c) => ({ ...c, orderId })));
}

/** The order's changes, oldest first. */
export async function changesOf(db: Db, orderId: number): Promise<OrderChangeRecord[]> {
  return db
    .select({
      createdAt: sql<string>`to_char(${orderChanges.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      itemId: orderChanges.itemId,
      partNumber: orderChanges.partNumber,
      field: orderChanges.field,
      oldValue: orderChanges.oldValue,
      newValue: orderChanges.newValue,
    })
    .from(orderChanges)
    .where(eq(orderChanges.orderId, orderId))
    .orderBy(asc(orderChanges.id));
}
