#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * "Files under ~400 lines, one job each" (issue 22): lists every source file git tracks that is longer
 * than MAX_LINES, apart from the exemptions below, and exits 1 when there is one. Run it with
 * `npm run check:file-sizes`; `check-file-sizes.test.mjs` runs it with the tests. Test files count: they are
 * split by workflow like the code they test.
 */
export const MAX_LINES = 400;

/** Sources of code, styles and tests (data, prose and migrations' SQL are not counted). */
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|scss|css)$/;

/** Files allowed to be longer, each with its reason. */
export const EXEMPT = [
  // Generated: written by `npm run api:types` from the routes.
  { pattern: /^packages\/contracts\/src\/openapi-types\.ts$/, why: 'generated' },
  // Legal texts: one document each, read as a whole.
  { pattern: /^apps\/web\/src\/features\/site\/legal\/content\/[^/]+\.ts$/, why: 'legal text' },
  // Benchmarks: npm run bench / bench:web, not product code.
  { pattern: /^apps\/server\/bench\//, why: 'benchmark' },
  { pattern: /^scripts\/bench-web\.mjs$/, why: 'benchmark' },
  { pattern: /^scripts\/run-bench\.mjs$/, why: 'benchmark' },
];

/** The files over MAX_LINES that no exemption covers, longest first. */
export function oversizedFiles(root) {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => SOURCE.test(f) && !EXEMPT.some((e) => e.pattern.test(f)));
  const over = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(`${root}/${file}`, 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) over.push({ file, lines });
  }
  return over.sort((a, b) => b.lines - a.lines);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const over = oversizedFiles(root);
  for (const { file, lines } of over) console.log(`${lines}\t${file}`);
  if (over.length > 0) {
    console.error(`${over.length} source file(s) over ${MAX_LINES} lines: split them by workflow or topic.`);
    process.exit(1);
  }
  console.log(`No source file over ${MAX_LINES} lines (generated files, legal texts and benchmarks aside).`);
}
