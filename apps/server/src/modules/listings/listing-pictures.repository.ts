import { sql } from 'drizzle-orm';
import { LISTING_PICTURE_PATH } from '@ironmatch/contracts/listing-rules';
import { queryRows, type Db } from '../../db/database';

/** A listing's pictures (ADR 0013: picnum 1..n per listing, 1 is the cover). */
export interface PictureRow {
  id: number;
  listingId: number;
  picnum: number;
  key: string;
  filename: string;
}

export async function picturesOf(db: Db, listingIds: readonly number[]): Promise<PictureRow[]> {
  if (listingIds.length === 0) return [];
  return queryRows<PictureRow>(
    db,
    sql`select id, listing_id as "listingId", picnum, key, filename from listing_pictures
        where listing_id in (${sql.join(
          listingIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by listing_id, picnum`,
  );
}

export async function insertPictures(
  tx: Db,
  listingId: number,
  pictures: ReadonlyArray<{ key: string; filename: string; originalName: string }>,
): Promise<void> {
  if (pictures.length === 0) return;
  const [top] = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(max(picnum), 0)::int as n from listing_pictures where listing_id = ${listingId}`,
  );
  const start = top?.n ?? 0;
  await tx.execute(
    sql`insert into listing_pictures (listing_id, picnum, key, filename, original_name) values ${sql.join(
      pictures.map(
        (p, i) => sql`(${listingId}, ${start + i + 1}, ${p.key}, ${p.filename}, ${p.originalName})`,
      ),
      sql`, `,
    )}`,
  );
}

/** Sets picnums 1..n in the order of `pictureIds` (two steps: the (listing, picnum) key stays unique). */
export async function reorderPictures(
  tx: Db,
  listingId: number,
  pictureIds: readonly number[],
): Promise<void> {
  await tx.execute(sql`update listing_pictures set picnum = -picnum where listing_id = ${listingId}`);
  for (const [i, id] of pictureIds.entries())
    await tx.execute(
      sql`update listing_pictures set picnum = ${i + 1} where listing_id = ${listingId} and id = ${id}`,
    );
}

/** Removes one picture and closes the gap; answers its storage key. */
export async function deletePicture(tx: Db, listingId: number, picnum: number): Promise<string | null> {
  const [row] = await queryRows<{ key: string }>(
    tx,
    sql`delete from listing_pictures where listing_id = ${listingId} and picnum = ${picnum} returning key`,
  );
  if (!row) return null;
  const rest = await queryRows<{ id: number }>(
    tx,
    sql`select id from listing_pictures where listing_id = ${listingId} order by picnum`,
  );
  await reorderPictures(
    tx,
    listingId,
    rest.map((r) => r.id),
  );
  return row.key;
}

/** Of these storage keys, those no listing refers to any more (demo pictures are shared). */
export async function unreferencedKeys(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = await queryRows<{ key: string }>(
    db,
    sql`select distinct key from listing_pictures where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
  const usedSet = new Set(used.map((u) => u.key));
  return [...new Set(keys)].filter((k) => !usedSet.has(k));
}

export const PICTURE_PREFIX = 'public/listings/';
export const pictureUrl = (filename: string) => `${LISTING_PICTURE_PATH}/${filename}`;
