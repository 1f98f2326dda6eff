import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PartRow } from '@ironmatch/contracts/part-matcher';
import { queryRows } from '../../db/database';
import { jobs } from '../../db/schema/jobs';
import type { QueuedMail } from '../../platform/mail/mail-job';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { recordPartContact } from './part-contacts.service';
import { seedSearchWorld, type SearchWorld } from './part-search.fixtures';

describe('part matcher: search', async () => {
  const t = await createTestApp();
  let w: SearchWorld;
  let buyer: TestUser;
  let dealerA: TestUser;
  let dealerB: TestUser;
  let quietDealer: TestUser;
  let member: TestUser;
  let partIds: number[];
  const get = (url: string, who?: TestUser, remoteAddress?: string) => w.get(url, who, remoteAddress);

  beforeAll(async () => {
    w = await seedSearchWorld(t);
    ({ buyer, dealerA, dealerB, quietDealer, member, partIds } = w);
  });

  describe('manufacturer list', () => {
    it('answers every make in dropdown order without login', async () => {
      const res = await get('/api/manufList/');
      expect(res.statusCode).toBe(200);
      const list = res.json().data as Array<{ id: number; abbrname: string }>;
      expect(list.slice(0, 7).map((m) => m.abbrname)).toEqual([
        'CAT',
        'JD',
        'IHC',
        'CASE',
        'KOMATSU',
        'FA',
        'ALLIS',
      ]);
      expect(list[0]).toMatchObject({ id: expect.any(Number), abbrname: 'CAT', longName: 'Caterpillar' });
    });
  });

  describe('roles and validation', () => {
    it('needs a login, a company and a verified email', async () => {
      expect((await get('/api/parts/1R0750')).statusCode).toBe(401);
      const noCompany = await createTestUser(t, { company: false });
      const r1 = await get('/api/parts/1R0750', noCompany);
      expect(r1.statusCode).toBe(403);
      expect(r1.json().message).toBe(
        'You must add company information in order to have access to this feature.',
      );
      const unverified = await createTestUser(t, { verified: false });
      const r2 = await get('/api/parts/1R0750', unverified);
      expect(r2.statusCode).toBe(403);
      expect(r2.json().message).toBe('Please verify your email address to use this feature.');
    });

    it('needs 3 characters of part number and of description', async () => {
      const r1 = await get('/api/parts/1-r', buyer);
      expect(r1.statusCode).toBe(400);
      expect(r1.json()).toMatchObject({ message: 'Part number must be at least 3 characters long.' });
      const r2 = await get('/api/parts/1R0750?description=ab', buyer);
      expect(r2.statusCode).toBe(400);
      expect(r2.json().errors).toContain('Description must be at least 3 characters long.');
      const r3 = await get('/api/parts/1R0750?condition=SHINY', buyer);
      expect(r3.statusCode).toBe(400);
      const r4 = await get('/api/parts/1R0750?manufacturer=NOPE', buyer);
      expect(r4.statusCode).toBe(400);
      expect(r4.json().message).toBe('That manufacturer is not in the list.');
    });

    it("asks a member to confirm with approved=yes ('You appear to be a')", async () => {
      const r1 = await get('/api/parts/1R0750', member);
      expect(r1.statusCode).toBe(400);
      expect(r1.json().message).toBe(
        'You appear to be a NetCom member. Member searches are best run on NetCom.',
      );
      expect(r1.json().message).toContain('You appear to be a');
      const r2 = await get('/api/parts/1R0750?approved=yes', member);
      expect(r2.statusCode).toBe(200);
      expect(r2.json().data.parts.length).toBeGreaterThan(0);
    });
  });

  describe('matching', () => {
    it('answers exact matches first, then prefix matches, with every row field', async () => {
      const res = await get('/api/parts/1r-0750', buyer);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const parts = body.data.parts as PartRow[];
      expect(parts.map((p) => [p.partnum, p.companyName])).toEqual([
        ['1R-0750', 'Alpha Tractor Parts'],
        ['1r0750', 'Bravo Salvage Co'],
        ['1R-0750', 'Quiet Iron Supply'],
        ['1R-07501', 'Alpha Tractor Parts'],
      ]);
      expect(body.data.user).toEqual({ userId: buyer.userId, companyId: buyer.companyId, memid: null });
      expect(body.data.count).toBe(4);
      expect(body.data.searchId).toEqual(expect.any(Number));
      const first = parts[0]!;
      expect(first).toMatchObject({
        partSearchId: body.data.searchId,
        partId: partIds[0],
        companyId: dealerA.companyId,
        companyid: dealerA.companyId,
        companyname: 'Alpha Tractor Parts',
        // The dealer's city and state: its shipping address (issue 10, item 9).
        companyCity: 'Testville',
        companyState: expect.stringMatching(/^[A-Z]{2}$/),
        partNumber: '1R-0750',
        description: 'FUEL FILTER ELEMENT',
        descript: 'FUEL FILTER ELEMENT',
        condition: 'NEW',
        condlong: 'New',
        manufacturer: 'CAT',
        abbrname: 'CAT',
        manuflong: 'Caterpillar',
        quan: 12,
        price: 2450,
        usedprice: 2450,
        pics: 'filter-1.jpg; filter-2.jpg',
        isMessaged: 0,
        orderId: null,
        orderIsQuote: false,
        canTransact: true,
      });
      expect(first.id).toBe(first.partSearchResultId);
      expect(first.pictures).toEqual([
        { picId: 1, filename: 'filter-1.jpg', picurl: '/files/public/demo/filter-1.jpg' },
        { picId: 2, filename: 'filter-2.jpg', picurl: '/files/public/demo/filter-2.jpg' },
      ]);
      expect(Date.parse(first.createdAt)).not.toBeNaN();
      // Seller not ready for online trade / not a member: canTransact false. A 0 price is no price.
      expect(parts[1]!.canTransact).toBe(false);
      expect(parts[2]!).toMatchObject({ canTransact: false, price: null });
      expect(parts[3]!.price).toBeNull();
    });

    it('filters by manufacturer, condition and description words', async () => {
      const used = (await get('/api/parts/1R0750?condition=USED', buyer)).json().data.parts as PartRow[];
      expect(used.map((p) => p.companyName)).toEqual(['Bravo Salvage Co']);
      const all = (
        await get('/api/parts/1R0750?condition=All%20Conditions&manufacturer=All%20Manufacturers', buyer)
      ).json().data.parts as PartRow[];
      expect(all).toHaveLength(4);
      const jd = (await get('/api/parts/AT123?manufacturer=JD', buyer)).json().data.parts as PartRow[];
      expect(jd.map((p) => p.partnum)).toEqual(['AT123456']);
      const byId = (await get(`/api/parts/AT123?manufacturer=${jd[0] ? 'jd' : ''}`, buyer)).json().data
        .parts as PartRow[];
      expect(byId).toHaveLength(1);
      expect((await get('/api/parts/AT123?manufacturer=CAT', buyer)).json().data.parts).toEqual([]);
      const words = (await get('/api/parts/1R0750?description=fuel%20filter', buyer)).json().data
        .parts as PartRow[];
      expect(words.map((p) => p.description)).toEqual(['FUEL FILTER ELEMENT', 'FILTER, FUEL', 'FUEL FILTER']);
      // 'Browse Search' labels a search from the browse page; it filters nothing.
      const browse = (await get('/api/parts/1R0750?description=Browse%20Search', buyer)).json().data
        .parts as PartRow[];
      expect(browse).toHaveLength(4);
      // LIKE wildcards typed by a user are literal: '%%%' matches no description, so (issue 10) the
      // answer is every part of the number, flagged as such.
      const literal = (await get('/api/parts/1R0750?description=%25%25%25', buyer)).json().data;
      expect([literal.withoutDescription, literal.count]).toEqual([true, 4]);
    });

    it('answers an empty list when nothing matches', async () => {
      const res = await get('/api/parts/ZZZ999', buyer);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ parts: [], count: 0 });
    });

    it("marks parts the searcher's company already messaged about", async () => {
      await recordPartContact(t.db, { senderCompanyId: buyer.companyId!, partId: partIds[0]! });
      await recordPartContact(t.db, { senderCompanyId: buyer.companyId!, partId: partIds[0]! });
      const parts = (await get('/api/parts/1R0750', buyer)).json().data.parts as PartRow[];
      expect(parts.map((p) => p.isMessaged)).toEqual([1, 0, 0, 0]);
      const others = (await get('/api/parts/1R0750', quietDealer)).json().data.parts as PartRow[];
      expect(others.every((p) => p.isMessaged === 0)).toBe(true);
    });
  });

  describe('saving and notifying', () => {
    it('saves the search with a snapshot of its rows', async () => {
      const res = await get('/api/parts/6I2503?comments=Need%20two%20by%20Friday', buyer);
      const { searchId, parts } = res.json().data as { searchId: number; parts: PartRow[] };
      const [search] = await queryRows<{
        part_number: string;
        comments: string;
        match_count: number;
        company_id: number;
      }>(
        t.db,
        sql`select part_number, comments, match_count, company_id from part_searches where id = ${searchId}`,
      );
      expect(search).toEqual({
        part_number: '6I2503',
        comments: 'Need two by Friday',
        match_count: 1,
        company_id: buyer.companyId,
      });
      const snap = await queryRows<{ id: number; partnum: string; price_cents: number }>(
        t.db,
        sql`select id, partnum, price_cents from part_search_results where part_search_id = ${searchId}`,
      );
      expect(snap).toEqual([{ id: parts[0]!.id, partnum: '6I-2503', price_cents: 9900 }]);
    });

    it('emails matched dealers through the jobs table, respecting part_emails and never the searcher', async () => {
      await t.app.ctx.jobs.drain();
      await t.db.delete(jobs);
      // The searches above already told these dealers (once a day per part number and company).
      await t.db.execute(sql`delete from part_search_notices`);
      const before = t.mailbox.list().length;
      await get('/api/parts/1R0750?condition=All&comments=Urgent', buyer);
      const queued = await t.db.select().from(jobs);
      const mails = queued.map((j) => j.payload as QueuedMail);
      expect(mails.map((m) => m.to).sort()).toEqual([dealerA.email, dealerB.email].sort());
      expect(mails.every((m) => m.template === 'part-searched')).toBe(true);
      expect(queued.every((j) => j.kind === 'mail' && j.status === 'pending')).toBe(true);
      await t.app.ctx.jobs.drain();
      const sent = t.mailbox.list().slice(0, t.mailbox.list().length - before);
      expect(sent).toHaveLength(2);
      const toA = sent.find((m) => m.to === dealerA.email)!;
      expect(toA.subject).toBe('Part 1R0750 was just searched on IronMatch');
      expect(toA.text).toContain('Buyer Excavating - Bea Buyer');
      expect(toA.text).toContain('Urgent');
      expect(toA.html).toContain('/netcomonly/partsearchesbycompany');
      expect(sent.some((m) => m.to === quietDealer.email)).toBe(false);

      // A dealer searching its own part number is not told about itself.
      await t.db.delete(jobs);
      await get('/api/parts/6I2503?approved=yes', dealerA);
      expect(await t.db.select().from(jobs)).toEqual([]);
    });

    // The embedded database has no WAL writer of its own: an asynchronous commit stays in memory until
    // something else flushes it. (PostgreSQL's WAL moves with every other database of the cluster.)
    it.skipIf(process.env.TEST_DB === 'postgres')(
      'answers only once the save is durable: the WAL is flushed up to it',
      async () => {
        const res = await get('/api/parts/1R0750?comments=durable', buyer);
        expect(res.statusCode).toBe(200);
        const [wal] = await queryRows<{ flushed: boolean }>(
          t.db,
          sql`select pg_current_wal_flush_lsn() >= pg_current_wal_insert_lsn() as flushed`,
        );
        expect(wal!.flushed).toBe(true);
      },
    );

    it('saves concurrent searches together, each answered with its own saved search', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => get(`/api/parts/1R0750?comments=together-${i}`, buyer)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      const ids = answers.map((a) => a.json().data.searchId as number);
      expect(new Set(ids).size).toBe(12);
      const rows = await queryRows<{ id: number; comments: string; results: number }>(
        t.db,
        sql`select s.id, s.comments, (select count(*)::int from part_search_results r where r.part_search_id = s.id) as results
            from part_searches s where s.id = any(${sql.param(ids)}::int[])`,
      );
      for (const [i, id] of ids.entries()) {
        const row = rows.find((r) => r.id === id);
        expect(row?.comments).toBe(`together-${i}`);
        expect(row?.results).toBe(answers[i]!.json().data.parts.length);
      }
    });
  });
});
