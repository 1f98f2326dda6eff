import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@ironmatch/contracts/order-messages';
import type { Order } from '@ironmatch/contracts/orders';
import { QUOTE_MESSAGES as M } from '@ironmatch/contracts/quote-rules';
import type { Quote, QuoteCompare } from '@ironmatch/contracts/quotes';
import { queryRows } from '../../db/database';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { quoteCalls } from './quotes.fixtures';

describe('Quick Quote: compare, accept into the open order, decline', async () => {
  const t = await createTestApp();
  const { ok, fails, search } = quoteCalls(t);
  let buyer: TestUser;
  let cheap: TestUser;
  let fast: TestUser;
  let notReady: TestUser;
  let stranger: TestUser;
  let searches: number[];
  let pumpId: number;

  const send = async (who: TestUser, lines: unknown[], extra: Record<string, unknown> = {}) =>
    (
      await ok<{ quote: Quote }>(
        who,
        'POST',
        '/api/quotes',
        { partSearchId: searches[0], lines, ...extra },
        201,
      )
    ).data.quote;

  beforeAll(async () => {
    await seedMakes(t);
    buyer = await createTestUser(t, { company: { name: 'Compare Fleet' } });
    cheap = await createTestUser(t, {
      company: { name: 'Cheap Iron', shipCity: 'Boise', shipState: 'ID' },
      memid: 'NC-C1',
    });
    fast = await createTestUser(t, { company: { name: 'Fast Parts' }, memid: 'NC-C2' });
    notReady = await createTestUser(t, {
      company: { name: 'No Payout Yet', canTransact: false },
      memid: 'NC-C3',
    });
    stranger = await createTestUser(t, { company: { name: 'Stranger Co' }, memid: 'NC-C4' });
    [pumpId] = (await addParts(t, cheap.companyId!, [
      { partnum: 'CMP-100', description: 'PUMP', priceCents: 50000 },
    ])) as [number];
    searches = await search(buyer, ['CMP-100', 'CMP-200']);
  });

  it('compares per part number by total or lead time, with the dealer median reply time, expired greyed', async () => {
    await send(cheap, [
      { partId: pumpId, price: 30000, quantity: 2, condition: 'REBUILT', leadTimeDays: 5, coreCharge: 5000 },
      { partSearchId: searches[1], price: 1000, condition: 'NEW', leadTimeDays: 2 },
    ]);
    await send(fast, [
      { price: 36000, quantity: 2, condition: 'NEW', leadTimeDays: 0, freightEstimate: 1500 },
    ]);
    const expired = await send(notReady, [{ price: 20000, condition: 'USED' }]);
    await t.db.execute(
      sql`update quotes set valid_until = now() - interval '1 minute' where id = ${expired.id}`,
    );
    await t.db
      .execute(sql`insert into stats_reply_days (company_id, counterpart_id, day, reply_seconds, events)
      values (${cheap.companyId}, ${buyer.companyId}, (now() at time zone 'utc')::date - 3, 600, 1),
             (${cheap.companyId}, ${buyer.companyId}, (now() at time zone 'utc')::date - 2, 1800, 2),
             (${cheap.companyId}, ${buyer.companyId}, (now() at time zone 'utc')::date - 200, 5, 9)`);

    const byTotal = (await ok<QuoteCompare>(buyer, 'GET', `/api/quotes/compare/${searches[1]}`)).data;
    expect(byTotal).toMatchObject({ requestId: searches[0], sort: 'total' });
    const pump = byTotal.groups[0]!;
    expect(pump.partNumber).toBe('CMP100');
    expect(pump.quotes.map((q) => [q.dealer.name, q.total, q.status])).toEqual([
      ['No Payout Yet', 20000, 'expired'],
      ['Cheap Iron', 2 * 35000, 'sent'],
      ['Fast Parts', 2 * 36000 + 1500, 'sent'],
    ]);
    expect(pump.quotes[0]!.expired).toBe(true);
    expect(pump.quotes[1]!.dealer).toMatchObject({ city: 'Boise', state: 'ID', medianReplySeconds: 1800 });
    expect(pump.quotes[2]!.dealer.medianReplySeconds).toBeNull();
    expect(byTotal.groups[1]!.quotes.map((q) => q.dealer.name)).toEqual(['Cheap Iron']);

    const byLead = (await ok<QuoteCompare>(buyer, 'GET', `/api/quotes/compare/${searches[0]}?sort=leadTime`))
      .data;
    expect(byLead.groups[0]!.quotes.map((q) => q.dealer.name)).toEqual([
      'No Payout Yet',
      'Fast Parts',
      'Cheap Iron',
    ]);
    await fails(buyer, 'GET', `/api/quotes/compare/${searches[0]}?sort=price`, undefined, 400, M.badSort);
    await fails(cheap, 'GET', `/api/quotes/compare/${searches[0]}`, undefined, 404, M.searchNotFound);
    await fails(stranger, 'GET', `/api/quotes/compare/${searches[0]}`, undefined, 404, M.searchNotFound);
  });

  it('refuses an expired quote and a dealer that cannot take orders, and the dealer accepting', async () => {
    const { data } = await ok<{ quotes: Quote[] }>(buyer, 'GET', '/api/quotes/received');
    const byDealer = new Map(data.quotes.map((q) => [q.DealerCompany.id, q]));
    const expired = byDealer.get(notReady.companyId!)!;
    await fails(buyer, 'POST', `/api/quotes/${expired.id}/accept`, undefined, 409, M.expired);
    await t.db.execute(
      sql`update quotes set valid_until = now() + interval '1 day' where id = ${expired.id}`,
    );
    await fails(
      buyer,
      'POST',
      `/api/quotes/${expired.id}/accept`,
      undefined,
      409,
      ORDER_MESSAGES.cannotTransact,
    );
    const cheapQuote = byDealer.get(cheap.companyId!)!;
    await fails(cheap, 'POST', `/api/quotes/${cheapQuote.id}/accept`, undefined, 403, M.buyerOnly);
    await fails(stranger, 'POST', `/api/quotes/${cheapQuote.id}/accept`, undefined, 404, M.notFound);
  });

  it('accepts 20 times at once into the open order: the lines go in once, at the quoted price', async () => {
    const { data } = await ok<{ quotes: Quote[] }>(buyer, 'GET', '/api/quotes/received');
    const quote = data.quotes.find((q) => q.DealerCompany.id === cheap.companyId)!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: `/api/quotes/${quote.id}/accept`, headers: buyer.headers }),
      ),
    );
    const bodies = answers.map(
      (a) => a.json() as { status: number; data: { orderId: number; unchanged: boolean; quote: Quote } },
    );
    expect(bodies.map((b) => b.status)).toEqual(Array(20).fill(200));
    expect(bodies.filter((b) => !b.data.unchanged)).toHaveLength(1);
    const orderId = bodies[0]!.data.orderId;
    expect(new Set(bodies.map((b) => b.data.orderId))).toEqual(new Set([orderId]));
    expect(bodies[0]!.data.quote).toMatchObject({ status: 'accepted', orderId });

    const order = (await ok<{ order: Order }>(buyer, 'GET', `/api/orders/${orderId}`)).data.order;
    expect(order).toMatchObject({
      status: 'new_order',
      vendorCompanyId: cheap.companyId,
      customerCompanyId: buyer.companyId,
    });
    expect(
      order.OrderItems.map((i) => [
        i.partNumber,
        i.price,
        i.quantity,
        i.priceConfirmed,
        i.status,
        i.isQuote,
        i.partId,
      ]),
    ).toEqual([
      ['CMP-100', 30000, 2, true, 'price_confirmed', false, pumpId],
      ['CMP200', 1000, 1, true, 'price_confirmed', false, expect.any(Number)],
    ]);
    const items = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from order_items where order_id = ${orderId}`,
    );
    expect(items).toEqual([{ n: 2 }]);
    // The stats manager gets the acceptance once (issue 26), not once per click.
    const outcomes = await queryRows<{ outcome: string }>(
      t.db,
      sql`select outcome from quote_outcomes where quote_id = ${quote.id}`,
    );
    expect(outcomes).toEqual([{ outcome: 'accepted' }]);

    // The other dealers' quotes stay open; the accepted one cannot be declined, withdrawn or replaced.
    const after = (await ok<{ quotes: Quote[] }>(buyer, 'GET', '/api/quotes/received')).data.quotes;
    expect(after.find((q) => q.DealerCompany.id === fast.companyId)!.status).toBe('sent');
    await fails(buyer, 'POST', `/api/quotes/${quote.id}/decline`, {}, 409);
    await fails(cheap, 'POST', `/api/quotes/${quote.id}/withdraw`, undefined, 409);
    await fails(
      cheap,
      'POST',
      '/api/quotes',
      { partSearchId: searches[0], lines: [{ price: 1, condition: 'NEW' }] },
      409,
    );

    // The buyer sends the order request as usual.
    await ok(buyer, 'POST', `/api/orders/${orderId}/submit-order`, { comment: 'From the quote' });
  });

  it('declines a quote, then refuses to accept it', async () => {
    const { data } = await ok<{ quotes: Quote[] }>(buyer, 'GET', '/api/quotes/received');
    const quote = data.quotes.find((q) => q.DealerCompany.id === fast.companyId)!;
    await ok(buyer, 'POST', `/api/quotes/${quote.id}/decline`, {});
    await ok(buyer, 'POST', `/api/quotes/${quote.id}/decline`, {});
    await fails(buyer, 'POST', `/api/quotes/${quote.id}/accept`, undefined, 409);
    // One decline for the stats manager, however often it was asked.
    const outcomes = await queryRows<{ outcome: string; dealer: number; buyer: number }>(
      t.db,
      sql`select outcome, dealer_company_id as dealer, buyer_company_id as buyer from quote_outcomes
          where quote_id = ${quote.id}`,
    );
    expect(outcomes).toEqual([{ outcome: 'declined', dealer: fast.companyId, buyer: buyer.companyId }]);
  });
});
