import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUARD_MESSAGES } from '@ironmatch/contracts/access';
import type {
  StatsCompanyRow,
  StatsLostDemandRow,
  StatsOverview,
  StatsPartRow,
  StatsRegionRow,
} from '@ironmatch/contracts/stats';
import { STATS_CSV_HEADERS, STATS_MESSAGES } from '@ironmatch/contracts/stats-rules';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { placeOrder, saveSearch, sendMessage, sendReply, stockPart } from './stats.fixtures';
import { createStatsRollups } from './stats-rollup.service';

/**
 * The stats manager against a hand-computed fixture: two weeks (Mon 2025-03-03 to Sun 2025-03-16),
 * three companies: the dealer D, buyer B1 (MT) and buyer-and-dealer B2 (TX). Every figure below is
 * counted by hand from the events listed in beforeAll.
 */

let t: TestApp;
let d: TestUser;
let b1: TestUser;
let b2: TestUser;
const RANGE = 'period=custom&from=2025-03-03&to=2025-03-16&groupBy=week';

async function get(user: TestUser | null, path: string) {
  const res = await t.app.inject({ method: 'GET', url: path, headers: user?.headers ?? {} });
  return { status: res.statusCode, body: res.json() as { message?: string; data: unknown }, res };
}
async function data<T>(user: TestUser, path: string): Promise<T> {
  const { status, body } = await get(user, path);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as T;
}
type Table<K extends string, R> = Record<K, R[]> & { totalCount: number };
const overview = (user: TestUser, query: string) => data<StatsOverview>(user, `/api/stats?${query}`);
const parts = (user: TestUser, query: string) =>
  data<Table<'parts', StatsPartRow>>(user, `/api/stats/parts?${query}`);

beforeAll(async () => {
  t = await createTestApp();
  d = await createTestUser(t, { memid: 'NC-D', company: { name: 'Dealer D', shipState: 'CO' } });
  b1 = await createTestUser(t, { company: { name: 'Buyer One', shipState: 'MT' } });
  b2 = await createTestUser(t, { memid: 'NC-B2', company: { name: 'Buyer Two', shipState: 'TX' } });
  const at = (day: string, time: string) => `2025-03-${day}T${time}:00Z`;
  const dId = d.companyId!;

  const d1R = await stockPart(t.db, dId, { partnum: '1R-0750', make: 'CAT', quantity: 5, priceCents: 2499 });
  const d6I = await stockPart(t.db, dId, { partnum: '6I-2503', make: 'CAT', quantity: 0, priceCents: 8650 });
  const dAT = await stockPart(t.db, dId, { partnum: 'AT123456', make: 'JD', quantity: 2, priceCents: null });
  const b29W = await stockPart(t.db, b2.companyId!, {
    partnum: '9W-8552',
    make: 'CAT',
    quantity: 3,
    priceCents: 4500,
  });
  const search = (by: TestUser, partNumber: string, when: string, found: number[], make?: string) =>
    saveSearch(t.db, {
      by: { userId: by.userId, companyId: by.companyId! },
      partNumber,
      make,
      at: when,
      found,
    });
  const from = (u: TestUser) => ({ userId: u.userId, companyId: u.companyId! });

  // The previous period: one search.
  await search(b1, '1R0750', '2025-02-20T10:00:00Z', [d1R]); // S0
  // Week 1.
  await search(b1, '1R0750', at('03', '10:00'), [d1R]); // S1: exact, no make -> demand CAT 1R0750
  await search(b1, '1R07', at('04', '09:00'), [d1R]); // S2: "begins with", no exact rows -> no demand
  await search(b2, '6I2503', at('05', '12:00'), [d6I], 'CAT'); // S3: my 6I2503 at quantity 0
  const m1 = await sendMessage(t.db, { from: from(b1), toCompanyId: dId, at: at('05', '13:00') });
  await sendReply(t.db, { messageId: m1, from: from(d), at: at('05', '15:00') }); // D answers B1
  await placeOrder(t.db, {
    buyer: from(b1),
    vendorCompanyId: dId,
    items: [
      { partId: d1R, partNumber: '1R-0750', priceCents: 2499, quantity: 2 },
      { partId: dAT, partNumber: 'AT123456', priceCents: 10000, quantity: 1 },
    ],
    requestedAt: at('06', '10:00'),
    paidAt: at('07', '11:00'),
    shippingCents: 1000,
    taxCents: 500,
  }); // paid 4998 + 10000 + 1000 + 500 = 16498
  // Week 2.
  await search(b1, '9W8552', at('10', '08:00'), [b29W]); // S4: B2's row -> lost demand for D
  await search(b2, '1R0750', at('11', '10:00'), [d1R], 'CAT'); // S5
  await search(b2, 'AT123456', at('11', '10:00'), [dAT]); // S6
  const m2 = await sendMessage(t.db, { from: from(d), toCompanyId: b2.companyId!, at: at('12', '10:00') });
  await sendReply(t.db, { messageId: m2, from: from(b2), at: at('12', '12:00') }); // B2's answer, not D's event
  await placeOrder(t.db, {
    buyer: from(b2),
    vendorCompanyId: dId,
    items: [{ partId: d6I, partNumber: '6I-2503', priceCents: 8650, quantity: 1 }],
    requestedAt: at('13', '09:00'),
  });
  await search(d, '9W8552', at('14', '09:00'), [b29W], 'CAT'); // D's own search: not in D's lost demand
  await search(b1, 'PC200', at('14', '10:00'), [], 'KOMATSU'); // not one of D's makes
  // After the period.
  await search(b1, '6I2503', '2025-03-17T10:00:00Z', [d6I]);

  await createStatsRollups({ db: t.db }).run();
});

