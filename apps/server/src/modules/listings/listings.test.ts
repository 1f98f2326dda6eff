import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GuestListing, Listing, ListingBody, OwnListing } from '@ironmatch/contracts/listings';
import { createAccountRowIndexes } from '@ironmatch/contracts/part-matcher-rules';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { SAMPLES } from '../../test/sample-files';
import { renumberCategory } from './listings.repository';

function multipart(files: Array<{ name: string; data: Buffer }>, field = 'pictures') {
  const boundary = `----listing-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const body = (over: Partial<ListingBody> = {}): ListingBody => ({
  title: 'CAT 320D excavator bucket',
  modelnum: '320D-BKT',
  manuflong: 'Caterpillar',
  condlong: 'Used',
  category: 100,
  subcategory: 'Buckets',
  price: 450000,
  details: 'Heavy duty\nNew teeth',
  shipnotes: 'Ships from Dallas',
  serialnum: 'SN123',
  stocknum: 'ST9',
  modelyear: 2015,
  hours: 1200,
  dimensions: '48 in',
  weight: '1,800 lb',
  location: 'Yard 3',
  city: 'Dallas',
  state: 'TX',
  ...over,
});

describe('for-sale listings', async () => {
  const t = await createTestApp();
  let dealer: TestUser;
  let other: TestUser;
  let buyer: TestUser;
  const TOTAL = 130;

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
    dealer = await createTestUser(t, {
      company: { name: 'Lone Star Iron', website: 'https://lonestar.example', phoneMain: '214-555-0101' },
    });
    other = await createTestUser(t, { company: { name: 'Zephyr Equipment' } });
    buyer = await createTestUser(t, { company: { name: 'Buyer Paving' } });
    // 130 attachments over two companies: model numbers M000..M129 (shuffled against dates and prices).
    const rows = Array.from({ length: TOTAL }, (_, i) => {
      const n = (i * 37) % TOTAL;
      return sql`(${i % 3 === 0 ? other.companyId : dealer.companyId}, ${`Listing ${i}`}, ${`M-${String(n).padStart(3, '0')}`},
        ${`M${String(n).padStart(3, '0')}`}, 100, ${i % 2 === 0 ? 'Buckets' : 'Forks'},
        ${i % 10 === 0 ? null : ((i * 7919) % 1000) * 100}, now() - make_interval(mins => ${i}), 'Secret shipping', 'Yard 9')`;
    });
    await t.db.execute(
      sql`insert into listings (company_id, title, modelnum, modelnum_norm, category, subcategory, price_cents, datemod, shipnotes, location)
          values ${sql.join(rows, sql`, `)}`,
    );
    await t.db.execute(
      sql`insert into listings (company_id, title, modelnum, modelnum_norm, category, subcategory) values (${dealer.companyId}, 'Engine', '3306', '3306', 101, 'Diesel Engines')`,
    );
    await renumberCategory(t.db, 100);
    await renumberCategory(t.db, 101);
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

  describe('listing manager', () => {
    let mine: OwnListing;
    const post = (who: TestUser, url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') =>
      t.app.inject({ method, url, headers: who.headers, payload: payload as object });

    it('creates a listing with every field and finds it by model number', async () => {
      const res = await post(dealer, '/api/listings', body());
      expect(res.statusCode, res.body).toBe(201);
      mine = res.json().data.listing;
      expect(mine).toMatchObject({
        title: 'CAT 320D excavator bucket',
        price: 450000,
        details: 'Heavy duty<br>New teeth',
        companyname: 'Lone Star Iron',
        modelyear: 2015,
        hours: 1200,
      });
      const found = await list('category=100&modelNum=320D');
      expect(found.attachments.map((a) => a.id)).toEqual([mine.id]);
      const detail = await get(`/api/attachments/${mine.id}`, buyer);
      expect(detail.json().data.attachment.shipnotes).toBe('Ships from Dallas');
      const own = await get('/api/listings/mine', dealer);
      expect(own.json().data.totalCount).toBe(86 + 1 + 1);
    });

    it('refuses bad bodies with sentences', async () => {
      const bad = await post(dealer, '/api/listings', body({ category: 104 }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContain('Category must be one of 100, 101, 103, 105 or 106.');
      const sub = await post(dealer, '/api/listings', body({ subcategory: 'Dozers' }));
      expect(sub.json().errors).toContain('That subcategory is not in the list for this category.');
      const title = await post(dealer, '/api/listings', body({ title: '\u0000x' }));
      expect(title.statusCode).toBe(400);
    });

    it('uploads pictures, serves them with thumbnails, reorders and removes them', async () => {
      const form = multipart([
        { name: 'a.jpg', data: SAMPLES.jpeg },
        { name: 'b.png', data: SAMPLES.png },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/listings/${mine.id}/pictures`,
        headers: { ...dealer.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      const pics = (res.json().data.listing as OwnListing).pictures;
      expect(pics.map((p) => p.picnum)).toEqual([1, 2]);
      const file = await get(pics[0]!.picurl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect((await get(pics[1]!.thumburl)).headers['content-type']).toBe('image/webp');
      const missing = await get('/forsale/nothing-here.jpg');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('application/json');

      const detail = (await get(`/api/attachments/${mine.id}`, buyer)).json().data;
      expect(detail.filenames).toEqual([
        { filename: pics[0]!.filename, picnum: 1 },
        { filename: pics[1]!.filename, picnum: 2 },
      ]);
      expect(detail.picurls[0]).toEqual({ picurl: `/forsale/${pics[0]!.filename}`, picnum: 1 });
      expect((await list('category=100&modelNum=320D')).attachments[0]!.filename).toBe(pics[0]!.filename);

      const reordered = await post(
        dealer,
        `/api/listings/${mine.id}/pictures/order`,
        { order: [pics[1]!.id, pics[0]!.id] },
        'PUT',
      );
      expect(reordered.json().data.listing.pictures.map((p: { id: number }) => p.id)).toEqual([
        pics[1]!.id,
        pics[0]!.id,
      ]);
      const badOrder = await post(
        dealer,
        `/api/listings/${mine.id}/pictures/order`,
        { order: [pics[1]!.id] },
        'PUT',
      );
      expect(badOrder.statusCode).toBe(400);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/listings/${mine.id}/pictures/1`,
        headers: dealer.headers,
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.listing.pictures).toMatchObject([{ id: pics[0]!.id, picnum: 1 }]);
      expect((await get(pics[1]!.picurl)).statusCode).toBe(404);
    });

    it('rejects hostile uploads and more than 12 pictures', async () => {
      const send = (files: Array<{ name: string; data: Buffer }>, field?: string) => {
        const form = multipart(files, field);
        return t.app.inject({
          method: 'POST',
          url: `/api/listings/${mine.id}/pictures`,
          headers: { ...dealer.headers, ...form.headers },
          payload: form.payload,
        });
      };
      const pdf = await send([{ name: 'spec.pdf', data: SAMPLES.pdf }]);
      expect(pdf.statusCode).toBe(400);
      const disguised = await send([{ name: 'photo.jpg', data: SAMPLES.pdf }]);
      expect(disguised.statusCode).toBe(400);
      expect(disguised.json().message).toContain('Invalid file type(s): photo.jpg.');
      const script = await send([{ name: 'x.jpg', data: Buffer.from('<script>alert(1)</script>') }]);
      expect(script.statusCode).toBe(400);
      const traversal = await send([{ name: '../../etc/passwd.jpg', data: SAMPLES.jpeg }]);
      if (traversal.statusCode === 201)
        for (const p of (traversal.json().data.listing as OwnListing).pictures)
          expect(p.filename).toMatch(/^[a-f0-9]{32}\.jpg$/);
      const many = await send(
        Array.from({ length: 12 }, (_, i) => ({ name: `p${i}.jpg`, data: SAMPLES.jpeg })),
      );
      expect(many.statusCode).toBe(400);
      expect(many.json().message).toBe('A listing has at most 12 pictures.');
      const notMultipart = await post(dealer, `/api/listings/${mine.id}/pictures`, { pictures: 'x' });
      expect(notMultipart.statusCode).toBe(400);
    });

    it('answers another company 404 on every write', async () => {
      const id = mine.id;
      const form = multipart([{ name: 'a.jpg', data: SAMPLES.jpeg }]);
      const attempts = [
        post(other, `/api/listings/${id}`, body({ title: 'Stolen' }), 'PUT'),
        t.app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers: other.headers }),
        t.app.inject({
          method: 'POST',
          url: `/api/listings/${id}/pictures`,
          headers: { ...other.headers, ...form.headers },
          payload: form.payload,
        }),
        post(other, `/api/listings/${id}/pictures/order`, { order: [1] }, 'PUT'),
        t.app.inject({ method: 'DELETE', url: `/api/listings/${id}/pictures/1`, headers: other.headers }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Listing not found.');
      }
      expect((await get(`/api/attachments/${id}`, buyer)).json().data.attachment.title).toBe(
        'CAT 320D excavator bucket',
      );
    });

    it('edits a listing and moves it between categories', async () => {
      const res = await post(
        dealer,
        `/api/listings/${mine.id}`,
        body({ category: 101, subcategory: 'Diesel Engines', price: null }),
        'PUT',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.listing).toMatchObject({ category: 101, price: null });
      expect((await list('category=100&modelNum=320D')).totalCount).toBe(0);
      expect((await list('category=101')).totalCount).toBe(2);
      expect((await list('category=100')).totalCount).toBe(TOTAL);
    });

    it('removes a listing from every list at once, and its pictures from storage', async () => {
      const pics = (await get('/api/listings/mine', dealer))
        .json()
        .data.listings.find((l: OwnListing) => l.id === mine.id).pictures as OwnListing['pictures'];
      const keyPath = path.join(t.filesDir, 'public/listings', pics[0]!.filename);
      expect(existsSync(keyPath)).toBe(true);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/listings/${mine.id}`,
        headers: dealer.headers,
      });
      expect(res.statusCode).toBe(200);
      expect((await list('category=101')).totalCount).toBe(1);
      expect((await get(`/api/attachments/${mine.id}`, buyer)).statusCode).toBe(404);
      expect(existsSync(keyPath)).toBe(false);
      expect((await get(pics[0]!.picurl)).statusCode).toBe(404);
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/listings/${mine.id}`,
        headers: dealer.headers,
      });
      expect(again.statusCode).toBe(404);
    });
  });
});
