import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PartSearchGroup } from '@ironmatch/contracts/part-matcher';
import type { GuestPartSearchGroup } from '@ironmatch/contracts/guest-part-search';
import { queryRows } from '../../db/database';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from './part-matcher.fixtures';

/** Issue 29: "Did you mean" — stocked numbers one edit away, only when a number found nothing at all. */
describe('part matcher: did you mean', async () => {
  const t = await createTestApp();
  let buyer: TestUser;
  const get = (url: string, who?: TestUser, remoteAddress = '198.51.100.40') =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {}, remoteAddress });
  const single = async (pn: string, query = '') => {
    const res = await get(`/api/parts/${encodeURIComponent(pn)}${query}`, buyer);
    expect(res.statusCode).toBe(200);
    return res.json().data as { parts: unknown[]; didYouMean: string[] };
  };

  beforeAll(async () => {
    await seedMakes(t);
    buyer = await createTestUser(t, { company: { name: 'Typo Excavating' } });
    const dealer = await createTestUser(t, { company: { name: 'Edit Distance Parts' } });
    const other = await createTestUser(t, { company: { name: 'Deere Only Supply' } });
    await addParts(t, dealer.companyId!, [
      // Seven numbers one substitution from QX555Z (QX555 + 0..6): more than 5 qualify.
      ...['0', '1', '2', '3', '4', '5', '6'].map((d) => ({ partnum: `QX-555${d}`, description: 'BOLT' })),
      // For an adjacent swap (7X2534 typed as 7X2543), a character too many (4N-51620 for 4N5162) and a
      // substitution (9W1235 for 9W1234).
      { partnum: '7X-2534', description: 'SEAL' },
      { partnum: '4N-5162', description: 'PIN' },
      { partnum: '9W-1234', description: 'FILTER', condition: 'USED' },
      // A short number: 5 characters.
      { partnum: 'AB123', description: 'WASHER' },
    ]);
    await addParts(t, other.companyId!, [{ partnum: 'RE-50748', make: 'JD', description: 'JD FILTER' }]);
  });

  it('offers stocked numbers one substitution, insertion, deletion or adjacent swap away', async () => {
    // Adjacent swap.
    expect(await single('7X-2543')).toEqual(expect.objectContaining({ parts: [], didYouMean: ['7X2534'] }));
    // Insertion (one character too many) and deletion (one missing).
    expect((await single('4N51620')).didYouMean).toEqual(['4N5162']);
    expect((await single('RE5748')).didYouMean).toEqual(['RE50748']);
    expect((await single('9W134')).didYouMean).toEqual([]); // 5 characters: too short to guess
    // Substitution, with the filters of the search: JD only reaches the JD part.
    expect((await single('RE50749')).didYouMean).toEqual(['RE50748']);
    expect((await single('RE50749', '?manufacturer=CAT')).didYouMean).toEqual([]);
    expect((await single('9W1235', '?condition=NEW')).didYouMean).toEqual([]);
    expect((await single('9W1235', '?condition=USED')).didYouMean).toEqual(['9W1234']);
    // Two edits away: nothing.
    expect((await single('7X2345')).didYouMean).toEqual([]);
  });

  it('gives at most 5, distinct and sorted, and never as rows', async () => {
    const data = await single('QX555Z');
    expect(data.parts).toEqual([]);
    expect(data.didYouMean).toEqual(['QX5550', 'QX5551', 'QX5552', 'QX5553', 'QX5554']);
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from part_search_results r join part_searches s on s.id = r.part_search_id
          where s.part_number = 'QX555Z'`,
    );
    expect(row!.n).toBe(0);
  });

  it('stays empty when anything was found, and for numbers under 6 characters', async () => {
    // QX555 finds the 7 by prefix: a typo never mixes into real results.
    const prefix = await single('QX555');
    expect(prefix.parts.length).toBe(7);
    expect(prefix.didYouMean).toEqual([]);
    // An exact match, though its neighbours are stocked too.
    const exact = await single('QX5551');
    expect(exact.parts.length).toBe(1);
    expect(exact.didYouMean).toEqual([]);
    // AB123 is stocked; AB124 is one edit away but only 5 characters long.
    expect((await single('AB124')).didYouMean).toEqual([]);
  });

  it('answers each group of a multi-part search on its own', async () => {
    const res = await get(`/api/parts?partNumbers=${encodeURIComponent('7X2543,QX5551,AB124')}`, buyer);
    const groups = res.json().data.groups as PartSearchGroup[];
    expect(groups.map((g) => [g.partNumber, g.parts.length, g.didYouMean])).toEqual([
      ['7X2543', 0, ['7X2534']],
      ['QX5551', 1, []],
      ['AB124', 0, []],
    ]);
  });

  it('answers guests too, masked: suggestions are numbers, never sellers or prices', async () => {
    const res = await get('/api/guestparts/7X-2543');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ parts: [], count: 0, didYouMean: ['7X2534'] });
    expect(res.body).not.toContain('Edit Distance Parts');
    const multi = await get(`/api/guestparts?partNumbers=${encodeURIComponent('7X2543\n9W1234')}`);
    const groups = multi.json().data.groups as GuestPartSearchGroup[];
    expect(groups.map((g) => [g.partNumber, g.count, g.didYouMean])).toEqual([
      ['7X2543', 0, ['7X2534']],
      ['9W1234', 1, []],
    ]);
    expect(multi.body).not.toContain('Edit Distance Parts');
    expect(groups[1]!.parts[0]).toMatchObject({ price: null, pictures: [], pics: '' });
  });
});
