import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password-hasher';
import { createStatsRollups } from '../modules/stats/stats-rollup.service';
import { queryRows, type Db } from '../db/database';
import { companies, companyMemberships, users } from '../db/schema/accounts';
import { DEMO_PASSWORD } from './demo-accounts';
import { createRandom, type Random } from './seed-random';
import {
  DEMO_HISTORY_DAYS,
  businessTime,
  seedDemoConversations,
  seedDemoOrders,
  type HistoryParties,
  type Party,
} from './demo-stats-deals';

/** Buyer companies of the demo's history (logins purchasing@<slug>.example, the demo password; not advertised). */
const DEMO_BUYERS: Array<{
  name: string;
  slug: string;
  city: string;
  state: string;
  zip: string;
  rate: number;
}> = [
  { name: 'Basin Paving Co', slug: 'basinpaving', city: 'Provo', state: 'UT', zip: '84601', rate: 1.2 },
  {
    name: 'Red River Earthworks',
    slug: 'redriverearth',
    city: 'Wichita Falls',
    state: 'TX',
    zip: '76301',
    rate: 1.6,
  },
  {
    name: 'Cedar Valley Contractors',
    slug: 'cedarvalley',
    city: 'Waterloo',
    state: 'IA',
    zip: '50701',
    rate: 0.9,
  },
  {
    name: 'Tri-County Road Department',
    slug: 'tricountyroads',
    city: 'Lima',
    state: 'OH',
    zip: '45801',
    rate: 0.6,
  },
  {
    name: 'Pacific Rim Demolition',
    slug: 'pacificrimdemo',
    city: 'Salem',
    state: 'OR',
    zip: '97301',
    rate: 0.8,
  },
  { name: 'Magnolia Site Prep', slug: 'magnoliasite', city: 'Jackson', state: 'MS', zip: '39201', rate: 0.5 },
  {
    name: 'Front Range Fleet Services',
    slug: 'frontrangefleet',
    city: 'Pueblo',
    state: 'CO',
    zip: '81003',
    rate: 1.1,
  },
];

/** Numbers nobody in the demo stocks, searched under CAT and JD: lost demand nobody else can fill either. */
const UNSTOCKED: Array<[string, string]> = [
  ['2P8811', 'CAT'],
  ['9X7340', 'CAT'],
  ['1U3352', 'CAT'],
  ['AH212138', 'JD'],
  ['RE509672', 'JD'],
];

async function partyOf(db: Db, email: string): Promise<Party | null> {
  const [row] = await db
    .select({ userId: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, email));
  return row?.companyId ? { userId: row.userId, companyId: row.companyId } : null;
}

async function createBuyers(db: Db): Promise<Party[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  const parties: Party[] = [];
  for (const [i, b] of DEMO_BUYERS.entries()) {
    const address = {
      address1: `${200 + i * 37} County Road ${10 + i}`,
      city: b.city,
      state: b.state,
      zip: b.zip,
    };
    const [company] = await db
      .insert(companies)
      .values({
        name: b.name,
        phoneMain: `(555) 02${i}0-${String(4100 + i * 7).slice(-4)}`,
        shipAddress1: address.address1,
        shipCity: address.city,
        shipState: address.state,
        shipZip: address.zip,
        shipCountry: 'USA',
        billAddress1: address.address1,
        billCity: address.city,
        billState: address.state,
        billZip: address.zip,
        billCountry: 'USA',
        email1: `parts@${b.slug}.example`,
        website: `https://${b.slug}.example`,
      })
      .returning({ id: companies.id });
    const [user] = await db
      .insert(users)
      .values({
        email: `purchasing@${b.slug}.example`,
        passwordHash,
        firstName: ['Jo', 'Marcus', 'Ellen', 'Pete', 'Ana', 'Darnell', 'Becky'][i]!,
        lastName: ['Tanner', 'Reyes', 'Voss', 'Kowalski', 'Lim', 'Hayes', 'Ruiz'][i]!,
        emailVerified: true,
        emailVerifiedAt: now,
        consentAcceptedAt: now,
        consentVersion: '2025-09-17',
        companyId: company!.id,
      })
      .returning({ id: users.id });
    await db.insert(companyMemberships).values({ userId: user!.id, companyId: company!.id, role: 'admin' });
    parties.push({ userId: user!.id, companyId: company!.id });
  }
  return parties;
}

/**
 * Six months of searches: buyers (and the other demo dealers) search the demo dealers' numbers most
 * (a few of them far more than the rest), numbers only other dealers stock, and numbers nobody stocks.
 * Saved like the part matcher saves them: the search, its exact result rows, the matched dealers.
 */
