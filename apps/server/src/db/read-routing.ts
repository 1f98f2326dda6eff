import { AsyncLocalStorage } from 'node:async_hooks';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Read routing for DATABASE_REPLICA_URL (issue 31). Modules keep one `Db`; it is the primary unless
 * the code runs inside `readFromReplica(...)` (the lists that tolerate a second of lag, chosen per
 * endpoint in http/replica-reads.ts). Even there only plain reads go to the replica: inserts, updates,
 * deletes, transactions, `with` and any raw statement that is not a lone SELECT run on the primary,
 * so a list that happens to write (or locks a row) never fails on a read-only server.
 */
const replicaScope = new AsyncLocalStorage<boolean>();

/** Runs `fn` with its plain reads sent to the replica (when the database has one). */
export function readFromReplica<T>(fn: () => T): T {
  return replicaScope.run(true, fn);
}

/** Whether code running now may read from the replica. */
export function inReplicaScope(): boolean {
  return replicaScope.getStore() === true;
}

const REPLICA_BUILDERS = new Set<PropertyKey>(['select', 'selectDistinct', 'selectDistinctOn', '$count']);

/**
 * A statement that only reads: starts with SELECT (or a WITH of selects) and names no writing verb and
 * no row lock. Conservative on purpose: a word in a string literal sends a read to the primary, never
 * the other way round.
 */
export function isReadOnlySql(text: string): boolean {
  if (!/^\s*\(?\s*(select|with)\b/i.test(text)) return false;
  return !/\b(insert|update|delete|merge|truncate|nextval|setval|pg_advisory\w*|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|into)\b/i.test(
    text,
  );
}

function sqlText(db: Db, query: SQLWrapper | string): string {
  if (typeof query === 'string') return query;
  const dialect = (db as unknown as { dialect: { sqlToQuery(sql: SQL): { sql: string } } }).dialect;
  return dialect.sqlToQuery(query.getSQL()).sql;
}

/** One `Db` over a primary and a replica; outside `readFromReplica` it is exactly the primary. */
export function createRoutedDb(primary: Db, replica: Db): Db {
  return new Proxy(primary, {
    get(target, prop) {
      if (replicaScope.getStore() === true) {
        if (REPLICA_BUILDERS.has(prop)) {
          const builder = Reflect.get(replica, prop) as (...args: unknown[]) => unknown;
          return builder.bind(replica);
        }
        if (prop === 'execute')
          return (query: SQLWrapper | string) =>
            (isReadOnlySql(sqlText(target, query)) ? replica : target).execute(query as SQLWrapper);
      }
      const value = Reflect.get(target, prop) as unknown;
      // Methods run on the primary itself (not on the proxy); the constructor keeps its static marks.
      return typeof value === 'function' && prop !== 'constructor'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
