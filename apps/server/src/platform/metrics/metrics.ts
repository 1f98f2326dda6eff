import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows, type Db } from '../../db/database';

/**
 * The node's Prometheus metrics (`GET /metrics`, http/metrics-routes.ts). One registry per app, not
 * prom-client's global one, so every app built in a test process counts only its own requests.
 */
export interface Metrics {
  registry: Registry;
  /** One answered request; `route` is the route's pattern, never the requested path. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** A job given up after its last attempt. */
  jobFailed(kind: string): void;
}

export function createMetrics(deps: { db: Db; pool?: pg.Pool }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status code (errors are the 5xx codes).',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rejections = new Counter({
    name: 'rate_limit_rejections_total',
    help: 'Requests this node answered 429 (too many attempts), by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const failed = new Counter({
    name: 'jobs_failed_total',
    help: 'Jobs given up after their last attempt, by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });

  // The pool's figures are read at scrape time. The embedded database is one connection, always open.
  const pool = deps.pool;
  const poolGauge = (name: string, help: string, read: (p: pg.Pool) => number, embedded: number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pool ? read(pool) : embedded);
      },
    });
  poolGauge('db_pool_total_connections', 'Connections the database pool holds.', (p) => p.totalCount, 1);
  poolGauge('db_pool_idle_connections', 'Connections of the pool not in use.', (p) => p.idleCount, 1);
  poolGauge(
    'db_pool_waiting_clients',
    'Queries waiting for a connection of the pool.',
    (p) => p.waitingCount,
    0,
  );

  new Gauge({
    name: 'jobs_queued',
    help: 'Jobs due and not yet claimed, by kind (the same on every node: it is read from the database).',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      try {
        const rows = await queryRows<{ kind: string; n: number }>(
          deps.db,
          sql`select kind, count(*)::int as n from jobs
              where status = 'pending' and run_at <= now() group by kind`,
        );
        this.reset();
        for (const row of rows) this.set({ kind: row.kind }, row.n);
      } catch {
        // The database is away: the scrape still answers, with the last figures.
      }
    },
  });

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      duration.observe(labels, seconds);
      if (statusCode === 429) rejections.inc({ route });
    },
    jobFailed: (kind) => failed.inc({ kind }),
  };
}
