import { sql } from 'drizzle-orm';
import { assignInvoiceNumber } from '../modules/orders/invoice-numbers';
import { queryRows, type Db } from '../db/database';
import { DEMO_DEALER_ACCOUNT_ID } from './demo-payouts';
import type { Random } from './seed-random';

/** Days of history the stats manager shows on first start. */
export const DEMO_HISTORY_DAYS = 183;

export interface Party {
  userId: number;
  companyId: number;
}

export interface HistoryParties {
  dealer: Party;
  dealer2: Party | null;
  buyers: Party[];
}

const DAY_MS = 86_400_000;

/** A time on a business day `daysAgo` days back (13:00 to 23:00 UTC: US working hours). */
export function businessTime(r: Random, daysAgo: number): Date {
  const day = new Date(Date.now() - daysAgo * DAY_MS);
  day.setUTCHours(13 + r.int(0, 9), r.int(0, 59), r.int(0, 59), 0);
  return day.getTime() > Date.now() ? new Date(Date.now() - r.int(60, 3600) * 1000) : day;
}

const HOUR_MS = 3_600_000;
const later = (from: Date, hours: number) => {
  const at = new Date(from.getTime() + hours * HOUR_MS);
  return at.getTime() > Date.now() ? null : at;
};

interface Thread {
  from: Party;
  to: Party;
  at: Date;
  subject: string;
  body: string;
  type: 'part' | 'partsearches';
  relatedPartId: number | null;
  relatedSearchId: number | null;
  replies: Array<{ from: Party; at: Date; body: string }>;
}