describe('GET /api/stats: the page head', () => {
  it('answers the totals, the previous period, the weekly series, the funnel and reply times', async () => {
    const body = await overview(d, RANGE);
    expect(body.period).toEqual({
      period: 'custom',
      from: '2025-03-03',
      to: '2025-03-16',
      groupBy: 'week',
      previousFrom: '2025-02-17',
      previousTo: '2025-03-02',
    });
    const figures = (f: Partial<Record<string, number>>) => ({
      searches: 0,
      buyerCompanies: 0,
      quickQuotesSent: 0,
      quickQuotesAccepted: 0,
      quickQuotesDeclined: 0,
      messagesReceived: 0,
      ordersReceived: 0,
      ordersPlaced: 0,
      ordersPlacedAmountCents: 0,
      ...f,
    });
    expect(body.totals).toEqual(
      figures({
        searches: 5,
        buyerCompanies: 2,
        messagesReceived: 1,
        ordersReceived: 2,
        ordersPlaced: 1,
        ordersPlacedAmountCents: 16498,
      }),
    );
    expect(body.previousTotals).toEqual(figures({ searches: 1, buyerCompanies: 1 }));
    expect(body.series).toEqual([
      {
        start: '2025-03-03',
        end: '2025-03-09',
        ...figures({
          searches: 3,
          buyerCompanies: 2,
          messagesReceived: 1,
          ordersReceived: 1,
          ordersPlaced: 1,
          ordersPlacedAmountCents: 16498,
        }),
      },
      {
        start: '2025-03-10',
        end: '2025-03-16',
        ...figures({ searches: 2, buyerCompanies: 1, ordersReceived: 1 }),
      },
    ]);
    expect(body.funnel).toEqual({ searched: 2, answered: 2, ordered: 2, paid: 1 });
    // Reply times (s): S1 190800, S2 108000, M1 7200 (B1, answered Mar 5 15:00); S3 597600, S5 and S6
    // 86400 (B2, answered Mar 12 10:00). Median of six: (86400 + 108000) / 2.
    expect(body.replyTime).toEqual({
      medianSeconds: 97200,
      answered: 6,
      networkMedianSeconds: null,
      networkCompanies: null,
    });
  });

  it('groups by month on request, each bucket cut to the period', async () => {
    const body = await overview(d, 'period=custom&from=2025-02-20&to=2025-03-16&groupBy=month');
    expect(body.series.map((s) => [s.start, s.end, s.searches])).toEqual([
      ['2025-02-20', '2025-02-28', 1],
      ['2025-03-01', '2025-03-16', 5],
    ]);
    expect(body.totals.searches).toBe(6);
  });
});

