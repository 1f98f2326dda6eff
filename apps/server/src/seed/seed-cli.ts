import { parseArgs } from 'node:util';
import { loadConfig, ConfigError } from '../config/env';
import { openFileStorage } from '../platform/storage/file-service';
import { openDatabase } from '../db/database';
import { generateDealersAndParts } from './bulk-parts';
import { generateBulkListings } from './demo-listings';
import { seedDemo } from './seed-demo';

const USAGE = `Usage: npm run db:seed [-- --parts N --dealers D] [-- --listings N]
  Migrates and seeds the demo data (idempotent).
  --parts N --dealers D   also generates D dealer companies and N parts over them
                          (deterministic; the same figures again keep the data, others replace it)
  --listings N            also generates N for-sale listings over the dealer companies (same rule)`;

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(n) || n < 1)
    throw new ConfigError(`--${name} must be a whole number above 0.\n\n${USAGE}`);
  return n;
}

/** `npm run db:seed`: migrates, then seeds the demo data (idempotent), then any generated dealers and parts. */
async function main() {
  const { values } = parseArgs({
    options: {
      parts: { type: 'string' },
      dealers: { type: 'string' },
      listings: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const parts = positiveInt('parts', values.parts);
  const listings = positiveInt('listings', values.listings);
  const dealers =
    positiveInt('dealers', values.dealers) ??
    (parts === undefined ? undefined : Math.max(1, Math.round(parts / 500)));
  if (dealers !== undefined && parts === undefined)
    throw new ConfigError(`--dealers needs --parts.\n\n${USAGE}`);

  const config = loadConfig(process.env, { role: 'tool' });
  const database = await openDatabase(config);
  const storage = await openFileStorage(config.storage);
  try {
    await database.migrate();
    const started = Date.now();
    await seedDemo(database.db, storage, { log: (line) => console.log(line) });
    if (parts !== undefined && dealers !== undefined) {
      await generateDealersAndParts(database.db, { parts, dealers, log: (line) => console.log(line) });
    }
    if (listings !== undefined)
      await generateBulkListings(database.db, storage, { count: listings, log: (line) => console.log(line) });
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    storage.close?.();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
