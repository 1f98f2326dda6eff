import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createRoutedDb } from './read-routing';

/** The query builder both drivers share; modules depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded instance, for tests that snapshot it; undefined on PostgreSQL. */
  pglite?: PGlite;
  /** The pool, for benchmarks that compare with raw SQL; undefined on PGlite. */
  pool?: pg.Pool;
  /**
   * The read replica (DATABASE_REPLICA_URL): `db` sends the plain reads of `readFromReplica(...)` there
   * (db/read-routing.ts); everything else, and every read outside it, goes to the primary.
   */
  replica?: { db: Db; pool?: pg.Pool; close(): Promise<void> };
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// Dates stay ISO strings end to end; numeric bigints (counts) arrive as JS numbers.
pg.types.setTypeParser(20, (v) => Number(v));

export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  // A connection that cannot be made within 5 s fails (503 with a sentence) instead of holding the request.
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    close: () => pool.end(),
  };
}

export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob | File } = {},
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * A primary with a read replica as one handle: migrations run on the primary only (the replica follows
 * it), `db` routes the lag-tolerant reads to the replica, `close` closes both.
 */
export function withReplica(
  primary: DatabaseHandle,
  replica: { db: Db; pool?: pg.Pool; close(): Promise<void> },
): DatabaseHandle {
  return {
    ...primary,
    db: createRoutedDb(primary.db, replica.db),
    replica,
    async close() {
      await Promise.all([primary.close(), replica.close()]);
    },
  };
}

/** PostgreSQL when DATABASE_URL is set (with its replica when DATABASE_REPLICA_URL is), otherwise the embedded database under DATA_DIR. */
export async function openDatabase(config: {
  databaseUrl?: string;
  databaseReplicaUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (!config.databaseUrl) return openPglite(path.join(config.dataDir, 'pglite'));
  const primary = openPostgres(config.databaseUrl);
  return config.databaseReplicaUrl ? withReplica(primary, openPostgres(config.databaseReplicaUrl)) : primary;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
