/**
 * `npm run bench` (stats manager, issue 27): the stats page's data for 12 weeks and for 2 years at
 * 10,000,000 saved searches against 100,000 (<= 1.5x), its p50 against a browse page's p50 in the same
 * run (<= 3x), and the rate of the one-time backfill over 10,000,000 searches. Figures go to stdout and
 * docs/benchmarks.md.
 *
 *   BENCH_DATABASE_URL / DATABASE_URL   server to use (default postgres://postgres@127.0.0.1:5432/)
 *   BENCH_STATS_SEARCHES                the large size (default 10000000); the small one is 100,000
 *   BENCH_STATS_REUSE_ROLLUPS=1         keep the rollups a previous run built (no backfill figure)
 *
 * Each page load is measured twice per round: with the rollups as they were at the previous load
 * (the company's figures of the period are read once and shared), and right after the rollup job
 * counted something (its version moved: the figures read less than 20 s before are served while one
 * refresh reads them again in the background, stats-cache.ts; older ones are waited for).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { addMonths, utcToday } from '@ironmatch/contracts/stats-rules';
import { createAccessTokenService } from '../src/modules/auth/access-token';
import { createStatsRollups } from '../src/modules/stats/stats-rollup.service';
import { queryRows } from '../src/db/database';
import { percentile, writeBenchSection } from './bench-report';
import { cachedBenchDatabase, openPostgres } from './bench-db-url';
import { forkBenchServer, stopBenchServer, type BenchServer } from './bench-server-process';
import { loadStatsBench, statsBenchIds } from './stats-bench-data';

const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/';
const BIG = Number(process.env.BENCH_STATS_SEARCHES ?? 10_000_000);
const SMALL = 100_000;
const ROUNDS = 30;
/**
 * Rounds go on for at least this long: the background re-reads after new events (at most one per
 * figure every 10 s) then run several times beside the measured loads, at their real cost.
 */
const MIN_SECONDS = 90;
const REUSE = process.env.BENCH_STATS_REUSE_ROLLUPS === '1';
const log = (line: string) => console.log(line);
const ms = (n: number) => `${n.toFixed(2)} ms`;
const count = (n: number) => n.toLocaleString('en-US');

interface Dataset {
  searches: number;
  url: string;
  backfillSeconds: number;
  matches: number;
}

/** A database per size, loaded once (its comment holds the fingerprint); its rollups rebuilt every run. */
async function prepare(searches: number): Promise<Dataset> {
  const url = await cachedBenchDatabase({
    adminUrl,
    name: `ironmatch_bench_stats_${searches}`,
    // Not the schema's tag: the loaded history (searches, messages, orders) does not change with the
    // stats module's own tables, which every run migrates and rebuilds; a 10,000,000 load takes long.
    // Move v1 on when the loaded tables change.
    fingerprint: `ironmatch-stats-bench v1 searches=${searches}`,
    describe: `${count(searches)} searches over two years`,
    log,
    load: (handle) => loadStatsBench(handle, searches, log),
  });
  const handle = openPostgres(url, { max: 2 });
  try {
    const [done] = await queryRows<{ done: boolean }>(
      handle.db,
      sql`select exists (select 1 from stats_rollup_state where backfill_done_at is not null) as "done"`,
    );
    const rollups = createStatsRollups({ db: handle.db, chunk: 100_000, pairChunk: 2000 });
    const reuse = REUSE && done!.done;
    if (!reuse) await rollups.rebuild();
    const started = performance.now();
    let steps = 0;
    while ((await rollups.run({ maxChunks: 1 })).backfill !== 'done')
      if (++steps % 20 === 0)
        log(`  backfill: ${steps} chunks (${Math.round((performance.now() - started) / 1000)} s)`);
    const backfillSeconds = reuse ? NaN : (performance.now() - started) / 1000;
    // Index-only reads need the visibility map, which autovacuum keeps on a live server.
    await handle.db
      .execute(sql`vacuum (analyze) stats_counterpart_days, stats_counterpart_months, stats_part_days,
      stats_demand_days, stats_reply_days`);
    const [{ matches }] = (await queryRows<{ matches: number }>(
      handle.db,
      sql`select count(*)::int as "matches" from part_search_matches`,
    )) as [{ matches: number }];
    log(
      `  ${count(searches)} searches (${count(matches)} search events of dealers' parts) backfilled in ${backfillSeconds.toFixed(1)} s`,
    );
    return { searches, url, backfillSeconds, matches };
  } finally {
    await handle.close();
  }
}

