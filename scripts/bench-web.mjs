#!/usr/bin/env node
// `npm run bench:web [-- --no-build] [-- --no-lighthouse]`: builds the web app into .bench/web-dist (so a
// running server's apps/web/dist is left alone), or with --no-build reads apps/web/dist, starts the real
// server on it (fresh embedded database with the demo data, port BENCH_WEB_PORT or 3290) and checks:
//   - the home page's initial JavaScript (entry chunk + its static imports + the home route's lazy
//     chunk + its static imports, from the Vite manifest), as really sent: the encoded bytes of each
//     file requested with `Accept-Encoding: br, gzip`, at most 130 KB;
//   - every lazily loaded route chunk, as sent, at most 100 KB;
//   - Lighthouse, mobile profile (simulated slow 4G, 4x CPU slowdown), in Debian's Chromium
//     (CHROME_PATH, default /usr/bin/chromium), median of 3 runs per page: performance >= 90,
//     LCP <= 2.5 s, CLS <= 0.1; FCP, TBT and bytes transferred are reported. Skipped with --no-lighthouse.
// Prints tables, the heaviest modules of the home page's initial JavaScript (from hidden source maps),
// and exits 1 when a budget is breached (2 when the build or the server fails).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KB = 1024;
const BUDGET_HOME_INITIAL_SENT = 130 * KB;
const BUDGET_ROUTE_CHUNK_SENT = 100 * KB;
const BUDGET_PERFORMANCE = 90;
const BUDGET_LCP_MS = 2500;
const BUDGET_CLS = 0.1;
const LIGHTHOUSE_RUNS = 3;
/** The pages Lighthouse measures; the guest search is for a part the demo dealers stock. */
const LIGHTHOUSE_PAGES = [
  '/',
  '/legal/privacypolicy',
  '/partmatcher/guestbrowseparts',
  '/partmatcher/guestpartsearch/1R0750',
  '/forsale/guestmachines',
];
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3290);
const ORIGIN = `http://localhost:${PORT}`;
const HOME_MODULE = /src\/features\/site\/home-page\.tsx$/;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const noBuild = process.argv.includes('--no-build');
const noLighthouse = process.argv.includes('--no-lighthouse');
const distDir = noBuild ? path.join(webDir, 'dist') : path.join(root, '.bench/web-dist');
const manifestFile = path.join(distDir, '.vite/manifest.json');

