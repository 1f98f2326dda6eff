#!/usr/bin/env node
// `npm test`: unit + server suite on PGlite, the same server suite on PostgreSQL when
// TEST_DATABASE_URL is set, then the Playwright journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';

const steps = [['unit and server tests (PGlite)', 'npx', ['vitest', 'run'], {}]];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'server tests (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'server'],
    { TEST_DB: 'postgres' },
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL leg of the server suite is skipped.');
}
if (process.env.SKIP_E2E !== '1') steps.push(['end-to-end tests (Chromium)', 'npm', ['run', 'test:e2e'], {}]);

let failed = 0;
let passed = 0;
for (const [name, cmd, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status === 0) passed++;
  else {
    failed++;
    console.error(`${name} failed (exit ${result.status ?? result.signal}).`);
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
