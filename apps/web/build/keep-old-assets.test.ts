import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepOldAssets } from './keep-old-assets';

const DAY = 24 * 60 * 60 * 1000;
const root = mkdtempSync(path.join(tmpdir(), 'ironmatch-old-assets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dist = path.join(root, 'dist');
const archive = path.join(root, '.old-assets');

/** A build: Vite empties dist and writes this build's assets. */
function build(files: string[]) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  for (const f of files) writeFileSync(path.join(dist, 'assets', f), f);
}

describe('rolling deploys keep the assets of earlier builds for 7 days', () => {
  it('copies back what earlier builds had, and drops it 7 days after it was replaced', () => {
    const t0 = Date.UTC(2026, 0, 1);
    build(['index-aaa.js', 'page-aaa.js']);
    expect(keepOldAssets(dist, archive, t0)).toEqual({ kept: 0, dropped: 0 });

    build(['index-bbb.js', 'page-aaa.js']);
    expect(keepOldAssets(dist, archive, t0 + DAY)).toEqual({ kept: 1, dropped: 0 });
    expect(readdirSync(path.join(dist, 'assets')).sort()).toEqual([
      'index-aaa.js',
      'index-bbb.js',
      'page-aaa.js',
    ]);

    // Six days after index-aaa was replaced: still there.
    build(['index-ccc.js', 'page-aaa.js']);
    keepOldAssets(dist, archive, t0 + 7 * DAY);
    expect(existsSync(path.join(dist, 'assets', 'index-aaa.js'))).toBe(true);

    // Seven days after index-aaa was replaced: gone; index-bbb (replaced at t0 + 7 days) stays.
    build(['index-ddd.js', 'page-aaa.js']);
    keepOldAssets(dist, archive, t0 + 8 * DAY);
    expect(readdirSync(path.join(dist, 'assets')).sort()).toEqual([
      'index-bbb.js',
      'index-ccc.js',
      'index-ddd.js',
      'page-aaa.js',
    ]);
    expect(existsSync(path.join(archive, 'index-aaa.js'))).toBe(false);
  });
});
