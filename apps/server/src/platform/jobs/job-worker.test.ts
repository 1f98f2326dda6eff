import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, queryRows, type Db } from '../../db/database';
import { jobs } from '../../db/schema/jobs';
import { openTestDatabase } from '../../test/test-database';
import { defineJob, enqueueJobs } from './job-queue';
import { backoffSeconds, createJobWorker, type JobWorker } from './job-worker';

const silentLog = { warn: () => undefined, error: () => undefined };

const database = await openTestDatabase();
const db = database.db;
// On PostgreSQL the second worker gets a connection pool of its own: two servers on one database.
const second =
  database.kind === 'postgres'
    ? openPostgres(
        (database.pool as unknown as { options: { connectionString: string } }).options.connectionString,
      )
    : undefined;
afterAll(async () => {
  await second?.close();
  await database.close();
});

function worker(on: Db = db, options: { batchSize?: number; workerId?: string } = {}): JobWorker {
  return createJobWorker({ db: on, log: silentLog, ...options });
}

async function rowsOf(kind: string) {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
}

/** Makes every waiting job of a kind due now, as if its back-off had passed. */
async function makeDue(kind: string) {
  await db.execute(sql`update jobs set run_at = now() where kind = ${kind} and status = 'pending'`);
}

describe('background jobs', () => {
  it('runs each queued job once, with its payload, and records it done', async () => {
    const echo = defineJob<{ n: number; text: string }>('test.echo');
    const seen: Array<{ n: number; text: string }> = [];
    const w = worker();
    w.register(echo, async (payload) => {
      seen.push(payload);
    });
    await db.transaction(async (tx) => {
      await enqueueJobs(tx, echo, [
        { n: 1, text: 'één' },
        { n: 2, text: '<b>"two"</b>' },
      ]);
    });
    expect(await w.drain()).toBe(2);
    expect(await w.drain()).toBe(0);
    expect(seen).toEqual([
      { n: 1, text: 'één' },
      { n: 2, text: '<b>"two"</b>' },
    ]);
    const rows = await rowsOf('test.echo');
    expect(rows.map((r) => [r.status, r.attempts, r.lockedBy, r.finishedAt !== null])).toEqual([
      ['done', 1, null, true],
      ['done', 1, null, true],
    ]);
  });

  it('claims by priority, then by due time: urgent jobs overtake a backlog', async () => {
    const notice = defineJob<{ n: string }>('test.notice');
    const account = defineJob<{ n: string }>('test.account', { priority: 'urgent' });
    const order: string[] = [];
    const w = worker(db, { batchSize: 2 });
    w.register(notice, async ({ n }) => void order.push(n));
    w.register(account, async ({ n }) => void order.push(n));
    const earlier = new Date(Date.now() - 60_000);
    await enqueueJobs(db, notice, [{ n: 'notice-1' }, { n: 'notice-2' }, { n: 'notice-3' }]);
    await enqueueJobs(db, notice, { n: 'notice-0' }, { runAt: earlier });
    await enqueueJobs(db, account, { n: 'reset' });
    // A caller may raise one job of a kind above its default.
    await enqueueJobs(db, notice, { n: 'order-mail' }, { priority: 'high' });
    expect(await w.drain()).toBe(6);
    expect(order).toEqual(['reset', 'order-mail', 'notice-0', 'notice-1', 'notice-2', 'notice-3']);
  });

  it('queues nothing when the transaction that queued it rolls back', async () => {
    const never = defineJob<{ x: number }>('test.rolled-back');
    await expect(
      db.transaction(async (tx) => {
        await enqueueJobs(tx, never, { x: 1 });
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');
    expect(await rowsOf('test.rolled-back')).toEqual([]);
  });

  it('leaves kinds it has no handler for to the workers that do', async () => {
    const other = defineJob<object>('test.elsewhere');
    await enqueueJobs(db, other, {});
    const w = worker();
    w.register(defineJob<object>('test.unrelated'), async () => undefined);
    expect(await w.drain()).toBe(0);
    expect((await rowsOf('test.elsewhere'))[0]!.status).toBe('pending');
  });

  it('retries a failing job with a growing back-off, then marks it failed after its last attempt', async () => {
    const flaky = defineJob<object>('test.flaky', { maxAttempts: 3, backoffSeconds: 30 });
    let calls = 0;
    const w = worker();
    w.register(flaky, async () => {
      calls++;
      throw new Error(`relay refused (${calls})`);
    });
    await enqueueJobs(db, flaky, {});

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(await w.drain()).toBe(0);
      const [row] = await queryRows<{ status: string; attempts: number; wait: number; lastError: string }>(
        db,
        sql`select status as "status", attempts as "attempts", last_error as "lastError",
              extract(epoch from run_at - now())::float8 as "wait" from jobs where kind = 'test.flaky'`,
      );
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        lastError: `relay refused (${attempt})`,
      });
      waits.push(row!.wait);
      // Not due yet: draining again does not call the handler.
      await w.drain();
      expect(calls).toBe(attempt);
      await makeDue('test.flaky');
    }
    // About 30 s, then about 60 s (+-10%).
    expect(waits[0]).toBeGreaterThan(25);
    expect(waits[0]).toBeLessThan(35);
    expect(waits[1]).toBeGreaterThan(52);
    expect(waits[1]).toBeLessThan(68);

    await w.drain();
    expect(calls).toBe(3);
    const [row] = await rowsOf('test.flaky');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'relay refused (3)' });
    expect(row!.finishedAt).not.toBeNull();
    await makeDue('test.flaky');
    await w.drain();
    expect(calls).toBe(3);
  });

  it('computes the back-off by doubling, capped, with a little jitter', () => {
    const type = defineJob('test.backoff', { backoffSeconds: 30, maxBackoffSeconds: 600 }) as never;
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 9].map((a) => backoffSeconds(type, a, mid))).toEqual([
      30, 60, 120, 240, 480, 600, 600,
    ]);
    expect(backoffSeconds(type, 1, () => 0)).toBe(27);
    expect(backoffSeconds(type, 1, () => 0.999)).toBe(33);
  });

  it('takes over a job whose worker died mid-run once its lease has run out', async () => {
    const slow = defineJob<{ id: string }>('test.lease', { leaseSeconds: 60, maxAttempts: 2 });
    await enqueueJobs(db, slow, [{ id: 'a' }, { id: 'b' }]);
    // A worker claimed both and then its server died: running, leases not over yet.
    await db.execute(
      sql`update jobs set status = 'running', attempts = 1, locked_by = 'dead-server#1', run_at = now() + interval '60 seconds'
          where kind = 'test.lease'`,
    );
    const ran: string[] = [];
    const w = worker();
    w.register(slow, async (p) => {
      ran.push(p.id);
    });
    expect(await w.drain()).toBe(0);
    // Lease over for 'a' only.
    await db.execute(sql`update jobs set run_at = now() where kind = 'test.lease' and payload->>'id' = 'a'`);
    expect(await w.drain()).toBe(1);
    expect(ran).toEqual(['a']);
    const rows = await rowsOf('test.lease');
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['done', 2],
      ['running', 1],
    ]);

    // A job whose runs keep dying with their server is given up once its attempts are spent.
    await db.execute(
      sql`update jobs set attempts = 2, run_at = now() where kind = 'test.lease' and status = 'running'`,
    );
    expect(await w.drain()).toBe(0);
    expect(ran).toEqual(['a']);
    expect((await rowsOf('test.lease'))[1]).toMatchObject({
      status: 'failed',
      lastError: 'the job did not finish within its lease',
    });
  });

  it('lets a long job keep its lease, and tells it when the job was taken over', async () => {
    const long = defineJob<object>('test.long', { leaseSeconds: 30 });
    await enqueueJobs(db, long, {});
    const answers: boolean[] = [];
    let leaseAfterExtend = 0;
    const w = worker();
    w.register(long, async (_p, job) => {
      expect(job.attempt).toBe(1);
      await db.execute(sql`update jobs set run_at = now() where id = ${job.id}`);
      answers.push(await job.extendLease());
      const [row] = await queryRows<{ s: number }>(
        db,
        sql`select extract(epoch from run_at - now())::float8 as "s" from jobs where id = ${job.id}`,
      );
      leaseAfterExtend = row!.s;
      // Another worker took it over.
      await db.execute(sql`update jobs set locked_by = 'other#1' where id = ${job.id}`);
      answers.push(await job.extendLease());
    });
    await w.drain();
    expect(answers).toEqual([true, false]);
    expect(leaseAfterExtend).toBeGreaterThan(25);
    // Its outcome no longer counts: the job stays with the worker that has it.
    expect((await rowsOf('test.long'))[0]).toMatchObject({ status: 'running', lockedBy: 'other#1' });
  });

  it('runs jobs queued by a job in the same drain', async () => {
    const child = defineJob<{ n: number }>('test.child');
    const parent = defineJob<{ n: number }>('test.parent');
    const ran: number[] = [];
    const w = worker();
    w.register(parent, async ({ n }) => enqueueJobs(db, child, { n: n + 1 }));
    w.register(child, async ({ n }) => {
      ran.push(n);
    });
    await enqueueJobs(db, parent, { n: 41 });
    expect(await w.drain()).toBe(2);
    expect(ran).toEqual([42]);
  });

  it('has two workers on one database run each of many jobs exactly once', async () => {
    const count = 300;
    const shared = defineJob<{ n: number }>('test.shared');
    await enqueueJobs(
      db,
      shared,
      Array.from({ length: count }, (_, n) => ({ n })),
    );
    const runs = new Map<number, number>();
    const byWorker = [0, 0];
    const workers = [
      worker(db, { batchSize: 7, workerId: 'one' }),
      worker(second?.db ?? db, { batchSize: 7, workerId: 'two' }),
    ];
    workers.forEach((w, i) =>
      w.register(shared, async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        byWorker[i]!++;
        await sleep(Math.random() * 2);
      }),
    );
    const succeeded = await Promise.all(workers.map((w) => w.drain()));
    expect(succeeded[0]! + succeeded[1]!).toBe(count);
    expect(runs.size).toBe(count);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    if (second) expect(byWorker.every((n) => n > 0)).toBe(true);
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as "n" from jobs where kind = 'test.shared' and status <> 'done'`,
    );
    expect(left!.n).toBe(0);
  });

  it('polls once started and stops cleanly, aborting the running handler', async () => {
    const polled = defineJob<object>('test.polled');
    const w = createJobWorker({ db, log: silentLog, intervalMs: 20 });
    let aborted = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    w.register(polled, async (_p, job) => {
      started();
      await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
      aborted = true;
    });
    await enqueueJobs(db, polled, {});
    w.start();
    await running;
    await w.stop();
    expect(aborted).toBe(true);
  });
});
