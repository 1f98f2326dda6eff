import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PartSearchGroup } from '@ironmatch/contracts/part-matcher';
import type { GuestPartRow } from '@ironmatch/contracts/guest-part-search';
import { queryRows } from '../../db/database';
import { createTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/fixtures';
import { withStatementTimeout } from './part-matching';
import { seedSearchWorld, type SearchWorld } from './part-search.fixtures';

describe('part matcher: multi-part and guest search', async () => {
  const t = await createTestApp();
  let w: SearchWorld;
  let buyer: TestUser;
  let member: TestUser;
  const get = (url: string, who?: TestUser, remoteAddress?: string) => w.get(url, who, remoteAddress);

  beforeAll(async () => {
    w = await seedSearchWorld(t);
    ({ buyer, member } = w);
  });

  describe('multi-part search', () => {
    it('searches up to 20 part numbers in one call, grouped in the order given, one saved search each', async () => {
      const res = await get(
        '/api/parts?partNumbers=' + encodeURIComponent('6I-2503, 1r0750;ZZZ999\nat123456,6I2503'),
        buyer,
      );
      expect(res.statusCode).toBe(200);
      const { groups, user } = res.json().data as { groups: PartSearchGroup[]; user: { userId: number } };
      expect(user.userId).toBe(buyer.userId);
      expect(groups.map((g) => [g.partNumber, g.parts.length])).toEqual([
        ['6I2503', 1],
        ['1R0750', 4],
        ['ZZZ999', 0],
        ['AT123456', 1],
      ]);
      expect(new Set(groups.map((g) => g.searchId)).size).toBe(4);
      for (const g of groups) for (const p of g.parts) expect(p.partSearchId).toBe(g.searchId);
      expect(groups[1]!.parts[0]!.partnum).toBe('1R-0750');
    });

    it('applies the same filters to every part number', async () => {
      const res = await get('/api/parts?partNumbers=1R0750,6I2503&condition=USED', buyer);
      const groups = res.json().data.groups as PartSearchGroup[];
      expect(groups.map((g) => g.parts.map((p) => p.companyName))).toEqual([
        ['Bravo Salvage Co'],
        ['Alpha Tractor Parts'],
      ]);
    });

    it('refuses more than 20, none, or a short one, and member searches without approval', async () => {
      const many = Array.from({ length: 21 }, (_, i) => `PN${1000 + i}`).join(',');
      const r1 = await get(`/api/parts?partNumbers=${many}`, buyer);
      expect(r1.statusCode).toBe(400);
      expect(r1.json().message).toBe('You can search up to 20 part numbers at once.');
      const twenty = Array.from({ length: 20 }, (_, i) => `PN${1000 + i}`).join(',');
      expect((await get(`/api/parts?partNumbers=${twenty}`, buyer)).json().data.groups).toHaveLength(20);
      expect((await get('/api/parts?partNumbers=,,', buyer)).statusCode).toBe(400);
      const r3 = await get('/api/parts?partNumbers=1R0750,AB', buyer);
      expect(r3.json().message).toBe('Part number must be at least 3 characters long.');
      expect((await get('/api/parts?partNumbers=1R0750', member)).json().message).toContain(
        'You appear to be a',
      );
      expect((await get('/api/parts?partNumbers=1R0750')).statusCode).toBe(401);
    });
  });

  describe('guest search', () => {
    it('answers masked rows: no real company name, price or picture anywhere', async () => {
      const res = await get('/api/guestparts/1R0750?ipAddress=203.0.113.9', undefined, '198.51.100.1');
      expect(res.statusCode).toBe(200);
      const raw = res.body;
      for (const secret of [
        'Alpha Tractor Parts',
        'Bravo Salvage Co',
        'Quiet Iron Supply',
        'filter-1',
        'filter-3',
        '2450',
        '1500',
        '/files/',
        '"companyId"',
        '"companyid"',
        '"partId"',
        '.jpg',
      ]) {
        expect(raw).not.toContain(secret);
      }
      const parts = res.json().data.parts as GuestPartRow[];
      expect(parts).toHaveLength(4);
      expect(parts[0]).toMatchObject({
        partNumber: '1R-0750',
        description: 'FUEL FILTER ELEMENT',
        condition: 'NEW',
        condlong: 'New',
        manufacturer: 'CAT',
        price: null,
        pics: '',
        pictures: [],
      });
      expect(Object.keys(parts[0]!)).not.toContain('companyId');
      expect(parts.every((p) => typeof p.companyName === 'string' && p.companyName.length > 3)).toBe(true);
      // 4 rows: 'Create Account to View' on index floor(4/2) = 2.
      expect(parts.map((p) => p.createAccountToView)).toEqual([false, false, true, false]);
    });

    it('applies filters, validates, and saves nothing', async () => {
      const count = async () =>
        (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from part_searches`))[0]!.n;
      const before = await count();
      const res = await get('/api/guestparts/1R0750?condition=USED', undefined, '198.51.100.2');
      expect((res.json().data.parts as GuestPartRow[]).map((p) => p.description)).toEqual(['FILTER, FUEL']);
      const short = await get('/api/guestparts/1R', undefined, '198.51.100.2');
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Part number must be at least 3 characters long.');
      expect(await count()).toBe(before);
    });

    it('is rate limited per client address', async () => {
      let last = 0;
      for (let i = 0; i < 31; i++)
        last = (await get('/api/guestparts/ZZZ999', undefined, '198.51.100.77')).statusCode;
      expect(last).toBe(429);
      expect((await get('/api/guestparts/ZZZ999', undefined, '198.51.100.78')).statusCode).toBe(200);
    });
  });

  describe('statement timeout', () => {
    it.runIf(t.database.kind === 'postgres')(
      'turns a query that runs too long into a clear 503',
      async () => {
        await expect(
          withStatementTimeout(t.db, 50, async (tx) => tx.execute(sql`select pg_sleep(2)`)),
        ).rejects.toMatchObject({ statusCode: 503, message: expect.stringContaining('took too long') });
      },
    );
  });
});
