import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server of the cluster test's own (the machine's binaries, a throw-away data folder), so
 * the test may stop it for seconds and give it a streaming replica made by `pg_basebackup` without
 * touching the machine's server other tests use. Undefined (with the reason) where that is impossible.
 */
export interface PrivatePostgres {
  primaryUrl: string;
  /** The streaming replica's URL, or the primary's when no replica could be made (`replicaKind` says). */
  replicaUrl: string;
  replicaKind: 'streaming replica (pg_basebackup)' | 'the primary standing in';
  stopPrimary(): void;
  startPrimary(): void;
  /** Pauses (or resumes) the replica's replay: what is written then is on the primary only. */
  pauseReplay(paused: boolean): Promise<void>;
  close(): void;
}

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions)
    if (existsSync(path.join(root, v, 'bin', 'initdb'))) return path.join(root, v, 'bin');
  return undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres | { unavailable: string }> {
  const bin = binDir();
  if (!bin) return { unavailable: 'no PostgreSQL server binaries (initdb) under /usr/lib/postgresql' };
  // initdb refuses root: run the server as the postgres account then.
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const [cmd, all] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    const result = spawnSync(cmd, all as string[], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'ironmatch-cluster-pg-'));
  if (asRoot) {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      return { unavailable: 'running as root without a postgres account to run the server' };
    }
  }
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const [port, replicaPort] = [await freePort(), await freePort()];
  // Durability is not under test here (crash-durability.test.ts is): fsync off keeps it fast.
  const options = (p: number) =>
    `-p ${p} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=32MB -c max_connections=100 -c wal_level=replica -c max_wal_senders=4 -c hot_standby=on`;
  const ctl = (data: string, action: 'start' | 'stop' | 'kill', p: number) =>
    action === 'start'
      ? run('pg_ctl', ['-D', data, '-o', options(p), '-l', `${data}.log`, '-w', '-t', '30', 'start'])
      : run('pg_ctl', ['-D', data, '-m', action === 'kill' ? 'immediate' : 'fast', '-w', 'stop']);
  try {
    run('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
    ctl(primaryDir, 'start', port);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return {
      unavailable: `could not start a PostgreSQL server of its own (${(err as Error).message.trim()})`,
    };
  }
  const base = `postgres://postgres@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query('create database ironmatch');
  await admin.end();
  let replicaKind: PrivatePostgres['replicaKind'] = 'streaming replica (pg_basebackup)';
  try {
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    ctl(replicaDir, 'start', replicaPort);
  } catch {
    replicaKind = 'the primary standing in';
  }
  const replicaUrl =
    replicaKind === 'the primary standing in'
      ? `${base}/ironmatch`
      : `postgres://postgres@127.0.0.1:${replicaPort}/ironmatch`;
  let replicaRunning = replicaKind !== 'the primary standing in';
  let primaryRunning = true;
  return {
    primaryUrl: `${base}/ironmatch`,
    replicaUrl,
    replicaKind,
    stopPrimary() {
      ctl(primaryDir, 'stop', port);
      primaryRunning = false;
    },
    startPrimary() {
      ctl(primaryDir, 'start', port);
      primaryRunning = true;
    },
    async pauseReplay(paused) {
      const client = new pg.Client({ connectionString: replicaUrl });
      await client.connect();
      await client.query(paused ? 'select pg_wal_replay_pause()' : 'select pg_wal_replay_resume()');
      await client.end();
    },
    close() {
      // Thrown away: no need to write a checkpoint first.
      if (replicaRunning) ctl(replicaDir, 'kill', replicaPort);
      if (primaryRunning) ctl(primaryDir, 'kill', port);
      replicaRunning = primaryRunning = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
