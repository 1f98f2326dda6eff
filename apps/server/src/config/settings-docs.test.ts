import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, SETTING_NAMES } from './env';

/** The variables named in the first column of README's "## Settings" table. */
function readmeSettings(): string[] {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## Settings$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((m) => m[1]!);
}

/** The variables `.env.example` sets or shows commented out (`NAME=` or `# NAME=`). */
function envExampleSettings(): string[] {
  const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
  return [...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
}

describe('the settings documentation says what the server reads', () => {
  it("README's settings table names exactly the variables of the settings schema, once each", () => {
    const named = readmeSettings();
    expect(named.length).toBe(new Set(named).size);
    expect([...named].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('.env.example shows every setting of the schema and nothing else', () => {
    expect([...new Set(envExampleSettings())].sort()).toEqual([...SETTING_NAMES].sort());
  });
});
