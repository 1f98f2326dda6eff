import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnListing } from '@ironmatch/contracts/listings';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { renumberCategory } from './listings.repository';

/** The listing manager's list: paging past 100, a count, a search by title or model, a category (issue 21 item 1). */
describe('GET /api/listings/mine', async () => {
  const t = await createTestApp();
  let dealer: TestUser;
  let other: TestUser;
  const TOTAL = 230;

  const mine = async (query: string, who: TestUser = dealer) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/listings/mine?${query}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { listings: OwnListing[]; totalCount: number };
  };

  beforeAll(async () => {
    dealer = await createTestUser(t, { company: { name: 'Big Yard Dealer' } });
    other = await createTestUser(t, { company: { name: 'Other Yard' } });
    // 230 listings: every 5th an engine (101), model numbers 'KX-0000'.., one 'Hydraulic Thumb' title each 10.
    const rows = Array.from({ length: TOTAL }, (_, i) => {
      const engine = i % 5 === 0;
      const model = `KX-${String(i).padStart(4, '0')}`;
      return sql`(${dealer.companyId}, ${i % 10 === 3 ? `Hydraulic THUMB ${i}` : `Bucket ${i}`}, ${model},
        ${model.replace('-', '')}, ${engine ? 101 : 100}, ${engine ? 'Diesel Engines' : 'Buckets'},
        now() - make_interval(mins => ${i}))`;
    });
    rows.push(
      sql`(${other.companyId}, 'Hydraulic thumb elsewhere', 'KX-0003', 'KX0003', 100, 'Buckets', now())`,
    );
    await t.db.execute(
      sql`insert into listings (company_id, title, modelnum, modelnum_norm, category, subcategory, datemod)
          values ${sql.join(rows, sql`, `)}`,
    );
    await renumberCategory(t.db, 100);
    await renumberCategory(t.db, 101);
  });

  it('pages past 100 with the count of every match, newest first, and an empty page past the end', async () => {
    const first = await mine('page=1&limit=100');
    expect(first.totalCount).toBe(TOTAL);
    expect(first.listings).toHaveLength(100);
    expect(first.listings[0]!.title).toBe('Bucket 0');
    const third = await mine('page=3&limit=100');
    expect(third.listings).toHaveLength(TOTAL - 200);
    expect(third.listings.at(-1)!.title).toBe('Bucket 229');
    const byDefault = await mine('');
    expect(byDefault.listings).toHaveLength(50);
    const past = await mine('page=9&limit=100');
    expect(past).toEqual({ listings: [], totalCount: TOTAL });
  });

  it('searches the title in any case and the model number normalised, never another company', async () => {
    const thumbs = await mine('q=%20hydraulic%20thumb%20');
    expect(thumbs.totalCount).toBe(23);
    expect(thumbs.listings.every((l) => l.title.startsWith('Hydraulic THUMB'))).toBe(true);
    const model = await mine('q=0-12');
    expect(model.listings.map((l) => l.modelnum)).toEqual([
      'KX-0012',
      ...Array.from({ length: 10 }, (_, i) => `KX-012${i}`),
    ]);
    expect((await mine('q=kx%2000-12')).listings.map((l) => l.modelnum)).toEqual(['KX-0012']);
    const exact = await mine('q=KX-0003');
    expect(exact.totalCount).toBe(1);
    expect(exact.listings[0]!.companyname).toBe('Big Yard Dealer');
    expect((await mine('q=')).totalCount).toBe(TOTAL);
    expect((await mine('q=nothing-like-this')).totalCount).toBe(0);
  });

  it('filters by category, alone and with a search and a page', async () => {
    const engines = await mine('category=101');
    expect(engines.totalCount).toBe(TOTAL / 5);
    expect(engines.listings.every((l) => l.category === 101)).toBe(true);
    const both = await mine('category=100&q=thumb&page=2&limit=10');
    expect(both.totalCount).toBe(23);
    expect(both.listings).toHaveLength(10);
    expect(both.listings.every((l) => l.category === 100 && l.title.includes('THUMB'))).toBe(true);
  });

  it('refuses an unknown category with the category sentence, and a search over 100 characters', async () => {
    for (const category of ['104', '7', 'engines']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/listings/mine?category=${category}`,
        headers: dealer.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Category must be one of 100, 101, 103, 105 or 106.');
    }
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/listings/mine?q=${'a'.repeat(101)}`,
      headers: dealer.headers,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/\w/);
  });

  it('keeps access as it was: a guest 401, a user without a company 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/listings/mine?q=kx' })).statusCode).toBe(401);
    const loner = await createTestUser(t, { company: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/listings/mine?q=kx', headers: loner.headers });
    expect(res.statusCode).toBe(403);
  });
});
