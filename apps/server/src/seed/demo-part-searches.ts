import { eq, sql } from 'drizzle-orm';
import { PART_SEARCH_ROW_LIMIT } from '@ironmatch/contracts/part-matcher-rules';
import {
  saveSearchSql,
  searchPartsSql,
  type FoundPartRow,
} from '../modules/part-matcher/part-search.repository';
import { queryRows, type Db } from '../db/database';
import { users } from '../db/schema/accounts';
import { manufacturers } from '../db/schema/inventory';
import { generalRequests } from '../db/schema/part-matcher';
import { createRandom } from './seed-random';

/** The demo's part searches and general requests, after its stock (demo-parts.ts). */

const REQUESTS: Array<[number, string | null, string | null, string | null, string]> = [
  // [requesting dealer index (-1 = demo buyer), part number, make, model, comments]
  [
    -1,
    null,
    'CAT',
    '320C',
    'Need a complete swing drive for a 320C, good used or rebuilt. Ship to Bozeman MT.',
  ],
  [0, '6I2503', 'CAT', null, 'Looking for 10 primary air filters, aftermarket OK.'],
  [
    1,
    null,
    'KOMATSU',
    'PC200-8',
    'Hydraulic pump for PC200-8, customer machine down. Please quote with freight to 36602.',
  ],
  [-1, 'AT179754', 'JD', '310SG', 'Front axle pivot pin and bushings for a 310SG backhoe.'],
  [2, null, 'CASE', '580K', 'Need a used transmission for a Case 580K, 4x4. Core available.'],
  [3, null, 'CUMMINS', null, 'Looking for an injector set for a QSB 6.7, new or reman.'],
  [5, '1R0750', 'CAT', null, 'Fuel filters, need 24 pieces. Best price wins.'],
  [-1, null, 'JD', '450J', 'Track chains for a 450J dozer, 50% or better.'],
  [6, null, 'IHC', 'TD8E', 'Final drive parts for an IH TD8E, anything you have.'],
  [7, null, null, 'D6R', 'Ripper shank and tips for a D6R.'],
  [0, null, 'VOLVO', 'L120F', 'Bucket cylinder for a Volvo L120F loader.'],
  [-1, null, 'KOMATSU', 'WA380', 'Cab glass, right side door, for a WA380-6.'],
];

/** A week of searches: the demo buyer's (they match the demo dealer) and the other dealers'. */
export async function seedSearches(
  db: Db,
  demo: { buyerCompanyId: number; dealerCompanyId: number },
  dealerUsers: Array<{ userId: number; companyId: number }>,
): Promise<void> {
  const r = createRandom(77);
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@demo.test'));
  const summitNumbers = await queryRows<{ partnumNorm: string }>(
    db,
    sql`select distinct partnum_norm as "partnumNorm" from inventory_parts
        where company_id = ${demo.dealerCompanyId} and length(partnum_norm) > 5 order by 1 limit 400`,
  );
  const anyNumbers = await queryRows<{ partnumNorm: string }>(
    db,
    sql`select partnum_norm as "partnumNorm" from inventory_parts where id % 97 = 0 order by id limit 200`,
  );
  const classics = [{ partnumNorm: '6I2503' }, { partnumNorm: 'AT123456' }, { partnumNorm: '6002111340' }];
  const searchers = [
    ...(buyer
      ? Array.from({ length: 18 }, (_, i) => ({
          userId: buyer.id,
          companyId: demo.buyerCompanyId,
          // Every sixth is a well-known number, the newest of all 1R0750.
          pool: i === 17 ? [{ partnumNorm: '1R0750' }] : i % 6 === 5 ? classics : summitNumbers,
        }))
      : []),
    ...dealerUsers.flatMap((u) =>
      Array.from({ length: 5 }, () => ({ ...u, pool: r.chance(0.5) ? summitNumbers : anyNumbers })),
    ),
  ];
  const comments = [
    null,
    null,
    'Need it this week.',
    'Machine down, please call.',
    'Price with freight to 59715 please.',
    null,
    'Looking for 2.',
  ];
  for (const [k, s] of searchers.entries()) {
    if (s.pool.length === 0) continue;
    const partNumber = r.pick(s.pool).partnumNorm;
    const found = await queryRows<FoundPartRow>(
      db,
      searchPartsSql([partNumber], {}, s.companyId, PART_SEARCH_ROW_LIMIT),
    );
    const saved = await queryRows<{ kind: string; id: number }>(
      db,
      saveSearchSql({
        userId: s.userId,
        companyId: s.companyId,
        manufacturerId: null,
        condition: null,
        description: null,
        comments: r.pick(comments),
        fromBrowse: false,
        partNumbers: [partNumber],
        matchCounts: [found.length],
        results: found.map((f, i) => ({ partNumber, partId: f.id, position: i + 1, exact: f.rank === 0 })),
      }),
    );
    const searchId = saved.find((x) => x.kind === 'search')!.id;
    // Spread over the last six days, newest last.
    const minutesAgo = Math.round(((searchers.length - k) / searchers.length) * 6 * 24 * 60);
    await db.execute(
      sql`update part_searches set created_at = now() - make_interval(mins => ${minutesAgo}) where id = ${searchId}`,
    );
    await db.execute(
      sql`update part_search_matches set created_at = now() - make_interval(mins => ${minutesAgo}) where part_search_id = ${searchId}`,
    );
  }
}

export async function seedRequests(
  db: Db,
  demo: { buyerCompanyId: number },
  dealerUsers: Array<{ userId: number; companyId: number }>,
): Promise<void> {
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@demo.test'));
  const makes = new Map(
    (await db.select({ id: manufacturers.id, abbrname: manufacturers.abbrname }).from(manufacturers)).map(
      (m) => [m.abbrname, m.id],
    ),
  );
  for (const [k, [who, partNumber, make, modelnum, comments]] of REQUESTS.entries()) {
    const author =
      who === -1
        ? buyer
          ? { userId: buyer.id, companyId: demo.buyerCompanyId }
          : undefined
        : dealerUsers[who];
    if (!author) continue;
    const hoursAgo = (REQUESTS.length - k) * 11;
    await db.insert(generalRequests).values({
      companyId: author.companyId,
      userId: author.userId,
      partNumber,
      manufacturerId: make ? (makes.get(make) ?? null) : null,
      modelnum,
      comments,
      createdAt: new Date(Date.now() - hoursAgo * 3600_000).toISOString(),
    });
  }
}
