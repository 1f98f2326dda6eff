import { makeNameResolver } from '@ironmatch/contracts/inventory';
import type { Manufacturer } from '@ironmatch/contracts/part-matcher';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';

export interface MakeResolver {
  /** A make's id from its abbreviation, long name or id (any case); undefined when unknown. */
  resolve(value: string): Promise<number | undefined>;
}

const TTL_MS = 60_000;

/**
 * The make list (the part matcher's `manufacturers`, read only here) for the machines module's own
 * lookups. Read once a minute; the part matcher calls the machines module for its search, so the
 * machines module reads the list itself instead of through the part matcher (no cycle).
 */
export function createMakeResolver(db: Db): MakeResolver {
  let loadedAt = 0;
  let resolver: ((value: string) => number | undefined) | undefined;
  async function load() {
    const makes = await queryRows<Manufacturer>(
      db,
      sql`select id, abbrname, long_name as "longName" from manufacturers`,
    );
    resolver = makeNameResolver(makes);
    loadedAt = Date.now();
    return resolver;
  }
  return {
    async resolve(value) {
      const current = resolver && Date.now() - loadedAt < TTL_MS ? resolver : await load();
      // A miss may be a make added since the last read.
      return current(value) ?? (Date.now() - loadedAt > 1000 ? (await load())(value) : undefined);
    },
  };
}
