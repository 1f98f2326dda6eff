import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import type { JobType } from './job-queue';

/** What a handler knows about the run it is in. */
export interface RunningJob {
  id: number;
  kind: string;
  /** This run's number, from 1. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the server shuts down: a long handler stops early (the job then runs again later). */
  signal: AbortSignal;
  /** Renews the lease for another `leaseSeconds`; false when the job is no longer this worker's. */
  extendLease(): Promise<boolean>;
}

/** Runs one job. Throwing fails this run: the job is retried after the back-off, or marked failed. */
export type JobHandler<P> = (payload: P, job: RunningJob) => Promise<void>;

export interface JobWorker {
  register<P>(type: JobType<P>, handler: JobHandler<P>): void;
  start(): void;
  /** Stops polling, aborts running handlers' signals and waits for the batch in flight. */
  stop(): Promise<void>;
  /** Runs every job that is due now (and those they queue), then returns how many succeeded. Tests call it. */
  drain(): Promise<number>;
  /** Runs due jobs now instead of at the next poll (after a commit that queued some). */
  poke(): void;
}

interface ClaimedRow {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

interface Registered {
  type: JobType<unknown>;
  handler: JobHandler<unknown>;
}

type Log = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

const HOUR_MS = 60 * 60 * 1000;

/** The wait before run `attempt + 1`: doubling from the base, capped, with +-10% jitter. */
export function backoffSeconds(type: JobType<unknown>, attempt: number, random = Math.random): number {
  const { backoffSeconds: base, maxBackoffSeconds: max } = type.options;
  const wait = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  return Math.max(1, Math.round(wait * (0.9 + random() * 0.2)));
}

/**
 * Claims due jobs in batches (`FOR UPDATE SKIP LOCKED`: two servers never claim the same job), the
 * most urgent first (`priority`, then due time), runs
 * them through their kind's handler, and records the outcome (ADR 0008). A claim is a lease: the
 * job's `run_at` moves to the end of the lease, and if the worker dies the job is due again then.
 * Every outcome update is fenced by the claim's token, so a worker whose lease was taken over can no
 * longer change the job.
 */
export function createJobWorker(deps: {
  db: Db;
  log: Log;
  intervalMs?: number;
  batchSize?: number;
  /** Shown in `locked_by`; default host:pid:random. */
  workerId?: string;
  /** Called when a job is given up after its last attempt (the `jobs_failed_total` metric). */
  onFailed?: (kind: string) => void;
}): JobWorker {
  const { db, log } = deps;
  const intervalMs = deps.intervalMs ?? 2000;
  const batchSize = deps.batchSize ?? 50;
  const workerId = deps.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const handlers = new Map<string, Registered>();
  let claims = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let abort = new AbortController();
  let lastPurge = 0;

  /** `case kind when 'mail' then 120 ... end`: each kind's lease, in seconds. */
  function leaseSql(): SQL {
    const whens = [...handlers.values()].map(
      (r) => sql`when ${r.type.kind} then ${sql.raw(String(r.type.options.leaseSeconds))}`,
    );
    return sql`make_interval(secs => case kind ${sql.join(whens, sql` `)} else 120 end)`;
  }

  async function claim(token: string): Promise<ClaimedRow[]> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    const rows = await queryRows<ClaimedRow & { priority: number; dueAt: string | Date }>(
      db,
      sql`
      with due as materialized (
        select id, priority, run_at from jobs
        where status in ('pending', 'running') and run_at <= now() and kind = any(${sql.param(kinds)}::text[])
        order by priority, run_at, id
        limit ${batchSize}
        for update skip locked
      )
      update jobs set status = 'running', attempts = jobs.attempts + 1, locked_by = ${token},
        run_at = now() + ${leaseSql()}
      from due where jobs.id = due.id
      returning jobs.id as "id", jobs.kind as "kind", jobs.payload as "payload",
        jobs.attempts as "attempts", jobs.max_attempts as "maxAttempts",
        due.priority as "priority", due.run_at as "dueAt"`,
    );
    // UPDATE ... RETURNING answers in no particular order: the batch runs in the claim's order.
    return rows
      .sort(
        (a, b) =>
          a.priority - b.priority ||
          new Date(a.dueAt).getTime() - new Date(b.dueAt).getTime() ||
          Number(a.id) - Number(b.id),
      )
      .map(({ priority: _p, dueAt: _d, ...row }) => row);
  }

