import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { defineJob, enqueueJobs } from '../../platform/jobs/job-queue';
import type { StatsSource } from '../../db/schema/stats';
import { createCountingRepository, type CountingRepository, type Pair } from './stats-counting.repository';
import { QUOTE_FEED, type QuoteFeed } from './stats-quote-feed';

/**
 * The stats rollup job (ADR 0018): keeps the rollups in step with the events without touching the
 * modules that write them. Each source (part searches, messages, replies, Quick Quotes) is followed by
 * row id. Rows up to a source's `mark` are counted; rows above it are counted as they become visible and
 * remembered in `stats_processed`, in the same transaction as their counts, so a crash or a second run
 * never counts a row twice and never skips one. The mark moves up to the newest row older than
 * `lagSeconds` (a transaction that drew a lower id has committed by then), and the remembered ids below
 * it are forgotten. Orders are counted per stage (request, payment) through `stats_order_marks`.
 *
 * The one-time backfill counts the rows up to each source's mark at the job's first run, a chunk per
 * transaction with its cursor (resumable), then recomputes the reply times of every pair that was ever
 * answered. Every transaction locks the state row first: one run at a time across servers.
 */

export const statsRollupJob = defineJob<Record<string, never>>('stats-rollup', {
  maxAttempts: 100_000,
  leaseSeconds: 300,
  backoffSeconds: 15,
  maxBackoffSeconds: 60,
});

/** The job runs again this long after a run ends: every figure includes an event within a minute. */
export const STATS_ROLLUP_INTERVAL_SECONDS = 30;
/** No transaction that saves an event runs longer than this (the marks stay this far behind). */
export const STATS_EVENT_LAG_SECONDS = 600;

export interface RollupOptions {
  db: Db;
  quoteFeed?: QuoteFeed | null;
  lagSeconds?: number;
  /** Rows per transaction (the backfill's chunk and the live step's batch). */
  chunk?: number;
  /** Reply pairs per transaction in the backfill's last phase. */
  pairChunk?: number;
}

export interface RollupRunReport {
  /** Rows (searches, messages, replies, quotes, orders) counted by the live step. */
  live: number;
  backfill: 'done' | 'in progress';
}

interface SourceRow {
  source: StatsSource;
  mark: number;
  backfillCursor: number;
  backfillUntil: number;
}

interface StateRow {
  orderSince: string;
  backfillPairCompany: number;
  backfillPairCounterpart: number;
  backfillDoneAt: string | null;
}

interface SourceDef {
  source: Exclude<StatsSource, 'order'>;
  table: SQL;
  /** Counts the rows whose id passes `ids` (an SQL condition on the id column). */
  count(repo: CountingRepository, ids: (column: SQL) => SQL, live: boolean): Promise<Pair[]>;
}

