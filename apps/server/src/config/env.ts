import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The repository's root. Relative paths in the settings (`DATA_DIR`, `WEB_DIST_DIR`) are read from
 * here, not from the working directory: npm runs a workspace's scripts in the workspace's folder, so
 * `npm start` at the root would otherwise keep its data in apps/server/data instead of ./data.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalUrl = (name: string, protocols: string[]) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => protocols.some((p) => v.startsWith(p)), {
        message: `${name} must start with ${protocols.join(' or ')}`,
      })
      .optional(),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int()
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  // Unset: 127.0.0.1 while the demo logins exist, else 0.0.0.0 (config/listen-host.ts).
  HOST: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL', ['postgres://', 'postgresql://']),
  DATABASE_REPLICA_URL: optionalUrl('DATABASE_REPLICA_URL', ['postgres://', 'postgresql://']),
  APP_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ message: 'APP_URL must be a full URL like http://localhost:3000' }).optional(),
  ),
  JWT_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional(),
  ),
  SMTP_URL: optionalUrl('SMTP_URL', ['smtp://', 'smtps://']),
  MAIL_FROM: z.string().default('IronMatch <no-reply@ironmatch.example>'),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z.string().startsWith('sk_', 'STRIPE_SECRET_KEY must start with sk_').optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyAsUndefined, z.string().startsWith('pk_').optional()),
  STRIPE_CONNECT_CLIENT_ID: z.preprocess(
    emptyAsUndefined,
    z.string().startsWith('ca_', 'STRIPE_CONNECT_CLIENT_ID must start with ca_').optional(),
  ),
  STRIPE_API_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, message: 'STRIPE_API_URL must be a full http:// or https:// URL' })
      .optional(),
  ),
  SUPPORT_PHONE: z.string().default('1-800-555-0199'),
  SUPPORT_EMAIL: z.string().default('support@ironmatch.example'),
  NETCOM_URL: z.string().default('https://netcom.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce
    .number({ message: 'RATE_LIMIT_AUTH_PER_MINUTE must be a whole number' })
    .int('RATE_LIMIT_AUTH_PER_MINUTE must be a whole number')
    .min(1, 'RATE_LIMIT_AUTH_PER_MINUTE must be at least 1')
    .default(10),
  // Unset: true, except in production (demo logins with a published password must never appear there).
  SEED_ON_EMPTY: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { message: 'SEED_ON_EMPTY must be true or false' }).optional(),
  ),
  // Unset: on in development and test when neither DATABASE_URL nor SMTP_URL is set.
  DEV_MAILBOX: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { message: 'DEV_MAILBOX must be true or false' }).optional(),
  ),
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be a full http:// or https:// URL' }).optional(),
  ),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().optional()),
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ message: 'SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds' })
    .int('SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds')
    .min(0, 'SHUTDOWN_DRAIN_SECONDS must be 0 or more')
    .max(300, 'SHUTDOWN_DRAIN_SECONDS must be at most 300')
    .default(5),
  REDIS_URL: optionalUrl('REDIS_URL', ['redis://', 'rediss://']),
  NODE_ROLE: z.preprocess(
    emptyAsUndefined,
    z.enum(['all', 'api', 'worker'], { message: 'NODE_ROLE must be all, api or worker' }).default('all'),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'METRICS_TOKEN must be at least 32 characters long').optional(),
  ),
});

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_REGION',
] as const;

/** The S3 settings go together: all five or none. */
const settingsSchema = envSchema.superRefine((e, ctx) => {
  const given = S3_SETTINGS.filter((name) => e[name] !== undefined);
  if (given.length === 0 || given.length === S3_SETTINGS.length) return;
  for (const name of S3_SETTINGS.filter((n) => e[n] === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `${name} is missing: set all of ${S3_SETTINGS.join(', ')} to store files in S3, or none of them to keep files on local disk`,
    });
  }
});

export type Env = z.infer<typeof envSchema>;

