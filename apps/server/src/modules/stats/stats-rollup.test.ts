import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatsOverview } from '@ironmatch/contracts/stats';
import { queryRows } from '../../db/database';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { placeOrderForPayment } from '../orders/order-payment-hooks.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveSearch, sendMessage, sendReply, stockPart } from './stats.fixtures';
import { createStatsRollups, statsRollupJob } from './stats-rollup.service';
import { quotesTableFeed, type QuoteFeed } from './stats-quote-feed';

/** The rollup job: exactly once through replays, crashes, a resumable backfill and the live step. */

let t: TestApp;

async function overview(user: TestUser, query: string): Promise<StatsOverview> {
  const res = await t.app.inject({ method: 'GET', url: `/api/stats?${query}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as StatsOverview;
}

/** Every rollup row, to compare whole states. */
async function rollupRows() {
  const tables = [
    'stats_counterpart_days',
    'stats_counterpart_months',
    'stats_part_days',
    'stats_demand_days',
    'stats_reply_days',
  ];
  const out: Record<string, unknown[]> = {};
  for (const table of tables)
    out[table] = await queryRows(t.db, sql`select * from ${sql.identifier(table)} order by 1, 2, 3, 4`);
  return out;
}

async function pair(prefix: string) {
  const dealer = await createTestUser(t, { memid: `${prefix}-D`, company: { name: `${prefix} Dealer` } });
  const buyer = await createTestUser(t, { company: { name: `${prefix} Buyer`, shipState: 'NV' } });
  const part = await stockPart(t.db, dealer.companyId!, {
    partnum: `${prefix}-100`,
    make: 'CAT',
    quantity: 1,
    priceCents: 100,
  });
  const as = (u: TestUser) => ({ userId: u.userId, companyId: u.companyId! });
  return { dealer, buyer, part, as };
}

beforeAll(async () => {
  t = await createTestApp();
});

describe('the backfill', () => {
  it('counts the history in resumable chunks, then what comes after, each event once', async () => {
    const { dealer, buyer, part, as } = await pair('BF');
    for (let day = 1; day <= 9; day++)
      await saveSearch(t.db, {
        by: as(buyer),
        partNumber: 'BF100',
        at: `2024-05-0${day}T12:00:00Z`,
        found: [part],
      });
    const m = await sendMessage(t.db, {
      from: as(buyer),
      toCompanyId: dealer.companyId!,
      at: '2024-05-09T13:00:00Z',
    });
    await sendReply(t.db, { messageId: m, from: as(dealer), at: '2024-05-09T14:00:00Z' });

    // Two rows per transaction, one transaction per run: the backfill stops and resumes many times.
    const rollups = createStatsRollups({ db: t.db, chunk: 2, pairChunk: 1 });
    let runs = 0;
    while ((await rollups.run({ budgetMs: 0, maxChunks: 1 })).backfill !== 'done') runs++;
    expect(runs).toBeGreaterThan(5);
    const range = 'period=custom&from=2024-05-01&to=2024-05-31';
    const after = await overview(dealer, range);
    expect(after.totals).toMatchObject({ searches: 9, buyerCompanies: 1, messagesReceived: 1 });
    // Nine searches (8 days 2 h ... 2 h before the reply on May 9 at 14:00) and the message (1 h):
    // the middle two of ten are 3 days 2 h and 4 days 2 h.
    expect(after.replyTime).toMatchObject({ answered: 10, medianSeconds: 3.5 * 86_400 + 2 * 3600 });

    // Later events are the live step's.
    await saveSearch(t.db, { by: as(buyer), partNumber: 'BF100', at: '2024-05-20T12:00:00Z', found: [part] });
    await rollups.run();
    expect((await overview(dealer, range)).totals.searches).toBe(10);
  });
});

describe('a replayed or interrupted run counts once', () => {
  it('counts nothing twice when the job runs again, whatever the lag window holds', async () => {
    const { dealer, buyer, part, as } = await pair('RP');
    const rollups = createStatsRollups({ db: t.db });
    await rollups.run();
    const now = new Date().toISOString();
    await saveSearch(t.db, { by: as(buyer), partNumber: 'RP100', at: now, found: [part] });
    await sendMessage(t.db, { from: as(buyer), toCompanyId: dealer.companyId!, at: now });
    await rollups.run();
    const once = await rollupRows();
    // The rows are younger than the lag: the marks stay below them and they are remembered as counted.
    const [remembered] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as "n" from stats_processed`,
    );
    expect(remembered!.n).toBeGreaterThanOrEqual(2);
    await rollups.run();
    await rollups.run();
    expect(await rollupRows()).toEqual(once);
    // Once they are older than the lag the marks pass them and they are forgotten, still counted once.
    await createStatsRollups({ db: t.db, lagSeconds: 0 }).run();
    expect(await rollupRows()).toEqual(once);
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as "n" from stats_processed`,
    );
    expect(left!.n).toBe(0);
    const today = now.slice(0, 10);
    const figures = await overview(dealer, `period=custom&from=${today}&to=${today}`);
    expect(figures.totals).toMatchObject({ searches: 1, messagesReceived: 1 });
  });

  it('a run that fails midway leaves no partial count: the next run counts the rest once', async () => {
    const { dealer, buyer, part, as } = await pair('CR');
    const rollups = createStatsRollups({ db: t.db });
    await rollups.run();
    const now = new Date().toISOString();
    await saveSearch(t.db, { by: as(buyer), partNumber: 'CR100', at: now, found: [part] });
    await sendMessage(t.db, { from: as(buyer), toCompanyId: dealer.companyId!, at: now });
    // The last source of a run fails (a division by zero in its query) after searches and messages
    // were counted and committed: its transaction rolls back, the run stops there.
    await t.db.execute(
      sql`create table broken_quotes (id serial primary key, created_at timestamptz not null)`,
    );
    await t.db.execute(sql`insert into broken_quotes (created_at) values (now())`);
    const broken: QuoteFeed = {
      table: sql`broken_quotes`,
      rows: (where) => sql`select q.id, 1 / 0 as company_id, 0 as counterpart_id, q.created_at as at,
        null as part_number from broken_quotes q where ${where}`,
      answers: () => sql`select 0 as company_id, 0 as counterpart_id, now() as at where false`,
    };
    await expect(createStatsRollups({ db: t.db, quoteFeed: broken }).run()).rejects.toThrow();
    await rollups.run();
    await rollups.run();
    const today = now.slice(0, 10);
    const figures = await overview(dealer, `period=custom&from=${today}&to=${today}`);
    expect(figures.totals).toMatchObject({ searches: 1, messagesReceived: 1 });
  });
});

describe('events through the real modules', () => {
  it('counts a search, a message, its answer and an order as the part matcher, messaging and orders saved them', async () => {
    const { dealer, buyer } = await pair('RL');
    const listed = await stockPart(t.db, dealer.companyId!, {
      partnum: '7Y-5555',
      make: 'CAT',
      quantity: 3,
      priceCents: 999,
    });
    const rollups = createStatsRollups({ db: t.db });
    await rollups.run();
    const inject = (who: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
    const search = await inject(buyer, 'GET', '/api/parts/7Y5555');
    expect(search.statusCode, search.body).toBe(200);
    const message = await inject(buyer, 'POST', '/api/message', {
      recipientCompanyId: dealer.companyId,
      subject: 'About 7Y5555',
      body: 'Two please.',
      messageType: 'part',
      relatedPartId: listed,
    });
    expect(message.statusCode, message.body).toBe(201);
    const reply = await inject(dealer, 'POST', `/api/messages/${message.json().data.id}/reply`, {
      body: 'Yes.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    // The buyer orders the row found, submits the request; the dealer approves it; payment places it.
    const row = (search.json().data.parts as Array<{ id: number; companyId: number }>)[0]!;
    const order = await inject(buyer, 'POST', '/api/orders', {
      vendorCompanyId: row.companyId,
      searchId: row.id,
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().data.orderId as number;
    expect((await inject(buyer, 'POST', `/api/orders/${orderId}/submit-order`, {})).statusCode).toBe(200);
    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/respond-order`,
      headers: dealer.headers,
      payload: { shippingAmount: '10', taxAmount: '2' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    await t.db.transaction((tx) => placeOrderForPayment(tx, orderId));
    await rollups.run();
    const today = new Date().toISOString().slice(0, 10);
    const figures = await overview(dealer, `period=custom&from=${today}&to=${today}`);
    expect(figures.totals).toMatchObject({
      searches: 1,
      buyerCompanies: 1,
      messagesReceived: 1,
      ordersReceived: 1,
      ordersPlaced: 1,
      // $9.99 + $10 shipping + $2 tax (no payment row here: the order's own total).
      ordersPlacedAmountCents: 2199,
    });
    expect(figures.funnel).toEqual({ searched: 1, answered: 1, ordered: 1, paid: 1 });
    expect(figures.replyTime.answered).toBe(2);
  });
});

