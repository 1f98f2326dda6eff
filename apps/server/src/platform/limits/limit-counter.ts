import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';

/** At most `max` actions per window of `seconds`, which starts with its first action. */
export interface LimitWindow {
  seconds: number;
  max: number;
}

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts actions against limits every server shares (platform/limits: the database by default). */
export interface LimitCounter {
  /**
   * Counts one action of `key` in each window, unless that would pass a window's `max`: then nothing
   * is counted and the answer says how long until the fullest window ends.
   */
  hit(key: string, windows: readonly LimitWindow[]): Promise<LimitOutcome>;
}

const HOUR_MS = 60 * 60 * 1000;

class OverLimit extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('over the limit');
  }
}

/**
 * The counts in the `limit_counts` table: one upsert per window in a transaction, so concurrent hits on
 * any server are counted one after the other on the window's row, and a refused hit is rolled back
 * (it does not use up the budget of the other windows). A window that has ended starts again at the
 * hit, with a count of 1.
 */
export function createDatabaseLimitCounter(db: Db): LimitCounter {
  let lastPurge = 0;

  async function purge() {
    if (Date.now() - lastPurge < HOUR_MS) return;
    lastPurge = Date.now();
    await db.execute(
      sql`delete from limit_counts
          where window_start + make_interval(secs => window_seconds) < now() - interval '1 hour'`,
    );
  }

  return {
    async hit(key, windows) {
      if (windows.length === 0) return { allowed: true };
      try {
        await db.transaction(async (tx) => {
          const values = windows.map((w) => sql`(${key}, ${w.seconds}::int, now(), 1)`);
          const ended = sql`limit_counts.window_start + make_interval(secs => limit_counts.window_seconds) <= now()`;
          const rows = await queryRows<{ seconds: number; count: number; retry: number }>(
            tx,
            sql`insert into limit_counts (key, window_seconds, window_start, count)
                values ${sql.join(values, sql`, `)}
                on conflict (key, window_seconds) do update set
                  window_start = case when ${ended} then now() else limit_counts.window_start end,
                  count = case when ${ended} then 1 else limit_counts.count + 1 end
                returning window_seconds as "seconds", count as "count",
                  ceil(extract(epoch from window_start + make_interval(secs => window_seconds) - now()))::int as "retry"`,
          );
          const over = rows.filter((r) => r.count > windows.find((w) => w.seconds === r.seconds)!.max);
          if (over.length > 0) throw new OverLimit(Math.max(1, ...over.map((r) => r.retry)));
        });
      } catch (err) {
        if (err instanceof OverLimit) return { allowed: false, retryAfterSeconds: err.retryAfterSeconds };
        throw err;
      }
      await purge();
      return { allowed: true };
    },
  };
}
