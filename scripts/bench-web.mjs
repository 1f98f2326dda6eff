#!/usr/bin/env node
// `npm run bench:web [-- --no-build]`: builds the web app into .bench/web-dist (so a running
// server's apps/web/dist is left alone), or with --no-build reads apps/web/dist, and checks the
// web performance budgets against the Vite manifest (build.manifest is on in vite.config.ts):
//   - the home page's initial JavaScript (entry chunk + its static imports + the home route's
//     lazy chunk + its static imports), gzipped, at most 150 KB;
//   - every lazily loaded route chunk, gzipped, at most 100 KB.
// Prints a table, the heaviest modules of the home page's initial JavaScript (from hidden source maps,
// when the build has them), and exits 1 when a budget is breached (2 when the build is missing).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const BUDGET_HOME_INITIAL_GZIP = 150 * KB;
const BUDGET_ROUTE_CHUNK_GZIP = 100 * KB;
const HOME_MODULE = /src\/features\/site\/home-page\.tsx$/;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const noBuild = process.argv.includes('--no-build');
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

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(distDir, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
  }
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
  .sort((a, b) => b.gzip - a.gzip);

const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

console.log('\nHome page initial JavaScript');
console.log(`${pad('file', 52)} ${padL('raw', 10)} ${padL('gzip', 10)}`);
let initialGzip = 0;
let initialRaw = 0;
for (const file of initialJs.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
  const s = sizeOf(file);
  initialGzip += s.gzip;
  initialRaw += s.raw;
  console.log(`${pad(file, 52)} ${padL(fmt(s.raw), 10)} ${padL(fmt(s.gzip), 10)}`);
}
console.log(`${pad('total', 52)} ${padL(fmt(initialRaw), 10)} ${padL(fmt(initialGzip), 10)}`);

console.log('\nRoute chunks (lazily loaded)');
console.log(`${pad('module', 52)} ${padL('raw', 10)} ${padL('gzip', 10)}`);
for (const c of routeChunks) {
  const label = c.key.replace(/^.*?src\//, 'src/');
  console.log(`${pad(label, 52)} ${padL(fmt(c.raw), 10)} ${padL(fmt(c.gzip), 10)}`);
}

printHeaviestModules(initialJs);

const breaches = [];
if (initialGzip > BUDGET_HOME_INITIAL_GZIP) {
  breaches.push(
    `home page initial JavaScript is ${fmt(initialGzip)} gzipped (budget ${fmt(BUDGET_HOME_INITIAL_GZIP)})`,
  );
}
for (const c of routeChunks) {
  if (c.gzip > BUDGET_ROUTE_CHUNK_GZIP) {
    breaches.push(`route chunk ${c.key} is ${fmt(c.gzip)} gzipped (budget ${fmt(BUDGET_ROUTE_CHUNK_GZIP)})`);
  }
}

console.log('\nBudgets');
console.log(
  `${initialGzip <= BUDGET_HOME_INITIAL_GZIP ? 'ok  ' : 'FAIL'} home initial JS ${fmt(initialGzip)} <= ${fmt(BUDGET_HOME_INITIAL_GZIP)}`,
);
const largestRoute = routeChunks[0];
console.log(
  `${breaches.length === 0 || !breaches.some((b) => b.startsWith('route')) ? 'ok  ' : 'FAIL'} largest route chunk ${
    largestRoute ? `${fmt(largestRoute.gzip)} (${largestRoute.key})` : 'none'
  } <= ${fmt(BUDGET_ROUTE_CHUNK_GZIP)}`,
);
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
