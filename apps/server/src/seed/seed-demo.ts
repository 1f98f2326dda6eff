import { inArray, sql } from 'drizzle-orm';
import type { FileStorage } from '../platform/storage/file-storage';
import type { Db } from '../db/database';
import { users } from '../db/schema/accounts';
import { DEMO_LOGINS, seedDemoAccounts } from './demo-accounts';
import { seedDemoListings } from './demo-listings';
import { seedDemoMachines } from './demo-machines';
import { seedDemoModeration } from './demo-moderation';
import { seedDemoOperators } from './demo-operators';
import { seedDemoParts } from './demo-parts';
import { seedDemoCrossReferences } from './demo-cross-references';
import { seedDemoPayouts } from './demo-payouts';
import { seedDemoQuotes } from './demo-quotes';
import { seedDemoStatsHistory } from './demo-stats-history';
import { writeDemoPictures } from './demo-pictures';
import { seedDemoStorefront } from './demo-storefront';
import { seedDemoSuggestions } from './demo-suggestions';
import { seedDemoTeam } from './demo-team';
import { seedManufacturers } from '../modules/inventory/manufacturer-list';

export interface SeedOptions {
  log?: (line: string) => void;
}

/**
 * Deterministic demo data: the demo logins, the manufacturer list, the part pictures (files in
 * `storage`), inventory, searches, Quick Quotes, six months of stats history, suggestions, for-sale listings
 * (with their pictures) and dismantled machines (with pictures and parts lists).
 */
export async function seedDemo(db: Db, storage: FileStorage, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => undefined);
  const drawn = await writeDemoPictures(storage);
  if (drawn > 0) log(`drew ${drawn} demo part pictures into file storage`);
  await seedManufacturers(db);
  const demo = await seedDemoAccounts(db);
  // Before the parts: the browse summary they rebuild then counts the second dealer's stock too.
  await seedDemoPayouts(db);
  await seedDemoTeam(db);
  await seedDemoOperators(db);
  log('seeded demo accounts and manufacturers');
  await seedDemoParts(db, demo, log);
  await seedDemoCrossReferences(db, log);
  await seedDemoQuotes(db, log);
  await seedDemoStorefront(db);
  await seedDemoStatsHistory(db, log);
  await seedDemoSuggestions(db);
  await seedDemoListings(db, storage, log);
  await seedDemoMachines(db, storage, log);
  await seedDemoModeration(db);
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Whether the demo logins (with their published password) exist, so the start banner lists them. */
export async function hasDemoLogins(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_LOGINS.map((l) => l.email),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
