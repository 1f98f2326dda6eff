import { asc } from 'drizzle-orm';
import type { Manufacturer } from '@ironmatch/contracts/part-matcher';
import { parseRecordId } from '@ironmatch/contracts/record-id';
import type { Db } from '../../db/database';
import { manufacturers } from '../../db/schema/inventory';

export interface ManufacturerCatalog {
  /** Every make in dropdown order. */
  list(): Promise<Manufacturer[]>;
  /** A make by id. */
  byId(id: number): Promise<Manufacturer | undefined>;
  /** Every make by id, for naming many rows at once. */
  byIdMap(): Promise<ReadonlyMap<number, Manufacturer>>;
  /** The filter value of a query (abbrname, case-insensitive, or a numeric id); undefined when unknown. */
  resolve(value: string): Promise<Manufacturer | undefined>;
}

const TTL_MS = 60_000;

/**
 * The ~50 makes change only when an operator edits the list, yet every row of every answer names one:
 * they are read once a minute and joined in memory instead of in each query.
 */
export function createManufacturerCatalog(db: Db): ManufacturerCatalog {
  let loadedAt = 0;
  let loading: Promise<void> | undefined;
  let all: Manufacturer[] = [];
  let ids = new Map<number, Manufacturer>();
  let abbrs = new Map<string, Manufacturer>();

  async function load(): Promise<void> {
    loading ??= (async () => {
      try {
        const rows = await db
          .select({
            id: manufacturers.id,
            abbrname: manufacturers.abbrname,
            longName: manufacturers.longName,
          })
          .from(manufacturers)
          .orderBy(asc(manufacturers.sortOrder), asc(manufacturers.abbrname));
        all = rows;
        ids = new Map(rows.map((m) => [m.id, m]));
        abbrs = new Map(rows.map((m) => [m.abbrname.toUpperCase(), m]));
        loadedAt = Date.now();
      } finally {
        loading = undefined;
      }
    })();
    await loading;
  }

  async function fresh(): Promise<void> {
    if (Date.now() - loadedAt > TTL_MS) await load();
  }

  /** A miss may be a make added since the last read: read again, at most once a second. */
  async function retryOnMiss<T>(lookup: () => T | undefined): Promise<T | undefined> {
    await fresh();
    const hit = lookup();
    if (hit !== undefined || Date.now() - loadedAt < 1000) return hit;
    await load();
    return lookup();
  }

  return {
    async list() {
      await fresh();
      return all;
    },
    byId: (id) => retryOnMiss(() => ids.get(id)),
    async byIdMap() {
      await fresh();
      return ids;
    },
    resolve: (value) =>
      retryOnMiss(() =>
        /^\d+$/.test(value) ? ids.get(parseRecordId(value) ?? 0) : abbrs.get(value.trim().toUpperCase()),
      ),
  };
}
