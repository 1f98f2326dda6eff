import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../src/db/database';

export { openPostgres, type DatabaseHandle };

/** The same server, another database. */
export function withDatabaseName(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A bench database loaded once and then reused: its comment holds the fingerprint of what was loaded
 * (generator version, schema, sizes), and any other comment loads it anew. Migrations run either way.
 * Answers its URL.
 */
export async function cachedBenchDatabase(options: {
  adminUrl: string;
  name: string;
  fingerprint: string;
  describe: string;
  load: (handle: DatabaseHandle) => Promise<void>;
  log: (line: string) => void;
}): Promise<string> {
  const { adminUrl, name, fingerprint, log } = options;
  const url = withDatabaseName(adminUrl, name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [name],
    );
    const cached = rows[0]?.comment === fingerprint;
    if (cached) log(`reusing ${name} (data unchanged)`);
    else {
      log(`loading ${name}: ${options.describe} (first run only)`);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
    const handle = openPostgres(url, { max: 4 });
    try {
      await handle.migrate();
      if (!cached) {
        const started = Date.now();
        await options.load(handle);
        await handle.pool!.query('vacuum analyze');
        log(`  loaded in ${Math.round((Date.now() - started) / 1000)} s`);
        await admin.query(`comment on database ${name} is '${fingerprint}'`);
      }
    } finally {
      await handle.close();
    }
  } finally {
    await admin.end();
  }
  return url;
}
