import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';

/**
 * Test events for the stats manager, written as the modules that own them write them (the same rows
 * and columns), at the times a fixture needs: searches with their result snapshot and matched dealers,
 * messages, replies, orders with their items and payment.
 */

export async function makeIdOf(db: Db, abbrname: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into manufacturers (abbrname, long_name, sort_order) values (${abbrname}, ${abbrname}, 1)
        on conflict (abbrname) do update set long_name = excluded.long_name returning id as "id"`,
  );
  return row!.id;
}

export async function stockPart(
  db: Db,
  companyId: number,
  part: { partnum: string; make: string; quantity: number; priceCents: number | null },
): Promise<number> {
  const makeId = await makeIdOf(db, part.make);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into inventory_parts (company_id, partnum, partnum_norm, manufacturer_id, condition, description, quantity, price_cents)
        values (${companyId}, ${part.partnum}, ${part.partnum.toUpperCase().replace(/[^A-Z0-9]/g, '')}, ${makeId}, 'NEW',
          'TEST PART', ${part.quantity}, ${part.priceCents})
        returning id as "id"`,
  );
  return row!.id;
}

/** A saved search of `partNumber` by `by` at `at` whose results were the given stock rows. */
export async function saveSearch(
  db: Db,
  search: {
    by: { userId: number; companyId: number };
    partNumber: string;
    make?: string;
    at: string;
    found: number[];
  },
): Promise<number> {
  const makeId = search.make ? await makeIdOf(db, search.make) : null;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into part_searches (user_id, company_id, part_number, manufacturer_id, match_count, created_at)
        values (${search.by.userId}, ${search.by.companyId}, ${search.partNumber}, ${makeId}, ${search.found.length}, ${search.at})
        returning id as "id"`,
  );
  const id = row!.id;
  if (search.found.length > 0) {
    const ids = sql.param(search.found);
    await db.execute(sql`
      insert into part_search_results (part_search_id, position, part_id, seller_company_id, partnum, manufacturer_id,
        condition, description, quantity, price_cents)
      select ${id}::int, array_position(${ids}::int[], ip.id), ip.id, ip.company_id, ip.partnum, ip.manufacturer_id,
        ip.condition, ip.description, ip.quantity, ip.price_cents
      from inventory_parts ip where ip.id = any(${ids}::int[])`);
    await db.execute(sql`
      insert into part_search_matches (part_search_id, company_id, created_at)
      select distinct ${id}::int, ip.company_id, ${search.at}::timestamptz from inventory_parts ip
      where ip.id = any(${ids}::int[]) and ip.company_id <> ${search.by.companyId}`);
  }
  return id;
}

export async function sendMessage(
  db: Db,
  message: { from: { userId: number; companyId: number }; toCompanyId: number; at: string },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into messages (sender_user_id, sender_company_id, recipient_company_id, message_type, subject, body,
          created_at, updated_at)
        values (${message.from.userId}, ${message.from.companyId}, ${message.toCompanyId}, 'part', 'Test', 'Hello',
          ${message.at}, ${message.at})
        returning id as "id"`,
  );
  return row!.id;
}

export async function sendReply(
  db: Db,
  reply: { messageId: number; from: { userId: number; companyId: number }; at: string },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into message_replies (message_id, sender_user_id, sender_company_id, body, created_at)
        values (${reply.messageId}, ${reply.from.userId}, ${reply.from.companyId}, 'Reply', ${reply.at})
        returning id as "id"`,
  );
  return row!.id;
}

/** An order of stock rows (price and quantity each), requested and maybe paid at the given times. */
export async function placeOrder(
  db: Db,
  order: {
    buyer: { userId: number; companyId: number };
    vendorCompanyId: number;
    items: Array<{ partId: number; partNumber: string; priceCents: number; quantity: number }>;
    requestedAt: string;
    paidAt?: string;
    shippingCents?: number;
    taxCents?: number;
  },
): Promise<number> {
  const status = order.paidAt ? 'order_placed' : 'order_requested';
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into orders (status, customer_id, customer_company_id, vendor_company_id, shipping_amount, tax_amount,
          requested_at, placed_at, created_at, updated_at)
        values (${status}, ${order.buyer.userId}, ${order.buyer.companyId}, ${order.vendorCompanyId},
          ${order.shippingCents ?? 0}, ${order.taxCents ?? 0}, ${order.requestedAt}, ${order.paidAt ?? null},
          ${order.requestedAt}, ${order.paidAt ?? order.requestedAt})
        returning id as "id"`,
  );
  const id = row!.id;
  for (const item of order.items) {
    await db.execute(sql`
      insert into order_items (order_id, part_id, part_number, description, price, price_confirmed, quantity, status, is_quote)
      values (${id}, ${item.partId}, ${item.partNumber}, 'TEST PART', ${item.priceCents}, true, ${item.quantity},
        'price_confirmed', false)`);
  }
  if (order.paidAt) {
    const amount =
      order.items.reduce((s, i) => s + i.priceCents * i.quantity, 0) +
      (order.shippingCents ?? 0) +
      (order.taxCents ?? 0);
    await db.execute(sql`
      insert into payments (order_id, provider, account_id, intent_id, client_secret, status, amount, application_fee,
        succeeded_at)
      values (${id}, 'simulated', 'acct_sim_test', ${`pi_test_${id}`}, ${`secret_test_${id}`}, 'succeeded', ${amount}, 0,
        ${order.paidAt})`);
  }
  return id;
}