async function saveThread(db: Db, m: Thread): Promise<number> {
  const last = m.replies.at(-1)?.at ?? m.at;
  const answered = m.replies.some((x) => x.from.companyId === m.to.companyId);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into messages (sender_user_id, sender_company_id, recipient_company_id, recipient_user_id, message_type,
          subject, body, related_part_id, related_partsearch_id, reply_count, sender_inbox, created_at, updated_at)
        values (${m.from.userId}, ${m.from.companyId}, ${m.to.companyId},
          ${m.type === 'partsearches' ? m.to.userId : null}, ${m.type}, ${m.subject}, ${m.body}, ${m.relatedPartId},
          ${m.relatedSearchId}, ${m.replies.length}, ${answered}, ${m.at.toISOString()}, ${last.toISOString()})
        returning id as "id"`,
  );
  for (const reply of m.replies)
    await db.execute(sql`insert into message_replies (message_id, sender_user_id, sender_company_id, body, created_at)
      values (${row!.id}, ${reply.from.userId}, ${reply.from.companyId}, ${reply.body}, ${reply.at.toISOString()})`);
  return row!.id;
}

const QUESTIONS = [
  'Do you still have this? Machine is down.',
  'Can you ship to us by Friday? Please quote freight.',
  'Is this the late or early style? Serial number to follow.',
  'Need two if you have them. Best price?',
  'Any pictures of the actual part?',
];
const ANSWERS = [
  'Yes, in stock. Ships today if ordered by 2 pm.',
  'We have one on the shelf; a second is coming from our other yard.',
  'It fits both; pictures sent.',
  'Quoted with freight, see your orders page.',
];

/**
 * Conversations of the history: buyers ask the demo dealers about their parts (most get an answer
 * within hours, some within days, a few never), and the demo dealer writes to buyers who searched its
 * parts. The dealers' own copies are filed (Archived and Sent), so their inboxes open on new mail only.
 */
export async function seedDemoConversations(
  db: Db,
  r: Random,
  parties: HistoryParties,
  otherMembers: Party[],
): Promise<number> {
  const dealers = [parties.dealer, ...(parties.dealer2 ? [parties.dealer2] : [])];
  // The other member dealers answer buyers too: the network's median reply time has its five companies.
  const answering = [...dealers, ...otherMembers];
  const threads: Thread[] = [];
  for (const [d, dealer] of answering.entries()) {
    const parts = await queryRows<{ id: number; partnum: string }>(
      db,
      sql`select id as "id", partnum as "partnum" from inventory_parts where company_id = ${dealer.companyId}
          order by id limit 60`,
    );
    if (parts.length === 0) continue;
    const gap = () => (d === 0 ? r.int(2, 5) : d === 1 ? r.int(6, 14) : r.int(10, 25));
    for (let daysAgo = DEMO_HISTORY_DAYS - r.int(0, 9); daysAgo >= 1; daysAgo -= gap()) {
      const buyer = r.pick(parties.buyers);
      const part = r.pick(parts);
      const at = businessTime(r, daysAgo);
      const replies: Thread['replies'] = [];
      // The demo dealer answers 85% of questions (usually within hours), the others 60-75%.
      const answer = r.chance(d === 0 ? 0.85 : d === 1 ? 0.6 : 0.75)
        ? later(at, r.chance(0.7) ? r.int(1, 8) : r.int(9, 72))
        : null;
      if (answer) {
        replies.push({ from: dealer, at: answer, body: r.pick(ANSWERS) });
        const back = r.chance(0.4) ? later(answer, r.int(1, 20)) : null;
        if (back) replies.push({ from: buyer, at: back, body: 'Thanks, we will order.' });
      }
      threads.push({
        from: buyer,
        to: dealer,
        at,
        subject: `Regarding part ${part.partnum}`,
        body: r.pick(QUESTIONS),
        type: 'part',
        relatedPartId: part.id,
        relatedSearchId: null,
        replies,
      });
    }
  }
  // The demo dealer follows up on searches of its parts: the searcher hears from it first.
  const searched = await queryRows<{ id: number; at: string; pn: string; userId: number; companyId: number }>(
    db,
    sql`select s.id as "id", s.created_at::text as "at", s.part_number as "pn", s.user_id as "userId",
          s.company_id as "companyId"
        from part_search_matches m join part_searches s on s.id = m.part_search_id
        where m.company_id = ${parties.dealer.companyId}
          and s.company_id = any(${sql.param(parties.buyers.map((b) => b.companyId))}::int[])
        order by s.id`,
  );
  for (const s of searched.filter((_, i) => i % 9 === 4)) {
    const at = later(new Date(s.at), r.chance(0.6) ? r.int(1, 6) : r.int(7, 40));
    if (!at) continue;
    threads.push({
      from: parties.dealer,
      to: { userId: s.userId, companyId: s.companyId },
      at,
      subject: `Regarding your search for part ${s.pn}`,
      body: 'We have this in stock and can ship today. Want a quote?',
      type: 'partsearches',
      relatedPartId: null,
      relatedSearchId: s.id,
      replies: [],
    });
  }
  const ids: number[] = [];
  for (const thread of threads) ids.push(await saveThread(db, thread));

  // The dealers' users: history filed away, mailbox set up (new mail then reaches them as it is sent).
  for (const dealer of dealers) {
    await db.execute(sql`insert into message_mailboxes (user_id, company_id) values (${dealer.userId}, ${dealer.companyId})
      on conflict do nothing`);
    await db.execute(sql`
      insert into user_messages (user_id, company_id, message_id, sent, folder, is_read, is_starred, kind, activity_at)
      select ${dealer.userId}, ${dealer.companyId}, m.id, m.sender_company_id = ${dealer.companyId},
        case when m.sender_company_id = ${dealer.companyId} then 'Sent' else 'Archived' end, true, false,
        case when m.message_type = 'partsearches' then 'part' else m.message_type end, m.updated_at
      from messages m
      where m.id = any(${sql.param(ids)}::int[]) and ${dealer.companyId} in (m.sender_company_id, m.recipient_company_id)
      on conflict do nothing`);
  }
  return threads.length + threads.reduce((n, t) => n + t.replies.length, 0);
}

/**
 * Orders to the demo dealer (the one that can be paid): requested from its priced stock, approved with
 * shipping and tax, most paid through the simulated provider a day or two later and shipped; the newest
 * still waiting.
 */
export async function seedDemoOrders(db: Db, r: Random, parties: HistoryParties): Promise<number> {
  const stock = await queryRows<{ id: number; partnum: string; description: string; price: number }>(
    db,
    sql`select id as "id", partnum as "partnum", description as "description", price_cents as "price"
        from inventory_parts where company_id = ${parties.dealer.companyId} and price_cents > 0 and quantity > 0
        order by partnum_norm limit 60`,
  );
  if (stock.length === 0) return 0;
  const [rate] = await queryRows<{ rate: number }>(
    db,
    sql`select application_fee_rate as "rate" from companies where id = ${parties.dealer.companyId}`,
  );
  let count = 0;
  for (let daysAgo = DEMO_HISTORY_DAYS - r.int(0, 6); daysAgo >= 1; daysAgo -= r.int(4, 12)) {
    const buyer = r.pick(parties.buyers);
    const requested = businessTime(r, daysAgo);
    // Mostly the numbers searched most (the search history favours the first ones).
    const pickItem = () => stock[Math.floor(Math.pow(r.next(), 2) * stock.length)]!;
    const items = Array.from({ length: r.int(1, 3) }, pickItem).filter(
      (p, i, all) => all.findIndex((q) => q.id === p.id) === i,
    );
    const lines = items.map((p) => ({ ...p, quantity: r.chance(0.7) ? 1 : r.int(2, 4) }));
    const subtotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
    const shipping = r.int(15, 95) * 100;
    const tax = Math.round(subtotal * 0.07);
    const confirmed = r.chance(0.92) ? later(requested, r.int(2, 20)) : null;
    const paid = confirmed && r.chance(0.88) ? later(confirmed, r.int(2, 30)) : null;
    const shipped = paid ? later(paid, r.int(20, 60)) : null;
    const status = shipped
      ? 'order_shipped'
      : paid
        ? 'order_placed'
        : confirmed
          ? 'order_confirmed'
          : 'order_requested';
    const lastChange = shipped ?? paid ?? confirmed ?? requested;
    // Two in three buyers give a PO number (issue 24: the lists search it); not drawn from `r`, so the
    // rest of the history stays as it was.
    const poNumber = count % 3 === 2 ? null : `PO-${4100 + count * 7}`;
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    const [order] = await queryRows<{ id: number }>(
      db,
      sql`insert into orders (status, customer_id, customer_company_id, vendor_company_id, po_number, shipping_amount, tax_amount,
            shipping_carrier, tracking_number, shipped_at, requested_at, placed_at, created_at, updated_at)
          values (${status}, ${buyer.userId}, ${buyer.companyId}, ${parties.dealer.companyId}, ${poNumber},
            ${confirmed ? shipping : null}, ${confirmed ? tax : null}, ${shipped ? 'UPS' : null},
            ${shipped ? `1Z999AA1${String(10_000_000 + count * 7919).slice(-8)}` : null}, ${iso(shipped)},
            ${iso(requested)}, ${iso(paid)}, ${new Date(requested.getTime() - r.int(5, 90) * 60_000).toISOString()},
            ${lastChange.toISOString()})
          returning id as "id"`,
    );
    // The order's own ship-to copy, taken when the request was sent (issue 24), from the buyer's address.
    await db.execute(sql`update orders set ship_to = (
        select jsonb_build_object('address1', c.ship_address1, 'address2', c.ship_address2, 'city', c.ship_city,
          'state', c.ship_state, 'zip', c.ship_zip, 'country', c.ship_country)
        from companies c where c.id = ${buyer.companyId}) where id = ${order!.id}`);
    for (const line of lines)
      await db.execute(sql`insert into order_items (order_id, part_id, part_number, description, price, price_confirmed,
          quantity, status, is_quote, created_at, updated_at)
        values (${order!.id}, ${line.id}, ${line.partnum}, ${line.description}, ${line.price}, true, ${line.quantity},
          'price_confirmed', false, ${iso(requested)}, ${iso(requested)})`);
    if (paid) {
      const amount = subtotal + shipping + tax;
      await db.execute(sql`insert into payments (order_id, provider, account_id, intent_id, client_secret, status, amount,
          application_fee, payment_method_type, card_brand, card_last4, succeeded_at, created_at, updated_at)
        values (${order!.id}, 'simulated', ${DEMO_DEALER_ACCOUNT_ID}, ${`pi_sim_demo${order!.id}`},
          ${`pi_sim_demo${order!.id}_secret_seed`}, 'succeeded', ${amount}, ${Math.round((amount * (rate?.rate ?? 200)) / 10_000)},
          'card', 'visa', '4242', ${iso(paid)}, ${iso(paid)}, ${iso(paid)})`);
      // Orders are made oldest first, so the seller's invoice numbers follow the payment dates.
      await assignInvoiceNumber(db, order!.id);
    }
    count++;
  }
  return count;
}