if (!noBuild) {
  console.log(`Building the web app into ${path.relative(root, distDir)}...`);
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--manifest', '--sourcemap', 'hidden', '--outDir', distDir, '--emptyOutDir'],
    {
      cwd: webDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) {
    console.error('The web build failed; no budgets were checked.');
    process.exit(2);
  }
}
if (!existsSync(manifestFile)) {
  console.error(
    `No Vite manifest at ${path.relative(root, manifestFile)}: run without --no-build, or build with build.manifest on.`,
  );
  process.exit(2);
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const server = await startServer();
process.on('exit', () => server.kill());

/** What the server really sends for a file: its encoded bytes for `Accept-Encoding: br, gzip`. */
function fetchEncoded(file) {
  return new Promise((resolve, reject) => {
    const req = request(`${ORIGIN}/${file}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'none' })
          : reject(new Error(`${file}: ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const sizes = new Map();
for (const chunk of Object.values(manifest)) {
  if (!chunk.file.endsWith('.js') || sizes.has(chunk.file)) continue;
  const raw = readFileSync(path.join(distDir, chunk.file)).length;
  const sent = await fetchEncoded(chunk.file);
  sizes.set(chunk.file, { raw, sent: sent.bytes, encoding: sent.encoding });
}
function sizeOf(file) {
  return sizes.get(file);
}

/** The chunk's file plus the files of everything it imports statically (what loads with it). */
function withStaticImports(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(2);
}
const homeKey = Object.keys(manifest).find((k) => HOME_MODULE.test(k));
const initial = withStaticImports(entryKey);
if (homeKey) withStaticImports(homeKey, initial);
else
  console.warn(
    'Note: no lazy chunk for the home page was found; counting the entry chunk and its imports only.',
  );
const initialJs = [...initial].filter((f) => f.endsWith('.js'));

const routeChunks = Object.entries(manifest)
  .filter(([, c]) => c.isDynamicEntry && c.file.endsWith('.js'))
  .map(([key, c]) => ({ key, file: c.file, ...sizeOf(c.file) }))
  .sort((a, b) => b.sent - a.sent);

const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

console.log('\nHome page initial JavaScript');
console.log(`${pad('file', 52)} ${padL('raw', 10)} ${padL('sent', 10)}`);
let initialSent = 0;
let initialRaw = 0;
for (const file of initialJs.sort((a, b) => sizeOf(b).sent - sizeOf(a).sent)) {
  const s = sizeOf(file);
  initialSent += s.sent;
  initialRaw += s.raw;
  console.log(`${pad(file, 52)} ${padL(fmt(s.raw), 10)} ${padL(fmt(s.sent), 10)}`);
}
console.log(`${pad('total', 52)} ${padL(fmt(initialRaw), 10)} ${padL(fmt(initialSent), 10)}`);

console.log('\nRoute chunks (lazily loaded)');
console.log(`${pad('module', 52)} ${padL('raw', 10)} ${padL('sent', 10)}`);
for (const c of routeChunks) {
  const label = c.key.replace(/^.*?src\//, 'src/');
  console.log(`${pad(label, 52)} ${padL(fmt(c.raw), 10)} ${padL(fmt(c.sent), 10)}`);
}

printHeaviestModules(initialJs);

const lighthouse = noLighthouse ? [] : await runLighthouse();
server.kill();

const breaches = [];
if (initialSent > BUDGET_HOME_INITIAL_SENT) {
  breaches.push(
    `home page initial JavaScript is ${fmt(initialSent)} sent (budget ${fmt(BUDGET_HOME_INITIAL_SENT)})`,
  );
}
for (const c of routeChunks) {
  if (c.sent > BUDGET_ROUTE_CHUNK_SENT) {
    breaches.push(`route chunk ${c.key} is ${fmt(c.sent)} sent (budget ${fmt(BUDGET_ROUTE_CHUNK_SENT)})`);
  }
}

for (const page of lighthouse) {
  if (page.performance < BUDGET_PERFORMANCE)
    breaches.push(`${page.url}: Lighthouse performance ${page.performance} (budget ${BUDGET_PERFORMANCE})`);
  if (page.lcp > BUDGET_LCP_MS)
    breaches.push(`${page.url}: LCP ${ms(page.lcp)} (budget ${ms(BUDGET_LCP_MS)})`);
  if (page.cls > BUDGET_CLS) breaches.push(`${page.url}: CLS ${page.cls.toFixed(3)} (budget ${BUDGET_CLS})`);
}

console.log('\nBudgets');
console.log(
  `${initialSent <= BUDGET_HOME_INITIAL_SENT ? 'ok  ' : 'FAIL'} home initial JS ${fmt(initialSent)} <= ${fmt(BUDGET_HOME_INITIAL_SENT)}`,
);
const largestRoute = routeChunks[0];
console.log(
  `${breaches.length === 0 || !breaches.some((b) => b.startsWith('route')) ? 'ok  ' : 'FAIL'} largest route chunk ${
    largestRoute ? `${fmt(largestRoute.sent)} (${largestRoute.key})` : 'none'
  } <= ${fmt(BUDGET_ROUTE_CHUNK_SENT)}`,
);
for (const page of lighthouse) {
  const ok =
    page.performance >= BUDGET_PERFORMANCE && page.lcp <= BUDGET_LCP_MS && page.cls <= BUDGET_CLS
      ? 'ok  '
      : 'FAIL';
  console.log(
    `${ok} ${page.url}: performance ${page.performance}, LCP ${ms(page.lcp)}, CLS ${page.cls.toFixed(3)}`,
  );
}
writeReport();
if (breaches.length > 0) {
  console.error(`\nWeb budget breached:\n- ${breaches.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll web budgets met.');

/**
 * Attributes every minified character of the given files to the source module it came from (by
 * the source map's segments) and prints the heaviest packages and app modules: what to split or
 * lazy-load when the home budget is tight.
 */
function printHeaviestModules(files) {
  const totals = new Map();
  let mapped = 0;
  for (const file of files) {
    const mapFile = path.join(distDir, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    mapped++;
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const lines = readFileSync(path.join(distDir, file), 'utf8').split('\n');
    decodeMappings(map.mappings).forEach((segments, lineIndex) => {
      const lineLength = lines[lineIndex]?.length ?? 0;
      segments.forEach((segment, i) => {
        const end = segments[i + 1]?.[0] ?? lineLength;
        const source = segment.length > 1 ? moduleGroup(map.sources[segment[1]] ?? '?') : '(generated)';
        totals.set(source, (totals.get(source) ?? 0) + Math.max(0, end - segment[0]));
      });
    });
  }
  if (mapped === 0) return;
  const all = [...totals.values()].reduce((a, b) => a + b, 0);
  console.log(`\nHeaviest modules of the home page's initial JavaScript (minified, before gzip)`);
  for (const [name, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(
      `${pad(name, 52)} ${padL(fmt(bytes), 10)} ${padL(`${((bytes / all) * 100).toFixed(1)}%`, 10)}`,
    );
  }
}

/** An npm package's name for files under node_modules; the app's own path otherwise. */
function moduleGroup(source) {
  const normalized = source.replace(/\\/g, '/');
  const inPackage = normalized.split('node_modules/').pop();
  if (inPackage !== normalized) {
    const parts = inPackage.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return normalized.replace(/^(\.\.\/)+/, '').replace(/^.*?(apps\/web\/)?src\//, 'src/');
}

/** Source map v3 "mappings": per generated line, segments [column, source, line, column, name?]. */
function decodeMappings(mappings) {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const result = [];
  const state = [0, 0, 0, 0, 0];
  for (const line of mappings.split(';')) {
    state[0] = 0;
    const segments = [];
    for (const text of line.split(',')) {
      if (!text) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const ch of text) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      values.forEach((v, i) => (state[i] += v));
      segments.push(state.slice(0, values.length >= 4 ? 4 : 1));
    }
    result.push(segments.sort((a, b) => a[0] - b[0]));
  }
  return result;
}

function ms(value) {
  return `${(value / 1000).toFixed(2)} s`;
}

/** The real server on the build, with a fresh embedded database seeded with the demo data. */
async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ironmatch-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      WEB_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      APP_URL: ORIGIN,
      LOG_LEVEL: 'warn',
      E2E: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  for (let i = 0; i < 120; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    try {
      const res = await fetch(`${ORIGIN}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
  }
  child.kill();
  console.error('The server did not start; no budgets were checked.');
  process.exit(2);
}

/** Lighthouse's mobile profile, LIGHTHOUSE_RUNS runs per page; each figure is the median. */
async function runLighthouse() {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const flags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ].join(' ');
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = [];
  console.log(`\nLighthouse, mobile profile, median of ${LIGHTHOUSE_RUNS} runs`);
  console.log(
    `${pad('page', 40)} ${padL('perf', 5)} ${padL('LCP', 8)} ${padL('FCP', 8)} ${padL('TBT', 8)} ${padL('CLS', 6)} ${padL('bytes', 10)}`,
  );
  for (const page of LIGHTHOUSE_PAGES) {
    const runs = [];
    for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS + 3; attempt++) {
      const run = spawnSync(
        process.execPath,
        [
          path.join(root, 'node_modules/lighthouse/cli/index.js'),
          `${ORIGIN}${page}`,
          '--only-categories=performance',
          '--output=json',
          '--quiet',
          `--chrome-flags=${flags}`,
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
      );
      // An occasional run fails (NO_NAVSTART): it is run again.
      try {
        const report = JSON.parse(run.stdout);
        if (report.runtimeError || report.categories.performance.score === null) continue;
        const audit = (id) => report.audits[id].numericValue;
        runs.push({
          performance: Math.round(report.categories.performance.score * 100),
          lcp: audit('largest-contentful-paint'),
          fcp: audit('first-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
        });
      } catch {
        // unreadable output: run again
      }
    }
    if (runs.length === 0) {
      console.error(`Lighthouse failed on ${page}`);
      process.exit(2);
    }
    const result = { url: page };
    for (const key of ['performance', 'lcp', 'fcp', 'tbt', 'cls', 'bytes'])
      result[key] = median(runs.map((r) => r[key]));
    results.push(result);
    console.log(
      `${pad(page, 40)} ${padL(result.performance, 5)} ${padL(ms(result.lcp), 8)} ${padL(ms(result.fcp), 8)} ${padL(`${Math.round(result.tbt)} ms`, 8)} ${padL(result.cls.toFixed(3), 6)} ${padL(fmt(result.bytes), 10)}`,
    );
  }
  return results;
}

/** Rewrites the web section of docs/benchmarks.md (between its markers), keeping the rest as is. */
function writeReport() {
  const file = path.join(root, 'docs/benchmarks.md');
  if (!existsSync(file)) return;
  const start = '<!-- web-bench:start -->';
  const end = '<!-- web-bench:end -->';
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const pass = (ok) => (ok ? 'pass' : 'FAIL');
  const lines = [
    start,
    '## Web first load (`npm run bench:web`)',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on the production build served by the real server; load average at the end ${load} (2 cores).`,
    '',
    '| Measurement | Figure | Target | Result |',
    '|---|---|---|---|',
    `| Home page initial JavaScript, as sent (\`Accept-Encoding: br, gzip\`) | ${fmt(initialSent)} (${fmt(initialRaw)} raw) | <= ${fmt(BUDGET_HOME_INITIAL_SENT)} | ${pass(initialSent <= BUDGET_HOME_INITIAL_SENT)} |`,
    `| Largest route chunk, as sent | ${routeChunks[0] ? `${fmt(routeChunks[0].sent)} (${routeChunks[0].key.replace(/^.*?src\//, 'src/')})` : 'none'} | <= ${fmt(BUDGET_ROUTE_CHUNK_SENT)} | ${pass(!routeChunks[0] || routeChunks[0].sent <= BUDGET_ROUTE_CHUNK_SENT)} |`,
  ];
  if (lighthouse.length > 0) {
    lines.push(
      '',
      `Lighthouse ${LIGHTHOUSE_RUNS}x per page, mobile profile (simulated slow 4G, 4x CPU slowdown), Debian's Chromium; medians. Targets: performance >= ${BUDGET_PERFORMANCE}, LCP <= ${ms(BUDGET_LCP_MS)}, CLS <= ${BUDGET_CLS}.`,
      '',
      '| Page | Performance | LCP | FCP | TBT | CLS | Bytes transferred | Result |',
      '|---|---|---|---|---|---|---|---|',
      ...lighthouse.map(
        (p) =>
          `| \`${p.url}\` | ${p.performance} | ${ms(p.lcp)} | ${ms(p.fcp)} | ${Math.round(p.tbt)} ms | ${p.cls.toFixed(3)} | ${fmt(p.bytes)} | ${pass(p.performance >= BUDGET_PERFORMANCE && p.lcp <= BUDGET_LCP_MS && p.cls <= BUDGET_CLS)} |`,
      ),
    );
  }
  lines.push(end);
  const text = readFileSync(file, 'utf8');
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  const section = lines.join('\n');
  writeFileSync(
    file,
    a >= 0 && b > a
      ? text.slice(0, a) + section + text.slice(b + end.length)
      : `${text.trimEnd()}\n\n${section}\n`,
  );
}
