import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowseRow } from '@ironmatch/contracts/part-matcher';
import { queryRows } from '../../db/database';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { rebuildBrowseSummary, removeInventoryParts } from '../inventory/stock-bulk.service';
import { addParts, seedMakes } from './part-matcher.fixtures';

describe('part matcher: browse all parts', async () => {
  const t = await createTestApp();
  let user: TestUser;
  let dealerA: TestUser;
  let dealerB: TestUser;
  let removable: number[];

  const get = (url: string, who?: TestUser, remoteAddress?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: who?.headers ?? {},
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const rows = async (url: string, who: TestUser | undefined = user) => {
    const res = await get(url, who, '192.0.2.10');
    expect(res.statusCode).toBe(200);
    return res.json().data as { parts: BrowseRow[]; count: number; page: number; limit: number };
  };

  beforeAll(async () => {
    await seedMakes(t);
    user = await createTestUser(t, { verified: false });
    dealerA = await createTestUser(t, { company: { name: 'Alpha Tractor Parts' } });
    dealerB = await createTestUser(t, { company: { name: 'Bravo Salvage Co' } });
    await addParts(t, dealerA.companyId!, [
      {
        partnum: '1R-0750',
        condition: 'NEW',
        priceCents: 2450,
        pictures: ['public/demo/filter-1.jpg', 'public/demo/filter-2.jpg'],
      },
      { partnum: '1R-0750', condition: 'USED', priceCents: 900 },
      { partnum: '6I-2503', condition: 'REBUILT', priceCents: null },
      { partnum: 'AT123456', make: 'JD', condition: 'NEW', priceCents: 125000 },
      { partnum: '3B-1', condition: 'NEW' },
      { partnum: '600-211-1340', make: 'KOMATSU', condition: 'USED', priceCents: 4000 },
    ]);
    await addParts(t, dealerB.companyId!, [
      { partnum: '1r0750', condition: 'AFTERMARKET', priceCents: 0, pictures: ['public/demo/filter-3.jpg'] },
      { partnum: '6I2503', condition: 'CORE', priceCents: 5000 },
      { partnum: '6I2503', make: 'FA', condition: 'USED', priceCents: 7000 },
    ]);
  });

  it('needs a company (no verified email needed)', async () => {
    expect((await get('/api/browseparts/')).statusCode).toBe(401);
    const noCompany = await createTestUser(t, { company: false });
    expect((await get('/api/browseparts/', noCompany)).statusCode).toBe(403);
  });

  it('lists one row per part number and make, summarised over every dealer, longer than 3 characters', async () => {
    const data = await rows('/api/browseparts/');
    expect(data).toMatchObject({ count: 5, page: 1, limit: 50 });
    expect(data.parts.map((r) => [r.partnum, r.abbrname])).toEqual([
      ['1R-0750', 'CAT'],
      ['600-211-1340', 'KOMATSU'],
      ['6I-2503', 'CAT'],
      ['6I2503', 'FA'],
      ['AT123456', 'JD'],
    ]);
    expect(data.parts[0]).toEqual({
      partnum: '1R-0750',
      abbrname: 'CAT',
      manuf: 'Caterpillar',
      conditions: 'AFTERMARKET, NEW, USED',
      minprice: 900,
      maxprice: 2450,
      hasnoprice: true,
      pics: 3,
    });
    expect(data.parts[2]).toMatchObject({
      conditions: 'CORE, REBUILT',
      minprice: 5000,
      maxprice: 5000,
      hasnoprice: true,
      pics: 0,
    });
    expect(data.parts[4]).toMatchObject({ minprice: 125000, maxprice: 125000, hasnoprice: false });
    // '3B-1' normalises to 3 characters: not shown.
    expect(data.parts.some((r) => r.partnum === '3B-1')).toBe(false);
  });

  it('filters by manufacturer (abbreviation or id) with its own count', async () => {
    const cat = await rows('/api/browseparts/?manufacturer=CAT');
    expect(cat.count).toBe(2);
    expect(cat.parts.map((r) => r.partnum)).toEqual(['1R-0750', '6I-2503']);
    const [jd] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from manufacturers where abbrname = 'JD'`,
    );
    expect((await rows(`/api/browseparts/?manufacturer=${jd!.id}`)).parts.map((r) => r.partnum)).toEqual([
      'AT123456',
    ]);
    expect((await rows('/api/browseparts/?manufacturer=All%20Manufacturers')).count).toBe(5);
    expect((await rows('/api/browseparts/?manufacturer=VOLVO')).parts).toEqual([]);
    expect((await get('/api/browseparts/?manufacturer=NOPE', user)).statusCode).toBe(400);
  });

  it('pages by page and limit', async () => {
    const p2 = await rows('/api/browseparts/?page=2&limit=2');
    expect(p2.parts.map((r) => r.partnum)).toEqual(['6I-2503', '6I2503']);
    expect(p2.count).toBe(5);
    expect((await rows('/api/browseparts/?page=3&limit=2')).parts.map((r) => r.partnum)).toEqual([
      'AT123456',
    ]);
    expect((await rows('/api/browseparts/?page=4&limit=2')).parts).toEqual([]);
    expect((await get('/api/browseparts/?page=0', user)).statusCode).toBe(400);
    expect((await get('/api/browseparts/?limit=101', user)).statusCode).toBe(400);
  });

  it('keeps positions and counts in step as inventory changes', async () => {
    removable = await addParts(t, dealerB.companyId!, [
      { partnum: '2A-0001', condition: 'NEW', priceCents: 100 },
      { partnum: '1R-0750', condition: 'CORE', priceCents: 5 },
    ]);
    const all = await rows('/api/browseparts/');
    expect(all.count).toBe(6);
    expect(all.parts.map((r) => r.partnum)).toEqual([
      '1R-0750',
      '2A-0001',
      '600-211-1340',
      '6I-2503',
      '6I2503',
      'AT123456',
    ]);
    expect(all.parts[0]).toMatchObject({ conditions: 'AFTERMARKET, CORE, NEW, USED', minprice: 5 });
    expect((await rows('/api/browseparts/?page=2&limit=3')).parts.map((r) => r.partnum)).toEqual([
      '6I-2503',
      '6I2503',
      'AT123456',
    ]);
    expect((await rows('/api/browseparts/?manufacturer=CAT')).count).toBe(3);

    await removeInventoryParts(t.db, dealerB.companyId!, removable);
    const back = await rows('/api/browseparts/');
    expect(back.count).toBe(5);
    expect(back.parts[0]).toMatchObject({ conditions: 'AFTERMARKET, NEW, USED', minprice: 900 });
    expect(back.parts[1]!.partnum).toBe('600-211-1340');

    // The incremental upkeep agrees with a full rebuild.
    const snapshot = async () =>
      queryRows(t.db, sql`select * from browse_summary order by position_all`).then((r) => JSON.stringify(r));
    const incremental = await snapshot();
    await rebuildBrowseSummary(t.db);
    expect(await snapshot()).toBe(incremental);
  });

  it('guest browse masks prices and pictures and needs no login', async () => {
    const res = await get('/api/guestbrowseparts/?manufacturer=CAT', undefined, '192.0.2.11');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { parts: BrowseRow[]; count: number };
    expect(data.count).toBe(2);
    expect(data.parts[0]).toEqual({
      partnum: '1R-0750',
      abbrname: 'CAT',
      manuf: 'Caterpillar',
      conditions: 'AFTERMARKET, NEW, USED',
      minprice: null,
      maxprice: null,
      hasnoprice: null,
      pics: null,
    });
    for (const secret of ['2450', '900', 'filter-', '/files/', 'Alpha Tractor Parts', 'Bravo Salvage Co']) {
      expect(res.body).not.toContain(secret);
    }
  });
});
