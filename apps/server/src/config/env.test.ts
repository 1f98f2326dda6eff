import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { listenHost } from './listen-host';

const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/ironmatch-env-test' };
const s3 = {
  S3_ENDPOINT: 'https://s3.example.com',
  S3_BUCKET: 'parts',
  S3_ACCESS_KEY_ID: 'AKIA',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_REGION: 'us-east-1',
};

function problems(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  return '';
}

describe('settings: file storage', () => {
  it('keeps files under DATA_DIR/files unless S3 is configured', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'local', dir: '/tmp/ironmatch-env-test/files' });
    const blank = Object.fromEntries(Object.keys(s3).map((k) => [k, '']));
    expect(loadConfig({ ...base, ...blank }).storage.kind).toBe('local');
  });

  it('uses S3 when every S3 setting is given', () => {
    expect(loadConfig({ ...base, ...s3 }).storage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.example.com',
      bucket: 'parts',
      region: 'us-east-1',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
    });
  });

  it('names each missing S3 setting in a sentence when only some are given', () => {
    const message = problems({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: s3.S3_BUCKET });
    expect(message).toContain(
      '- S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is missing: set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION to store files in S3, or none of them to keep files on local disk',
    );
    expect(message).toContain('- S3_SECRET_ACCESS_KEY:');
    expect(message).toContain('- S3_REGION:');
    expect(message).not.toContain('- S3_BUCKET:');
  });

  it('wants a web address for the endpoint', () => {
    expect(problems({ ...s3, S3_ENDPOINT: 's3.example.com' })).toContain(
      '- S3_ENDPOINT: S3_ENDPOINT must be a full http:// or https:// URL',
    );
    expect(problems({ ...s3, S3_ENDPOINT: 'ftp://s3.example.com' })).toContain('- S3_ENDPOINT:');
  });
});

/** Settings as the server reads them; JWT_SECRET is given so nothing is written to disk. */
const load = (env: Record<string, string>, role?: 'server' | 'tool') =>
  loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent', ...env }, { role });
const SMTP = { SMTP_URL: 'smtp://mail.example:25' };

function refusal(env: Record<string, string>): string {
  try {
    load(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the settings were accepted');
}

describe('config: defaults that depend on the environment', () => {
  it('seeds an empty database by default in development, never by default in production', () => {
    expect(load({}).seedOnEmpty).toBe(true);
    expect(load({ NODE_ENV: 'development' }).seedOnEmpty).toBe(true);
    expect(load({ NODE_ENV: 'production', ...SMTP }).seedOnEmpty).toBe(false);
    expect(load({ NODE_ENV: 'production', ...SMTP, SEED_ON_EMPTY: '' }).seedOnEmpty).toBe(false);
    // Only an explicit true seeds production.
    expect(load({ NODE_ENV: 'production', ...SMTP, SEED_ON_EMPTY: 'true' }).seedOnEmpty).toBe(true);
    expect(load({ SEED_ON_EMPTY: 'false' }).seedOnEmpty).toBe(false);
    expect(refusal({ SEED_ON_EMPTY: 'yes' })).toContain(
      '- SEED_ON_EMPTY: SEED_ON_EMPTY must be true or false',
    );
  });

  it('turns the development mailbox on only without DATABASE_URL and SMTP_URL, unless DEV_MAILBOX says', () => {
    const db = { DATABASE_URL: 'postgres://u@db.example/app' };
    expect(load({}).devMailbox).toBe(true);
    expect(load({ NODE_ENV: 'test' }).devMailbox).toBe(true);
    expect(load(db).devMailbox).toBe(false);
    expect(load(SMTP).devMailbox).toBe(false);
    expect(load({ ...db, ...SMTP }).devMailbox).toBe(false);
    expect(load({ ...db, DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(load({ ...SMTP, DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(load({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
    expect(load({ NODE_ENV: 'production', ...SMTP }).devMailbox).toBe(false);
    expect(refusal({ DEV_MAILBOX: 'on' })).toContain('- DEV_MAILBOX: DEV_MAILBOX must be true or false');
    expect(refusal({ NODE_ENV: 'production', ...SMTP, DEV_MAILBOX: 'true' })).toContain(
      '- DEV_MAILBOX: DEV_MAILBOX cannot be true in production',
    );
  });

  it('listens on 127.0.0.1 without HOST while the demo logins exist, on every interface otherwise', () => {
    expect(load({}).host).toBeUndefined();
    expect(load({ HOST: '' }).host).toBeUndefined();
    expect(listenHost(load({}), { demoLogins: true })).toEqual({ host: '127.0.0.1', loopbackForDemo: true });
    expect(listenHost(load({}), { demoLogins: false })).toEqual({ host: '0.0.0.0', loopbackForDemo: false });
    // HOST always wins, either way.
    expect(listenHost(load({ HOST: '0.0.0.0' }), { demoLogins: true })).toEqual({
      host: '0.0.0.0',
      loopbackForDemo: false,
    });
    expect(listenHost(load({ HOST: '::' }), { demoLogins: false }).host).toBe('::');
    expect(listenHost(load({ HOST: '127.0.0.1' }), { demoLogins: false }).host).toBe('127.0.0.1');
  });

  it('refuses production without SMTP_URL with a sentence; the command-line tools need no mail', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toBe(
      'Invalid settings, the server cannot start:\n' +
        '- SMTP_URL: SMTP_URL is required in production: without it no email (verification, password reset, notifications) would ever leave the server',
    );
    expect(refusal({ NODE_ENV: 'production', SMTP_URL: '' })).toContain('SMTP_URL is required in production');
    expect(load({ NODE_ENV: 'production' }, 'tool').env).toBe('production');
    expect(load({ NODE_ENV: 'production', ...SMTP }).smtpUrl).toBe(SMTP.SMTP_URL);
  });
});

describe('settings: relative paths', () => {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

  it('reads DATA_DIR and WEB_DIST_DIR from the repository root, whatever the working directory', () => {
    const cwd = process.cwd();
    try {
      // npm runs a workspace's script in its folder: the data must still land in ./data of the root.
      process.chdir(path.join(repoRoot, 'apps/server'));
      expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).dataDir).toBe(path.join(repoRoot, 'data'));
      const config = loadConfig({ ...base, DATA_DIR: 'var/im', WEB_DIST_DIR: './apps/web/dist' });
      expect(config.dataDir).toBe(path.join(repoRoot, 'var/im'));
      expect(config.webDistDir).toBe(path.join(repoRoot, 'apps/web/dist'));
    } finally {
      process.chdir(cwd);
    }
  });

  it('keeps absolute paths as given, and no WEB_DIST_DIR means the default build', () => {
    const config = loadConfig({ ...base, WEB_DIST_DIR: '/srv/web' });
    expect(config.dataDir).toBe('/tmp/ironmatch-env-test');
    expect(config.webDistDir).toBe('/srv/web');
    expect(loadConfig(base).webDistDir).toBeUndefined();
  });
});
