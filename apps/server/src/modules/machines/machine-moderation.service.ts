import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';

/**
 * Hiding a dismantled machine (issue 30), for the moderation module: the machines module owns the
 * table. The machine_counts trigger (migration 0033's tail) takes a hidden machine out of the counts.
 */
export const machineModeration = {
  async lock(tx: Db, id: number): Promise<{ hidden: boolean; hiddenReason: string | null } | null> {
    const [row] = await queryRows<{ hidden: boolean; hiddenReason: string | null }>(
      tx,
      sql`select hidden_at is not null as hidden, hidden_reason as "hiddenReason"
          from machines where id = ${id} for update`,
    );
    return row ?? null;
  },

  /** Hides with `reason`, or shows again with null. */
  async setHidden(tx: Db, id: number, reason: string | null): Promise<void> {
    await tx.execute(
      sql`update machines set hidden_at = ${reason === null ? sql`null` : sql`now()`}, hidden_reason = ${reason}
          where id = ${id}`,
    );
  },

  /** In the buyers' lists: not hidden, not a draft and not past its parted-out 30 days (what a report may name). */
  async isListed(db: Db, id: number): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from machines where id = ${id} and hidden_at is null and not draft
          and (visible_until is null or visible_until > now())`,
    );
    return rows.length > 0;
  },
};
