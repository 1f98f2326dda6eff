import { eq, sql } from 'drizzle-orm';
import type { Condition } from '@ironmatch/contracts/part-matcher-rules';
import { hashPassword } from '../modules/auth/password-hasher';
import { insertPartsChunk, rebuildBrowseSummary } from '../modules/inventory/stock-bulk.service';
import { queryRows, type Db } from '../db/database';
import { companies, companyMemberships, users } from '../db/schema/accounts';
import { manufacturers } from '../db/schema/inventory';
import { DEMO_PASSWORD } from './demo-accounts';
import { demoPictureKey } from './demo-pictures';
import { seedSearches, seedRequests } from './demo-part-searches';
import { loadGeneratedParts } from './bulk-parts';

/** Parts in the demo: enough to browse for pages and search for real, fast to load into PGlite. */
export const DEMO_PART_COUNT = 20_000;

/** The demo's other dealers (logins counter@<slug>.example, the demo password; not advertised). */
const DEMO_DEALERS: Array<{
  name: string;
  slug: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  memid: string | null;
  person: [string, string];
}> = [
  {
    name: 'Big Sky Tractor Salvage',
    slug: 'bigskytractor',
    city: 'Billings',
    state: 'MT',
    zip: '59101',
    phone: '(406) 555-0110',
    memid: 'NC1002',
    person: ['Wes', 'Larsen'],
  },
  {
    name: 'Gulf Coast Equipment Parts',
    slug: 'gulfcoastequip',
    city: 'Mobile',
    state: 'AL',
    zip: '36602',
    phone: '(251) 555-0133',
    memid: 'NC1003',
    person: ['Rosa', 'Mendez'],
  },
  {
    name: 'Prairie Track & Undercarriage',
    slug: 'prairietrack',
    city: 'Salina',
    state: 'KS',
    zip: '67401',
    phone: '(785) 555-0161',
    memid: 'NC1004',
    person: ['Glen', 'Yoder'],
  },
  {
    name: 'Cascade Diesel Supply',
    slug: 'cascadediesel',
    city: 'Spokane',
    state: 'WA',
    zip: '99201',
    phone: '(509) 555-0172',
    memid: 'NC1005',
    person: ['Kim', 'Sato'],
  },
  {
    name: 'Ozark Heavy Iron',
    slug: 'ozarkheavy',
    city: 'Joplin',
    state: 'MO',
    zip: '64801',
    phone: '(417) 555-0108',
    memid: null,
    person: ['Hank', 'Pruitt'],
  },
  {
    name: 'Lone Star Machinery Parts',
    slug: 'lonestarmach',
    city: 'Lubbock',
    state: 'TX',
    zip: '79401',
    phone: '(806) 555-0190',
    memid: 'NC1006',
    person: ['Tina', 'Ortiz'],
  },
  {
    name: 'Great Lakes Equipment Salvage',
    slug: 'greatlakessalvage',
    city: 'Saginaw',
    state: 'MI',
    zip: '48601',
    phone: '(989) 555-0126',
    memid: null,
    person: ['Carl', 'Brandt'],
  },
  {
    name: 'High Desert Parts Depot',
    slug: 'highdesertparts',
    city: 'Reno',
    state: 'NV',
    zip: '89501',
    phone: '(775) 555-0145',
    memid: 'NC1007',
    person: ['Lori', 'Keller'],
  },
];

/**
 * Well-known part numbers every demo shows the same way: the spec's examples, stocked by several
 * dealers in different conditions, priced and unpriced, with and without pictures.
 * [dealer index (-1 = the demo dealer), part number as entered, make, condition, description, qty, price cents, pictures]
 */