/** Every environment variable the server reads: README's settings table and .env.example name each. */
export const SETTING_NAMES = Object.keys(envSchema.shape) as Array<keyof Env>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  /** HOST when set; unset, `listenHost` decides (127.0.0.1 while the demo logins exist, else 0.0.0.0). */
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A read replica of DATABASE_URL: the lists that tolerate a second of lag read there (http/replica-reads.ts). */
  databaseReplicaUrl: string | undefined;
  appUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripePublishableKey: string | undefined;
  /** The platform's Connect client id (`ca_...`) for the OAuth link. */
  stripeConnectClientId: string | undefined;
  /** Where the Stripe SDK sends API and OAuth token calls; unset: Stripe's own hosts. */
  stripeApiUrl: string | undefined;
  supportPhone: string;
  supportEmail: string;
  netcomUrl: string;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  /** Seed an empty embedded database with the demo data; never by default in production. */
  seedOnEmpty: boolean;
  /**
   * Mail is kept in the development mailbox (read at /dev/mailbox, from this machine only) instead of
   * being sent. Off in production; off by default once DATABASE_URL or SMTP_URL is set.
   */
  devMailbox: boolean;
  /** Login, register, forgot-password and resend-verification attempts per client address (and per login email) per minute. */
  rateLimitAuthPerMinute: number;
  /** Where uploaded files live: DATA_DIR/files, or S3-compatible storage when every S3_* setting is given. */
  storage: StorageConfig;
  /** Seconds a node keeps serving after SIGTERM while `/api/health/ready` answers 503 (0: close at once). */
  shutdownDrainSeconds: number;
  /** Lets a scraper outside this machine read `/metrics` with `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Shared by every node with the same URL: rate limits, revoked logins, live updates. Unset: in memory. */
  redisUrl: string | undefined;
  /** `all`: requests and jobs; `api`: requests only; `worker`: jobs (and only the health and metrics calls). */
  nodeRole: Env['NODE_ROLE'];
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

export class ConfigError extends Error {}

/** The line that stops a node of several without S3 (issue 31), as it is printed. */
export const SEVERAL_NODES_WITHOUT_S3 =
  "- S3_ENDPOINT: several nodes share this database, so files must be stored in S3: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION (a node's disk is not shared).";

/**
 * Rules between settings, read from the raw values so they are reported together with any other
 * problem. `tool`: the command-line tools read the same settings but send no mail.
 */
function crossChecks(source: NodeJS.ProcessEnv, role: 'server' | 'tool'): Array<[string, string]> {
  const value = (name: string) => emptyAsUndefined(source[name]) as string | undefined;
  const production = value('NODE_ENV') === 'production';
  const problems: Array<[string, string]> = [];
  if (production && value('DEV_MAILBOX') === 'true')
    problems.push([
      'DEV_MAILBOX',
      'DEV_MAILBOX cannot be true in production: the development mailbox is never served there',
    ]);
  if (role === 'server' && production && !value('SMTP_URL'))
    problems.push([
      'SMTP_URL',
      'SMTP_URL is required in production: without it no email (verification, password reset, notifications) would ever leave the server',
    ]);
  if (value('DATABASE_REPLICA_URL') && !value('DATABASE_URL'))
    problems.push([
      'DATABASE_REPLICA_URL',
      'DATABASE_REPLICA_URL needs DATABASE_URL: a replica copies a PostgreSQL primary, never the embedded database',
    ]);
  // Several nodes (a role of one of several, or state shared through Redis) cannot keep files on a
  // disk of their own; a node that finds another live on its database is refused the same way (main.ts).
  const several = ['api', 'worker'].includes(value('NODE_ROLE') ?? '') || value('REDIS_URL') !== undefined;
  if (role === 'server' && several && !S3_SETTINGS.every((name) => value(name) !== undefined))
    problems.push(['S3_ENDPOINT', SEVERAL_NODES_WITHOUT_S3.replace(/^- S3_ENDPOINT: /, '')]);
  return problems;
}

/** Reads the environment once; a wrong value stops the start with one clear sentence per problem. */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  options: { role?: 'server' | 'tool' } = {},
): AppConfig {
  const parsed = settingsSchema.safeParse(source);
  const problems: Array<[string, string]> = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i): [string, string] => [String(i.path[0] ?? 'setting'), i.message])),
    ...crossChecks(source, options.role ?? 'server'),
  ];
  if (!parsed.success || problems.length > 0) {
    const lines = problems.map(([name, message]) => `- ${name}: ${message}`);
    throw new ConfigError(`Invalid settings, the server cannot start:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripeConnectClientId: e.STRIPE_CONNECT_CLIENT_ID,
    stripeApiUrl: e.STRIPE_API_URL,
    supportPhone: e.SUPPORT_PHONE,
    supportEmail: e.SUPPORT_EMAIL,
    netcomUrl: e.NETCOM_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR === undefined ? undefined : path.resolve(REPO_ROOT, e.WEB_DIST_DIR),
    seedOnEmpty: e.SEED_ON_EMPTY === undefined ? !production : e.SEED_ON_EMPTY === 'true',
    devMailbox:
      !production &&
      (e.DEV_MAILBOX === undefined ? !e.DATABASE_URL && !e.SMTP_URL : e.DEV_MAILBOX === 'true'),
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    storage:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY && e.S3_REGION
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : { kind: 'local', dir: path.join(dataDir, 'files') },
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    redisUrl: e.REDIS_URL,
    nodeRole: e.NODE_ROLE,
  };
}

/**
 * Without JWT_SECRET a random secret is made once and kept beside the data, so
 * `npm start` works on a fresh machine and sessions survive a restart.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
