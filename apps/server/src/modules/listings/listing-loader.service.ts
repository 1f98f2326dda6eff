import { sql } from 'drizzle-orm';
import { DATA_CATEGORY_CODES } from '@ironmatch/contracts/listing-categories';
import { queryRows, type Db } from '../../db/database';
import { renumberCategory } from './listings.repository';

/** A listing as the seed and the generator load it; pictures are storage keys under `public/listings/`. */
export interface LoadedListing {
  companyId: number;
  title: string;
  modelnum: string;
  modelnumNorm: string;
  manuflong: string;
  condlong: string;
  category: number;
  subcategory: string;
  priceCents: number | null;
  details: string;
  shipnotes: string;
  serialnum: string;
  stocknum: string;
  modelyear: number | null;
  hours: number | null;
  dimensions: string;
  weight: string;
  location: string;
  city: string;
  state: string;
  /** ISO time. */
  datemod: string;
  pictures: string[];
}

const CHUNK = 2000;

/**
 * Bulk load for seeds and the generator: multi-row inserts in chunks (listings, then their pictures),
 * then one renumbering per category touched. Call `renumberAllListings` after several loads instead
 * of renumbering each (`renumber: false`).
 */
export async function loadListings(
  db: Db,
  rows: readonly LoadedListing[],
  options: { renumber?: boolean } = {},
) {
  for (let at = 0; at < rows.length; at += CHUNK) {
    const chunk = rows.slice(at, at + CHUNK);
    await db.transaction(async (tx) => {
      const ids = await queryRows<{ id: number }>(
        tx,
        sql`insert into listings (company_id, title, modelnum, modelnum_norm, manuflong, condlong, category,
              subcategory, price_cents, details, shipnotes, serialnum, stocknum, modelyear, hours, dimensions,
              weight, location, city, state, datemod, created_at)
            values ${sql.join(
              chunk.map(
                (
                  r,
                ) => sql`(${r.companyId}, ${r.title}, ${r.modelnum}, ${r.modelnumNorm}, ${r.manuflong}, ${r.condlong},
                  ${r.category}, ${r.subcategory}, ${r.priceCents}, ${r.details}, ${r.shipnotes}, ${r.serialnum},
                  ${r.stocknum}, ${r.modelyear}, ${r.hours}, ${r.dimensions}, ${r.weight}, ${r.location}, ${r.city},
                  ${r.state}, ${r.datemod}, ${r.datemod})`,
              ),
              sql`, `,
            )}
            returning id`,
      );
      const pictures = chunk.flatMap((r, i) =>
        r.pictures.map(
          (key, p) =>
            sql`(${ids[i]!.id}, ${p + 1}, ${key}, ${key.slice(key.lastIndexOf('/') + 1)}, ${key.slice(key.lastIndexOf('/') + 1)})`,
        ),
      );
      for (let p = 0; p < pictures.length; p += CHUNK * 2)
        await tx.execute(
          sql`insert into listing_pictures (listing_id, picnum, key, filename, original_name)
              values ${sql.join(pictures.slice(p, p + CHUNK * 2), sql`, `)}`,
        );
    });
  }
  if (options.renumber !== false)
    for (const category of new Set(rows.map((r) => r.category))) await renumberAllListings(db, [category]);
}

/** Renumbers the positions of these categories (all by default), each in its own transaction. */
export async function renumberAllListings(db: Db, categories: readonly number[] = DATA_CATEGORY_CODES) {
  for (const category of categories) await db.transaction((tx) => renumberCategory(tx, category));
}

export async function countListings(db: Db, where = sql`true`): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from listings where ${where}`,
  );
  return row?.n ?? 0;
}

/** Removes listings whose stock number starts with `prefix` (the generator's own), pictures rows with them. */
export async function deleteListingsByStockPrefix(db: Db, prefix: string): Promise<void> {
  await db.execute(sql`delete from listings where stocknum like ${`${prefix}%`}`);
}