describe('network reply times', () => {
  it('are shown only when at least five member companies hold events', async () => {
    const range = 'period=custom&from=2024-08-01&to=2024-08-31';
    const companies: TestUser[] = [];
    const rollups = createStatsRollups({ db: t.db });
    for (let i = 1; i <= 5; i++) {
      const { dealer, buyer, part, as } = await pair(`NW${i}`);
      companies.push(dealer);
      await saveSearch(t.db, {
        by: as(buyer),
        partNumber: `NW${i}100`,
        at: '2024-08-05T08:00:00Z',
        found: [part],
      });
      // Dealer i answers after i hours.
      await sendMessage(t.db, {
        from: as(dealer),
        toCompanyId: buyer.companyId!,
        at: `2024-08-05T${String(8 + i).padStart(2, '0')}:00:00Z`,
      });
      await rollups.run();
      const { replyTime } = await overview(dealer, range);
      expect(replyTime.medianSeconds).toBe(i * 3600);
      if (i < 5) expect(replyTime).toMatchObject({ networkMedianSeconds: null, networkCompanies: null });
      else expect(replyTime).toMatchObject({ networkMedianSeconds: 3 * 3600, networkCompanies: 5 });
    }
    // A company that is not a member does not count.
    await t.db.execute(sql`update companies set memid = null where id = ${companies[0]!.companyId}`);
    await sendMessage(t.db, {
      from: { userId: companies[1]!.userId, companyId: companies[1]!.companyId! },
      toCompanyId: companies[2]!.companyId!,
      at: '2024-08-20T08:00:00Z',
    });
    await rollups.run();
    expect((await overview(companies[1]!, range)).replyTime.networkCompanies).toBeNull();
  });
});

