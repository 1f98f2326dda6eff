export { openPostgres, type DatabaseHandle } from '../src/db/database';

/** The same server, another database. */
export function withDatabaseName(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