describe('the tables', () => {
  it('lists my searched part numbers with my stock now, quotes and orders', async () => {
    const body = await parts(d, RANGE);
    expect(body).toEqual({
      totalCount: 3,
      parts: [
        {
          partNumber: '1R0750',
          searches: 3,
          buyerCompanies: 2,
          quantity: 5,
          priceCents: 2499,
          quickQuotesSent: 0,
          orders: 1,
        },
        {
          partNumber: '6I2503',
          searches: 1,
          buyerCompanies: 1,
          quantity: 0,
          priceCents: 8650,
          quickQuotesSent: 0,
          orders: 1,
        },
        {
          partNumber: 'AT123456',
          searches: 1,
          buyerCompanies: 1,
          quantity: 2,
          priceCents: null,
          quickQuotesSent: 0,
          orders: 1,
        },
      ],
    });
    const paged = await parts(d, `${RANGE}&page=2&limit=2`);
    expect(paged.parts.map((p) => p.partNumber)).toEqual(['AT123456']);
    expect(paged.totalCount).toBe(3);
    const prefixed = await parts(d, `${RANGE}&q=1r-07`);
    expect(prefixed.parts.map((p) => p.partNumber)).toEqual(['1R0750']);
  });

  it('counts buyers by region and by company', async () => {
    expect(await data(d, `/api/stats/regions?${RANGE}`)).toEqual({
      totalCount: 2,
      regions: [
        { state: 'TX', searches: 3, buyerCompanies: 1 },
        { state: 'MT', searches: 2, buyerCompanies: 1 },
      ],
    });
    expect(await data(d, `/api/stats/companies?${RANGE}`)).toEqual({
      totalCount: 2,
      companies: [
        { companyId: b2.companyId, companyName: 'Buyer Two', state: 'TX', searches: 3 },
        { companyId: b1.companyId, companyName: 'Buyer One', state: 'MT', searches: 2 },
      ],
    });
    const named = await data<Table<'companies', StatsCompanyRow>>(d, `/api/stats/companies?${RANGE}&q=ONE`);
    expect(named.companies.map((c) => c.companyName)).toEqual(['Buyer One']);
  });

  it('shows lost demand of my makes only, never what I stock with quantity > 0 nor my own searches', async () => {
    expect(await data(d, `/api/stats/lost-demand?${RANGE}`)).toEqual({
      totalCount: 2,
      parts: [
        { partNumber: '6I2503', manufacturer: 'CAT', searches: 1, buyerCompanies: 1, otherDealers: 0 },
        { partNumber: '9W8552', manufacturer: 'CAT', searches: 1, buyerCompanies: 1, otherDealers: 1 },
      ],
    });
  });
});

describe('only my own figures', () => {
  it('answers another company its own figures, and ignores a company parameter', async () => {
    const mine = await overview(d, RANGE);
    const asked = await overview(d, `${RANGE}&companyId=${b2.companyId}`);
    expect(asked).toEqual(mine);
    const theirs = await overview(b2, RANGE);
    // B2's parts were searched by B1 (S4) and by D, and D wrote to B2 (M2): nothing of D's own figures.
    expect(theirs.totals).toMatchObject({
      searches: 2,
      buyerCompanies: 2,
      messagesReceived: 1,
      ordersReceived: 0,
    });
    const theirParts = await parts(b2, `${RANGE}&companyId=${d.companyId}`);
    expect(theirParts.parts.map((p) => p.partNumber)).toEqual(['9W8552']);
    const companies = await data<Table<'companies', StatsCompanyRow>>(b2, `/api/stats/companies?${RANGE}`);
    expect(companies.companies.map((c) => c.companyName).sort()).toEqual(['Buyer One', 'Dealer D']);
  });

  it('is for members: 401 for a guest, the guard sentences without a company or a memid', async () => {
    const noCompany = await createTestUser(t, { company: false });
    for (const path of ['/api/stats', '/api/stats/lost-demand', '/api/stats/parts.csv']) {
      expect((await get(null, path)).status).toBe(401);
      expect((await get(noCompany, path)).body.message).toBe(GUARD_MESSAGES.companyRequired);
      const nonMember = await get(b1, path);
      expect([nonMember.status, nonMember.body.message]).toEqual([403, GUARD_MESSAGES.memberRequired]);
    }
  });
});

