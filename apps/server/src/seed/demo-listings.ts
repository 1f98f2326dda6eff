import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import {
  countListings,
  deleteListingsByStockPrefix,
  loadListings,
  renumberAllListings,
} from '../modules/listings/listing-loader.service';
import type { FileStorage } from '../platform/storage/file-storage';
import { writeDemoListingPictures } from './demo-listing-pictures';
import { generateListings } from './listing-generator';

/** Demo listings per listed category (the issue asks for at least 300), and a few in data-only 104. */
export const DEMO_LISTINGS_PER_CATEGORY = 330;
const DEMO_STOCK_PREFIX = 'D-';
const GENERATED_STOCK_PREFIX = 'GEN-';

/** Dealer companies (those with stock), the demo dealer first. */
async function dealerCompanies(db: Db, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select c.id from companies c where exists (select 1 from inventory_parts p where p.company_id = c.id)
        order by c.id limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** The demo's listings and their pictures. Idempotent: skipped when demo listings exist. */
export async function seedDemoListings(
  db: Db,
  storage: FileStorage,
  log: (line: string) => void = () => undefined,
) {
  const drawn = await writeDemoListingPictures(storage);
  if (drawn > 0) log(`drew ${drawn} demo listing pictures into file storage`);
  if ((await countListings(db, sql`stocknum like ${`${DEMO_STOCK_PREFIX}%`}`)) > 0) return;
  const companyIds = await dealerCompanies(db, 9);
  if (companyIds.length === 0) return;
  const rows = [
    ...generateListings({
      count: DEMO_LISTINGS_PER_CATEGORY * 5,
      companyIds,
      seed: 2026,
      stockPrefix: DEMO_STOCK_PREFIX,
    }),
    ...generateListings({
      count: 20,
      companyIds,
      seed: 104,
      stockPrefix: `${DEMO_STOCK_PREFIX}104-`,
      categories: [104],
    }),
  ];
  await loadListings(db, rows);
  log(`seeded ${rows.length} demo listings`);
}

/**
 * `npm run db:seed -- --listings N`: N generated listings over the dealer companies (generated dealers
 * included), in multi-row chunks, then one renumbering per category. The same N again keeps the data;
 * another N replaces the generated listings (the demo's stay).
 */
export async function generateBulkListings(
  db: Db,
  storage: FileStorage,
  options: { count: number; log?: (line: string) => void },
) {
  const log = options.log ?? (() => undefined);
  await writeDemoListingPictures(storage);
  const existing = await countListings(db, sql`stocknum like ${`${GENERATED_STOCK_PREFIX}%`}`);
  if (existing === options.count) {
    log(`${existing} generated listings already loaded`);
    return;
  }
  if (existing > 0) await deleteListingsByStockPrefix(db, GENERATED_STOCK_PREFIX);
  const companyIds = await dealerCompanies(db, 2000);
  if (companyIds.length === 0) throw new Error('No dealer companies to list for: seed the demo first.');
  const started = Date.now();
  const BATCH = 20_000;
  for (let at = 0; at < options.count; at += BATCH) {
    const rows = generateListings({
      count: Math.min(BATCH, options.count - at),
      companyIds,
      seed: 7_000 + at,
      stockPrefix: `${GENERATED_STOCK_PREFIX}${at}-`,
    });
    await loadListings(db, rows, { renumber: false });
    log(`loaded ${at + rows.length} listings`);
  }
  await renumberAllListings(db);
  log(`generated ${options.count} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