async function seedSearches(db: Db, r: Random, parties: HistoryParties, others: Party[]): Promise<number> {
  const own = await queryRows<{ pn: string; make: number }>(
    db,
    sql`select distinct on (partnum_norm) partnum_norm as "pn", manufacturer_id as "make" from inventory_parts
        where company_id = ${parties.dealer.companyId} and quantity > 0 order by partnum_norm limit 240`,
  );
  const second = parties.dealer2
    ? await queryRows<{ pn: string; make: number }>(
        db,
        sql`select partnum_norm as "pn", manufacturer_id as "make" from inventory_parts where company_id = ${parties.dealer2.companyId}`,
      )
    : [];
  const elsewhere = await queryRows<{ pn: string; make: number }>(
    db,
    sql`select distinct on (ip.partnum_norm) ip.partnum_norm as "pn", ip.manufacturer_id as "make"
        from inventory_parts ip
        where ip.company_id <> ${parties.dealer.companyId} and ip.quantity > 0
          and ip.manufacturer_id in (select manufacturer_id from inventory_parts where company_id = ${parties.dealer.companyId})
          and not exists (select 1 from inventory_parts s where s.company_id = ${parties.dealer.companyId}
            and s.partnum_norm = ip.partnum_norm and s.quantity > 0)
        order by ip.partnum_norm limit 120`,
  );
  const makes = new Map(
    (
      await queryRows<{ id: number; abbr: string }>(
        db,
        sql`select id as "id", abbrname as "abbr" from manufacturers`,
      )
    ).map((m) => [m.abbr, m.id]),
  );
  const nobody = UNSTOCKED.flatMap(([pn, abbr]) => (makes.has(abbr) ? [{ pn, make: makes.get(abbr)! }] : []));
  // A few numbers take most of the searches, as in life.
  const skewed = <T>(list: T[]) => list[Math.floor(Math.pow(r.next(), 2.2) * list.length)]!;
  const pickNumber = () => {
    const roll = r.next();
    if (roll < 0.62 && own.length) return skewed(own);
    if (roll < 0.72 && second.length) return r.pick(second);
    if (roll < 0.93 && elsewhere.length) return skewed(elsewhere);
    return r.pick(nobody.length ? nobody : own);
  };
  const searchers = [
    ...parties.buyers.map((p, i) => ({ ...p, rate: DEMO_BUYERS[i]!.rate })),
    ...others.map((p) => ({ ...p, rate: 0.25 })),
  ];
  const rows = {
    user: [] as number[],
    company: [] as number[],
    pn: [] as string[],
    make: [] as (number | null)[],
    at: [] as string[],
  };
  for (let daysAgo = DEMO_HISTORY_DAYS; daysAgo >= 0; daysAgo--) {
    // Busier lately: the network grows.
    const growth = 0.6 + 0.8 * (1 - daysAgo / DEMO_HISTORY_DAYS);
    for (const s of searchers) {
      let n = 0;
      while (r.chance(Math.min(0.85, (s.rate * growth) / (1 + n)))) n++;
      for (let k = 0; k < n; k++) {
        const part = pickNumber();
        rows.user.push(s.userId);
        rows.company.push(s.companyId);
        rows.pn.push(part.pn);
        rows.make.push(r.chance(0.35) ? part.make : null);
        rows.at.push(businessTime(r, daysAgo).toISOString());
      }
    }
  }
  const col = <T>(values: T[]) => sql.param(values);
  await db.execute(sql`
    with x as materialized (
      select nextval(pg_get_serial_sequence('part_searches', 'id'))::int as id, x.*
      from unnest(${col(rows.user)}::int[], ${col(rows.company)}::int[], ${col(rows.pn)}::text[],
        ${col(rows.make)}::int[], ${col(rows.at)}::timestamptz[]) as x(user_id, company_id, pn, make, at)
    ),
    found as (
      select x.id as search_id, x.company_id as searcher, x.at, ip.*,
        row_number() over (partition by x.id order by ip.price_cents nulls last, ip.id) as pos
      from x join inventory_parts ip on ip.partnum_norm = x.pn and (x.make is null or ip.manufacturer_id = x.make)
    ),
    s as (
      insert into part_searches (id, user_id, company_id, part_number, manufacturer_id, match_count, created_at)
      select x.id, x.user_id, x.company_id, x.pn, x.make, (select count(*) from found where found.search_id = x.id), x.at
      from x
    ),
    r as (
      insert into part_search_results (part_search_id, position, part_id, seller_company_id, partnum, manufacturer_id,
        condition, description, quantity, price_cents, pictures)
      select search_id, pos, id, company_id, partnum, manufacturer_id, condition, description, quantity, price_cents, pictures
      from found
    )
    insert into part_search_matches (part_search_id, company_id, created_at)
    select distinct search_id, company_id, at from found where company_id <> searcher`);
  return rows.pn.length;
}

/**
 * The demo dealers' six months (issue 27): searches of their parts by buyer companies in several
 * states, messages and their answers, orders requested and paid; then the stats rollups built from it,
 * so the stats manager is alive on first start. Idempotent: skipped once the buyers exist.
 */
export async function seedDemoStatsHistory(
  db: Db,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const [existing] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_BUYERS[0]!.name));
  if (existing) return;
  const dealer = await partyOf(db, 'dealer@demo.test');
  if (!dealer) return;
  const dealer2 = await partyOf(db, 'dealer2@demo.test');
  const others = await queryRows<Party & { member: boolean }>(
    db,
    sql`select u.id as "userId", u.company_id as "companyId", c.memid is not null as "member"
        from users u join companies c on c.id = u.company_id
        where u.email like 'counter@%.example' order by u.id`,
  );
  const parties: HistoryParties = { dealer, dealer2, buyers: await createBuyers(db) };
  const r = createRandom(2701);
  const searches = await seedSearches(db, r, parties, others);
  const messages = await seedDemoConversations(
    db,
    r,
    parties,
    others.filter((o) => o.member),
  );
  const orders = await seedDemoOrders(db, r, parties);
  log(
    `seeded ${DEMO_HISTORY_DAYS} days of stats history: ${searches} searches, ${messages} messages, ${orders} orders`,
  );
  await createStatsRollups({ db }).run();
  log('built the stats rollups');
}