export function createStatsRollups(options: RollupOptions) {
  const { db } = options;
  const feed = options.quoteFeed === undefined ? QUOTE_FEED : options.quoteFeed;
  const lag = sql`make_interval(secs => ${options.lagSeconds ?? STATS_EVENT_LAG_SECONDS})`;
  const chunk = options.chunk ?? 5000;
  const pairChunk = options.pairChunk ?? 500;

  const sources: SourceDef[] = [
    {
      source: 'search',
      table: sql`part_searches`,
      count: (repo, ids, live) => repo.countSearches(ids(sql`s.id`), live),
    },
    {
      source: 'message',
      table: sql`messages`,
      count: (repo, ids, live) => repo.countMessages(ids(sql`m.id`), live),
    },
    { source: 'reply', table: sql`message_replies`, count: (repo, ids) => repo.countReplies(ids(sql`r.id`)) },
    ...(feed
      ? [
          {
            source: 'quote' as const,
            table: feed.table,
            count: (repo: CountingRepository, ids: (c: SQL) => SQL) => repo.countQuotes(ids(sql`q.id`)),
          },
        ]
      : []),
    ...(feed?.outcomes
      ? [
          {
            source: 'quote-outcome' as const,
            table: feed.outcomes.table,
            count: (repo: CountingRepository, ids: (c: SQL) => SQL) =>
              repo.countQuoteOutcomes(ids(sql`o.id`)),
          },
        ]
      : []),
  ];

  /** The newest id of `table` whose row is older than the lag (0 when none). */
  const settledSql = (table: SQL, above: number) =>
    sql`coalesce((select t.id from ${table} t where t.id > ${above} and t.created_at < now() - ${lag}
      order by t.id desc limit 1), ${above})`;

  /** Runs `fn` in a transaction holding the state row's lock: one rollup run at a time, across servers. */
  async function locked<T>(fn: (tx: Db, state: StateRow) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const [state] = await queryRows<StateRow>(
        tx,
        sql`select order_since::text as "orderSince", backfill_pair_company as "backfillPairCompany",
              backfill_pair_counterpart as "backfillPairCounterpart", backfill_done_at::text as "backfillDoneAt"
            from stats_rollup_state where id = 1 for update`,
      );
      return fn(tx, state!);
    });
  }

  const bump = (tx: Db) =>
    tx.execute(sql`update stats_rollup_state set version = version + 1, updated_at = now() where id = 1`);

  /**
   * The state row and a row per source, created by the first run: the backfill will count every row up
   * to the marks taken now, the live step everything after. A source that appears later (the quote
   * feed) is backfilled too, and the reply times recomputed again after it.
   */
  async function ensureState(): Promise<void> {
    await db.transaction(async (tx) => {
      const created = await queryRows<{ id: number }>(
        tx,
        sql`insert into stats_rollup_state (id, order_since) values (1, now()) on conflict do nothing returning id as "id"`,
      );
      const rows = [
        ...sources.map((s) => sql`(${s.source}, ${settledSql(s.table, 0)})`),
        sql`('order', coalesce((select max(id) from orders), 0))`,
      ];
      const added = await queryRows<{ source: string }>(
        tx,
        sql`insert into stats_sources (source, mark, backfill_until)
            select source, mark, mark from (values ${sql.join(rows, sql`, `)}) v(source, mark)
            on conflict do nothing returning source as "source"`,
      );
      if (created.length === 0 && added.length > 0)
        await tx.execute(sql`update stats_rollup_state set backfill_pair_company = 0, backfill_pair_counterpart = 0,
            backfill_done_at = null where id = 1`);
    });
  }

  async function sourceRow(tx: Db, source: StatsSource): Promise<SourceRow> {
    const [row] = await queryRows<SourceRow>(
      tx,
      sql`select source as "source", mark as "mark", backfill_cursor as "backfillCursor",
            backfill_until as "backfillUntil" from stats_sources where source = ${source}`,
    );
    return row!;
  }

  /** Counts a source's visible rows above its mark not counted yet, then moves the mark. */
  async function liveSource(def: SourceDef): Promise<number> {
    const { mark } = await sourceRow(db, def.source);
    // Taken before counting: every row up to it has committed, so the counting below sees it.
    const [{ settled }] = (await queryRows<{ settled: number }>(
      db,
      sql`select ${settledSql(def.table, mark)} as "settled"`,
    )) as [{ settled: number }];
    let total = 0;
    for (;;) {
      const counted = await locked(async (tx) => {
        const ids = (
          await queryRows<{ id: number }>(
            tx,
            sql`select t.id as "id" from ${def.table} t where t.id > ${mark}
                and not exists (select 1 from stats_processed p where p.source = ${def.source} and p.id = t.id)
                order by t.id limit ${chunk}`,
          )
        ).map((r) => r.id);
        if (ids.length === 0) return 0;
        const repo = createCountingRepository(tx, feed);
        const pairs = await def.count(repo, (column) => sql`${column} = any(${sql.param(ids)}::int[])`, true);
        await tx.execute(sql`insert into stats_processed (source, id)
          select ${def.source}, unnest(${sql.param(ids)}::int[])`);
        await repo.recomputeReplyTimes(pairs);
        await bump(tx);
        return ids.length;
      });
      total += counted;
      if (counted < chunk) break;
    }
    if (settled > mark) {
      await locked(async (tx) => {
        await tx.execute(
          sql`update stats_sources set mark = greatest(mark, ${settled}) where source = ${def.source}`,
        );
        await tx.execute(sql`delete from stats_processed where source = ${def.source} and id <= ${settled}`);
      });
    }
    return total;
  }

  /** Orders requested or paid since the last look (less the lag), each stage counted once. */
  async function liveOrders(): Promise<number> {
    return locked(async (tx, state) => {
      const since = sql`(${state.orderSince}::timestamptz - ${lag})`;
      const n = await createCountingRepository(tx, feed).countOrders(
        sql`o.requested_at >= ${since} or o.placed_at >= ${since}`,
      );
      await tx.execute(sql`update stats_rollup_state set order_since = now() where id = 1`);
      if (n > 0) await bump(tx);
      return n;
    });
  }

  /** One chunk of the backfill in one transaction; answers whether anything is left. */
  async function backfillStep(): Promise<boolean> {
    return locked(async (tx, state) => {
      if (state.backfillDoneAt) return false;
      const repo = createCountingRepository(tx, feed);
      const [pending] = await queryRows<SourceRow>(
        tx,
        sql`select source as "source", backfill_cursor as "backfillCursor", backfill_until as "backfillUntil"
            from stats_sources where backfill_cursor < backfill_until order by source limit 1`,
      );
      if (pending) {
        const from = pending.backfillCursor;
        const to = Math.min(pending.backfillUntil, from + chunk);
        const range = (column: SQL) => sql`${column} > ${from} and ${column} <= ${to}`;
        if (pending.source === 'order') await repo.countOrders(range(sql`o.id`));
        else {
          const def = sources.find((s) => s.source === pending.source);
          if (def) await def.count(repo, range, false);
        }
        await tx.execute(
          sql`update stats_sources set backfill_cursor = ${to} where source = ${pending.source}`,
        );
        await bump(tx);
        return true;
      }
      // Every event is counted: the reply times of every pair ever answered, from complete rollups.
      const pairs = await repo.answeredPairsAfter(
        { companyId: state.backfillPairCompany, counterpartId: state.backfillPairCounterpart },
        pairChunk,
      );
      await repo.recomputeReplyTimes(pairs);
      const last = pairs.at(-1);
      const done = pairs.length < pairChunk;
      await tx.execute(sql`update stats_rollup_state set
          backfill_pair_company = ${last?.companyId ?? state.backfillPairCompany},
          backfill_pair_counterpart = ${last?.counterpartId ?? state.backfillPairCounterpart},
          backfill_done_at = ${done ? sql`now()` : sql`null`} where id = 1`);
      await bump(tx);
      return !done;
    });
  }

  return {
    /**
     * One run of the job: the live step (every new event), then backfill chunks while `budgetMs`
     * lasts. Safe to run at any time and any number of times.
     */
    async run(
      options: {
        budgetMs?: number;
        /** At most this many backfill chunks (tests and the admin command step through it). */
        maxChunks?: number;
        signal?: AbortSignal;
        onChunk?: () => Promise<unknown>;
      } = {},
    ): Promise<RollupRunReport> {
      await ensureState();
      let live = 0;
      for (const def of sources) live += await liveSource(def);
      live += await liveOrders();
      const until = Date.now() + (options.budgetMs ?? Number.POSITIVE_INFINITY);
      let more = true;
      let chunks = 0;
      const maxChunks = options.maxChunks ?? Number.POSITIVE_INFINITY;
      while (more && (chunks === 0 || Date.now() < until) && chunks < maxChunks && !options.signal?.aborted) {
        chunks++;
        more = await backfillStep();
        await options.onChunk?.();
      }
      const [state] = await queryRows<{ done: boolean }>(
        db,
        sql`select backfill_done_at is not null as "done" from stats_rollup_state where id = 1`,
      );
      return { live, backfill: state?.done ? 'done' : 'in progress' };
    },

    /** Forgets every rollup and counts all history again (after a change of what is counted). */
    async rebuild(options: { inTransaction?: (tx: Db) => Promise<void> } = {}): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from stats_rollup_state where id = 1 for update`);
        await tx.execute(sql`truncate stats_counterpart_days, stats_counterpart_months, stats_part_days, stats_demand_days, stats_demand_months,
          stats_reply_days,
          stats_processed, stats_order_marks, stats_sources`);
        // The state starts over as on a first run, but its version keeps counting up: figures cached
        // by version (stats.service.ts) never match the rebuilt rollups by chance.
        await tx.execute(sql`update stats_rollup_state set order_since = now(), backfill_pair_company = 0,
            backfill_pair_counterpart = 0, backfill_done_at = null, version = version + 1, updated_at = now() where id = 1`);
        // The console's audit row commits with the reset or not at all.
        await options.inTransaction?.(tx);
      });
    },

    /** Queues the next run unless one is already queued or running (`except`: the job now running). */
    async scheduleNext(options: { except?: number; delaySeconds?: number } = {}): Promise<void> {
      await ensureState();
      await locked(async (tx) => {
        const [queued] = await queryRows<{ id: number }>(
          tx,
          sql`select id as "id" from jobs where kind = ${statsRollupJob.kind} and status in ('pending', 'running')
              and id <> ${options.except ?? 0} limit 1`,
        );
        if (queued) return;
        await enqueueJobs(
          tx,
          statsRollupJob,
          {},
          {
            runAt: new Date(Date.now() + (options.delaySeconds ?? STATS_ROLLUP_INTERVAL_SECONDS) * 1000),
          },
        );
      });
    },
  };
}

export type StatsRollups = ReturnType<typeof createStatsRollups>;