describe('bad input', () => {
  it.each([
    ['period=weekly', STATS_MESSAGES.period],
    ['groupBy=day', STATS_MESSAGES.groupBy],
    ['period=custom', STATS_MESSAGES.dates],
    ['period=custom&from=2025-02-30&to=2025-03-01', STATS_MESSAGES.dates],
    ['period=custom&from=2025-03-02&to=2025-03-01', STATS_MESSAGES.order],
    ['period=custom&from=2023-03-15&to=2025-03-16', STATS_MESSAGES.tooLong],
  ])('%s answers 400 with its sentence', async (query, message) => {
    const res = await get(d, `/api/stats?${query}`);
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('allows a custom range of exactly 2 years, and checks paging', async () => {
    expect((await get(d, '/api/stats?period=custom&from=2023-03-16&to=2025-03-16')).status).toBe(200);
    expect((await get(d, `/api/stats/parts?${RANGE}&limit=101`)).status).toBe(400);
    expect((await get(d, `/api/stats/parts?${RANGE}&page=0`)).status).toBe(400);
  });
});

describe('CSV exports', () => {
  /** The export's lines as cells, after checking its type and header. */
  async function csvRows(name: string, header: string, query = RANGE): Promise<string[][]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/stats/${name}.csv?${query}`,
      headers: d.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="stats-/);
    expect(res.body.split('\r\n')[0]).toBe(header);
    return (parse(res.body) as string[][]).slice(1);
  }
  const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
  const table = <K extends string, R>(path: string) => data<Table<K, R>>(d, `${path}?${RANGE}&limit=100`);

  it('say what the JSON says, row for row, in its order, without paging', async () => {
    const head = await overview(d, RANGE);
    expect(await csvRows('series', STATS_CSV_HEADERS.series)).toEqual(
      head.series.map((s) => [
        s.start,
        s.end,
        ...[
          s.searches,
          s.buyerCompanies,
          s.quickQuotesSent,
          s.messagesReceived,
          s.ordersReceived,
          s.ordersPlaced,
        ].map(String),
        dollars(s.ordersPlacedAmountCents),
      ]),
    );
    expect(head.series[0]!.ordersPlacedAmountCents).toBe(16498);

    const { parts: partRows } = await table<'parts', StatsPartRow>('/api/stats/parts');
    expect(await csvRows('parts', STATS_CSV_HEADERS.parts)).toEqual(
      partRows.map((p) => [
        p.partNumber,
        String(p.searches),
        String(p.buyerCompanies),
        String(p.quantity),
        dollars(p.priceCents),
        String(p.quickQuotesSent),
        String(p.orders),
      ]),
    );
    expect(partRows.map((p) => dollars(p.priceCents))).toEqual(['24.99', '86.50', '']);

    const { regions } = await table<'regions', StatsRegionRow>('/api/stats/regions');
    expect(await csvRows('regions', STATS_CSV_HEADERS.regions)).toEqual(
      regions.map((r) => [r.state, String(r.searches), String(r.buyerCompanies)]),
    );
    const { companies } = await table<'companies', StatsCompanyRow>('/api/stats/companies');
    expect(await csvRows('companies', STATS_CSV_HEADERS.companies)).toEqual(
      companies.map((c) => [String(c.companyId), c.companyName, c.state, String(c.searches)]),
    );
    const { parts: lost } = await table<'parts', StatsLostDemandRow>('/api/stats/lost-demand');
    expect(await csvRows('lost-demand', STATS_CSV_HEADERS.lostDemand)).toEqual(
      lost.map((l) => [
        l.partNumber,
        l.manufacturer,
        String(l.searches),
        String(l.buyerCompanies),
        String(l.otherDealers),
      ]),
    );
    // Every row whatever the page size of the screen; the filter applies as on screen.
    expect(await csvRows('parts', STATS_CSV_HEADERS.parts, `${RANGE}&q=AT`)).toHaveLength(1);
  });
});