const FEATURED: Array<[number, string, string, Condition, string, number, number | null, string[]]> = [
  [
    -1,
    '1R-0750',
    'CAT',
    'NEW',
    'FUEL FILTER',
    12,
    2499,
    [demoPictureKey('filter', 1), demoPictureKey('filter', 2)],
  ],
  [0, '1R-0750', 'CAT', 'USED', 'FUEL FILTER, OFF RUNNING MACHINE', 2, 1200, []],
  [1, '1r0750', 'CAT', 'AFTERMARKET', 'FILTER, FUEL', 40, null, [demoPictureKey('filter', 3)]],
  [2, '1R-0750', 'CAT', 'NEW', 'FUEL FILTER ELEMENT', 6, 2250, []],
  [-1, '1R-07501', 'CAT', 'REBUILT', 'FUEL FILTER BASE ASSY', 1, 18900, [demoPictureKey('pump', 5)]],
  [-1, '6I-2503', 'CAT', 'NEW', 'AIR FILTER PRIMARY', 4, 8650, [demoPictureKey('filter', 4)]],
  [3, '6I-2503', 'CAT', 'AFTERMARKET', 'AIR FILTER PRIMARY', 10, 4999, []],
  [-1, '1R-1808', 'CAT', 'NEW', 'OIL FILTER', 24, 1899, [demoPictureKey('filter', 5)]],
  [5, '1R1808', 'CAT', 'NEW', 'OIL FILTER', 8, 1750, []],
  [-1, '600-211-1340', 'KOMATSU', 'NEW', 'OIL FILTER CARTRIDGE', 6, 3125, [demoPictureKey('filter', 6)]],
  [1, '600-211-1340', 'KOMATSU', 'USED', 'OIL FILTER CARTRIDGE', 1, null, []],
  [
    -1,
    'AT123456',
    'JD',
    'REBUILT',
    'HYDRAULIC PUMP, EXCHANGE',
    1,
    245000,
    [demoPictureKey('pump', 1), demoPictureKey('pump', 2), demoPictureKey('pump', 3)],
  ],
  [4, 'AT123456', 'JD', 'CORE', 'HYDRAULIC PUMP, CORE ONLY', 1, 40000, []],
  [-1, '9W-8552', 'CAT', 'USED', 'TRACK SHOE, 22 IN, FITS D6R', 38, 4500, [demoPictureKey('trackshoe', 4)]],
  // Unpriced at the demo dealer: a quote request the demo can follow from search to shipped order.
  [
    -1,
    '4T-5305',
    'CAT',
    'REBUILT',
    'HYDRAULIC CYLINDER, BUCKET, EXCHANGE',
    2,
    null,
    [demoPictureKey('cylinder', 2)],
  ],
  [6, '7T-3402', 'CAT', 'NEW', 'BUCKET TOOTH', 60, 2899, [demoPictureKey('tooth', 6)]],
];

async function dealerId(db: Db, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row?.id;
}

/**
 * The demo's inventory (20,000 parts over the demo dealer and eight more), a week of searches that
 * fill the member feeds, and general requests. Idempotent: skipped when the demo dealer has stock.
 */
export async function seedDemoParts(
  db: Db,
  demo: { buyerCompanyId: number; dealerCompanyId: number },
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const [{ n }] = (await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as "n" from inventory_parts where company_id = ${demo.dealerCompanyId}`,
  )) as [{ n: number }];
  if (n > 0) return;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  const dealerIds: number[] = [];
  const dealerUsers: Array<{ userId: number; companyId: number; memid: string | null }> = [];
  for (const d of DEMO_DEALERS) {
    let id = await dealerId(db, d.name);
    if (id === undefined) {
      const [c] = await db
        .insert(companies)
        .values({
          name: d.name,
          phoneMain: d.phone,
          shipAddress1: `${d.zip.slice(0, 3)}0 Frontage Road`,
          shipCity: d.city,
          shipState: d.state,
          shipZip: d.zip,
          shipCountry: 'USA',
          billAddress1: `${d.zip.slice(0, 3)}0 Frontage Road`,
          billCity: d.city,
          billState: d.state,
          billZip: d.zip,
          billCountry: 'USA',
          email1: `sales@${d.slug}.example`,
          partsManager: d.person.join(' '),
          website: `https://${d.slug}.example`,
          memid: d.memid,
        })
        .returning({ id: companies.id });
      id = c!.id;
      const [u] = await db
        .insert(users)
        .values({
          email: `counter@${d.slug}.example`,
          passwordHash,
          firstName: d.person[0],
          lastName: d.person[1],
          phoneOffice: d.phone,
          emailVerified: true,
          emailVerifiedAt: now,
          consentAcceptedAt: now,
          consentVersion: '2025-09-17',
          companyId: id,
        })
        .returning({ id: users.id });
      await db.insert(companyMemberships).values({ userId: u!.id, companyId: id, role: 'admin' });
      dealerUsers.push({ userId: u!.id, companyId: id, memid: d.memid });
    }
    dealerIds.push(id);
  }

  // The demo dealer first: a fifth of the stock is Summit Heavy Parts'.
  await loadGeneratedParts(db, {
    companyIds: [demo.dealerCompanyId, ...dealerIds],
    count: DEMO_PART_COUNT,
    seed: 1001,
    catalogSize: 6000,
    firstCompanyShare: 0.2,
  });
  const makes = new Map(
    (await db.select({ id: manufacturers.id, abbrname: manufacturers.abbrname }).from(manufacturers)).map(
      (m) => [m.abbrname, m.id],
    ),
  );
  await insertPartsChunk(
    db,
    FEATURED.map(([who, partnum, make, condition, description, quantity, priceCents, pictures]) => ({
      companyId: who === -1 ? demo.dealerCompanyId : dealerIds[who]!,
      partnum,
      manufacturerId: makes.get(make)!,
      condition,
      description,
      quantity,
      priceCents,
      pictures,
    })),
  );
  await rebuildBrowseSummary(db);
  log(`seeded ${DEMO_PART_COUNT.toLocaleString('en-US')} demo parts over ${dealerIds.length + 1} dealers`);

  await seedSearches(db, demo, dealerUsers);
  await seedRequests(db, demo, dealerUsers);
  log('seeded demo part searches and general requests');
}
