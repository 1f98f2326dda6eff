import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnPartSearch, ReceivedPartSearch } from '@ironmatch/contracts/part-matcher';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from './part-matcher.fixtures';

/** Issue 21, items 15 and 16: a repeated search joins its request; the dealer's feed is one card per request. */
describe('part matcher: search requests', async () => {
  const t = await createTestApp();
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let dealer: TestUser;

  const get = (url: string, who?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const multi = async (who: TestUser, numbers: string[]) => {
    const res = await get(`/api/parts?partNumbers=${encodeURIComponent(numbers.join('\n'))}`, who);
    expect(res.statusCode).toBe(200);
  };
  const results = async (who: TestUser, query = '') =>
    (await get(`/api/partResults${query}`, who)).json().data as { parts: OwnPartSearch[]; count: number };

  beforeAll(async () => {
    await seedMakes(t);
    buyer = await createTestUser(t, { company: { name: 'Ridge Excavating' } });
    otherBuyer = await createTestUser(t, { company: { name: 'County Roads Dept' } });
    dealer = await createTestUser(t, { company: { name: 'Summit Heavy', memid: 'NC9' }, memid: 'NC9' });
    await addParts(t, dealer.companyId!, [
      { partnum: 'NM-2186-001', description: 'SEAL KIT', quantity: 4, priceCents: 12550 },
      { partnum: '4T-5305', description: 'BOLT', quantity: 12, priceCents: null },
    ]);
  });

  describe('GET /api/partResults (item 15)', () => {
    it('joins the same numbers searched again within a day to the earlier request', async () => {
      await multi(buyer, ['1R0750', '4T-5305', 'nm2186001']);
      const first = await results(buyer);
      expect(first.count).toBe(1);
      expect(first.parts.map((p) => [p.partNumber, p.timesSearched])).toEqual([
        ['1R0750', 1],
        ['4T5305', 1],
        ['NM2186001', 1],
      ]);
      const requestId = first.parts[0]!.requestId;

      // The same set in another order and spelling, twice: no new card, each number once.
      await multi(buyer, ['NM-2186-001', '1r0750', '4T5305']);
      await multi(buyer, ['4T5305', 'NM2186001', '1R-0750', '4t5305']);
      const again = await results(buyer);
      expect(again.count).toBe(1);
      expect(again.parts).toHaveLength(3);
      expect(new Set(again.parts.map((p) => p.requestId))).toEqual(new Set([requestId]));
      expect(again.parts.map((p) => p.timesSearched)).toEqual([3, 3, 3]);
      expect(again.parts.find((p) => p.partNumber === '4T5305')!.PartSearchResults).toHaveLength(1);

      // A subset is another request; so is another company's search of the same numbers.
      await multi(buyer, ['1R0750', '4T5305']);
      await multi(otherBuyer, ['1R0750', '4T5305', 'NM2186001']);
      const later = await results(buyer);
      expect(later.count).toBe(2);
      expect(later.parts[0]).toMatchObject({ partNumber: '1R0750', timesSearched: 1 });
      expect((await results(otherBuyer)).parts.map((p) => p.timesSearched)).toEqual([1, 1, 1]);
    });

    it('starts a new request once a day has passed since the last search', async () => {
      await get('/api/parts/9W1234', buyer);
      await get('/api/parts/9W1234', buyer);
      expect((await results(buyer, '?partNumber=9W1234')).parts).toMatchObject([{ timesSearched: 2 }]);
      await t.db.execute(
        sql`update part_searches set created_at = now() - interval '24 hours 1 minute' where part_number = '9W1234'`,
      );
      await get('/api/parts/9W1234', buyer);
      const page = await results(buyer, '?partNumber=9W1234');
      expect(page.count).toBe(2);
      expect(page.parts.map((p) => p.timesSearched)).toEqual([1, 2]);
    });
  });
  describe('GET /api/allPartSearchesByCompany (item 16)', () => {
    const received = async (query = '') =>
      (await get(`/api/allPartSearchesByCompany${query}`, dealer)).json().data as {
        rows: ReceivedPartSearch[];
        count: number;
      };

    it('pages by search request, with requestId, each number once and my rows as I stock them', async () => {
      // So far: the buyer's 3-number request (searched three times), its 2-number request, the other
      // buyer's 3-number request, and 9W1234 (no match). Newest match first.
      const all = await received();
      expect(all.count).toBe(3);
      const buyerResults = await results(buyer);
      const big = buyerResults.parts.find((p) => p.partNumber === 'NM2186001')!.requestId;
      const requests = [...new Set(all.rows.map((r) => r.requestId))];
      expect(requests).toHaveLength(3);
      expect(requests[2]).toBe(big);
      // Every row of a request on the page; only the numbers that matched my stock, each once.
      const card = all.rows.filter((r) => r.requestId === big);
      expect(card.map((r) => r.PartSearch.partNumber)).toEqual(['4T5305', 'NM2186001']);
      expect(card.map((r) => r.parts.map((p) => [p.partNumber, p.quan, p.price]))).toEqual([
        [['4T-5305', 12, null]],
        [['NM-2186-001', 4, 12550]],
      ]);
      expect(card.every((r) => r.partSearchId === r.PartSearch.id)).toBe(true);

      // limit counts requests: page 2 of 1 per page is the second request, whole.
      const page2 = await received('?page=2&limit=1');
      expect(page2.count).toBe(3);
      expect(new Set(page2.rows.map((r) => r.requestId))).toEqual(new Set([requests[1]]));
      expect(page2.rows).toEqual(all.rows.filter((r) => r.requestId === requests[1]));
      expect((await received('?page=4&limit=1')).rows).toEqual([]);
    });
  });
});
