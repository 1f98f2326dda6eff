/**
 * `npm run bench` (listings): the for-sale lists' speed targets on PostgreSQL with 200,000 listings
 * (plus a 5,000-listing database for the size comparison), through the real app (in process, `inject`:
 * routing, the role guard, validation, the service, serialisation) against the raw SQL of the same
 * queries. Every comparison is interleaved in one run. Figures go to stdout and docs/benchmarks.md.
 *
 *   BENCH_DATABASE_URL / DATABASE_URL   server to use (default postgres://postgres@127.0.0.1:5432/)
 *   BENCH_LISTINGS                      size of the big dataset (default 200000)
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { LISTING_SORTS, parseListingSort, type ListingSort } from '@ironmatch/contracts/listing-rules';
import { buildApp, type BuiltApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { benchSchemaTag, percentile, writeBenchSection } from './bench-report';
import { queryRows } from '../src/db/database';
import { createAccessTokenService } from '../src/modules/auth/access-token';
import { loadListings, renumberAllListings } from '../src/modules/listings/listing-loader.service';
import { renumberCategory } from '../src/modules/listings/listings.repository';
import { createDevMailbox } from '../src/platform/mail/mailer';
import { generateListings } from '../src/seed/listing-generator';
import { openPostgres, withDatabaseName, type DatabaseHandle } from './bench-db-url';

const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/';
const BIG = Number(process.env.BENCH_LISTINGS ?? 200_000);
const SMALL = 5_000;
const COMPANIES = 400;
const GENERATOR_VERSION = 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const CATEGORY = 103;
/** 3,000 rows deep: page 61 at 50 a page. */
const DEEP_PAGE = 61;
const log = (line: string) => console.log(line);

const fingerprint = (n: number) =>
  `ironmatch-listings-bench generator=${GENERATOR_VERSION} schema=${benchSchemaTag} listings=${n}`;

const ms = (n: number) => `${n.toFixed(2)} ms`;
async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

