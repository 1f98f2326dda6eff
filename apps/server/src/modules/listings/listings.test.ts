import { beforeAll, describe, expect, it } from 'vitest';
import type { GuestListing, Listing } from '@ironmatch/contracts/listings';
import { createAccountRowIndexes } from '@ironmatch/contracts/part-matcher-rules';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { TOTAL, seedListings } from './listings.fixtures';

describe('for-sale listings', async () => {
  const t = await createTestApp();
  let buyer: TestUser;

  const get = (url: string, who?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const list = async (query: string, who: TestUser | 'guest' = buyer) => {
    const guest = who === 'guest';
    const res = await get(
      `/api/${guest ? 'guestlistattachment' : 'listAttachment'}/?${query}`,
      guest ? undefined : who,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { attachments: Listing[]; totalCount: number };
  };

  beforeAll(async () => {
    ({ buyer } = await seedListings(t));
  });

  describe('lists', () => {
    it('answers 50 per page with totalCount, and an empty page past the end', async () => {
      const p1 = await list('category=100');
      expect(p1.attachments).toHaveLength(50);
      expect(p1.totalCount).toBe(TOTAL);
      expect((await list('category=100&page=3')).attachments).toHaveLength(TOTAL - 100);
      expect((await list('category=100&page=4')).attachments).toHaveLength(0);
      expect((await list('category=101')).totalCount).toBe(1);
    });

    const expectations: Record<string, (a: Listing, b: Listing) => number> = {
      modelasc: (a, b) => a.modelnum.localeCompare(b.modelnum),
      modeldesc: (a, b) => b.modelnum.localeCompare(a.modelnum),
      dateasc: (a, b) => a.datemod.localeCompare(b.datemod) || a.id - b.id,
      datedesc: (a, b) => b.datemod.localeCompare(a.datemod) || b.id - a.id,
      priceasc: (a, b) => (a.price ?? Infinity) - (b.price ?? Infinity) || a.id - b.id,
      // Unpriced rows last in both directions (issue 21 item 5).
      pricedesc: (a, b) => (b.price ?? -Infinity) - (a.price ?? -Infinity) || b.id - a.id,
    };
    for (const [mod, compare] of Object.entries(expectations)) {
      it(`sorts ${mod} across pages, each row once`, async () => {
        const all: Listing[] = [];
        for (let page = 1; page <= 3; page++)
          all.push(...(await list(`category=100&mod=${mod}&page=${page}`)).attachments);
        expect(all).toHaveLength(TOTAL);
        expect(new Set(all.map((a) => a.id)).size).toBe(TOTAL);
        expect(all.map((a) => a.id)).toEqual([...all].sort(compare).map((a) => a.id));
      });
    }

    it('puts unpriced rows last under every filter, and answers a guest the same order', async () => {
      for (const filter of ['subCategoryMod=Buckets', 'companyMod=Zephyr%20Equipment', 'modelNum=M0'])
        for (const mod of ['priceasc', 'pricedesc']) {
          const rows: Listing[] = [];
          for (let page = 1; page <= 3; page++)
            rows.push(...(await list(`category=100&mod=${mod}&${filter}&page=${page}`)).attachments);
          const firstUnpriced = rows.findIndex((r) => r.price === null);
          expect(firstUnpriced).toBeGreaterThan(0);
          expect(rows.slice(firstUnpriced).every((r) => r.price === null)).toBe(true);
        }
      const member = await list('category=100&mod=pricedesc&page=3');
      expect(member.attachments.at(-1)!.price).toBeNull();
      const guest = await list('category=100&mod=pricedesc&page=3', 'guest');
      expect(guest.attachments.map((r) => r.id)).toEqual(member.attachments.map((r) => r.id));
    });

    it('filters by model-number prefix (normalised) under every sort', async () => {
      for (const mod of Object.keys(expectations)) {
        const r = await list(`category=100&mod=${mod}&modelNum=m-01`);
        expect(r.totalCount).toBe(10);
        expect(r.attachments.every((a) => a.modelnum.startsWith('M-01'))).toBe(true);
      }
      const paged = await list('category=100&mod=modeldesc&modelNum=M&page=2');
      expect(paged.totalCount).toBe(TOTAL);
      expect(paged.attachments[0]!.modelnum).toBe('M-079');
      expect((await list('category=100&modelNum=ZZZ')).totalCount).toBe(0);
      // Without a sort, a model-number filter lists its matches in model order.
      const unsorted = await list('category=100&modelNum=M0');
      expect(unsorted.attachments.slice(0, 3).map((a) => a.modelnum)).toEqual(['M-000', 'M-001', 'M-002']);
    });

    it('filters by subcategory and by company, alone and together', async () => {
      const buckets = await list('category=100&subCategoryMod=Buckets&mod=modelasc&page=2');
      expect(buckets.totalCount).toBe(65);
      expect(buckets.attachments).toHaveLength(15);
      expect(buckets.attachments.every((a) => a.subcategory === 'Buckets')).toBe(true);
      const zephyr = await list('category=100&companyMod=Zephyr%20Equipment&mod=priceasc');
      expect(zephyr.totalCount).toBe(44);
      expect(zephyr.attachments.every((a) => a.companyname === 'Zephyr Equipment')).toBe(true);
      const both = await list('category=100&companyMod=Zephyr%20Equipment&subCategoryMod=Forks&modelNum=M0');
      expect(
        both.attachments.every((a) => a.subcategory === 'Forks' && a.companyname === 'Zephyr Equipment'),
      ).toBe(true);
      expect(
        (await list('category=100&companyMod=All%20Companies&subCategoryMod=All%20Categories')).totalCount,
      ).toBe(TOTAL);
      expect((await list('category=100&companyMod=Nobody')).totalCount).toBe(0);
    });

    it('refuses a bad category, sort or page with a sentence', async () => {
      for (const q of [
        'category=104',
        'category=abc',
        'category=100&mod=titleasc',
        'category=100&page=0',
        '',
      ]) {
        const res = await get(`/api/listAttachment/?${q}`, buyer);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/\w/);
      }
    });

    it('needs a company for the logged-in list and detail', async () => {
      expect((await get('/api/listAttachment/?category=100')).statusCode).toBe(401);
      const noCompany = await createTestUser(t, { company: false });
      expect((await get('/api/listAttachment/?category=100', noCompany)).statusCode).toBe(403);
    });
  });

  describe('guests', () => {
    it('never receive seller data: checked on the raw JSON', async () => {
      for (const mod of ['modelasc', 'pricedesc', 'datedesc']) {
        const res = await get(`/api/guestlistattachment/?category=100&mod=${mod}&page=2`);
        expect(res.statusCode).toBe(200);
        for (const secret of [
          'Lone Star Iron',
          'Zephyr Equipment',
          'lonestar.example',
          '214-555-0101',
          'Secret shipping',
          'Yard 9',
        ])
          expect(res.body).not.toContain(secret);
        const rows = res.json().data.attachments as GuestListing[];
        expect(rows.every((r) => r.price === null && r.filename === null && r.piccount === 0)).toBe(true);
        expect(rows.some((r) => r.modelnum.startsWith('M-'))).toBe(true);
      }
      const detail = await get('/api/guestattachments/1');
      expect(detail.statusCode).toBe(200);
      for (const secret of ['Lone Star Iron', 'Zephyr Equipment', 'Secret shipping', 'Yard 9', 'price":4'])
        expect(detail.body).not.toContain(secret);
    });

    it('flag the Create Account to View rows of the placement rule', async () => {
      const full = (await list('category=100', 'guest')) as unknown as { attachments: GuestListing[] };
      const flagged = full.attachments.flatMap((r, i) => (r.createAccountToView ? [i] : []));
      expect(flagged).toEqual(createAccountRowIndexes(50));
      expect(flagged).toEqual([4, 14, 24, 34, 44]);
      const small = (await list('category=100&modelNum=M01', 'guest')) as unknown as {
        attachments: GuestListing[];
      };
      expect(small.attachments.flatMap((r, i) => (r.createAccountToView ? [i] : []))).toEqual([5]);
    });

    it('ignore a company filter, and get an empty company list', async () => {
      const r = await list('category=100&companyMod=Zephyr%20Equipment', 'guest');
      expect(r.totalCount).toBe(TOTAL);
      const filters = await get('/api/filterList/?category=100&companyMod=Zephyr%20Equipment');
      expect(filters.json().data.companyList).toEqual([]);
      expect(filters.json().data.subCategoryList[0]).toEqual({ subcat_name: 'Buckets' });
      const logged = await get('/api/filterList/?category=100', buyer);
      expect(logged.json().data.companyList).toEqual([
        { companyname: 'Lone Star Iron' },
        { companyname: 'Zephyr Equipment' },
      ]);
    });
  });
});
