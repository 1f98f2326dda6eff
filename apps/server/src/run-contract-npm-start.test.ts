import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanEnv, countUsers, freePort, repoRoot, waitForHealth, watchProcess } from './test/server-process';

/** Whether any process of a process group is still running (zombies waiting to be reaped do not count). */
function groupRunning(pgid: number): boolean {
  if (!existsSync('/proc/self/stat')) {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  }
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .some((pid) => {
      try {
        // pid (comm) state ppid pgrp ...: read after the command name, which may hold spaces.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(pgrp) === pgid && state !== 'Z';
      } catch {
        return false; // gone meanwhile
      }
    });
}

async function waitForGroupExit(pgid: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (groupRunning(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  if (groupRunning(pgid))
    throw new Error(`processes of group ${pgid} still run ${timeoutMs} ms after SIGTERM`);
}

// README's run contract as a person types it: `npm start` at the repository root builds the web app,
// starts the server and keeps the embedded database in ./data (npm runs the server's script in
// apps/server; relative settings are read from the root all the same). A developer's own ./data is
// never touched: with one present the test is skipped (a clean clone, as in CI, always runs it).
const rootData = path.join(repoRoot, 'data');
const hadRootData = existsSync(rootData);
describe.skipIf(process.env.TEST_DB === 'postgres' || hadRootData)(
  'run contract: `npm start` at the repository root',
  () => {
    const strayData = path.join(repoRoot, 'apps/server/data');
    const hadStrayData = existsSync(strayData);
    afterAll(() => rmSync(rootData, { recursive: true, force: true }));

    it('builds and serves the web app and the API, with the embedded database in ./data', async () => {
      const port = await freePort();
      // Its own process group: SIGTERM reaches npm, its shells, tsx and the server alike, as Ctrl+C does.
      const npm = watchProcess(
        spawn('npm', ['start'], {
          cwd: repoRoot,
          env: cleanEnv({ PORT: String(port) }),
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        }),
      );
      const pgid = npm.child.pid!;
      try {
        const health = await waitForHealth(`http://127.0.0.1:${port}`, npm, 300_000, 250);
        expect(await health.json()).toEqual({ status: 200, data: { ok: true, db: 'pglite' } });
        expect(npm.output()).toContain(`(database: embedded PGlite in ${rootData})`);
        expect(npm.output()).toContain('buyer@demo.test');
        const home = await fetch(`http://127.0.0.1:${port}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('id="root"');

        process.kill(-pgid, 'SIGTERM');
        await waitForGroupExit(pgid);
      } finally {
        if (groupRunning(pgid)) process.kill(-pgid, 'SIGKILL');
      }
      expect(existsSync(path.join(rootData, 'jwt-secret'))).toBe(true);
      expect(await countUsers(rootData)).toBeGreaterThanOrEqual(3);
      if (!hadStrayData) expect(existsSync(strayData)).toBe(false);
    }, 420_000);
  },
);
