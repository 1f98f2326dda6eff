import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** How long a build keeps the hashed assets of the builds before it (issue 31, rolling deploys). */
export const OLD_ASSETS_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A browser that opened a page of the previous build asks for that build's chunks, whose names the
 * new build no longer has; Vite empties `dist/` on every build. So each build archives its
 * `dist/assets` (beside `dist/`, in `.old-assets/`) and copies back the files of earlier builds that
 * were replaced less than 7 days ago. `superseded.json` says when each stopped being current.
 * Hashed names never collide with other content, so a copied-back file is always the right one.
 */
export function keepOldAssets(
  distDir: string,
  archiveDir: string,
  now = Date.now(),
): { kept: number; dropped: number } {
  const assetsDir = path.join(distDir, 'assets');
  const ledgerFile = path.join(archiveDir, 'superseded.json');
  mkdirSync(archiveDir, { recursive: true });
  const ledger: Record<string, number> = existsSync(ledgerFile)
    ? (JSON.parse(readFileSync(ledgerFile, 'utf8')) as Record<string, number>)
    : {};
  const current = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  let kept = 0;
  let dropped = 0;
  for (const name of readdirSync(archiveDir)) {
    if (name === 'superseded.json' || current.has(name)) continue;
    const since = (ledger[name] ??= now);
    if (now - since >= OLD_ASSETS_DAYS * DAY_MS) {
      rmSync(path.join(archiveDir, name), { force: true });
      delete ledger[name];
      dropped++;
    } else {
      mkdirSync(assetsDir, { recursive: true });
      copyFileSync(path.join(archiveDir, name), path.join(assetsDir, name));
      kept++;
    }
  }
  for (const name of current) {
    delete ledger[name];
    copyFileSync(path.join(assetsDir, name), path.join(archiveDir, name));
  }
  writeFileSync(ledgerFile, JSON.stringify(ledger));
  return { kept, dropped };
}

/** Runs after the bundle is written (and after prerendering and compression, which come before it). */
export function keepOldAssetsPlugin(): Plugin {
  let distDir = '';
  return {
    name: 'ironmatch-keep-old-assets',
    apply: 'build',
    configResolved(config) {
      distDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const { kept, dropped } = keepOldAssets(distDir, path.join(path.dirname(distDir), '.old-assets'));
        if (kept + dropped > 0)
          console.log(
            `Kept ${kept} asset files of earlier builds (dropped ${dropped} older than ${OLD_ASSETS_DAYS} days).`,
          );
      },
    },
  };
}
