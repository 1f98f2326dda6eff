import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config/env';

/** ARCHITECTURE.md's table of modules and their tables (between its header and the first blank line). */
function moduleTable(): string {
  const doc = readFileSync(path.join(REPO_ROOT, 'ARCHITECTURE.md'), 'utf8');
  const start = doc.indexOf('| Module ');
  return doc.slice(start, doc.indexOf('\n\n', start));
}

const SERVER = path.join(REPO_ROOT, 'apps/server/src');

/** Every table the Drizzle schema declares (`pgTable('name', ...)`). */
function schemaTables(): string[] {
  const dir = path.join(SERVER, 'db/schema');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) =>
      [...readFileSync(path.join(dir, f), 'utf8').matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)].map((m) => m[1]!),
    );
}

describe("ARCHITECTURE.md's module table says what the code has", () => {
  it('has a row for every module folder', () => {
    const table = moduleTable();
    const rows = [...table.matchAll(/^\|\s*([a-z/-]+)\s*\|/gm)].map((m) => m[1]!);
    const modules = readdirSync(path.join(SERVER, 'modules'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(modules.filter((m) => !rows.includes(m))).toEqual([]);
  });

  it('names every table of the schema', () => {
    const table = moduleTable();
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(50);
    expect(tables.filter((t) => !table.includes(`\`${t}\``))).toEqual([]);
  });
});
