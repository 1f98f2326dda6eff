import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PartRow, PartSearchGroup } from '@ironmatch/contracts/part-matcher';
import type { GuestPartRow } from '@ironmatch/contracts/guest-part-search';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import { jobs } from '../../db/schema/jobs';
import type { QueuedMail } from '../../platform/mail/mail-job';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from './part-matcher.fixtures';

/** Issue 10: the part matcher must not mislead (match kinds, description fallback, notices, browse, limits). */
describe('part matcher: results a parts manager can trust', async () => {
  const t = await createTestApp();
  let buyer: TestUser;
  let exactDealer: TestUser;
  let prefixDealer: TestUser;

  const get = (url: string, who?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  /** Mail queued since the last call, as [recipient, part numbers named in the subject]. */
  const queuedMail = async () => {
    const rows = await t.db.select().from(jobs);
    await t.db.delete(jobs);
    return rows.map((j) => j.payload as QueuedMail);
  };

  beforeAll(async () => {
    await seedMakes(t);
    buyer = await createTestUser(t, { company: { name: 'Trusting Buyer Co' }, firstName: 'Tru' });
    exactDealer = await createTestUser(t, { company: { name: 'Exact Filters Inc' } });
    prefixDealer = await createTestUser(t, { company: { name: 'Assembly Prefix Ltd' } });
    await addParts(t, exactDealer.companyId!, [
      { partnum: '1R-0750', description: 'FUEL FILTER', priceCents: 1800 },
      { partnum: '155-3147', description: 'SEAL', make: 'JD' },
    ]);
    await addParts(t, prefixDealer.companyId!, [
      { partnum: '1R-07501', description: 'FUEL FILTER BASE ASSY', priceCents: 18900 },
    ]);
  });
  beforeEach(async () => {
    await t.app.ctx.jobs.drain();
    await t.db.delete(jobs);
  });

  describe('exact and "begins with" matches (item 3)', () => {
    it('marks each row with its match kind, exact rows first', async () => {
      const res = await get('/api/parts/1R0750', buyer);
      const parts = res.json().data.parts as PartRow[];
      expect(parts.map((p) => [p.partnum, p.matchKind])).toEqual([
        ['1R-0750', 'exact'],
        ['1R-07501', 'prefix'],
      ]);
      const multi = await get('/api/parts?partNumbers=1R0750,1553147', buyer);
      const groups = multi.json().data.groups as PartSearchGroup[];
      expect(groups.map((g) => g.parts.map((p) => p.matchKind))).toEqual([['exact', 'prefix'], ['exact']]);
      const guest = (await get('/api/guestparts/1R0750')).json().data.parts as GuestPartRow[];
      expect(guest.map((p) => p.matchKind)).toEqual(['exact', 'prefix']);
    });

    it('keeps the match kind in my results and in the part requests received', async () => {
      await get('/api/parts/1R075', buyer);
      const own = (await get('/api/partResults?limit=1', buyer)).json().data.parts[0];
      expect(own.partNumber).toBe('1R075');
      expect((own.PartSearchResults as PartRow[]).map((p) => p.matchKind)).toEqual(['prefix', 'prefix']);
    });

    it('emails only dealers with an exact match', async () => {
      const buyer2 = await createTestUser(t, { company: { name: 'Second Buyer' } });
      await get('/api/parts/1R0750', buyer2);
      const mails = await queuedMail();
      expect(mails.map((m) => m.to)).toEqual([exactDealer.email]);
      // A search that only begins the dealer's number tells nobody.
      await get('/api/parts/1R07', buyer2);
      expect(await queuedMail()).toEqual([]);
    });
  });

  describe('one email per part number per searching company per day (item 4)', () => {
    it('emails at once, then not again for 24 hours; other companies and numbers still email', async () => {
      const repeater = await createTestUser(t, { company: { name: 'Repeat Searcher LLC' } });
      await get('/api/parts/1R0750?comments=first', repeater);
      expect((await queuedMail()).map((m) => m.to)).toEqual([exactDealer.email]);
      // Repeats, a multi-part search and concurrent searches by the same company: no new mail.
      await get('/api/parts/1R-0750', repeater);
      await get('/api/parts?partNumbers=1R0750', repeater);
      await Promise.all([1, 2, 3].map(() => get('/api/parts/1r0750', repeater)));
      expect(await queuedMail()).toEqual([]);
      // Another part number of the same dealer is news.
      await get('/api/parts/1553147', repeater);
      expect((await queuedMail()).map((m) => m.to)).toEqual([exactDealer.email]);
      // The feeds record every search.
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from part_search_matches m join part_searches ps on ps.id = m.part_search_id
            where ps.company_id = ${repeater.companyId} and m.company_id = ${exactDealer.companyId}`,
      );
      expect(row!.n).toBe(7);
      // After 24 hours the dealer hears of it again.
      await t.db.execute(
        sql`update part_search_notices set notified_at = notified_at - interval '24 hours'
            where searcher_company_id = ${repeater.companyId} and part_number = '1R0750'`,
      );
      await get('/api/parts/1R0750', repeater);
      expect((await queuedMail()).map((m) => m.to)).toEqual([exactDealer.email]);
    });

    it('names only the part numbers the dealer has not heard of in a multi-part search', async () => {
      const multi = await createTestUser(t, { company: { name: 'Multi Buyer Co' } });
      await get('/api/parts/1R0750', multi);
      await queuedMail();
      await get('/api/parts?partNumbers=1R0750,155-3147', multi);
      const mails = await queuedMail();
      expect(mails.map((m) => [m.to, m.subject])).toEqual([
        [exactDealer.email, 'Part 1553147 was just searched on IronMatch'],
      ]);
    });
  });

  describe('a browse click is not a buyer search (item 5)', () => {
    it('saves the click as from browse, with the manufacturer, no description, and emails nobody', async () => {
      const browser = await createTestUser(t, { company: { name: 'Browsing Buyer' } });
      const res = await get('/api/parts/1553147?source=browse&manufacturer=JD', browser);
      expect(res.statusCode).toBe(200);
      expect((res.json().data.parts as PartRow[]).map((p) => p.partnum)).toEqual(['155-3147']);
      expect(await queuedMail()).toEqual([]);
      // An older client's 'Browse Search' description means the same, and is not saved as a description.
      await get('/api/parts/1R0750?description=Browse%20Search', browser);
      expect(await queuedMail()).toEqual([]);
      const own = (await get('/api/partResults', browser)).json().data.parts as Array<{
        partNumber: string;
        manufacturer: string | null;
        description: string | null;
        fromBrowse: boolean;
      }>;
      expect(own.map((s) => [s.partNumber, s.manufacturer, s.description, s.fromBrowse])).toEqual([
        ['1R0750', null, null, true],
        ['1553147', 'JD', null, true],
      ]);
      // The same buyer typing the search is a search: the dealer is emailed.
      await get('/api/parts/1553147?manufacturer=JD', browser);
      expect((await queuedMail()).map((m) => m.to)).toEqual([exactDealer.email]);
      const latest = (await get('/api/partResults?limit=1', browser)).json().data.parts[0];
      expect(latest.fromBrowse).toBe(false);
    });
  });

  describe('a description never produces a false "nothing in stock" (item 1)', () => {
    it('narrows when it matches, and answers the part number alone when it removes every match', async () => {
      const narrowed = (await get('/api/parts/1R0750?description=base%20assy', buyer)).json();
      expect(narrowed.data.withoutDescription).toBe(false);
      expect((narrowed.data.parts as PartRow[]).map((p) => p.partnum)).toEqual(['1R-07501']);

      const res = await get('/api/parts/1R0750?description=Fuel%20filter%20for%20D6R', buyer);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data.withoutDescription).toBe(true);
      expect(body.data.count).toBe(2);
      expect((body.data.parts as PartRow[]).map((p) => [p.partnum, p.matchKind])).toEqual([
        ['1R-0750', 'exact'],
        ['1R-07501', 'prefix'],
      ]);
      expect(body.message).toBe(
        'No part for 1R0750 matches the description "Fuel filter for D6R"; 2 parts match the part number alone.',
      );
      // Saved with what was shown, and the buyer's description.
      const own = (await get('/api/partResults?limit=1', buyer)).json().data.parts[0];
      expect([own.description, own.matchCount]).toEqual(['Fuel filter for D6R', 2]);
    });

    it('decides per part number in a multi-part search; other filters still apply', async () => {
      const res = await get('/api/parts?partNumbers=1R0750,1553147&description=base%20assy', buyer);
      const groups = res.json().data.groups as PartSearchGroup[];
      expect(groups.map((g) => [g.partNumber, g.withoutDescription, g.parts.map((p) => p.partnum)])).toEqual([
        ['1R0750', false, ['1R-07501']],
        ['1553147', true, ['155-3147']],
      ]);
      // The manufacturer filter is not dropped: a JD part is no CAT part, description or not.
      const cat = (
        await get('/api/parts/1553147?description=nothing%20like%20it&manufacturer=CAT', buyer)
      ).json();
      expect([cat.data.count, cat.data.withoutDescription]).toEqual([0, false]);
    });
  });

  describe('over-long part numbers get a sentence, not a developer error (item 6)', () => {
    const tooLong = 'A part number can be at most 40 letters and digits long.';
    it('answers 400 with a readable sentence on every search call', async () => {
      const long = 'A'.repeat(300);
      for (const [url, who] of [
        [`/api/guestparts/${long}`, undefined],
        [`/api/parts/${long}`, buyer],
        [`/api/parts/${'B'.repeat(41)}`, buyer],
        [`/api/parts?partNumbers=1R0750,${'C'.repeat(41)}`, buyer],
        [`/api/generalRequest/Need%20it?partNumber=${'D'.repeat(41)}`, buyer],
      ] as const) {
        const res = await t.app.inject({
          method: url.startsWith('/api/generalRequest') ? 'POST' : 'GET',
          url,
          headers: who?.headers ?? {},
        });
        expect(res.statusCode, url.slice(0, 40)).toBe(400);
        expect(res.json().message).toBe(tooLong);
        expect(res.body).not.toContain('No API route');
      }
    });

    it('counts the 40 characters after normalisation', async () => {
      // 40 letters and digits written with dashes is still a part number.
      const dashed = Array.from({ length: 10 }, () => 'AB12').join('-');
      const res = await get(`/api/guestparts/${dashed}`);
      expect(res.statusCode).toBe(200);
      expect((await get(`/api/guestparts/${dashed}9`)).statusCode).toBe(400);
    });
  });
});
