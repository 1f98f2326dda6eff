import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUARD_MESSAGES } from '@ironmatch/contracts/access';
import { QUOTE_MESSAGES as M } from '@ironmatch/contracts/quote-rules';
import type { Quote, QuoteDraft } from '@ironmatch/contracts/quotes';
import { queryRows } from '../../db/database';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { quoteCalls } from './quotes.fixtures';
import { mailMarks } from '../../test/mail-marks';

describe('Quick Quote: send, replace, see, withdraw, decline', async () => {
  const t = await createTestApp();
  const { ok, fails, search } = quoteCalls(t);
  let buyer: TestUser;
  let buyerColleague: TestUser;
  let dealer: TestUser;
  let dealer2: TestUser;
  let nonMember: TestUser;
  let stranger: TestUser;
  let searches: number[];
  let stockId: number;

  const line = (extra: Record<string, unknown> = {}) => ({
    price: 4100,
    quantity: 3,
    condition: 'NEW',
    ...extra,
  });
  const send = (
    who: TestUser,
    partSearchId: number,
    lines: unknown[],
    extra: Record<string, unknown> = {},
    status = 201,
  ) => ok<{ quote: Quote }>(who, 'POST', '/api/quotes', { partSearchId, lines, ...extra }, status);
  const { mailMark, mailSince } = mailMarks(t);

  beforeAll(async () => {
    await seedMakes(t);
    buyer = await createTestUser(t, { company: { name: 'Quarry Fleet' }, firstName: 'Bea' });
    buyerColleague = await createTestUser(t, { company: false });
    await t.db.execute(
      sql`insert into company_memberships (company_id, user_id) values (${buyer.companyId}, ${buyerColleague.userId})
          on conflict do nothing`,
    );
    dealer = await createTestUser(t, {
      company: { name: 'Summit Quotes Dealer', shipCity: 'Denver', shipState: 'CO' },
      memid: 'NC-Q1',
      firstName: 'Dee',
    });
    dealer2 = await createTestUser(t, { company: { name: 'Second Quotes Dealer' }, memid: 'NC-Q2' });
    nonMember = await createTestUser(t, { company: { name: 'Non Member Yard' } });
    stranger = await createTestUser(t, { company: { name: 'Stranger Iron' }, memid: 'NC-QS' });
    const stock = await addParts(t, dealer.companyId!, [
      {
        partnum: 'QQ-100',
        description: 'HYDRAULIC PUMP',
        priceCents: 45000,
        quantity: 4,
        pictures: ['public/p/pump.jpg'],
      },
      { partnum: 'QQ-100-X', description: 'PUMP SEAL', priceCents: null },
    ]);
    stockId = stock[0]!;
    await addParts(t, dealer2.companyId!, [{ partnum: 'QQ-200', description: 'IDLER', priceCents: 9000 }]);
    searches = await search(buyer, ['QQ-100', 'QQ-200']);
  });

  it("opens the dialog with every number of the request and the dealer's matching stock (exact and prefix)", async () => {
    const { data } = await ok<QuoteDraft>(dealer, 'GET', `/api/quotes/draft/${searches[1]}`);
    expect(data.requestId).toBe(searches[0]);
    expect(data.BuyerCompany).toEqual({ id: buyer.companyId, name: 'Quarry Fleet' });
    expect(data.partSearches.map((s) => s.partNumber)).toEqual(['QQ100', 'QQ200']);
    expect(data.partSearches[0]!.stock.map((s) => [s.partNumber, s.quantity, s.price])).toEqual([
      ['QQ-100', 4, 45000],
      ['QQ-100-X', 1, null],
    ]);
    expect(data.partSearches[0]!.stock[0]!.pictures[0]).toMatchObject({ picId: 1, filename: 'pump.jpg' });
    expect(data.partSearches[1]!.stock).toEqual([]);
    expect(data.quote).toBeNull();
    await fails(dealer, 'GET', '/api/quotes/draft/999999999', undefined, 404, M.searchNotFound);
    await fails(
      nonMember,
      'GET',
      `/api/quotes/draft/${searches[0]}`,
      undefined,
      403,
      GUARD_MESSAGES.memberRequired,
    );
  });

  it('sends a quote on several numbers, emails the buyer, and replaces it in place when sent again', async () => {
    const mark = await mailMark();
    const first = await send(dealer, searches[0]!, [
      line({ partId: stockId, freightEstimate: 2500, coreCharge: 500, note: 'Reman, 1 yr warranty' }),
      line({ partSearchId: searches[1], price: 8000, quantity: 1, condition: 'USED', leadTimeDays: 3 }),
    ]);
    const quote = first.data.quote;
    expect(quote).toMatchObject({
      requestId: searches[0],
      status: 'sent',
      expired: false,
      DealerCompany: { id: dealer.companyId, name: 'Summit Quotes Dealer', city: 'Denver', state: 'CO' },
      BuyerCompany: { id: buyer.companyId, name: 'Quarry Fleet' },
      sentBy: { userId: dealer.userId, firstName: 'Dee' },
      declineReason: null,
      orderId: null,
    });
    expect(quote.lines[0]).toMatchObject({
      partNumber: 'QQ-100',
      description: 'HYDRAULIC PUMP',
      partId: stockId,
      total: 3 * 4600 + 2500,
    });
    expect(quote.lines[1]).toMatchObject({ partNumber: 'QQ200', partId: null, leadTimeDays: 3, total: 8000 });
    expect(quote.total).toBe(3 * 4600 + 2500 + 8000);
    const validDays = (Date.parse(quote.validUntil) - Date.now()) / 86_400_000;
    expect(validDays).toBeGreaterThan(6.9);
    expect(validDays).toBeLessThanOrEqual(7);

    const mails = await mailSince(mark);
    expect(mails.map((m) => m.to).sort()).toEqual([buyer.email, buyerColleague.email].sort());
    expect(mails[0]!.subject).toBe('Quick Quote from Summit Quotes Dealer');
    expect(mails[0]!.text).toContain('$41.00 each, New, Ships today');
    expect(mails[0]!.text).toContain('Ships in 3 days');

    const again = await send(
      dealer,
      searches[1]!,
      [line({ price: 3900 })],
      { validUntil: '2099-01-01' },
      400,
    );
    expect(again.data).toBeUndefined();
    const replaced = await send(
      dealer,
      searches[1]!,
      [line({ partSearchId: searches[0], price: 3900 })],
      {},
      200,
    );
    expect(replaced.data.quote).toMatchObject({ id: quote.id, status: 'updated', total: 3 * 3900 });
    expect(replaced.data.quote.lines).toHaveLength(1);
    const counted = await queryRows(
      t.db,
      sql`select count(*)::int as n from quotes where request_id = ${searches[0]}`,
    );
    expect(counted).toEqual([{ n: 1 }]);
    const { data: draft } = await ok<QuoteDraft>(dealer, 'GET', `/api/quotes/draft/${searches[0]}`);
    expect(draft.quote?.id).toBe(quote.id);
  });

  it('refuses every bad input with a sentence and stores nothing', async () => {
    const [own] = await search(dealer, ['QQ-300']);
    const bad: Array<[TestUser | null, unknown, number, string?]> = [
      [dealer, { partSearchId: searches[0], lines: [line({ price: 0 })] }, 400, M.priceRequired],
      [
        dealer,
        { partSearchId: searches[0], lines: [{ quantity: 1, condition: 'NEW' }] },
        400,
        M.priceRequired,
      ],
      [dealer, { partSearchId: searches[0], lines: [line({ price: -1 })] }, 400, M.priceRequired],
      [dealer, { partSearchId: searches[0], lines: [line({ quantity: 0 })] }, 400],
      [dealer, { partSearchId: searches[0], lines: [line({ condition: 'SHINY' })] }, 400],
      [dealer, { partSearchId: searches[0], lines: [line({ leadTimeDays: 366 })] }, 400],
      [dealer, { partSearchId: searches[0], lines: [line({ freightEstimate: -5 })] }, 400],
      [dealer, { partSearchId: searches[0], lines: [line({ coreCharge: 1.5 })] }, 400],
      [dealer, { partSearchId: searches[0], lines: [] }, 400, M.noLines],
      [dealer, { partSearchId: searches[0], lines: [line({ partSearchId: own })] }, 400, M.lineNotOfRequest],
      [
        dealer,
        { partSearchId: searches[0], lines: [line()], validUntil: '2020-01-01' },
        400,
        M.validUntilPast,
      ],
      [
        dealer,
        { partSearchId: searches[0], lines: [line()], validUntil: '2099-01-01' },
        400,
        M.validUntilTooFar,
      ],
      [dealer2, { partSearchId: searches[0], lines: [line({ partId: stockId })] }, 400, M.partNotYours],
      [dealer, { partSearchId: own, lines: [line()] }, 403, M.ownSearch],
      [dealer, { partSearchId: 999999999, lines: [line()] }, 404, M.searchNotFound],
      [nonMember, { partSearchId: searches[0], lines: [line()] }, 403, GUARD_MESSAGES.memberRequired],
      [null, { partSearchId: searches[0], lines: [line()] }, 401],
    ];
    for (const [who, body, status, message] of bad)
      await fails(who, 'POST', '/api/quotes', body, status, message);
    const [old] = await search(buyer, ['QQ-400']);
    await t.db.execute(
      sql`update part_searches set created_at = now() - interval '31 days' where id = ${old}`,
    );
    await fails(dealer, 'POST', '/api/quotes', { partSearchId: old, lines: [line()] }, 409, M.searchTooOld);
    const { data } = await ok<{ quotes: Quote[] }>(dealer2, 'GET', '/api/quotes/sent');
    expect(data.quotes).toEqual([]);
  });

  it('shows a quote to its two companies only, and lists it received and sent', async () => {
    const { data } = await ok<{ quotes: Quote[]; count: number }>(buyer, 'GET', '/api/quotes/received');
    expect(data.count).toBe(1);
    const id = data.quotes[0]!.id;
    await ok(buyer, 'GET', `/api/quotes/${id}`);
    await ok(dealer, 'GET', `/api/quotes/${id}`);
    await fails(stranger, 'GET', `/api/quotes/${id}`, undefined, 404, M.notFound);
    await fails(dealer2, 'POST', `/api/quotes/${id}/withdraw`, undefined, 404, M.notFound);
    await fails(stranger, 'POST', `/api/quotes/${id}/decline`, {}, 404, M.notFound);
    await fails(buyer, 'GET', '/api/quotes/abc', undefined, 404);
    const sent = await ok<{ quotes: Quote[] }>(dealer, 'GET', `/api/quotes/sent?requestId=${searches[0]}`);
    expect(sent.data.quotes.map((q) => q.id)).toEqual([id]);
    const none = await ok<{ quotes: Quote[] }>(
      buyer,
      'GET',
      `/api/quotes/received?requestId=${searches[0]! + 9999}`,
    );
    expect(none.data.quotes).toEqual([]);
  });

  it('lets the dealer withdraw and the buyer decline (with the dealer emailed), each once', async () => {
    const { data: first } = await send(dealer2, searches[1]!, [line({ price: 7000 })]);
    const id = first.quote.id;
    await fails(buyer, 'POST', `/api/quotes/${id}/withdraw`, undefined, 403);
    await fails(dealer2, 'POST', `/api/quotes/${id}/decline`, {}, 403, M.buyerOnly);
    const mark = await mailMark();
    const declined = await ok<{ quote: Quote; unchanged: boolean }>(
      buyer,
      'POST',
      `/api/quotes/${id}/decline`,
      {
        reason: 'Too far away',
      },
    );
    expect(declined.data).toMatchObject({
      unchanged: false,
      quote: { status: 'declined', declineReason: 'Too far away' },
    });
    const mails = await mailSince(mark);
    expect(mails.map((m) => m.to)).toEqual([dealer2.email]);
    expect(mails[0]!.text).toContain('Too far away');
    const again = await ok<{ unchanged: boolean }>(buyer, 'POST', `/api/quotes/${id}/decline`, {});
    expect(again.data.unchanged).toBe(true);
    await fails(dealer2, 'POST', `/api/quotes/${id}/withdraw`, undefined, 409);

    const resent = await send(dealer2, searches[1]!, [line({ price: 6500 })], {}, 200);
    expect(resent.data.quote).toMatchObject({ id, status: 'updated', declineReason: null });
    const withdrawn = await ok<{ quote: Quote; unchanged: boolean }>(
      dealer2,
      'POST',
      `/api/quotes/${id}/withdraw`,
    );
    expect(withdrawn.data).toMatchObject({ unchanged: false, quote: { status: 'withdrawn' } });
    const twice = await ok<{ unchanged: boolean }>(dealer2, 'POST', `/api/quotes/${id}/withdraw`);
    expect(twice.data.unchanged).toBe(true);
    const received = await ok<{ quotes: Quote[] }>(buyer, 'GET', '/api/quotes/received');
    expect(received.data.quotes.map((q) => q.status)).toContain('withdrawn');
  });
});
