import { loadConfig, ConfigError } from '../config/env';
import { openDatabase } from './database';
import { seedDemo } from './seed/seed-demo';

/** `npm run db:seed`: migrates, then seeds the demo data (idempotent). */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedDemo(database.db, { log: (line) => console.log(line) });
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