describe('Quick Quotes through the quote feed', () => {
  it('counts a quote once per request (a replacement adds nothing), as an answer too', async () => {
    const { dealer, buyer, part, as } = await pair('QQ');
    await saveSearch(t.db, { by: as(buyer), partNumber: 'QQ100', at: '2024-09-02T10:00:00Z', found: [part] });
    const [quote] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into quotes (request_id, dealer_company_id, buyer_company_id, valid_until, created_at, updated_at)
          values (1, ${dealer.companyId}, ${buyer.companyId}, '2024-09-09T00:00:00Z', '2024-09-02T10:30:00Z',
            '2024-09-02T10:30:00Z') returning id as "id"`,
    );
    const addLine = () =>
      t.db
        .execute(sql`insert into quote_lines (quote_id, position, part_search_id, part_number, description, condition,
          price, quantity, lead_time_days) values (${quote!.id}, 0, 1, 'QQ-100', 'PUMP', 'NEW', 100, 1, 0)`);
    await addLine();
    const rollups = createStatsRollups({ db: t.db, quoteFeed: quotesTableFeed });
    await rollups.run();
    // The dealer replaces its quote: the same row, new lines.
    await t.db.execute(sql`delete from quote_lines where quote_id = ${quote!.id}`);
    await addLine();
    await t.db.execute(
      sql`update quotes set status = 'updated', updated_at = '2024-09-02T11:00:00Z' where id = ${quote!.id}`,
    );
    await rollups.run();
    const figures = await overview(dealer, 'period=custom&from=2024-09-01&to=2024-09-30');
    expect(figures.totals.quickQuotesSent).toBe(1);
    expect(figures.funnel).toMatchObject({ searched: 1, answered: 1 });
    expect(figures.replyTime).toMatchObject({ answered: 1, medianSeconds: 1800 });
    await t.db.execute(sql`delete from quotes`);
  });

  it("counts buyers' accepts and declines once each, on their day, through replays and the backfill", async () => {
    const { dealer, buyer, as } = await pair('QO');
    const other = await createTestUser(t, { memid: 'QO-D2', company: { name: 'QO Dealer 2' } });
    await saveSearch(t.db, { by: as(buyer), partNumber: 'QO100', at: '2024-10-01T10:00:00Z', found: [] });
    const quoteBy = async (companyId: number) =>
      (
        await queryRows<{ id: number }>(
          t.db,
          sql`insert into quotes (request_id, dealer_company_id, buyer_company_id, valid_until, created_at, updated_at)
              values (2, ${companyId}, ${buyer.companyId}, '2024-10-09T00:00:00Z', '2024-10-01T11:00:00Z',
                '2024-10-01T11:00:00Z') returning id as "id"`,
        )
      )[0]!.id;
    const accepted = await quoteBy(dealer.companyId!);
    const declined = await quoteBy(other.companyId!);
    const outcome = (id: number, companyId: number, kind: string, at: string) =>
      t.db
        .execute(sql`insert into quote_outcomes (quote_id, dealer_company_id, buyer_company_id, outcome, created_at)
        values (${id}, ${companyId}, ${buyer.companyId}, ${kind}, ${at})`);
    // One outcome before the job's first run (backfilled), the rest after it (the live step).
    await outcome(declined, other.companyId!, 'declined', '2024-10-02T09:00:00Z');
    const rollups = createStatsRollups({ db: t.db, quoteFeed: quotesTableFeed, lagSeconds: 0 });
    await rollups.run();
    await outcome(accepted, dealer.companyId!, 'accepted', '2024-10-03T09:00:00Z');
    // Declined again after the dealer replaced it: a second decline of a second offer.
    await outcome(declined, other.companyId!, 'declined', '2024-10-04T09:00:00Z');
    await rollups.run();
    await rollups.run();
    const period = 'period=custom&from=2024-10-01&to=2024-10-31';
    const mine = await overview(dealer, period);
    expect(mine.totals).toMatchObject({ quickQuotesSent: 1, quickQuotesAccepted: 1, quickQuotesDeclined: 0 });
    const theirs = await overview(other, `${period}&groupBy=week`);
    expect(theirs.totals).toMatchObject({ quickQuotesAccepted: 0, quickQuotesDeclined: 2 });
    // The series add up to the totals, each decline on its own day's week.
    expect(theirs.series.reduce((n, s) => n + s.quickQuotesDeclined, 0)).toBe(2);
    await t.db.execute(sql`delete from quotes`);
  });
});

describe('scheduling', () => {
  it('keeps exactly one run queued, due within the interval', async () => {
    const rollups = createStatsRollups({ db: t.db });
    await rollups.scheduleNext();
    await rollups.scheduleNext();
    const queued = await queryRows<{ id: number; due: number }>(
      t.db,
      sql`select id as "id", extract(epoch from run_at - now())::int as "due" from jobs
          where kind = ${statsRollupJob.kind} and status = 'pending'`,
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]!.due).toBeLessThanOrEqual(60);
    // The job running now queues its successor.
    await rollups.scheduleNext({ except: queued[0]!.id });
    const after = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as "n" from jobs where kind = ${statsRollupJob.kind} and status = 'pending'`,
    );
    expect(after[0]!.n).toBe(2);
  });
});