  async function extendLeases(token: string, ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update jobs set run_at = now() + ${leaseSql()}
          where id = any(${sql.param(ids)}::bigint[]) and status = 'running' and locked_by = ${token}
          returning id as "id"`,
    );
    return rows.length;
  }

  async function fail(token: string, row: ClaimedRow, type: JobType<unknown>, err: unknown) {
    const message = err instanceof Error ? err.message : String(err);
    const final = row.attempts >= row.maxAttempts;
    await db.execute(
      final
        ? sql`update jobs set status = 'failed', last_error = ${message}, finished_at = now(), locked_by = null
              where id = ${row.id} and locked_by = ${token}`
        : sql`update jobs set status = 'pending', last_error = ${message}, locked_by = null,
                run_at = now() + make_interval(secs => ${sql.raw(String(backoffSeconds(type, row.attempts)))})
              where id = ${row.id} and locked_by = ${token}`,
    );
    const fields = {
      err,
      jobId: row.id,
      kind: row.kind,
      attempt: row.attempts,
      maxAttempts: row.maxAttempts,
    };
    if (final) {
      log.error(fields, 'job failed for good');
      deps.onFailed?.(row.kind);
    } else log.warn(fields, 'job failed; it will be retried');
  }

  async function runBatch(): Promise<{ claimed: number; succeeded: number }> {
    const token = `${workerId}#${++claims}`;
    const rows = await claim(token);
    if (rows.length === 0) return { claimed: 0, succeeded: 0 };
    const done: number[] = [];
    let leaseCheck = Date.now();
    const shortestLeaseMs =
      Math.min(...[...handlers.values()].map((r) => r.type.options.leaseSeconds)) * 1000;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      // Claimed kinds are registered ones.
      const registered = handlers.get(row.kind)!;
      // Jobs wait their turn in this batch: keep their leases from running out meanwhile.
      if (Date.now() - leaseCheck > shortestLeaseMs / 2) {
        leaseCheck = Date.now();
        await extendLeases(
          token,
          rows.slice(i).map((r) => r.id),
        );
      }
      if (row.attempts > row.maxAttempts) {
        // Claimed again after its lease ran out too often: its runs keep dying with their server.
        await fail(token, row, registered.type, new Error('the job did not finish within its lease'));
        continue;
      }
      const job: RunningJob = {
        id: row.id,
        kind: row.kind,
        attempt: row.attempts,
        maxAttempts: row.maxAttempts,
        signal: abort.signal,
        extendLease: async () => (await extendLeases(token, [row.id])) === 1,
      };
      try {
        await registered.handler(row.payload, job);
        done.push(row.id);
      } catch (err) {
        await fail(token, row, registered.type, err);
      }
    }
    // One statement for the batch: mail goes out by the hundred after a busy search hour. A crash
    // before it runs these jobs again after their lease (at least once, never lost).
    if (done.length > 0) {
      await db.execute(
        sql`update jobs set status = 'done', finished_at = now(), last_error = null, locked_by = null
            where id = any(${sql.param(done)}::bigint[]) and locked_by = ${token}`,
      );
    }
    return { claimed: rows.length, succeeded: done.length };
  }

  /** Finished jobs are kept a while for inspection: done ones a week, failed ones a month. */
  async function purge() {
    if (Date.now() - lastPurge < HOUR_MS) return;
    lastPurge = Date.now();
    await db.execute(
      sql`delete from jobs where (status = 'done' and finished_at < now() - interval '7 days')
            or (status = 'failed' and finished_at < now() - interval '30 days')`,
    );
  }

  function tick(): Promise<number> {
    if (running) return running;
    running = (async () => {
      let succeeded = 0;
      try {
        for (;;) {
          const batch = await runBatch();
          succeeded += batch.succeeded;
          if (batch.claimed === 0) break;
        }
        await purge();
      } catch (err) {
        log.error({ err }, 'job worker run failed');
      } finally {
        running = undefined;
      }
      return succeeded;
    })();
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      await tick();
      schedule();
    }, intervalMs);
    timer.unref();
  }

  return {
    register(type, handler) {
      if (handlers.has(type.kind))
        throw new Error(`A handler for job kind ${type.kind} is already registered`);
      handlers.set(type.kind, {
        type: type as JobType<unknown>,
        handler: handler as JobHandler<unknown>,
      });
    },
    start() {
      if (!stopped) return;
      stopped = false;
      abort = new AbortController();
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      abort.abort();
      await running;
    },
    async drain() {
      await running;
      return tick();
    },
    poke() {
      if (!stopped) void tick();
    },
  };
}
