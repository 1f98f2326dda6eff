import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from '../src/db/database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const REPORT = path.join(repoRoot, 'docs/benchmarks.md');

/** The p-th percentile of the samples (nearest rank); NaN when there are none. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * The last migration's tag. Cached bench databases carry it in their fingerprint, so a schema change
 * loads their data again instead of failing to migrate.
 */
export const benchSchemaTag: string =
  (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ tag: string }>;
    }
  ).entries.at(-1)?.tag ?? 'none';

/**
 * Writes one benchmark's section of docs/benchmarks.md between its markers (`<!-- name:start -->` and
 * `<!-- name:end -->`), or appends it; the other benchmarks' sections are kept as they are.
 */
export function writeBenchSection(name: string, lines: string[]): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = [start, ...lines, end].join('\n');
  let text: string;
  try {
    text = readFileSync(REPORT, 'utf8');
  } catch {
    text =
      '# Benchmarks\n\nFigures written by `npm run bench`. Speed targets are checked here, never by timed unit tests.\n';
  }
  const s = text.indexOf(start);
  const e = text.indexOf(end);
  text =
    s !== -1 && e > s
      ? text.slice(0, s) + section + text.slice(e + end.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(REPORT, text);
  console.log(`\nwrote ${path.relative(repoRoot, REPORT)}`);
}
