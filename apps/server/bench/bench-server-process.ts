import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface BenchServer {
  url: string;
  child: ChildProcess;
}

/**
 * Starts the real server (bench-server.ts, production settings, quiet logs) in a child process of its
 * own, so its CPU and memory are apart from the measuring client's; answers once it listens.
 */
export async function forkBenchServer(options: {
  databaseUrl: string;
  port: number;
  jwtSecret: string;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const { databaseUrl, port, jwtSecret } = options;
  const child = fork(path.join(here, 'bench-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'silent',
      SEED_ON_EMPTY: 'false',
      // Production requires a relay; bench-server.ts keeps the mail in memory instead of sending it.
      SMTP_URL: 'smtp://127.0.0.1:9',
      WEB_DIST_DIR: '/nonexistent',
      APP_URL: `http://127.0.0.1:${port}`,
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Stops a bench server and waits for it to exit. */
export async function stopBenchServer(server: BenchServer): Promise<void> {
  await new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}
