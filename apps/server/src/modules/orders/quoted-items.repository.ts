import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';

/** A line of an accepted Quick Quote, as it goes onto the buyer's order. */
export interface QuotedItem {
  /** The dealer's inventory part; a part the dealer does not list is keyed by the quote line instead. */
  partId: number | null;
  quoteLineId: number;
  partNumber: string;
  description: string;
  price: number;
  quantity: number;
  buyerNote: string | null;
}

/**
 * The key of a quoted line on `order_items` (whose `part_id` is required and unique per order): the
 * inventory part, or minus the quote line's id for a part the dealer does not list (no inventory id is
 * negative, so the two never meet, and the order's part rows never match it).
 */
export const quotedItemKey = (item: QuotedItem) => item.partId ?? -item.quoteLineId;

/**
 * Puts the quoted lines on order `orderId` (whose row lock the caller holds), price-confirmed at the
 * quoted price. A part already on the order takes the quoted price and quantity: the quote is the deal.
 */
export async function putQuotedItems(db: Db, orderId: number, items: QuotedItem[]): Promise<number[]> {
  const ids: number[] = [];
  for (const item of items) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into order_items (order_id, part_id, part_search_result_id, part_number, description, price,
            price_confirmed, quantity, buyer_note, status, is_quote)
          values (${orderId}, ${quotedItemKey(item)}, null, ${item.partNumber}, ${item.description}, ${item.price},
            true, ${item.quantity}, ${item.buyerNote}::text, 'price_confirmed', false)
          on conflict (order_id, part_id) do update set
            price = excluded.price, price_confirmed = true, quantity = excluded.quantity,
            status = 'price_confirmed', is_quote = false, updated_at = now()
          returning id`,
    );
    ids.push(row!.id);
  }
  await db.execute(sql`update orders set updated_at = now() where id = ${orderId}`);
  return ids;
}
