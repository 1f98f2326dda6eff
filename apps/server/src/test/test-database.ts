import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/database';
import { withDatabase } from './global-setup';

/** A fresh, migrated database of this test file's own (PGlite or PostgreSQL, per TEST_DB). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    const snapshot = new Blob([readFileSync(testDb.snapshotFile)]);
    return openPglite(undefined, { loadDataDir: snapshot });
  }
  const name = `${testDb.prefix}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDb.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${testDb.template}`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(withDatabase(testDb.adminUrl, name), { max: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: testDb.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
