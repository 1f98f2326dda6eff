/**
 * `npm run bench` (inventory, issue 16): on PostgreSQL,
 * 1. importing a 500,000-row file runs at >= 10,000 rows/s (upload to the end of the job's commit);
 * 2. while it runs, part search p99 from another client stays within 2x of its p99 without the import;
 * 3. exporting the 500,000 parts streams, and the server's memory grows by < 100 MB.
 * The server runs in a child process of its own (bench-server.ts). Figures go to stdout and to
 * docs/benchmarks.md (their own section). Not part of `npm test`.
 *
 *   BENCH_DATABASE_URL / DATABASE_URL   server to use (default postgres://postgres@127.0.0.1:5432/)
 *   BENCH_IMPORT_ROWS                   rows of the file (default 500000)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createAccessTokenService } from '../src/modules/auth/access-token';
import { seedManufacturers } from '../src/modules/inventory/manufacturer-list';
import { rebuildBrowseSummary } from '../src/modules/inventory/stock-bulk.service';
import { openPostgres, withDatabaseName } from './bench-db-url';
import { percentile, writeBenchSection } from './bench-report';
import { forkBenchServer, stopBenchServer, type BenchServer } from './bench-server-process';

const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/';
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 500_000);
/** Other dealers' stock the searches run against. */
const OTHER_PARTS = 200_000;
const DB_NAME = 'ironmatch_bench_inventory';
const log = (line: string) => console.log(line);
const LOAD_AT_START = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');

interface Target {
  name: string;
  detail: string;
  ok: boolean;
  target: string;
}

async function prepareDatabase(): Promise<{
  url: string;
  dealer: number;
  buyer: number;
  dealerCompany: number;
  buyerCompany: number;
}> {
  const url = withDatabaseName(adminUrl, DB_NAME);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(url, { max: 2 });
  try {
    await handle.migrate();
    await seedManufacturers(handle.db);
    const q = (text: string) => handle.pool!.query(text);
    await q(`insert into companies (name, phone_main, ship_address1, ship_city, ship_state, ship_zip, ship_country, email1, memid)
             values ('Bench Dealer', '555-0100', '1 Bench Way', 'Denver', 'CO', '80216', 'USA', 'd@bench.test', 'NC9000'),
                    ('Bench Buyer', '555-0101', '2 Bench Way', 'Denver', 'CO', '80216', 'USA', 'b@bench.test', null),
                    ('Other Dealer', '555-0102', '3 Bench Way', 'Denver', 'CO', '80216', 'USA', 'o@bench.test', 'NC9001')`);
    await q(`insert into users (email, password_hash, first_name, last_name, email_verified, company_id)
             select lower(replace(name, ' ', '')) || '@bench.test', 'x', 'Bench', name, true, id from companies`);
    await q(`insert into company_memberships (user_id, company_id) select id, company_id from users`);
    // Another dealer's stock: what the buyer's searches find.
    await q(`insert into inventory_parts (company_id, partnum, partnum_norm, manufacturer_id, condition, description, quantity, price_cents)
             select (select id from companies where name = 'Other Dealer'), 'OT-' || lpad(g::text, 6, '0'), 'OT' || lpad(g::text, 6, '0'),
               (select id from manufacturers order by id limit 1 offset (g % 5)), (array['NEW','USED','REBUILT','CORE','AFTERMARKET'])[1 + g % 5],
               'OTHER PART ' || g, 1 + g % 9, 100 * (g % 5000)
             from generate_series(1, ${OTHER_PARTS}) g`);
    await rebuildBrowseSummary(handle.db);
    await q('vacuum analyze');
    const ids = await handle.pool!.query<{ name: string; id: number; companyId: number }>(
      `select c.name as name, u.id as id, c.id as "companyId" from users u join companies c on c.id = u.company_id`,
    );
    const byName = new Map(ids.rows.map((r) => [r.name, r]));
    return {
      url,
      dealer: byName.get('Bench Dealer')!.id,
      dealerCompany: byName.get('Bench Dealer')!.companyId,
      buyer: byName.get('Bench Buyer')!.id,
      buyerCompany: byName.get('Bench Buyer')!.companyId,
    };
  } finally {
    await handle.close();
  }
}

