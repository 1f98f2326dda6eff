#!/usr/bin/env node
// `npm run bench`: the web budget (scripts/bench-web.mjs, when present), then the server benchmark
// (apps/server/bench: PostgreSQL with 1,000,000 parts). Figures land in docs/benchmarks.md.
// Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [];
if (existsSync(path.join(root, 'scripts/bench-web.mjs'))) {
  steps.push(['web budget', process.execPath, [path.join(root, 'scripts/bench-web.mjs')], root]);
}
steps.push([
  'server benchmark (PostgreSQL)',
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/bench/bench.ts')],
  path.join(root, 'apps/server'),
]);
steps.push([
  'messaging benchmark (PostgreSQL)',
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/bench/messaging-bench.ts')],
  path.join(root, 'apps/server'),
]);

steps.push([
  'inventory benchmark (PostgreSQL)',
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/bench/inventory-bench.ts')],
  path.join(root, 'apps/server'),
]);

steps.push([
  'listings benchmark (PostgreSQL)',
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/bench/listings-bench.ts')],
  path.join(root, 'apps/server'),
]);

steps.push([
  'machines benchmark (PostgreSQL)',
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/bench/machines-bench.ts')],
  path.join(root, 'apps/server'),
]);

steps.push([
  'stats benchmark (PostgreSQL)',
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/bench/stats-bench.ts')],
  path.join(root, 'apps/server'),
]);

steps.push([
  'cross-references benchmark (PostgreSQL, issue 29)',
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/bench/cross-references-bench.ts')],
  path.join(root, 'apps/server'),
]);

steps.push([
  'order lists benchmark (PostgreSQL)',
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/bench/orders-bench.ts')],
  path.join(root, 'apps/server'),
]);

steps.push([
  'Quick Quote benchmark (PostgreSQL)',
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/bench/quotes-bench.ts')],
  path.join(root, 'apps/server'),
]);

let failed = 0;
for (const [name, cmd, args, cwd] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd, env: process.env });
  if (result.status !== 0) {
    failed++;
    console.error(`${name} failed (exit ${result.status ?? result.signal}).`);
  }
}
console.log(`\nbench steps: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
