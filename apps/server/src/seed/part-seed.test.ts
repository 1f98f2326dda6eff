import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { publicFileUrl } from '../platform/storage/file-links';
import { createTestApp } from '../test/test-app';
import { queryRows } from '../db/database';
import { generateDealersAndParts } from './bulk-parts';
import { generateBulkListings } from './demo-listings';
import { DEMO_PART_COUNT } from './demo-parts';
import { DEMO_PICTURE_KINDS, DEMO_PICTURE_VARIANTS, demoPictureKey } from './demo-pictures';
import { catalogEntry, listPart } from './part-generator';
import { createRandom } from './seed-random';
import { seedDemo } from './seed-demo';

const count = async (t: Awaited<ReturnType<typeof createTestApp>>, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.db, query))[0]!.n;

describe('part seeds', async () => {
  const t = await createTestApp();

  it('generates real-looking, deterministic part numbers per make', () => {
    const makes = ['CAT', 'JD', 'KOMATSU', 'CASE', 'IHC', 'FA', 'VOLVO'];
    expect(catalogEntry(7, makes)).toEqual(catalogEntry(7, makes));
    const formats: Record<string, RegExp> = {
      CAT: /^(\d[A-Z]-\d{4}|\d{3}-\d{4})$/,
      JD: /^[A-Z]{1,2}\d{5,6}$/,
      KOMATSU: /^\d{3,4}-\d{2,3}-\d{4,5}$/,
    };
    let checked = 0;
    for (let i = 0; i < 300; i++) {
      const e = catalogEntry(i, makes);
      const format = formats[e.make];
      if (format) {
        expect(e.partnum).toMatch(format);
        checked++;
      }
      expect(e.description.length).toBeGreaterThan(3);
      expect(e.basePriceCents).toBeGreaterThan(0);
    }
    expect(checked).toBeGreaterThan(100);
    const r = createRandom(1);
    const listed = Array.from({ length: 400 }, () => listPart(r, catalogEntry(3, makes)));
    expect(listed.some((p) => p.priceCents === null)).toBe(true);
    expect(listed.some((p) => p.pictures.length > 0)).toBe(true);
    expect(new Set(listed.map((p) => p.condition)).size).toBe(5);
  });

  it('seeds the demo: 20,000+ parts over several dealers, searches and requests, once', async () => {
    await seedDemo(t.db, t.app.ctx.files.storage);
    const parts = await count(t, sql`select count(*)::int as n from inventory_parts`);
    expect(parts).toBeGreaterThanOrEqual(DEMO_PART_COUNT);
    expect(
      await count(
        t,
        sql`select count(*)::int as n from inventory_parts p join companies c on c.id = p.company_id
            where c.name = 'Summit Heavy Parts'`,
      ),
    ).toBeGreaterThan(2000);
    expect(
      await count(t, sql`select count(distinct company_id)::int as n from inventory_parts`),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count(t, sql`select count(*)::int as n from inventory_parts where cardinality(pictures) > 0`),
    ).toBeGreaterThan(1000);
    expect(
      await count(t, sql`select count(*)::int as n from inventory_parts where partnum_norm = '1R0750'`),
    ).toBe(4);
    // Member feeds are not empty for the demo dealer.
    expect(
      await count(
        t,
        sql`select count(*)::int as n from part_search_matches m join companies c on c.id = m.company_id
            where c.name = 'Summit Heavy Parts'`,
      ),
    ).toBeGreaterThan(5);
    expect(
      await count(
        t,
        sql`select count(*)::int as n from part_searches where created_at > now() - interval '7 days'`,
      ),
    ).toBeGreaterThan(20);
    expect(await count(t, sql`select count(*)::int as n from general_requests`)).toBeGreaterThanOrEqual(10);
    expect(await count(t, sql`select count as n from browse_counts where manufacturer_id = 0`)).toBe(
      await count(
        t,
        sql`select count(distinct (manufacturer_id, partnum_norm))::int as n from inventory_parts where length(partnum_norm) > 3`,
      ),
    );

    // For-sale listings: at least 300 in each listed category, some unpriced, most with pictures.
    for (const category of [100, 101, 103, 105, 106])
      expect(
        await count(t, sql`select count(*)::int as n from listings where category = ${category}`),
      ).toBeGreaterThanOrEqual(300);
    expect(
      await count(t, sql`select count(*)::int as n from listings where price_cents is null`),
    ).toBeGreaterThan(50);
    expect(
      await count(
        t,
        sql`select count(*)::int as n from listings l where exists (select 1 from listing_pictures p where p.listing_id = l.id)`,
      ),
    ).toBeGreaterThan(1200);
    const listings = await count(t, sql`select count(*)::int as n from listings`);
    // Issue 29: 200 supersession chains and 300 interchanges among the demo parts, the operators'.
    const refs = await count(
      t,
      sql`select count(*)::int as n from cross_references where company_id is null`,
    );
    expect(
      await count(
        t,
        sql`select count(*)::int as n from cross_references where kind = 'supersedes' and company_id is null`,
      ),
    ).toBeGreaterThanOrEqual(400);
    expect(
      await count(
        t,
        sql`select count(*)::int as n from cross_references where kind = 'interchangeable' and company_id is null`,
      ),
    ).toBeGreaterThanOrEqual(300);
    // Every generated reference joins two stocked numbers.
    expect(
      await count(
        t,
        sql`select count(*)::int as n from cross_references x where x.from_part_number not in ('1R0739', '1R0716', '1R1808', '6I2503', 'AT123456')
          and not (exists (select 1 from inventory_parts p where p.partnum_norm = x.from_part_number)
            and exists (select 1 from inventory_parts p where p.partnum_norm = x.to_part_number))`,
      ),
    ).toBe(0);

    await seedDemo(t.db, t.app.ctx.files.storage);
    expect(await count(t, sql`select count(*)::int as n from inventory_parts`)).toBe(parts);
    expect(await count(t, sql`select count(*)::int as n from listings`)).toBe(listings);
    expect(await count(t, sql`select count(*)::int as n from cross_references`)).toBe(refs);
  }, 120_000);

  it('gives demo parts real picture files, served at their stored-file address', async () => {
    const keys = await queryRows<{ key: string }>(
      t.db,
      sql`select distinct unnest(pictures) as "key" from inventory_parts order by 1`,
    );
    expect(keys.length).toBe(DEMO_PICTURE_KINDS.length * DEMO_PICTURE_VARIANTS);
    for (const { key } of keys) expect(key).toMatch(/^public\/demo\/[a-z]+-\d\.jpg$/);
    const res = await t.app.inject({ method: 'GET', url: publicFileUrl(demoPictureKey('filter', 1)) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
    const thumb = await t.app.inject({
      method: 'GET',
      url: publicFileUrl(demoPictureKey('pump', 2), 'thumb'),
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('generates dealers and parts on demand, keeping them when asked again for the same figures', async () => {
    const before = await count(t, sql`select count(*)::int as n from inventory_parts`);
    const first = await generateDealersAndParts(t.db, { parts: 600, dealers: 4 });
    expect(first.created).toBe(true);
    expect(await count(t, sql`select count(*)::int as n from inventory_parts`)).toBe(before + 600);
    expect(
      await count(
        t,
        sql`select count(*)::int as n from companies where email1 like '%@gen.ironmatch.test' and memid is not null`,
      ),
    ).toBe(4);
    expect((await generateDealersAndParts(t.db, { parts: 600, dealers: 4 })).created).toBe(false);
    const again = await generateDealersAndParts(t.db, { parts: 300, dealers: 3 });
    expect(again.created).toBe(true);
    expect(await count(t, sql`select count(*)::int as n from inventory_parts`)).toBe(before + 300);
    expect(
      await count(t, sql`select count(*)::int as n from users where email like '%@gen.ironmatch.test'`),
    ).toBe(3);
  });

  it('generates listings on demand (--listings N): dense positions, kept for the same N, replaced for another', async () => {
    const generated = sql`select count(*)::int as n from listings where stocknum like 'GEN-%'`;
    await generateBulkListings(t.db, t.app.ctx.files.storage, { count: 600 });
    expect(await count(t, generated)).toBe(600);
    const [dense] = await queryRows<{ n: number; top: number }>(
      t.db,
      sql`select count(*)::int as n, max(pos_price)::int as top from listings where category = 103`,
    );
    expect(dense!.top).toBe(dense!.n);
    await generateBulkListings(t.db, t.app.ctx.files.storage, { count: 600 });
    expect(await count(t, generated)).toBe(600);
    await generateBulkListings(t.db, t.app.ctx.files.storage, { count: 250 });
    expect(await count(t, generated)).toBe(250);
  }, 60_000);
});
