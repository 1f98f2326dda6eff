import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../db/database';

/**
 * The real server as a child process, for the tests that start it as a person or a supervisor does
 * (the run contract, crash durability): a free port, the process with its output, waiting for health.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function freePort(): Promise<number> {
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

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Collects a child's output and tells when it exits. */
export function watchProcess(child: ChildProcess): Started {
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/**
 * The server as `npm start` runs it: Node itself with tsx's loader on main.ts (not the tsx wrapper), one
 * process, so a signal reaches the server at once. `env` is its whole environment.
 */
export function startServerProcess(env: NodeJS.ProcessEnv): Started {
  return watchProcess(
    spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** A clean environment (no NODE_ENV, as `npm start` has): only what the run contract names. */
export function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // No load balancer here to wait for; the drain has its own test in run-contract.test.ts.
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...env,
  };
}

/** Polls `base`/api/health every `pollMs` until it answers; fails when the server exits or time runs out. */
export async function waitForHealth(
  base: string,
  server: Started,
  timeoutMs: number,
  pollMs: number,
): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited early (${exitCode}):\n${server.output()}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health in time:\n${server.output()}`);
}

/** How many users the embedded database under `dataDir` holds (the server stopped). */
export async function countUsers(dataDir: string): Promise<number> {
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  try {
    const result = await handle.pglite!.query<{ n: number }>('select count(*)::int as n from users');
    return result.rows[0]!.n;
  } finally {
    await handle.close();
  }
}