async function tokenFor(url: string): Promise<Record<string, string>> {
  const handle = openPostgres(url, { max: 1 });
  try {
    const ids = await statsBenchIds(handle);
    const [user] = await queryRows<{ id: number }>(
      handle.db,
      sql`select id as "id" from users where company_id = ${ids.dealer0}`,
    );
    // Company calls check the caller's membership (teams, issue 23); databases loaded before it lack it.
    await handle.db.execute(sql`insert into company_memberships (user_id, company_id, role)
      values (${user!.id}, ${ids.dealer0}, 'admin') on conflict do nothing`);
    const token = await createAccessTokenService(JWT_SECRET).sign({
      userId: user!.id,
      companyId: ids.dealer0,
      memid: 'SB0',
      emailVerified: true,
      loginId: randomUUID(),
    });
    return { authorization: `Bearer ${token}` };
  } finally {
    await handle.close();
  }
}

async function get(server: BenchServer, path: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(server.url + path, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
}

/** What the page asks for when it opens: the head and each table's first page, all at once. */
function pageLoad(server: BenchServer, headers: Record<string, string>, query: string) {
  const calls = [
    '/api/stats',
    '/api/stats/parts',
    '/api/stats/regions',
    '/api/stats/companies',
    '/api/stats/lost-demand',
  ];
  return Promise.all(
    calls.map((path) => get(server, `${path}?${query}${path === '/api/stats' ? '' : '&limit=10'}`, headers)),
  );
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

async function main() {
  const started = Date.now();
  const loadStart = os.loadavg();
  log(`stats benchmark: ${count(BIG)} vs ${count(SMALL)} searches`);
  const small = await prepare(SMALL);
  const big = await prepare(BIG);
  const [authSmall, authBig] = [await tokenFor(small.url), await tokenFor(big.url)];
  const dbSmall = openPostgres(small.url, { max: 1 });
  const dbBig = openPostgres(big.url, { max: 1 });
  /** What a rollup run that counted something does to the page's cached figures. */
  const newEvents = (handle: typeof dbSmall) =>
    handle.db.execute(sql`update stats_rollup_state set version = version + 1 where id = 1`);
  const serverSmall = await forkBenchServer({ databaseUrl: small.url, port: 3281, jwtSecret: JWT_SECRET });
  const serverBig = await forkBenchServer({ databaseUrl: big.url, port: 3282, jwtSecret: JWT_SECRET });
  const today = utcToday();
  const periods = [
    { name: '12 weeks', query: 'period=12w' },
    { name: '2 years', query: `period=custom&from=${addMonths(today, -24)}&to=${today}` },
  ];
  const samples = new Map<string, number[]>();
  const first: string[] = [];
  let rounds = 0;
  const push = (key: string, value: number) => samples.set(key, [...(samples.get(key) ?? []), value]);
  try {
    // Warm up both servers (connections, plans, caches), then interleave every measured case. The
    // first load of a period on a fresh server waits for every figure to be read from the rollups.
    for (const p of periods) {
      first.push(
        `${p.name}: ${ms(await timed(() => pageLoad(serverSmall, authSmall, p.query)))} at ${count(SMALL)}, ` +
          `${ms(await timed(() => pageLoad(serverBig, authBig, p.query)))} at ${count(BIG)}`,
      );
    }
    const browse = '/api/browseparts/?page=1';
    await get(serverBig, browse, authBig);
    const measuring = performance.now();
    for (; rounds < ROUNDS || performance.now() - measuring < MIN_SECONDS * 1000; rounds++) {
      // After new events (the rollup version moved), then the same page again at that version.
      for (const p of periods) {
        await newEvents(dbBig);
        push(`${p.name} fresh big`, await timed(() => pageLoad(serverBig, authBig, p.query)));
        push(`${p.name} big`, await timed(() => pageLoad(serverBig, authBig, p.query)));
        await newEvents(dbSmall);
        push(`${p.name} fresh small`, await timed(() => pageLoad(serverSmall, authSmall, p.query)));
        push(`${p.name} small`, await timed(() => pageLoad(serverSmall, authSmall, p.query)));
      }
      push('browse', await timed(() => get(serverBig, browse, authBig)));
    }
  } finally {
    await stopBenchServer(serverSmall);
    await stopBenchServer(serverBig);
    await dbSmall.close();
    await dbBig.close();
  }

  const p50 = (key: string) => percentile(samples.get(key)!, 50);
  const p99 = (key: string) => percentile(samples.get(key)!, 99);
  const rows: string[] = [];
  const results: Array<{ text: string; pass: boolean }> = [];
  const target = (name: string, a: number, b: number, limit: number, detail: string) => {
    const ratio = a / b;
    const pass = ratio <= limit;
    rows.push(`| ${name} | ${detail} | ${ratio.toFixed(2)}x | <= ${limit}x | ${pass ? 'pass' : 'FAIL'} |`);
    results.push({ text: `${pass ? 'PASS' : 'FAIL'} ${name}: ${ratio.toFixed(2)}x (limit ${limit}x)`, pass });
  };
  const kinds = [
    { key: '', name: 'figures read before' },
    { key: ' fresh', name: 'after new events' },
  ];
  for (const k of kinds)
    for (const p of periods) {
      const [b, sm] = [`${p.name}${k.key} big`, `${p.name}${k.key} small`];
      target(
        `Page data, ${p.name}, ${k.name}: p50 at ${count(BIG)} vs ${count(SMALL)} searches`,
        p50(b),
        p50(sm),
        1.5,
        `${ms(p50(b))} vs ${ms(p50(sm))} (p99 ${ms(p99(b))} vs ${ms(p99(sm))})`,
      );
    }
  for (const k of kinds)
    for (const p of periods) {
      const b = `${p.name}${k.key} big`;
      target(
        `Page data, ${p.name}, ${k.name}, p50 vs browse page 1 p50 (${count(BIG)} searches)`,
        p50(b),
        p50('browse'),
        3,
        `${ms(p50(b))} vs ${ms(p50('browse'))}`,
      );
    }
  const rate = big.matches / big.backfillSeconds;
  const lines = [
    '## Stats manager (`apps/server/bench/stats-bench.ts`)',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${Math.round((Date.now() - started) / 1000)} s, on PostgreSQL (${adminUrl.replace(/\/\/[^@/]*@/, '//')}); ` +
      `${os.cpus().length} cores (shared), load average at the start ${loadStart.map((l) => l.toFixed(1)).join(' / ')}, ` +
      `at the end ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}.`,
    '',
    '| Measurement | Figures | Ratio | Target | Result |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    Number.isNaN(big.backfillSeconds)
      ? '- Backfill: not measured in this run (BENCH_STATS_REUSE_ROLLUPS=1 kept the rollups of an earlier run).'
      : `- Backfill of ${count(BIG)} saved searches (${count(big.matches)} search events of dealers' parts, their results ` +
        `and network demand, plus the messages and reply times) from empty rollups: ${big.backfillSeconds.toFixed(1)} s = ` +
        `${count(Math.round(BIG / big.backfillSeconds))} searches/s (${count(Math.round(rate))} search events/s), ` +
        `in committed chunks of 100,000 ids. ${count(SMALL)} searches: ${small.backfillSeconds.toFixed(1)} s.`,
    `- The network: 2,000 member dealers, 3,000 buyer companies in 20 states, 50,000 part numbers over 12 makes; searches ` +
      'over the last two years, popular numbers searched far more, 30% with a make chosen, 5% of numbers nobody stocks. ' +
      'The measured dealer stocks every 25th number of every make (the worst case for lost demand: all makes).',
    `- A page load is the five calls the page makes when it opens (head, and page 1 of parts, regions, companies and ` +
      `lost demand), sent together over HTTP keep-alive to the real server; ${rounds} rounds over at least ${MIN_SECONDS} s, the cases interleaved. ` +
      'The browse page is `GET /api/browseparts/?page=1` on the large database. "Figures read before": the ' +
      "rollups did not change since the previous load (the company's figures of the period are read once and " +
      'shared by the calls); "after new events": the rollup job counted something just before (its version ' +
      'moved): figures read from the rollups less than 20 s before are served while one refresh per figure reads ' +
      'them again in the background (at most one per figure every 10 s; they run beside the measured loads); older ' +
      'ones are waited for.',
  ];
  lines.push(
    `- The first page load of a period on a freshly started server (nothing read yet: every figure is read ` +
      `from the rollups while the page waits; once per period and server): ${first.join('; ')}.`,
  );
  writeBenchSection('stats-bench', lines);
  for (const r of results) log(r.text);
  process.exit(results.every((r) => r.pass) ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
