import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import type { AppConfig } from '../config/env';
import type { DatabaseHandle, Db } from '../db/database';
import { createDevMailbox, type DevMailbox, type Mailer } from '../platform/mail/mailer';
import { openTestDatabase } from './test-database';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    databaseReplicaUrl: undefined,
    appUrl: 'http://localhost:3000',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    smtpUrl: undefined,
    mailFrom: 'IronMatch <no-reply@ironmatch.example>',
    stripeSecretKey: undefined,
    stripeWebhookSecret: undefined,
    stripePublishableKey: undefined,
    stripeConnectClientId: undefined,
    stripeApiUrl: undefined,
    supportPhone: '1-800-555-0199',
    supportEmail: 'support@ironmatch.example',
    netcomUrl: 'https://netcom.example',
    logLevel: 'silent',
    webDistDir: '/nonexistent',
    seedOnEmpty: false,
    devMailbox: true,
    // High so feature tests that log in often are never throttled; the rate-limit test lowers it.
    rateLimitAuthPerMinute: 1000,
    // Never written to: createTestApp gives each app a storage folder of its own.
    storage: { kind: 'local', dir: '/nonexistent/files' },
    shutdownDrainSeconds: 0,
    metricsToken: undefined,
    redisUrl: undefined,
    nodeRole: 'all',
    ...overrides,
  };
}

export interface TestApp {
  app: BuiltApp;
  db: Db;
  database: DatabaseHandle;
  /** The development mailbox, unless a mailer was passed. */
  mailbox: DevMailbox;
  /** This app's own file storage folder (local disk), removed with the app. */
  filesDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of this file's own; closed automatically after the file.
 * Mail goes to an in-memory mailbox; call `app.ctx.jobs.drain()` to deliver queued mail.
 */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    mailer?: Mailer;
    /** Where log lines go (with `config.logLevel` above 'silent'): tests that read the log. */
    logStream?: { write(line: string): void };
    /** Another app's database, to run a second node on it (closed by its owner, not by this app). */
    database?: DatabaseHandle;
    /** This app's Redis key prefix (with `config.redisUrl`); apps with the same one share state. */
    redisPrefix?: string;
    revokedLoginsRefreshMs?: number;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const mailbox = createDevMailbox(() => undefined);
  const filesDir = mkdtempSync(path.join(tmpdir(), 'ironmatch-test-files-'));
  const app = await buildApp({
    config: testConfig({ storage: { kind: 'local', dir: filesDir }, ...options.config }),
    database,
    mailer: options.mailer ?? mailbox,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.redisPrefix ? { redisPrefix: options.redisPrefix } : {}),
    ...(options.revokedLoginsRefreshMs ? { revokedLoginsRefreshMs: options.revokedLoginsRefreshMs } : {}),
  });
  await app.ready();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    if (!options.database) await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  };
  afterAll(close);
  return { app, db: database.db, database, mailbox, filesDir, close };
}
