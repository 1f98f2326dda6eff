import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatsOverview } from '@ironmatch/contracts/stats';
import { queryRows } from '../../db/database';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveSearch, sendMessage, sendReply, stockPart } from './stats.fixtures';
import { counterpartRows, demandSearchRows } from './stats-period-rows';
import { createStatsRollups } from './stats-rollup.service';

/** The month rollups: always the sums of their days, and a period read through them adds up the same. */

let t: TestApp;
let dealer: TestUser;
let buyers: TestUser[];

const COLUMNS = `searches, messages_received, answers, quick_quotes_sent, quick_quotes_accepted,
  quick_quotes_declined, orders_received, orders_placed, orders_placed_amount_cents`;
const sums = `sum(searches)::int as s, sum(messages_received)::int as m, sum(answers)::int as a,
  sum(orders_placed_amount_cents)::bigint::text as amount, count(distinct counterpart_id) filter (where searches > 0)::int as b`;

/** Searches, messages and replies between the dealer and two buyers on days around month ends. */
const DAYS = [
  '2024-01-15',
  '2024-01-31',
  '2024-02-01',
  '2024-02-29',
  '2024-03-10',
  '2024-03-31',
  '2024-04-02',
];

/** Periods that hold whole months, cut them at either end, or fall inside one. */
const RANGES = [
  ['2024-01-01', '2024-04-30'],
  ['2024-01-15', '2024-03-31'],
  ['2024-01-16', '2024-03-30'],
  ['2024-01-31', '2024-02-01'],
  ['2024-02-01', '2024-02-29'],
  ['2024-02-02', '2024-02-28'],
  ['2024-03-01', '2024-04-01'],
  ['2024-03-11', '2024-04-30'],
  ['2023-12-31', '2024-01-14'],
  ['2024-04-01', '2024-04-15'],
  ['2024-02-15', '2024-04-10'],
];

beforeAll(async () => {
  t = await createTestApp();
  dealer = await createTestUser(t, { memid: 'PR-D', company: { name: 'PR Dealer' } });
  buyers = [
    await createTestUser(t, { company: { name: 'PR Buyer A', shipState: 'NV' } }),
    await createTestUser(t, { company: { name: 'PR Buyer B', shipState: 'UT' } }),
  ];
  const part = await stockPart(t.db, dealer.companyId!, {
    partnum: 'PR-100',
    make: 'CAT',
    quantity: 1,
    priceCents: 100,
  });
  const as = (u: TestUser) => ({ userId: u.userId, companyId: u.companyId! });
  for (const [i, day] of DAYS.entries()) {
    const buyer = buyers[i % 2]!;
    for (let n = 0; n <= i % 3; n++)
      await saveSearch(t.db, {
        by: as(buyer),
        partNumber: 'PR100',
        at: `${day}T1${n}:00:00Z`,
        found: [part],
      });
    if (i % 2 === 0) {
      const m = await sendMessage(t.db, {
        from: as(buyer),
        toCompanyId: dealer.companyId!,
        at: `${day}T20:00:00Z`,
      });
      await sendReply(t.db, { messageId: m, from: as(dealer), at: `${day}T23:00:00Z` });
    }
  }
  await createStatsRollups({ db: t.db, chunk: 3 }).run();
});

describe('month rollups', () => {
  it('hold the sums of their days, column by column', async () => {
    const byDays = await queryRows(
      t.db,
      sql.raw(`select company_id, date_trunc('month', day::timestamp)::date::text as month, counterpart_id,
          ${COLUMNS.split(',')
            .map((c) => `sum(${c.trim()})::bigint::text as ${c.trim()}`)
            .join(', ')}
        from stats_counterpart_days group by 1, 2, 3 order by 1, 2, 3`),
    );
    const months = await queryRows(
      t.db,
      sql.raw(`select company_id, month::text as month, counterpart_id,
          ${COLUMNS.split(',')
            .map((c) => `${c.trim()}::bigint::text as ${c.trim()}`)
            .join(', ')}
        from stats_counterpart_months order by 1, 2, 3`),
    );
    expect(months.length).toBeGreaterThan(0);
    expect(months).toEqual(byDays);
  });

  it('give a period the same sums and buyers as its day rows, whichever days it cuts', async () => {
    const ranges = RANGES;
    for (const [from, to] of ranges) {
      const range = { from: from!, to: to! };
      const direct = await queryRows(
        t.db,
        sql`select ${sql.raw(sums)} from stats_counterpart_days
            where company_id = ${dealer.companyId!} and day between ${from} and ${to}`,
      );
      const read = await queryRows(
        t.db,
        sql`select ${sql.raw(sums)} from (${counterpartRows(dealer.companyId!, range)}) r`,
      );
      expect(read, `${from}..${to}`).toEqual(direct);
    }
  });

  it("hold the network demand's sums of their days, and a period's demand adds up the same", async () => {
    const byDays = await queryRows(
      t.db,
      sql`select date_trunc('month', day::timestamp)::date::text as month, manufacturer_id, part_number,
            sum(searches)::int as searches
          from stats_demand_days group by 1, 2, 3 order by 1, 2, 3`,
    );
    const months = await queryRows(
      t.db,
      sql`select month::text as month, manufacturer_id, part_number, searches
          from stats_demand_months order by 1, 2, 3`,
    );
    expect(months.length).toBeGreaterThan(1);
    expect(months).toEqual(byDays);
    for (const [from, to] of RANGES) {
      const direct = await queryRows(
        t.db,
        sql`select manufacturer_id, part_number, sum(searches)::int as searches from stats_demand_days
            where day between ${from} and ${to} group by 1, 2 order by 1, 2`,
      );
      const read = await queryRows(
        t.db,
        sql`select manufacturer_id, part_number, sum(searches)::int as searches
            from (${demandSearchRows({ from: from!, to: to! })}) r group by 1, 2 order by 1, 2`,
      );
      expect(read, `${from}..${to}`).toEqual(direct);
    }
  });

  it('the page shows the same totals by week (day rows) as by month (month rows)', async () => {
    const get = async (groupBy: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/stats?period=custom&from=2024-01-20&to=2024-04-01&groupBy=${groupBy}`,
        headers: dealer.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as StatsOverview;
    };
    const [weeks, months] = [await get('week'), await get('month')];
    expect(months.totals).toEqual(weeks.totals);
    expect(months.previousTotals).toEqual(weeks.previousTotals);
    expect(months.funnel).toEqual(weeks.funnel);
    expect(months.totals.searches).toBe(2 + 3 + 1 + 2 + 3); // Jan 31 to Mar 31 (Jan 15 and Apr 2 are out)
    expect(months.totals.buyerCompanies).toBe(2);
  });
});
