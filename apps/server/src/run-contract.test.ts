import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './db/database';
import { createTestApp } from './test/test-app';

/**
 * The run contract of README: `npm start` migrates, seeds an empty embedded database, prints the
 * demo logins and serves; SIGTERM stops it cleanly with the data intact; a restart reuses the data;
 * a wrong setting stops the start with a sentence; the built web app is served with the right caching.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tmpDirs: string[] = [];
afterAll(() => {
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tmpDirs.push(dir);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs the server the way `npm start` does (`node --import tsx` on main.ts: one process, so SIGTERM
 * reaches the server at once) with only the given settings changed.
 */
function startServer(env: Record<string, string>): Started {
  return started(
    spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: cleanEnv({ WEB_DIST_DIR: path.join(tmpdir(), 'ironmatch-no-web-dist'), ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** A clean environment (no NODE_ENV, as `npm start` has): only what the contract names. */
function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // No load balancer here to wait for; the drain has its own test below.
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...env,
  };
}

function started(child: ChildProcess): Started {
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitForHealth(port: number, server: Started, timeoutMs = 90_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited early (${exitCode}):\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health in time:\n${server.output()}`);
}

/** Polls `probe` every 50 ms until it gives a value, for at most `timeoutMs`. */
async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** This machine's first address that is not loopback (IPv4), if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
}

/** Whether a connection to `host:port` is accepted. */
async function reachable(host: string, port: number): Promise<boolean> {
  try {
    await fetch(`http://${host}:${port}/api/health`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

async function countUsers(dataDir: string): Promise<number> {
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  try {
    const result = await handle.pglite!.query<{ n: number }>('select count(*)::int as n from users');
    return result.rows[0]!.n;
  } finally {
    await handle.close();
  }
}

// The process legs run on the embedded database; the PostgreSQL leg of the suite has nothing to add.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'run contract: npm start on the embedded database',
  () => {
    const dataDir = path.join(tempDir('ironmatch-run-'), 'data');
    let firstUsers = 0;
    let jwtSecret = '';

    it('migrates, seeds, prints the demo logins, serves /api/health, and exits 0 on SIGTERM', async () => {
      const port = await freePort();
      // No HOST, as `npm start` has: with the demo logins in, only this machine may connect.
      const server = startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '' });
      const health = await waitForHealth(port, server);
      expect(await health.json()).toEqual({ status: 200, data: { ok: true, db: 'pglite' } });
      const output = server.output();
      expect(output).toContain('seeded');
      expect(output).toContain(`IronMatch is running at http://localhost:${port}`);
      expect(output).toContain('demo-password');
      for (const email of ['buyer@demo.test', 'dealer@demo.test', 'dealer2@demo.test', 'new@demo.test'])
        expect(output).toContain(email);
      // The banner says where the mailbox is and who may read it.
      expect(output).toContain(
        `read them at http://localhost:${port}/dev/mailbox (only from this machine: the mailbox answers clients on the loopback address only, never through a proxy)`,
      );
      expect(output).toContain(
        'Listening on 127.0.0.1 only: this database has the demo logins, whose password is published. Set HOST=0.0.0.0 to open it to the network',
      );
      const outside = outsideAddress();
      if (outside) expect(await reachable(outside, port)).toBe(false);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      // The data directory reopens with the demo data in it.
      firstUsers = await countUsers(dataDir);
      expect(firstUsers).toBeGreaterThanOrEqual(3);
      jwtSecret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
      expect(jwtSecret.length).toBeGreaterThanOrEqual(32);
    }, 180_000);

    it('reuses the data on a second start (no new seeding, same users), and drains on SIGTERM', async () => {
      const port = await freePort();
      const server = startServer({ DATA_DIR: dataDir, PORT: String(port), SHUTDOWN_DRAIN_SECONDS: '2' });
      await waitForHealth(port, server);
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(await ready.json()).toMatchObject({ status: 200, data: { ok: true, draining: false } });

      // From SIGTERM: ready answers 503 while every other request is still served, then exit 0.
      server.child.kill('SIGTERM');
      const draining = await waitFor(async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
        return res.status === 503 ? res : undefined;
      }, 1500);
      expect(await draining.json()).toEqual({
        status: 503,
        message: 'The server is shutting down.',
        data: { ok: false, database: 'ok', redis: 'off', storage: 'ok', draining: true },
      });
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('IronMatch is running');
      expect(server.output()).not.toContain('seeded');
      expect(await countUsers(dataDir)).toBe(firstUsers);
      // Sessions survive the restart: the generated signing secret is kept beside the data.
      expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(jwtSecret);
    }, 180_000);

    it('in production: no demo data unless SEED_ON_EMPTY=true, and no development mailbox', async () => {
      const prodData = path.join(tempDir('ironmatch-prod-'), 'data');
      const port = await freePort();
      // A relay nobody listens on: nothing is mailed during this start anyway.
      const server = startServer({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:9',
        DATA_DIR: prodData,
        PORT: String(port),
        HOST: '',
      });
      await waitForHealth(port, server);
      // No demo logins: without HOST it listens on every interface, as a deployed server should.
      const outside = outsideAddress();
      if (outside) expect(await reachable(outside, port)).toBe(true);
      const mailbox = await fetch(`http://127.0.0.1:${port}/dev/mailbox`);
      expect(mailbox.status).toBe(404);
      expect(await mailbox.json()).toMatchObject({ status: 404 });
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const output = server.output();
      expect(output).not.toContain('seeded');
      expect(output).not.toContain('demo-password');
      expect(output).not.toContain('/dev/mailbox');
      expect(output).not.toContain('Listening on 127.0.0.1 only');
      expect(await countUsers(prodData)).toBe(0);
    }, 180_000);

    it.each([
      [
        'NODE_ENV=production without SMTP_URL',
        { NODE_ENV: 'production' },
        'SMTP_URL is required in production: without it no email (verification, password reset, notifications) would ever leave the server',
      ],
      ['PORT=abc', { PORT: 'abc' }, 'PORT must be a number'],
      [
        'DATABASE_URL=mysql://x',
        { DATABASE_URL: 'mysql://x' },
        'DATABASE_URL must start with postgres:// or postgresql://',
      ],
    ])(
      'a wrong setting (%s) stops the start with a clear sentence and a non-zero exit',
      async (_label, env, sentence) => {
        const server = startServer({
          DATA_DIR: path.join(tempDir('ironmatch-bad-'), 'data'),
          PORT: '0',
          ...env,
        });
        const code = await server.exited;
        expect(code).not.toBe(0);
        const output = server.output();
        expect(output).toContain('Invalid settings, the server cannot start:');
        expect(output).toContain(sentence);
        expect(output).not.toMatch(/\n\s+at /); // a sentence, not a stack trace
      },
      60_000,
    );
  },
);

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
      const npm = started(
        spawn('npm', ['start'], {
          cwd: repoRoot,
          env: cleanEnv({ PORT: String(port) }),
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        }),
      );
      const pgid = npm.child.pid!;
      try {
        const health = await waitForHealth(port, npm, 300_000);
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

describe('run contract: the built web app', async () => {
  const dist = tempDir('ironmatch-dist-');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const t = await createTestApp({ config: { webDistDir: dist } });

  it.each([
    '/',
    '/aboutus',
    '/legal/privacypolicy',
    '/galleries/some-dealer',
    '/partmatcher/guestpartsearch/123-4567',
  ])('serves index.html, never cached, for the client route %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("app");');
  });

  it('serves other files without long caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API routes and missing files with the 404 envelope, not the app', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/assets/missing-123.js'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: `No API route ${method} ${url}.` });
    }
  });

  it('still answers the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
