import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cleanEnv,
  countUsers,
  freePort,
  startServerProcess,
  waitForHealth,
  type Started,
} from './test/server-process';

/**
 * The run contract of README: `npm start` migrates, seeds an empty embedded database, prints the
 * demo logins and serves; SIGTERM stops it cleanly with the data intact; a restart reuses the data;
 * a wrong setting stops the start with a sentence. `npm start` at the repository root:
 * run-contract-npm-start.test.ts; the built web app's caching: run-contract-web.test.ts.
 */
const tmpDirs: string[] = [];
afterAll(() => {
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tmpDirs.push(dir);
  return dir;
}

/**
 * Runs the server the way `npm start` does (`node --import tsx` on main.ts: one process, so SIGTERM
 * reaches the server at once) with only the given settings changed.
 */
function startServer(env: Record<string, string>): Started {
  return startServerProcess(cleanEnv({ WEB_DIST_DIR: path.join(tmpdir(), 'ironmatch-no-web-dist'), ...env }));
}

const serverUp = (port: number, server: Started) =>
  waitForHealth(`http://127.0.0.1:${port}`, server, 90_000, 250);

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
      const health = await serverUp(port, server);
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
      await serverUp(port, server);
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
      await serverUp(port, server);
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