/** A database with `n` listings over 400 companies; kept between runs while its fingerprint matches. */
async function prepare(n: number): Promise<{ url: string; database: DatabaseHandle }> {
  const name = `ironmatch_bench_listings_${n}`;
  const url = withDatabaseName(adminUrl, name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  let fresh = exists.rowCount === 0;
  if (!fresh) {
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    const mark = await probe
      .query<{ fingerprint: string }>('select fingerprint from bench_fingerprint')
      .catch(() => ({ rows: [] as Array<{ fingerprint: string }> }));
    await probe.end();
    if (mark.rows[0]?.fingerprint !== fingerprint(n)) {
      await admin.query(`drop database ${name} with (force)`);
      fresh = true;
    }
  }
  if (fresh) await admin.query(`create database ${name}`);
  await admin.end();
  const database = openPostgres(url, { max: 10 });
  if (!fresh) return { url, database };

  const started = Date.now();
  await database.migrate();
  const db = database.db;
  await db.execute(sql`insert into companies (name, phone_main, ship_address1, ship_city, ship_state, ship_zip, ship_country, email1, website)
    select 'Bench Dealer ' || g, '555-0100', '1 Bench Way', 'Denver', 'CO', '80216', 'USA', 'c' || g || '@bench.test', 'https://dealer' || g || '.example'
    from generate_series(1, ${COMPANIES}) g`);
  const ids = (await queryRows<{ id: number }>(db, sql`select id from companies order by id`)).map(
    (r) => r.id,
  );
  for (let at = 0; at < n; at += 20_000) {
    const rows = generateListings({
      count: Math.min(20_000, n - at),
      companyIds: ids,
      seed: 9_000 + at,
      stockPrefix: `B${at}-`,
    });
    await loadListings(db, rows, { renumber: false });
  }
  await renumberAllListings(db);
  await db.execute(sql`analyze`);
  await db.execute(sql`create table bench_fingerprint (fingerprint text not null)`);
  await db.execute(sql`insert into bench_fingerprint values (${fingerprint(n)})`);
  log(`loaded ${n} listings into ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { url, database };
}

async function appFor(url: string, database: DatabaseHandle): Promise<BuiltApp> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET,
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    WEB_DIST_DIR: '/nonexistent',
    APP_URL: 'http://127.0.0.1:3999',
    SMTP_URL: 'smtp://127.0.0.1:9',
    DATA_DIR: `/tmp/ironmatch-listings-bench-${process.pid}`,
  });
  return buildApp({ config, database, mailer: createDevMailbox(() => undefined) });
}

/** The raw SQL the position path runs for one page (the same statements, by hand). */
function rawPage(mod: ListingSort, page: number) {
  const { field, direction } = parseListingSort(mod);
  const pos = `pos_${field}`;
  return async (client: pg.Client) => {
    const top = await client.query<{ n: number }>(
      `select ${pos} as n from listings l where l.category = $1 order by ${pos} desc limit 1`,
      [CATEGORY],
    );
    const n = top.rows[0]?.n ?? 0;
    const skip = (page - 1) * 50;
    const lo = direction === 'desc' ? Math.max(1, n - skip - 49) : skip + 1;
    const hi = direction === 'desc' ? n - skip : Math.min(n, skip + 50);
    await client.query(
      `select l.*, c.name, c.website, c.phone_main,
         (select p.filename from listing_pictures p where p.listing_id = l.id order by p.picnum limit 1) as filename,
         (select count(*)::int from listing_pictures p where p.listing_id = l.id) as piccount
       from listings l join companies c on c.id = l.company_id
       where l.category = $1 and l.${pos} between $2 and $3 order by l.${pos} ${direction}`,
      [CATEGORY, lo, hi],
    );
  };
}

/** Thrown to roll the timed write back. */
const ROLLED_BACK = new Error('rolled back');

async function main() {
  const started = Date.now();
  const big = await prepare(BIG);
  const small = await prepare(SMALL);
  const appBig = await appFor(big.url, big.database);
  const appSmall = await appFor(small.url, small.database);
  const tokens = createAccessTokenService(JWT_SECRET);
  const [company] = await queryRows<{ id: number }>(
    big.database.db,
    sql`select id from companies order by id limit 1`,
  );
  const token = await tokens.sign({
    userId: 1,
    companyId: company!.id,
    memid: null,
    emailVerified: true,
    loginId: randomUUID(),
  });
  const headers = { authorization: `Bearer ${token}` };
  const get = (app: BuiltApp, url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  const guest = (app: BuiltApp, url: string, i: number) => async () => {
    const res = await app.inject({
      method: 'GET',
      url,
      remoteAddress: `10.0.${Math.floor(i / 100) % 250}.${i % 100}`,
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  };
  const raw = new pg.Client({ connectionString: big.url });
  await raw.connect();

  const lines: string[] = [];
  const targets: Array<{ name: string; ratio: number; limit: number }> = [];
  const warm = async (fn: () => Promise<unknown>) => {
    for (let i = 0; i < 20; i++) await fn();
  };

  // 1. A page 3,000 rows deep vs page 1, per sort order.
  lines.push('| Sort | page 1 p50 | page 61 p50 | ratio |', '| --- | --- | --- | --- |');
  for (const mod of LISTING_SORTS) {
    const first = get(appBig, `/api/listAttachment/?category=${CATEGORY}&mod=${mod}&page=1`);
    const deep = get(appBig, `/api/listAttachment/?category=${CATEGORY}&mod=${mod}&page=${DEEP_PAGE}`);
    await warm(first);
    await warm(deep);
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      a.push(await timed(first));
      b.push(await timed(deep));
    }
    const ratio = percentile(b, 50) / percentile(a, 50);
    lines.push(`| ${mod} | ${ms(percentile(a, 50))} | ${ms(percentile(b, 50))} | ${ratio.toFixed(2)}x |`);
    targets.push({ name: `deep page (${mod}) within 2x of page 1`, ratio, limit: 2 });
  }

  // 2. List p50 vs the raw SQL of the same query (page 1 and a deep page, date newest first).
  lines.push('', '| Query | app p50 | raw SQL p50 | ratio |', '| --- | --- | --- | --- |');
  for (const page of [1, DEEP_PAGE]) {
    const viaApp = get(appBig, `/api/listAttachment/?category=${CATEGORY}&mod=datedesc&page=${page}`);
    const viaSql = () => rawPage('datedesc', page)(raw);
    await warm(viaApp);
    await warm(viaSql);
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      a.push(await timed(viaApp));
      b.push(await timed(viaSql));
    }
    const ratio = percentile(a, 50) / percentile(b, 50);
    lines.push(
      `| datedesc page ${page} | ${ms(percentile(a, 50))} | ${ms(percentile(b, 50))} | ${ratio.toFixed(2)}x |`,
    );
    targets.push({ name: `list p50 (page ${page}) within 3x of raw SQL`, ratio, limit: 3 });
  }

  // 3. Model-number prefix filter at 200,000 vs 5,000 (guest list, the default sort of a prefix search).
  lines.push(
    '',
    `| Prefix | ${BIG.toLocaleString('en-US')} p50 | ${SMALL.toLocaleString('en-US')} p50 | ratio |`,
    '| --- | --- | --- | --- |',
  );
  for (const prefix of ['320', 'D6', 'PC']) {
    let i = 0;
    const onBig = () =>
      guest(appBig, `/api/guestlistattachment/?category=${CATEGORY}&modelNum=${prefix}`, i++)();
    const onSmall = () =>
      guest(appSmall, `/api/guestlistattachment/?category=${CATEGORY}&modelNum=${prefix}`, i++)();
    await warm(onBig);
    await warm(onSmall);
    const a: number[] = [];
    const b: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      a.push(await timed(onBig));
      b.push(await timed(onSmall));
    }
    const ratio = percentile(a, 50) / percentile(b, 50);
    lines.push(`| ${prefix} | ${ms(percentile(a, 50))} | ${ms(percentile(b, 50))} | ${ratio.toFixed(2)}x |`);
    targets.push({ name: `prefix '${prefix}' at ${BIG} within 1.5x of ${SMALL}`, ratio, limit: 1.5 });
  }

  // 4. What a write costs: one price change in the category, renumbered as the service does (rolled back).
  const writes: number[] = [];
  let shifted = 0;
  for (let i = 0; i < 5; i++) {
    await big.database.db
      .transaction(async (tx) => {
        const t = process.hrtime.bigint();
        await tx.execute(
          sql`update listings set price_cents = 100, datemod = now() where id = (select id from listings where category = ${CATEGORY} and price_cents > 1000000 order by id offset ${i} limit 1)`,
        );
        shifted = await renumberCategory(tx, CATEGORY);
        writes.push(Number(process.hrtime.bigint() - t) / 1e6);
        throw ROLLED_BACK;
      })
      .catch((err: unknown) => {
        if (err !== ROLLED_BACK) throw err;
      });
  }
  lines.push(
    '',
    `Write cost (not a target): one price change in category ${CATEGORY} renumbers ${shifted.toLocaleString('en-US')} rows' positions; median ${ms(percentile(writes, 50))} of 5 (rolled back). Load average during the run: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')} on ${os.cpus().length} cores.`,
  );

  await raw.end();
  await appBig.close();
  await appSmall.close();
  await big.database.close();
  await small.database.close();

  const verdicts = targets.map(
    (t) => `- ${t.ratio <= t.limit ? 'PASS' : 'FAIL'} ${t.name}: ${t.ratio.toFixed(2)}x (limit ${t.limit}x)`,
  );
  const section = [
    '## For-sale listings (PostgreSQL, 200,000 listings)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`apps/server/bench/listings-bench.ts\` (${ROUNDS} interleaved rounds each, in-process \`inject\`, category ${CATEGORY}).`,
    '',
    ...lines,
    '',
    ...verdicts,
    '',
  ].join('\n');
  console.log(`\n${section}`);
  writeBenchSection('listings-bench', section.trimEnd().split('\n'));
  log(`listings bench done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (verdicts.some((v) => v.includes('FAIL'))) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
