import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PartSearchGroup } from '@ironmatch/contracts/part-matcher';
import type { GuestPartSearchGroup } from '@ironmatch/contracts/guest-part-search';
import type { GeneralRequest } from '@ironmatch/contracts/general-requests';
import { queryRows } from '../../db/database';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from './part-matcher.fixtures';

/**
 * Issue 29: a column or row pasted from a spreadsheet (line breaks or tabs) is read as several numbers,
 * never glued into one: the guest multi search, the logged-in multi search and general requests.
 */
describe('part matcher: pasted part numbers', async () => {
  const t = await createTestApp();
  let buyer: TestUser;
  const get = (url: string, who?: TestUser, remoteAddress = '198.51.100.60') =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {}, remoteAddress });
  const guestMulti = (list: string, query = '', remoteAddress?: string) =>
    get(`/api/guestparts?partNumbers=${encodeURIComponent(list)}${query}`, undefined, remoteAddress);
  const searchCount = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from part_searches`))[0]!.n;

  beforeAll(async () => {
    await seedMakes(t);
    buyer = await createTestUser(t, { company: { name: 'Paste Excavating' } });
    const dealer = await createTestUser(t, { company: { name: 'Column Tractor Parts' } });
    await addParts(t, dealer.companyId!, [
      { partnum: '1R-0750', description: 'FUEL FILTER', priceCents: 2450, pictures: ['public/demo/f.jpg'] },
      { partnum: '1R-0751', description: 'GASKET', condition: 'USED' },
      { partnum: '6I-2503', description: 'AIR FILTER' },
      { partnum: '600-211-1340', make: 'KOMATSU', description: 'KOMATSU FILTER' },
    ]);
  });

  describe('GET /api/guestparts?partNumbers=', () => {
    it('reads a pasted column (\\n or \\r\\n), a row (tabs), commas and semicolons as separate numbers', async () => {
      for (const list of [
        '1R-0750\n6I-2503\n600-211-1340',
        '1R-0750\r\n6I-2503\r\n600-211-1340\r\n',
        '1R-0750\t6I-2503\t600-211-1340',
        '1R-0750, 6I-2503; 600-211-1340',
      ]) {
        const res = await guestMulti(list);
        expect(res.statusCode, JSON.stringify(list)).toBe(200);
        const groups = res.json().data.groups as GuestPartSearchGroup[];
        expect(groups.map((g) => [g.partNumber, g.count])).toEqual([
          ['1R0750', 1],
          ['6I2503', 1],
          ['6002111340', 1],
        ]);
      }
    });

    it('answers one masked group per distinct number in the order given, with the filters', async () => {
      const res = await guestMulti('6I2503\n1r0750\n1R-0750\nZZZ999', '&condition=USED');
      const groups = res.json().data.groups as GuestPartSearchGroup[];
      expect(groups.map((g) => [g.partNumber, g.count, g.didYouMean])).toEqual([
        ['6I2503', 0, []],
        // Nothing USED of 1R0750; the USED 1R0751 is one edit away.
        ['1R0750', 0, ['1R0751']],
        ['ZZZ999', 0, []],
      ]);
      const all = await guestMulti('1R0750\n6I2503');
      expect(all.body).not.toContain('Column Tractor Parts');
      expect(all.body).not.toContain('2450');
      expect(all.body).not.toContain('f.jpg');
      expect(all.body).not.toContain('"companyId"');
      const [first] = all.json().data.groups as GuestPartSearchGroup[];
      // 1R0751 does not begin with 1R0750: one row, masked.
      expect(first!.parts).toEqual([
        expect.objectContaining({
          partNumber: '1R-0750',
          price: null,
          pics: '',
          pictures: [],
          matchKind: 'exact',
        }),
      ]);
      // Each group places its own 'Create Account to View' row (1 row: index 0).
      expect(first!.parts[0]!.createAccountToView).toBe(true);
    });

    it('answers the logged-in multi search sentences, saves nothing, and needs no login', async () => {
      const many = Array.from({ length: 21 }, (_, i) => `PN${1000 + i}`).join('\n');
      const r1 = await guestMulti(many);
      expect(r1.statusCode).toBe(400);
      expect(r1.json().message).toBe('You can search up to 20 part numbers at once.');
      const twenty = Array.from({ length: 20 }, (_, i) => `PN${1000 + i}`).join('\t');
      expect((await guestMulti(twenty)).json().data.groups).toHaveLength(20);
      const r2 = await guestMulti('\n\n');
      expect(r2.statusCode).toBe(400);
      expect(r2.json().message).toBe('Enter at least one part number.');
      const r3 = await guestMulti('1R0750\nAB');
      expect(r3.json().message).toBe('Part number must be at least 3 characters long.');
      const r4 = await guestMulti('1R0750', '&manufacturer=NOPE');
      expect(r4.json().message).toBe('That manufacturer is not in the list.');
      const before = await searchCount();
      await guestMulti('1R0750\n6I2503');
      expect(await searchCount()).toBe(before);
    });

    it('is rate limited per client address like the guest search', async () => {
      let last = 0;
      for (let i = 0; i < 31; i++) last = (await guestMulti('ZZZ999', '', '198.51.100.99')).statusCode;
      expect(last).toBe(429);
      expect((await guestMulti('ZZZ999', '', '198.51.100.98')).statusCode).toBe(200);
    });
  });

  it('the logged-in multi search reads tabs and \\r\\n the same way', async () => {
    const res = await get(
      `/api/parts?partNumbers=${encodeURIComponent('1R0750\t6I2503\r\n600-211-1340')}`,
      buyer,
    );
    const groups = res.json().data.groups as PartSearchGroup[];
    expect(groups.map((g) => [g.partNumber, g.parts.length])).toEqual([
      ['1R0750', 1],
      ['6I2503', 1],
      ['6002111340', 1],
    ]);
  });

  describe('general requests with several part numbers', () => {
    const send = (partNumber: string, who: TestUser = buyer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/generalRequest?partNumber=${encodeURIComponent(partNumber)}`,
        headers: who.headers,
        payload: { comments: 'Need these for a 320C rebuild' },
      });
    const latest = async () => {
      const res = await get(`/api/generalRequest/${buyer.companyId}?limit=1`, buyer);
      return (res.json().data.rows as GeneralRequest[])[0]!;
    };

    it('keeps a pasted column as distinct normalised numbers in order, joined with ", "', async () => {
      expect((await send('1r-0750\r\n6I-2503\n1R0750\t600-211-1340')).statusCode).toBe(201);
      expect(await latest()).toMatchObject({
        partNumbers: ['1R0750', '6I2503', '6002111340'],
        partNumber: '1R0750, 6I2503, 6002111340',
      });
      expect((await send('2W-1234')).statusCode).toBe(201);
      expect(await latest()).toMatchObject({ partNumbers: ['2W1234'], partNumber: '2W1234' });
      const none = await t.app.inject({
        method: 'POST',
        url: '/api/generalRequest',
        headers: buyer.headers,
        payload: { comments: 'Anything for a D6 dozer' },
      });
      expect(none.statusCode).toBe(201);
      expect(await latest()).toMatchObject({ partNumbers: [], partNumber: null });
    });

    it('refuses more than 20 numbers, or one over 40 characters, with a sentence', async () => {
      const many = Array.from({ length: 21 }, (_, i) => `PN${1000 + i}`).join('\n');
      const r1 = await send(many);
      expect(r1.statusCode).toBe(400);
      expect(r1.json().message).toBe('A general request can name up to 20 part numbers.');
      const r2 = await send(`1R0750\n${'A'.repeat(41)}`);
      expect(r2.statusCode).toBe(400);
      expect(r2.json().message).toBe('A part number can be at most 40 letters and digits long.');
    });

    it('shows the numbers in the members list too', async () => {
      await send('7X2534; 4N5162');
      const member = await createTestUser(t, {
        company: { name: 'Listening Member', memid: 'NC9' },
        memid: 'NC9',
      });
      const res = await get('/api/generalRequest?limit=1', member);
      expect((res.json().data.rows as GeneralRequest[])[0]).toMatchObject({
        partNumbers: ['7X2534', '4N5162'],
        partNumber: '7X2534, 4N5162',
      });
    });
  });
});
