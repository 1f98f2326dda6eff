import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { LISTED, renumberCategory } from './listings.repository';

/** A record's moderation state, read under its row lock (null when there is no such record). */
export interface HiddenState {
  hidden: boolean;
  hiddenReason: string | null;
}

/**
 * Hiding a listing (issue 30), for the moderation module: the listings module owns the table. Hiding
 * and unhiding renumber the category in the caller's transaction, so the lists drop or take the listing
 * back at once.
 */
export const listingModeration = {
  async lock(tx: Db, id: number): Promise<HiddenState | null> {
    const [row] = await queryRows<HiddenState>(
      tx,
      sql`select hidden_at is not null as hidden, hidden_reason as "hiddenReason"
          from listings where id = ${id} for update`,
    );
    return row ?? null;
  },

  /** Hides with `reason`, or shows again with null. */
  async setHidden(tx: Db, id: number, reason: string | null): Promise<void> {
    const [row] = await queryRows<{ category: number }>(
      tx,
      sql`update listings set hidden_at = ${reason === null ? sql`null` : sql`now()`}, hidden_reason = ${reason}
          where id = ${id} returning category`,
    );
    if (row) await renumberCategory(tx, row.category);
  },

  /** Listed: published and not hidden (what a report may name). */
  async isListed(db: Db, id: number): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select l.id from listings l where l.id = ${id} and ${LISTED}`,
    );
    return rows.length > 0;
  },
};
