import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_LINES, oversizedFiles } from './check-file-sizes.mjs';

const lines = (n) => Array.from({ length: n }, (_, i) => `export const a${i} = ${i};`).join('\n') + '\n';

describe('files under 400 lines (issue 22)', () => {
  it('holds for every source and test file of the repository, exemptions aside', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    expect(oversizedFiles(root)).toEqual([]);
  });

  it('catches a long source file and leaves the exempt ones alone', () => {
    const root = mkdtempSync(join(tmpdir(), 'file-sizes-'));
    execFileSync('git', ['init', '-q'], { cwd: root });
    mkdirSync(join(root, 'apps/server/src'), { recursive: true });
    mkdirSync(join(root, 'apps/server/bench'), { recursive: true });
    writeFileSync(join(root, 'apps/server/src/long.service.ts'), lines(MAX_LINES + 1));
    writeFileSync(join(root, 'apps/server/src/short.service.ts'), lines(MAX_LINES));
    writeFileSync(join(root, 'apps/server/bench/bench.ts'), lines(MAX_LINES + 50));
    writeFileSync(join(root, 'notes.md'), lines(MAX_LINES + 50));
    execFileSync('git', ['add', '.'], { cwd: root });
    expect(oversizedFiles(root)).toEqual([{ file: 'apps/server/src/long.service.ts', lines: MAX_LINES + 1 }]);
  });
});
