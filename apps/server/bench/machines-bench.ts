/**
 * `npm run bench` (machines, issue 28): the buyers' machine search on PostgreSQL at 200,000 machines
 * against 5,000 (p50 at most 1.5x), and page 1 against page 200 of the big list by keyset (at most 2x),
 * through the real app (`inject`: routing, validation, the service, serialisation). The comparisons are
 * interleaved in one run. Figures go to stdout and docs/benchmarks.md.
 *
 *   BENCH_DATABASE_URL / DATABASE_URL   server to use (default postgres://postgres@127.0.0.1:5432/)
 *   BENCH_MACHINES                      size of the big dataset (default 200000)
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp, type BuiltApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { queryRows } from '../src/db/database';
import { loadMachineRows } from '../src/modules/machines/machine-loader.service';
import { seedManufacturers } from '../src/modules/part-matcher/manufacturer-list';
import { createDevMailbox } from '../src/platform/mail/mailer';
import { generateMachines } from '../src/seed/machine-generator';
import { benchSchemaTag, percentile, writeBenchSection } from './bench-report';
import { cachedBenchDatabase, openPostgres } from './bench-db-url';

const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/';
const BIG = Number(process.env.BENCH_MACHINES ?? 200_000);
const SMALL = 5_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const DEEP_PAGE = 200;
const GENERATOR_VERSION = 1;
const log = (line: string) => console.log(line);
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function prepare(n: number): Promise<string> {
  return cachedBenchDatabase({
    adminUrl,
    name: `ironmatch_bench_machines_${n}`,
    fingerprint: `ironmatch-machines-bench generator=${GENERATOR_VERSION} schema=${benchSchemaTag} machines=${n}`,
    describe: `${n} machines over 200 dealers`,
    log,
    load: async (handle) => {
      const db = handle.db;
      await seedManufacturers(db);
      await db.execute(sql`insert into companies (name, phone_main, ship_address1, ship_city, ship_state, ship_zip, ship_country, email1, website)
        select 'Bench Dismantler ' || g, '555-0100', '1 Bench Way', 'Denver', 'CO', '80216', 'USA', 'm' || g || '@bench.test', 'https://dismantler' || g || '.example'
        from generate_series(1, 200) g`);
      const ids = (await queryRows<{ id: number }>(db, sql`select id from companies order by id`)).map(
        (r) => r.id,
      );
      for (let at = 0; at < n; at += 10_000) {
        const rows = generateMachines({
          count: Math.min(10_000, n - at),
          companyIds: ids,
          seed: 28_000 + at,
          pictureKeys: [],
          spreadMinutes: 3 * 365 * 24 * 60,
          maxParts: 3,
        });
        await loadMachineRows(db, rows);
      }
    },
  });
}

async function appFor(url: string): Promise<BuiltApp> {
  const database = openPostgres(url, { max: 10 });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    WEB_DIST_DIR: '/nonexistent',
    APP_URL: 'http://127.0.0.1:3999',
    SMTP_URL: 'smtp://127.0.0.1:9',
    DATA_DIR: `/tmp/ironmatch-machines-bench-${process.pid}`,
  });
  const app = await buildApp({ config, database, mailer: createDevMailbox(() => undefined) });
  await app.ready();
  return app;
}

let caller = 0;
/** One guest list call (the same search as the buyers' list, masked); a new address each, below the rate limit. */
async function list(app: BuiltApp, query: string): Promise<{ nextCursor: string | null }> {
  caller++;
  const res = await app.inject({
    method: 'GET',
    url: `/api/guestmachines?${query}`,
    remoteAddress: `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`,
  });
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json().data;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

async function main() {
  const started = Date.now();
  const [bigUrl, smallUrl] = [await prepare(BIG), await prepare(SMALL)];
  const loadBefore = os.loadavg()[0]!;
  const big = await appFor(bigUrl);
  const small = await appFor(smallUrl);

  // The cursor of page 200 of the whole list (50 a page), walked once.
  let cursor: string | null = null;
  for (let page = 1; page < DEEP_PAGE; page++) {
    cursor = (await list(big, cursor ? `cursor=${encodeURIComponent(cursor)}` : '')).nextCursor;
    if (!cursor) throw new Error(`the big list ends before page ${DEEP_PAGE}`);
  }
  const deep = `cursor=${encodeURIComponent(cursor!)}`;
  const searches: Array<[string, string]> = [
    ['every machine, newest first', ''],
    ['CAT, model 320', 'manufacturer=CAT&model=320'],
    ['model 320, TX, 2005-2015', 'model=320&state=TX&yearFrom=2005&yearTo=2015'],
  ];
  const samples = new Map<string, number[]>();
  const add = (key: string, v: number) => samples.set(key, [...(samples.get(key) ?? []), v]);
  // Warm-up: plans cached, pages in memory.
  for (let i = 0; i < 5; i++)
    for (const [, q] of searches) {
      await list(big, q);
      await list(small, q);
    }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, q] of searches) {
      add(`big ${name}`, await timed(() => list(big, q)));
      add(`small ${name}`, await timed(() => list(small, q)));
    }
    add('page 1', await timed(() => list(big, '')));
    add(`page ${DEEP_PAGE}`, await timed(() => list(big, deep)));
  }
  const p50 = (key: string) => percentile(samples.get(key)!, 50);
  const verdicts: string[] = [];
  const lines = [
    `## Machines (issue 28)`,
    '',
    `${BIG.toLocaleString('en-US')} vs ${SMALL.toLocaleString('en-US')} machines on PostgreSQL, ${ROUNDS} interleaved rounds through \`inject\` (GET /api/guestmachines, the buyers' search without the masking's differences), ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| search | p50 at 5,000 | p50 at 200,000 | ratio (<= 1.5x) |',
    '|---|---|---|---|',
  ];
  for (const [name] of searches) {
    const ratio = p50(`big ${name}`) / p50(`small ${name}`);
    const ok = ratio <= 1.5;
    verdicts.push(ok ? 'ok' : `FAIL ${name}`);
    lines.push(
      `| ${name} | ${ms(p50(`small ${name}`))} | ${ms(p50(`big ${name}`))} | ${ratio.toFixed(2)}x ${ok ? 'ok' : 'FAIL'} |`,
    );
  }
  const depth = p50(`page ${DEEP_PAGE}`) / p50('page 1');
  verdicts.push(depth <= 2 ? 'ok' : 'FAIL depth');
  lines.push(
    '',
    `Page 1 p50 ${ms(p50('page 1'))}, page ${DEEP_PAGE} (keyset cursor) p50 ${ms(p50(`page ${DEEP_PAGE}`))}: ${depth.toFixed(2)}x (<= 2x) ${depth <= 2 ? 'ok' : 'FAIL'}.`,
  );
  lines.push(
    '',
    `Load average (1 min) ${loadBefore.toFixed(1)} before the rounds and ${os.loadavg()[0]!.toFixed(1)} after, on ${os.cpus().length} cores: the absolute times grow with it, the ratios are what the targets compare.`,
    '',
    '`totalCount` comes from the trigger-kept `machine_counts` (make, state, model) plus the parted-out machines still in their 30 days, or for a serial or years search from at most 1,001 rows (ADR 0023).',
  );
  for (const line of lines) log(line);
  writeBenchSection('machines-bench', lines);
  await big.close();
  await small.close();
  log(`machines bench done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (verdicts.some((v) => v.startsWith('FAIL'))) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
