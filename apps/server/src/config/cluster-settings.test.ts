import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const BASE = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/ironmatch-cluster-settings' };
const S3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'files',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_REGION: 'us-east-1',
};
const SENTENCE =
  "- S3_ENDPOINT: several nodes share this database, so files must be stored in S3: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION (a node's disk is not shared).";

function problem(env: Record<string, string>): string {
  try {
    loadConfig({ ...BASE, ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  return '';
}

describe('the settings of several nodes', () => {
  it.each([
    ['NODE_ROLE=api', { NODE_ROLE: 'api' }],
    ['NODE_ROLE=worker', { NODE_ROLE: 'worker' }],
    ['REDIS_URL', { REDIS_URL: 'redis://127.0.0.1:6379/0' }],
  ])('%s without S3 stops the start with the sentence', (_label, env) => {
    expect(problem(env).split('\n')).toContain(SENTENCE);
  });

  it('with S3 they start; a single node starts without it; the admin tools never need it', () => {
    expect(
      loadConfig({ ...BASE, ...S3, NODE_ROLE: 'worker', REDIS_URL: 'redis://127.0.0.1:6379/0' }),
    ).toMatchObject({
      nodeRole: 'worker',
      redisUrl: 'redis://127.0.0.1:6379/0',
    });
    expect(loadConfig(BASE).nodeRole).toBe('all');
    expect(loadConfig({ ...BASE, NODE_ROLE: 'api' }, { role: 'tool' }).nodeRole).toBe('api');
  });

  it('a wrong NODE_ROLE, REDIS_URL or METRICS_TOKEN stops the start with a sentence', () => {
    expect(problem({ NODE_ROLE: 'primary' })).toContain('- NODE_ROLE: NODE_ROLE must be all, api or worker');
    expect(problem({ REDIS_URL: 'http://x' })).toContain(
      '- REDIS_URL: REDIS_URL must start with redis:// or rediss://',
    );
    expect(problem({ METRICS_TOKEN: 'short' })).toContain(
      'METRICS_TOKEN must be at least 32 characters long',
    );
    expect(problem({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toContain('SHUTDOWN_DRAIN_SECONDS must be 0 or more');
  });

  it('DATABASE_REPLICA_URL is a postgres URL beside DATABASE_URL, never alone', () => {
    const primary = 'postgres://db.example/ironmatch';
    const replica = 'postgres://replica.example/ironmatch';
    expect(loadConfig({ ...BASE, DATABASE_URL: primary, DATABASE_REPLICA_URL: replica })).toMatchObject({
      databaseUrl: primary,
      databaseReplicaUrl: replica,
    });
    expect(loadConfig(BASE).databaseReplicaUrl).toBeUndefined();
    expect(problem({ DATABASE_REPLICA_URL: replica })).toContain(
      '- DATABASE_REPLICA_URL: DATABASE_REPLICA_URL needs DATABASE_URL',
    );
    expect(problem({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://x' })).toContain(
      'DATABASE_REPLICA_URL must start with postgres:// or postgresql://',
    );
  });
});