function stockCsv(rows: number): Buffer {
  const makes = ['CAT', 'JD', 'KOMATSU', 'CASE', 'IHC'];
  const conditions = ['NEW', 'USED', 'REBUILT', 'CORE', 'AFTERMARKET'];
  const lines = ['Part Number,Manufacturer,Condition,Description,Quantity,Price'];
  for (let i = 1; i <= rows; i++)
    lines.push(
      `BN-${String(i).padStart(7, '0')},${makes[i % 5]},${conditions[(i >> 3) % 5]},"SEAL, O-RING ${i}",${i % 40},"$${(i % 3000).toLocaleString('en-US')}.${String(i % 100).padStart(2, '0')}"`,
    );
  return Buffer.from(`${lines.join('\n')}\n`);
}

interface Server extends BenchServer {
  dataDir: string;
}

async function startServer(url: string, port: number): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ironmatch-inventory-bench-'));
  const server = await forkBenchServer({
    databaseUrl: url,
    port,
    jwtSecret: JWT_SECRET,
    env: { DATA_DIR: dataDir },
  });
  return { ...server, dataDir };
}

async function stopServer(server: Server): Promise<void> {
  await stopBenchServer(server);
  rmSync(server.dataDir, { recursive: true, force: true });
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function timedSearch(server: Server, token: string, i: number): Promise<number> {
  const pn = `OT${String(1 + ((i * 7919) % OTHER_PARTS)).padStart(6, '0')}`;
  const started = performance.now();
  const res = await fetch(`${server.url}/api/parts/${pn}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  const took = performance.now() - started;
  if (res.status !== 200) throw new Error(`search ${pn}: ${res.status} ${body.slice(0, 200)}`);
  return took;
}

async function serverRss(server: Server): Promise<number> {
  const res = await fetch(`${server.url}/__bench/memory`);
  return ((await res.json()) as { rss: number }).rss;
}

async function main() {
  const started = Date.now();
  log(`preparing ${DB_NAME} (${OTHER_PARTS.toLocaleString('en-US')} other parts)`);
  const db = await prepareDatabase();
  const tokens = createAccessTokenService(JWT_SECRET);
  const dealerToken = await tokens.sign({
    userId: db.dealer,
    companyId: db.dealerCompany,
    memid: 'NC9000',
    emailVerified: true,
    loginId: randomUUID(),
  });
  const buyerToken = await tokens.sign({
    userId: db.buyer,
    companyId: db.buyerCompany,
    memid: null,
    emailVerified: true,
    loginId: randomUUID(),
  });
  const file = stockCsv(ROWS);
  log(`file: ${ROWS.toLocaleString('en-US')} rows, ${mb(file.length)}`);
  const server = await startServer(db.url, 3395);
  const targets: Target[] = [];
  try {
    // Warm up, then search p99 without an import.
    for (let i = 0; i < 100; i++) await timedSearch(server, buyerToken, i);
    const quiet: number[] = [];
    for (let i = 0; i < 400; i++) quiet.push(await timedSearch(server, buyerToken, i));

    // The import, with searches running from another client meanwhile.
    const busy: number[] = [];
    // When each search during the import ended: splits them into the staging and the apply phase.
    const busyAt: number[] = [];
    let importing = true;
    const searching = (async () => {
      for (let i = 0; importing; i++) {
        busy.push(await timedSearch(server, buyerToken, i));
        busyAt.push(performance.now());
      }
    })();
    const t0 = performance.now();
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'stock.csv');
    const res = await fetch(`${server.url}/api/inventory/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${dealerToken}` },
      body: form,
    });
    const created = (await res.json()) as { data?: { import: { id: number } }; message?: string };
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${created.message}`);
    const uploadedAt = performance.now();
    let status = 'queued';
    let record: Record<string, unknown> = {};
    let stagedAt = 0;
    while (status === 'queued' || status === 'running') {
      await new Promise((r) => setTimeout(r, 200));
      const poll = await fetch(`${server.url}/api/inventory/imports/${created.data!.import.id}`, {
        headers: { authorization: `Bearer ${dealerToken}` },
      });
      record = ((await poll.json()) as { data: { import: Record<string, unknown> } }).data.import;
      status = String(record.status);
      if (!stagedAt && status === 'running' && record.processed === record.total)
        stagedAt = performance.now();
    }
    const seconds = (performance.now() - t0) / 1000;
    importing = false;
    await searching;
    if (status !== 'done' || record.added !== ROWS)
      throw new Error(`import ended ${status}: ${JSON.stringify(record)}`);
    const rate = ROWS / seconds;
    targets.push({
      name: `Import of ${ROWS.toLocaleString('en-US')} rows (upload, check, apply in one commit)`,
      detail: `${seconds.toFixed(1)} s (upload ${((uploadedAt - t0) / 1000).toFixed(1)} s, rows checked and staged by ${((stagedAt - t0) / 1000).toFixed(1)} s, then applied) = ${Math.round(rate).toLocaleString('en-US')} rows/s`,
      ok: rate >= 10_000,
      target: '>= 10,000 rows/s',
    });
    const p99Quiet = percentile(quiet, 99);
    const p99Busy = percentile(busy, 99);
    const staging = busy.filter((_, i) => busyAt[i]! <= stagedAt);
    const applying = busy.filter((_, i) => busyAt[i]! > stagedAt);
    targets.push({
      name: 'Part search p99 during the import vs without',
      detail: `${ms(p99Busy)} vs ${ms(p99Quiet)} (p50 ${ms(percentile(busy, 50))} vs ${ms(percentile(quiet, 50))}; ${busy.length} searches during; p99 ${ms(percentile(staging, 99))} of ${staging.length} while staging, ${ms(percentile(applying, 99))} of ${applying.length} while applying)`,
      ok: p99Busy <= 2 * p99Quiet,
      target: '<= 2x',
    });

    // The export: streamed; the server's memory is sampled while it runs.
    const before = await serverRss(server);
    let peak = before;
    let exporting = true;
    const sampling = (async () => {
      while (exporting) {
        peak = Math.max(peak, await serverRss(server));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const e0 = performance.now();
    const exp = await fetch(`${server.url}/api/inventory/export.csv`, {
      headers: { authorization: `Bearer ${dealerToken}` },
    });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of exp.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    exporting = false;
    await sampling;
    const exportSeconds = (performance.now() - e0) / 1000;
    if (lines !== ROWS + 1) throw new Error(`export has ${lines} lines, expected ${ROWS + 1}`);
    targets.push({
      name: `Export of ${ROWS.toLocaleString('en-US')} parts (streamed)`,
      detail: `${mb(bytes)} in ${exportSeconds.toFixed(1)} s; server RSS ${mb(before)} -> peak ${mb(peak)} (+${mb(peak - before)})`,
      ok: peak - before < 100 * 1024 * 1024,
      target: '< 100 MB growth',
    });
  } finally {
    await stopServer(server);
  }

  log('\n== inventory targets ==');
  for (const tg of targets) log(`${tg.ok ? 'PASS' : 'FAIL'}  ${tg.name}: ${tg.detail} (target ${tg.target})`);
  writeReport(targets, Math.round((Date.now() - started) / 1000));
  const failed = targets.filter((tg) => !tg.ok).length;
  log(failed === 0 ? '\nall inventory targets met' : `\n${failed} inventory target(s) missed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

function writeReport(targets: Target[], seconds: number) {
  const section = [
    '## Inventory imports and export (`apps/server/bench/inventory-bench.ts`)',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${seconds} s, on PostgreSQL with ${OTHER_PARTS.toLocaleString('en-US')} other parts; ${os.cpus().length} cores (shared), load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}.`,
    '',
    '| Measurement | Figures | Target | Result |',
    '|---|---|---|---|',
    ...targets.map((tg) => `| ${tg.name} | ${tg.detail} | ${tg.target} | ${tg.ok ? 'pass' : 'FAIL'} |`),
    '',
    '- The file is uploaded as multipart and streamed into storage; the job parses it with csv-parse in a worker thread,',
    '  which checks each row, and writes the good ones to `inventory_import_rows` (unlogged) in committed batches of',
    '  5,000 (the progress bar; the thread parses ahead while a batch is written), then applies',
    "  them to the stock in one transaction through the inventory module's stock service: one set-based upsert from the",
    '  staged rows, then one browse summary rebuild, sorts in memory (ADR 0015). Searches run one at a time from a',
    '  second client throughout.',
    `- Load average when the run started: ${LOAD_AT_START}. The machine is shared with other builds: the rates and the`,
    '  search p99 move with its load; the memory figure does not.',
    '- The export reads the stock in id order, 2,000 parts a query, and writes CSV as it goes; the server RSS is sampled',
    '  every 50 ms while the client reads the stream.',
  ];
  writeBenchSection('inventory-bench', section);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
