import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';

type HiddenState = { hidden: boolean; hiddenReason: string | null };

/** Hiding one table's rows (issue 30): `suggestions` or `suggestion_comments`, both this module's. */
function moderationOf(table: 'suggestions' | 'suggestion_comments') {
  const t = sql.raw(table);
  return {
    async lock(tx: Db, id: number): Promise<HiddenState | null> {
      const [row] = await queryRows<HiddenState>(
        tx,
        sql`select hidden_at is not null as hidden, hidden_reason as "hiddenReason"
            from ${t} where id = ${id} for no key update`,
      );
      return row ?? null;
    },

    /** Hides with `reason`, or shows again with null. */
    async setHidden(tx: Db, id: number, reason: string | null): Promise<void> {
      await tx.execute(
        sql`update ${t} set hidden_at = ${reason === null ? sql`null` : sql`now()`}, hidden_reason = ${reason}
            where id = ${id}`,
      );
    },

    /** On the board: not hidden (a comment: nor its suggestion). */
    async isListed(db: Db, id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        table === 'suggestions'
          ? sql`select id from suggestions where id = ${id} and hidden_at is null`
          : sql`select c.id from suggestion_comments c join suggestions s on s.id = c.suggestion_id
                where c.id = ${id} and c.hidden_at is null and s.hidden_at is null`,
      );
      return rows.length > 0;
    },
  };
}

/** Hiding suggestions and comments (issue 30), for the moderation module. */
export const suggestionModeration = moderationOf('suggestions');
export const commentModeration = moderationOf('suggestion_comments');
