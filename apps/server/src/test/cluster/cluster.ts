import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { startS3TestServer } from '../s3-test-server';
import { freePort, startPrivatePostgres, type PrivatePostgres } from './private-postgres';

/**
 * Real server processes for the cluster test and `npm run bench:cluster` (issue 31): a PostgreSQL of
 * their own with a streaming replica, Redis, a local S3 stand-in (s3rver), an SMTP sink, API and worker
 * nodes (`node --import tsx src/main.ts`, as `npm start` runs them) and a round-robin proxy in front.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CLUSTER_JWT_SECRET = 'cluster-test-secret-that-is-long-enough-for-hs256';
/** A Redis database index of the cluster's own, emptied at start (the other tests use 11). */
const CLUSTER_REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/12';

/**
 * The server as one ES module (our TypeScript bundled, packages left to node_modules) beside the
 * migrations, so a node starts in a second or two instead of transforming every file through tsx.
 */
export async function buildServerBundle(): Promise<string> {
  const outfile = path.join(SERVER_DIR, '.bench/cluster/main.mjs');
  await build({
    entryPoints: [path.join(SERVER_DIR, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    plugins: [
      {
        name: 'packages-stay-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@ironmatch/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

export interface ClusterNode {
  name: string;
  role: 'all' | 'api' | 'worker';
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The node's log, for a failure's message. */
  output: string[];
}

export interface Proxy {
  url: string;
  targets: string[];
  close(): Promise<void>;
}

export interface Cluster {
  pg: PrivatePostgres;
  redisUrl: string;
  /** Mail the SMTP sink received, in order: each delivery's recipient and Message-ID. */
  mail: Array<{ to: string; messageId: string }>;
  nodes: ClusterNode[];
  proxy: Proxy;
  env: Record<string, string>;
  startNode(name: string, role: ClusterNode['role'], extra?: Record<string, string>): Promise<ClusterNode>;
  close(): Promise<void>;
}

export async function redisAnswers(url = CLUSTER_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.flushdb();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Polls `url` until it answers 200 (or the process exits). */
export async function waitFor200(url: string, node?: ClusterNode, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let exited = false;
  void node?.exited.then(() => (exited = true));
  while (Date.now() < until && !exited) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `${url} did not answer 200${node ? `; ${node.name} said:\n${node.output.join('').slice(-3000)}` : ''}`,
  );
}

/**
 * A round-robin proxy as a load balancer would be: a node that refuses the connection (it is dead)
 * is skipped and the request goes to the next one, as nothing of it reached the dead node (nginx's
 * `proxy_next_upstream error`); a request cut while in flight answers 502 to its client.
 */
export function startProxy(targets: string[]): Promise<Proxy> {
  let next = 0;
  // A connection per request (nginx's default towards upstreams): a node that died is refused at once
  // and skipped, instead of a pooled connection to it failing a request that never reached it.
  const agent = new http.Agent({ keepAlive: false, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // A retry goes to the node after the one that refused (not the shared counter's next, which other
      // requests move meanwhile and could land on the dead node again).
      const attempt = (index: number, tries: number) => {
        const target = targets[index % targets.length]!;
        const upstream = http.request(
          `${target}${req.url}`,
          { method: req.method, headers: req.headers, agent },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-cluster-node': target });
            answer.pipe(res);
          },
        );
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED' && tries < targets.length) return attempt(index + 1, tries + 1);
          if (res.headersSent) res.destroy();
          else res.writeHead(502, { 'content-type': 'application/json' }).end('{"status":502}');
        });
        upstream.end(body);
      };
      attempt(next++, 1);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        targets,
        close: () =>
          new Promise((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

export async function startCluster(options: {
  apiNodes: number;
  worker: boolean;
  /** Default: CLUSTER_REDIS_URL (database 12 of the machine's redis-server), emptied first. */
  redisUrl?: string;
  /** Runs on the empty primary before any node starts (the benchmark migrates and loads its data). */
  prepare?: (primaryUrl: string) => Promise<void>;
}): Promise<Cluster | { unavailable: string }> {
  const redisUrl = options.redisUrl ?? CLUSTER_REDIS_URL;
  if (!(await redisAnswers(redisUrl))) return { unavailable: `no Redis answers at ${redisUrl}` };
  const pg = await startPrivatePostgres();
  if ('unavailable' in pg) return pg;
  const s3 = await startS3TestServer();
  const mail: Cluster['mail'] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const messageId = /^message-id:\s*(\S+)/im.exec(Buffer.concat(chunks).toString())?.[1] ?? '';
        for (const to of session.envelope.rcptTo) mail.push({ to: to.address, messageId });
        // A relay takes a few milliseconds per message: a batch of mail is in flight for a while.
        setTimeout(callback, 5);
      });
    },
  });
  // A node killed with kill -9 cuts its SMTP connection: that is the scenario, not a failure of the sink.
  smtp.on('error', () => undefined);
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: pg.primaryUrl,
    DATABASE_REPLICA_URL: pg.replicaUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: CLUSTER_JWT_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    DEV_MAILBOX: 'false',
    SEED_ON_EMPTY: 'false',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ironmatch-cluster-data-')),
    SHUTDOWN_DRAIN_SECONDS: '0',
    RATE_LIMIT_AUTH_PER_MINUTE: '10',
    S3_ENDPOINT: s3.settings.endpoint,
    S3_BUCKET: s3.settings.bucket,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    S3_REGION: s3.settings.region,
  };
  await options.prepare?.(pg.primaryUrl);
  const bundle = await buildServerBundle();
  const nodes: ClusterNode[] = [];
  const startNode = async (name: string, role: ClusterNode['role'], extra: Record<string, string> = {}) => {
    const port = await freePort();
    const child = spawn(process.execPath, [bundle], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        ...env,
        PORT: String(port),
        NODE_ROLE: role,
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
    const node: ClusterNode = {
      name,
      role,
      url: `http://127.0.0.1:${port}`,
      child,
      output,
      exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    };
    nodes.push(node);
    await waitFor200(`${node.url}/api/health/ready`, node);
    return node;
  };
  const close = async () => {
    for (const node of nodes) if (node.child.exitCode === null) node.child.kill('SIGKILL');
    await Promise.all(nodes.map((n) => n.exited));
    await proxy?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await s3.close();
    pg.close();
  };
  let proxy: Proxy | undefined;
  try {
    // One node migrates first (never several at once, docs/deploying.md); the others start together.
    const first = options.worker ? await startNode('worker', 'worker') : undefined;
    const name = (i: number) => `api-${'ABCDEFGH'[i]}`;
    const api = first ? [] : [await startNode(name(0), 'all')];
    api.push(
      ...(await Promise.all(
        Array.from({ length: options.apiNodes - api.length }, (_, i) =>
          startNode(name(i + api.length), 'api'),
        ),
      )),
    );
    proxy = await startProxy(api.map((n) => n.url));
  } catch (err) {
    await close();
    throw err;
  }
  return { pg, redisUrl, mail, nodes, proxy, env, startNode, close };
}
