import { sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password-hasher';
import { insertPartsChunk, rebuildBrowseSummary } from '../modules/inventory/stock-bulk.service';
import type { NewStockPart } from '../modules/inventory/stock-part';
import { queryRows, type Db } from '../db/database';
import { companies, companyMemberships, users } from '../db/schema/accounts';
import { manufacturers } from '../db/schema/inventory';
import { DEMO_PASSWORD } from './demo-accounts';
import { catalogEntry, listPart, pickCatalogIndex, type CatalogEntry } from './part-generator';
import { generatedDealer } from './dealer-generator';
import { createRandom } from './seed-random';

/** Generated dealers' logins end with this; the password is the demo password. */
export const GENERATED_EMAIL_DOMAIN = 'gen.ironmatch.test';
/** Bump when the generator's output changes, so cached benchmark data is reloaded. */
export const GENERATOR_VERSION = 2;

const CHUNK = 5000;

async function makeIds(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: manufacturers.id, abbrname: manufacturers.abbrname })
    .from(manufacturers);
  return new Map(rows.map((r) => [r.abbrname, r.id]));
}

/**
 * Loads `count` generated parts spread over the given companies (earlier companies stock more, as in
 * life: a few big dealers and a long tail), in multi-row chunks. Deterministic in `seed`.
 */
export async function loadGeneratedParts(
  db: Db,
  options: {
    companyIds: number[];
    count: number;
    seed: number;
    /** Distinct part numbers to draw from; default count / 3. */
    catalogSize?: number;
    /** Fixed share of all parts for the first company (the demo dealer), 0-1. */
    firstCompanyShare?: number;
    log?: (line: string) => void;
  },
): Promise<void> {
  const makes = await makeIds(db);
  const makeNames = [...makes.keys()];
  const r = createRandom(options.seed);
  const catalogSize = Math.max(50, options.catalogSize ?? Math.round(options.count / 3));
  const catalog = new Map<number, CatalogEntry>();
  const entry = (i: number) => {
    let e = catalog.get(i);
    if (!e) catalog.set(i, (e = catalogEntry(i, makeNames)));
    return e;
  };
  const companyCount = options.companyIds.length;
  const started = Date.now();
  let batch: NewStockPart[] = [];
  for (let i = 0; i < options.count; i++) {
    const company =
      options.firstCompanyShare !== undefined && r.chance(options.firstCompanyShare)
        ? options.companyIds[0]!
        : options.companyIds[Math.min(companyCount - 1, Math.floor(Math.pow(r.next(), 1.4) * companyCount))]!;
    const part = listPart(r, entry(pickCatalogIndex(r, catalogSize)));
    batch.push({
      companyId: company,
      partnum: part.partnum,
      manufacturerId: makes.get(part.make)!,
      condition: part.condition,
      description: part.description,
      quantity: part.quantity,
      priceCents: part.priceCents,
      pictures: part.pictures,
    });
    if (batch.length === CHUNK || i === options.count - 1) {
      await insertPartsChunk(db, batch);
      batch = [];
      if (options.log && (i + 1) % 100_000 < CHUNK) {
        options.log(
          `  ${(i + 1).toLocaleString('en-US')} parts (${Math.round((Date.now() - started) / 1000)} s)`,
        );
      }
    }
  }
}

/**
 * `npm run db:seed -- --parts N --dealers D`: D dealer companies (network members, one verified login
 * each: dealerN@gen.ironmatch.test / the demo password) and N parts over them, then the browse summary.
 * Running it again with the same figures keeps the data; other figures replace it.
 */
export async function generateDealersAndParts(
  db: Db,
  options: { parts: number; dealers: number; seed?: number; log?: (line: string) => void },
): Promise<{ created: boolean; dealerCompanyIds: number[] }> {
  const log = options.log ?? (() => undefined);
  const existing = await generatedDealerIds(db);
  if (existing.length > 0) {
    const [{ n }] = (await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as "n" from inventory_parts where company_id = any(${sql.param(existing)}::int[])`,
    )) as [{ n: number }];
    if (existing.length === options.dealers && n === options.parts) {
      log(`generated data already present: ${options.dealers} dealers, ${options.parts} parts`);
      return { created: false, dealerCompanyIds: existing };
    }
    log(`replacing generated data (${existing.length} dealers, ${n} parts)`);
    await removeGenerated(db, existing);
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  const dealerIds: number[] = [];
  for (let start = 0; start < options.dealers; start += 500) {
    const slice = Array.from({ length: Math.min(500, options.dealers - start) }, (_, k) => start + k);
    const rows = slice.map((i) => {
      const d = generatedDealer(i);
      return {
        name: d.name,
        phoneMain: `(555) 01${String(i % 100).padStart(2, '0')}-${String(1000 + (i % 9000)).slice(-4)}`,
        shipAddress1: `${100 + (i % 9000)} Industrial Way`,
        shipCity: d.city,
        shipState: d.state,
        shipZip: String(10000 + ((i * 7919) % 89999)),
        shipCountry: 'USA',
        billAddress1: `${100 + (i % 9000)} Industrial Way`,
        billCity: d.city,
        billState: d.state,
        billZip: String(10000 + ((i * 7919) % 89999)),
        billCountry: 'USA',
        email1: `sales${i + 1}@${GENERATED_EMAIL_DOMAIN}`,
        partsManager: `${d.firstName} ${d.lastName}`,
        memid: `GEN${i + 1}`,
      };
    });
    const inserted = await db.insert(companies).values(rows).returning({ id: companies.id });
    const ids = inserted.map((c) => c.id);
    dealerIds.push(...ids);
    const people = await db
      .insert(users)
      .values(
        slice.map((i, k) => {
          const d = generatedDealer(i);
          return {
            email: `dealer${i + 1}@${GENERATED_EMAIL_DOMAIN}`,
            passwordHash,
            firstName: d.firstName,
            lastName: d.lastName,
            emailVerified: true,
            emailVerifiedAt: now,
            consentAcceptedAt: now,
            consentVersion: '2025-09-17',
            companyId: ids[k]!,
          };
        }),
      )
      .returning({ id: users.id, companyId: users.companyId });
    await db
      .insert(companyMemberships)
      .values(people.map((p) => ({ userId: p.id, companyId: p.companyId! })));
  }
  log(`created ${dealerIds.length} dealers; loading ${options.parts.toLocaleString('en-US')} parts`);
  await loadGeneratedParts(db, {
    companyIds: dealerIds,
    count: options.parts,
    seed: options.seed ?? 20_250_917,
    log,
  });
  log('building the browse summary');
  await rebuildBrowseSummary(db);
  await db.execute(sql`analyze inventory_parts`);
  await db.execute(sql`analyze browse_summary`);
  return { created: true, dealerCompanyIds: dealerIds };
}

async function generatedDealerIds(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id as "id" from companies where email1 like ${`%@${GENERATED_EMAIL_DOMAIN}`} order by id`,
  );
  return rows.map((r) => Number(r.id));
}

async function removeGenerated(db: Db, companyIds: number[]): Promise<void> {
  await db.execute(sql`delete from users where email like ${`%@${GENERATED_EMAIL_DOMAIN}`}`);
  await db.execute(sql`delete from companies where id = any(${sql.param(companyIds)}::int[])`);
  await rebuildBrowseSummary(db);
}
