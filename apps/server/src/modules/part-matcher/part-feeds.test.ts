import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnPartSearch, PartSearch, ReceivedPartSearch } from '@ironmatch/contracts/part-matcher';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { recordPartContact } from './part-contacts.service';
import { removeInventoryParts } from '../inventory/stock-bulk.service';
import { addParts, seedMakes } from './part-matcher.fixtures';

describe('part matcher: my results and the member feeds', async () => {
  const t = await createTestApp();
  let buyer: TestUser;
  let colleague: TestUser;
  let otherBuyer: TestUser;
  let dealer: TestUser;
  let otherDealer: TestUser;
  let nonMember: TestUser;
  const loopNumbers = Array.from({ length: 27 }, (_, i) => `LP${String(i).padStart(2, '0')}X`);

  const get = (url: string, who?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const search = async (who: TestUser, path: string) => {
    const res = await get(`/api/parts/${path}`, who);
    expect(res.statusCode).toBe(200);
    return res.json().data.searchId as number;
  };

  beforeAll(async () => {
    await seedMakes(t);
    buyer = await createTestUser(t, {
      company: { name: 'Ridge Excavating' },
      firstName: 'Dana',
      lastName: 'Whit',
    });
    // A second login in the buyer's company.
    colleague = await createTestUser(t, { company: false, firstName: 'Luis', lastName: 'Ortega' });
    await t.db.execute(sql`update users set company_id = ${buyer.companyId} where id = ${colleague.userId}`);
    await t.db.execute(
      sql`insert into company_memberships (user_id, company_id) values (${colleague.userId}, ${buyer.companyId})`,
    );
    colleague = { ...colleague, ...(await signed(colleague.userId, buyer.companyId!)) };
    otherBuyer = await createTestUser(t, {
      company: { name: 'County Roads Dept' },
      firstName: 'Otto',
      lastName: 'Other',
    });
    dealer = await createTestUser(t, { company: { name: 'Summit Heavy', memid: 'NC9' }, memid: 'NC9' });
    otherDealer = await createTestUser(t, { company: { name: 'Valley Iron', memid: 'NC8' }, memid: 'NC8' });
    nonMember = await createTestUser(t, { company: { name: 'Plain Dealer' } });
    await addParts(t, dealer.companyId!, [
      { partnum: '1R-0750', description: 'FUEL FILTER', priceCents: 2400 },
      { partnum: '6I-2503', description: 'AIR FILTER' },
      // 27 numbers searched once each below (the same numbers searched again would join one request).
      ...loopNumbers.map((n) => ({ partnum: n, description: 'AIR FILTER' })),
    ]);
    await addParts(t, otherDealer.companyId!, [
      { partnum: '1R-0750', description: 'FILTER', condition: 'USED' },
    ]);
  });

  async function signed(userId: number, companyId: number) {
    const accessToken = await t.app.ctx.tokens.sign({
      userId,
      companyId,
      memid: null,
      emailVerified: true,
      loginId: randomUUID(),
    });
    return { companyId, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
  }

  describe('GET /api/partResults', () => {
    it("says 'No parts searched for yet.' before any search", async () => {
      const res = await get('/api/partResults', buyer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'No parts searched for yet.',
        data: { parts: [], count: 0 },
      });
      expect((await get('/api/partResults')).statusCode).toBe(401);
    });

    it("lists the company's searches newest first, each with its result rows, 25 then 25 more", async () => {
      const first = await search(buyer, '1R0750?comments=need%20two');
      await search(colleague, 'ZZZ999');
      for (const n of loopNumbers) await search(buyer, `${n}?description=air%20filter`);
      await search(otherBuyer, '1R0750');

      const page1 = (await get('/api/partResults', buyer)).json().data as {
        parts: OwnPartSearch[];
        count: number;
      };
      expect(page1.count).toBe(29);
      expect(page1.parts).toHaveLength(25);
      expect(page1.parts[0]!.partNumber).toBe('LP26X');
      const more = (await get('/api/partResults?limit=25&offset=25', buyer)).json().data as {
        parts: OwnPartSearch[];
      };
      expect(more.parts).toHaveLength(4);
      const last = more.parts[3]!;
      expect(last).toMatchObject({
        id: first,
        partNumber: '1R0750',
        comments: 'need two',
        manufacturer: null,
        condition: null,
        partsMatched: true,
        matchCount: 2,
        User: {
          id: buyer.userId,
          firstName: 'Dana',
          lastName: 'Whit',
          companyId: buyer.companyId,
          Company: { name: 'Ridge Excavating' },
        },
      });
      expect(last.PartSearchResults.map((r) => [r.companyName, r.partnum, r.price])).toEqual([
        ['Summit Heavy', '1R-0750', 2400],
        ['Valley Iron', '1R-0750', 1999],
      ]);
      expect(last.PartSearchResults[0]!.partSearchId).toBe(first);
      // The colleague's search is the company's too; a search without matches has no rows.
      const empty = more.parts[2]!;
      expect(empty).toMatchObject({
        partNumber: 'ZZZ999',
        partsMatched: false,
        matchCount: 0,
        PartSearchResults: [],
      });
      expect(empty.User.firstName).toBe('Luis');
      // The other company sees only its own.
      expect((await get('/api/partResults', otherBuyer)).json().data.count).toBe(1);
    });

    it('keeps the snapshot when the dealer later changes the part', async () => {
      await t.db.execute(
        sql`update inventory_parts set price_cents = 99999 where partnum = '1R-0750' and company_id = ${dealer.companyId}`,
      );
      const more = (await get('/api/partResults?offset=28', buyer)).json().data as { parts: OwnPartSearch[] };
      expect(more.parts[0]!.PartSearchResults[0]!.price).toBe(2400);
      await t.db.execute(
        sql`update inventory_parts set price_cents = 2400 where partnum = '1R-0750' and company_id = ${dealer.companyId}`,
      );
    });

    it('keeps the row when the dealer removes the part, with partId null', async () => {
      const extra = await addParts(t, otherDealer.companyId!, [{ partnum: 'QX-7781', description: 'YOKE' }]);
      await search(buyer, 'QX7781');
      const before = (await get('/api/partResults?limit=1', buyer)).json().data.parts[0] as OwnPartSearch;
      expect(before.PartSearchResults[0]!.partId).toBe(extra[0]);
      await removeInventoryParts(t.db, otherDealer.companyId!, extra);
      const after = (await get('/api/partResults?limit=1', buyer)).json().data.parts[0] as OwnPartSearch;
      expect(after.PartSearchResults[0]).toMatchObject({
        partId: null,
        partnum: 'QX-7781',
        description: 'YOKE',
      });
      await t.db.execute(sql`delete from part_searches where id = ${after.id}`);
    });

    it('pages by search request: a multi-part search is one request with all its searches', async () => {
      const before = (await get('/api/partResults', buyer)).json().data.count as number;
      const numbers = Array.from({ length: 20 }, (_, i) => `MULTI${i}X`);
      numbers[0] = '1R0750';
      const res = await get(`/api/parts?partNumbers=${numbers.join(',')}`, buyer);
      expect(res.statusCode).toBe(200);
      await search(buyer, '6I2503');

      const page = (await get('/api/partResults?limit=2', buyer)).json().data as {
        parts: OwnPartSearch[];
        count: number;
      };
      // 20 searches, one request: the count grows by two (the multi-part request and the single one).
      expect(page.count).toBe(before + 2);
      expect(page.parts).toHaveLength(21);
      expect(page.parts[0]!.partNumber).toBe('6I2503');
      const multi = page.parts.slice(1);
      expect(multi.map((p) => p.partNumber)).toEqual(numbers);
      expect(new Set(multi.map((p) => p.requestId))).toEqual(new Set([multi[0]!.id]));
      expect(page.parts[0]!.requestId).toBe(page.parts[0]!.id);
      expect(multi[0]!.PartSearchResults).toHaveLength(2);

      // The filter by part number keeps the matching searches of each request, paged by request.
      const filtered = (await get('/api/partResults?partNumber=multi1', buyer)).json().data as {
        parts: OwnPartSearch[];
        count: number;
      };
      expect(filtered.count).toBe(1);
      expect(filtered.parts.map((p) => p.partNumber)).toEqual(numbers.filter((n) => n.startsWith('MULTI1')));
      const byNumber = (await get('/api/partResults?partNumber=1r-0750', buyer)).json().data as {
        parts: OwnPartSearch[];
        count: number;
      };
      // The multi-part request and the first single search of 1R0750.
      expect(byNumber.count).toBe(2);
      expect(byNumber.parts.every((p) => p.partNumber === '1R0750')).toBe(true);
      // The other company sees none of it.
      expect((await get('/api/partResults?partNumber=MULTI', otherBuyer)).json().data.count).toBe(0);
      // The feeds below count the searches made so far.
      const ids = page.parts.map((p) => p.id);
      await t.db.execute(
        sql`delete from part_search_matches where part_search_id = any(${sql.param(ids)}::int[])`,
      );
      await t.db.execute(sql`delete from part_searches where id = any(${sql.param(ids)}::int[])`);
    });
  });

  describe('GET /api/allPartSearches', () => {
    it('is for members only', async () => {
      expect((await get('/api/allPartSearches')).statusCode).toBe(401);
      const res = await get('/api/allPartSearches', nonMember);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You must be a NetCom user to have access to this page.');
    });

    it("lists other companies' searches of the last 7 days, newest first, paged", async () => {
      const own = await search(dealer, '1R0750?approved=yes');
      const res = await get('/api/allPartSearches', dealer);
      const data = res.json().data as { rows: PartSearch[]; count: number };
      expect(data.count).toBe(30);
      expect(data.rows).toHaveLength(25);
      expect(data.rows.some((r) => r.id === own)).toBe(false);
      expect(data.rows[0]).toMatchObject({
        partNumber: '1R0750',
        User: { Company: { name: 'County Roads Dept' } },
      });

      const page2 = (await get('/api/allPartSearches?page=2&limit=25', dealer)).json().data as {
        rows: PartSearch[];
      };
      expect(page2.rows).toHaveLength(5);
      expect(page2.rows.at(-1)!).toMatchObject({
        partNumber: '1R0750',
        comments: 'need two',
        hasBeenMessaged: false,
      });

      // Older than 7 days: gone from the feed.
      const oldest = page2.rows.at(-1)!.id;
      await t.db.execute(
        sql`update part_searches set created_at = now() - interval '7 days 1 minute' where id = ${oldest}`,
      );
      const after = (await get('/api/allPartSearches?page=2', dealer)).json().data as {
        rows: PartSearch[];
        count: number;
      };
      expect(after.count).toBe(29);
      expect(after.rows.some((r) => r.id === oldest)).toBe(false);
      await t.db.execute(
        sql`update part_searches set created_at = now() - interval '6 days' where id = ${oldest}`,
      );
      expect((await get('/api/allPartSearches', dealer)).json().data.count).toBe(30);
    });

    it('flags searches your company already replied to', async () => {
      const rows = (await get('/api/allPartSearches', dealer)).json().data.rows as PartSearch[];
      await recordPartContact(t.db, { senderCompanyId: dealer.companyId!, partSearchId: rows[1]!.id });
      const again = (await get('/api/allPartSearches', dealer)).json().data.rows as PartSearch[];
      expect(again.map((r) => r.hasBeenMessaged).slice(0, 3)).toEqual([false, true, false]);
      const forOthers = (await get('/api/allPartSearches', otherDealer)).json().data.rows as PartSearch[];
      expect(forOthers.find((r) => r.id === rows[1]!.id)!.hasBeenMessaged).toBe(false);
    });
  });

  describe('GET /api/allPartSearchesByCompany', () => {
    it('is for members only', async () => {
      expect((await get('/api/allPartSearchesByCompany', nonMember)).statusCode).toBe(403);
    });

    it("lists other companies' searches that matched your parts, with your matched rows", async () => {
      const res = await get('/api/allPartSearchesByCompany?limit=5', otherDealer);
      const data = res.json().data as { rows: ReceivedPartSearch[]; count: number };
      // Valley Iron stocks 1R-0750 only: the buyer's, the other buyer's and Summit's own search matched it.
      expect(data.count).toBe(3);
      expect(data.rows.map((r) => r.PartSearch.User.Company.name)).toEqual([
        'Summit Heavy',
        'County Roads Dept',
        'Ridge Excavating',
      ]);
      const first = data.rows[2]!;
      expect(first.PartSearch).toMatchObject({
        part_number: '1R0750',
        partNumber: '1R0750',
        comments: 'need two',
      });
      expect(first.partSearchId).toBe(first.PartSearch.id);
      expect(first.parts.map((p) => [p.companyName, p.condition])).toEqual([['Valley Iron', 'USED']]);

      const summit = (await get('/api/allPartSearchesByCompany?page=1&limit=25', dealer)).json().data as {
        rows: ReceivedPartSearch[];
        count: number;
      };
      // 1 + 27 + 1 searches by the two buyers; never its own.
      expect(summit.count).toBe(29);
      expect(summit.rows).toHaveLength(25);
      expect(summit.rows.every((r) => r.PartSearch.User.Company.name !== 'Summit Heavy')).toBe(true);
      expect(summit.rows.every((r) => r.parts.every((p) => p.companyName === 'Summit Heavy'))).toBe(true);
      const page2 = (await get('/api/allPartSearchesByCompany?page=2&limit=25', dealer)).json().data.rows;
      expect(page2).toHaveLength(4);
    });
  });
});
