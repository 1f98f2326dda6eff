import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Listing, OwnListing } from '@ironmatch/contracts/listings';
import { createTestApp } from '../../test/test-app';
import { type TestUser } from '../../test/fixtures';
import { SAMPLES } from '../../test/sample-files';
import { TOTAL, body, multipart, seedListings } from './listings.fixtures';

describe('the listing manager', async () => {
  const t = await createTestApp();
  let dealer: TestUser;
  let other: TestUser;
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
    ({ dealer, other, buyer } = await seedListings(t));
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
