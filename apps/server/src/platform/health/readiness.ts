import { sql } from 'drizzle-orm';
import type { HealthReadyData, ReadinessCheck } from '@ironmatch/contracts/site';
import type { Db } from '../../db/database';

/** What `/api/health/ready` asks: each answers or throws. Redis is absent without REDIS_URL. */
export interface ReadinessProbes {
  db: Db;
  storage: { ping(): Promise<void> };
  redis?: { ping(): Promise<unknown> };
  /** How long one probe may take before it counts as down (default 2 s). */
  timeoutMs?: number;
}

/**
 * The node's lifecycle as a load balancer sees it: ready while its dependencies answer, draining from
 * SIGTERM until it closes (main.ts), so the balancer takes it out of rotation before it stops.
 */
export interface Readiness {
  readonly draining: boolean;
  startDraining(): void;
  /** Runs `listener` when draining starts (long-lived connections end then, so clients move on). */
  onDraining(listener: () => void): () => void;
  check(): Promise<{ data: HealthReadyData; message?: string }>;
}

const DOWN_MESSAGES = {
  database: 'The database is not reachable.',
  redis: 'Redis is not reachable.',
  storage: 'The file storage is not reachable.',
} as const;

export const DRAINING_MESSAGE = 'The server is shutting down.';

export function createReadiness(probes: ReadinessProbes): Readiness {
  const timeoutMs = probes.timeoutMs ?? 2000;
  let draining = false;
  const drainListeners = new Set<() => void>();

  async function probe(run: (() => Promise<unknown>) | undefined): Promise<ReadinessCheck> {
    if (!run) return 'off';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
    });
    try {
      await Promise.race([run(), timeout]);
      return 'ok';
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    get draining() {
      return draining;
    },
    startDraining() {
      if (draining) return;
      draining = true;
      for (const listener of drainListeners) listener();
    },
    onDraining(listener) {
      drainListeners.add(listener);
      return () => void drainListeners.delete(listener);
    },
    async check() {
      const redis = probes.redis;
      const [database, redisState, storage] = await Promise.all([
        probe(() => probes.db.execute(sql`select 1`)),
        probe(redis ? () => redis.ping() : undefined),
        probe(() => probes.storage.ping()),
      ]);
      const checks = { database, redis: redisState, storage };
      const down = (Object.keys(checks) as Array<keyof typeof checks>).filter((k) => checks[k] === 'down');
      const ok = down.length === 0 && !draining;
      const message = draining
        ? DRAINING_MESSAGE
        : down.length > 0
          ? down.map((k) => DOWN_MESSAGES[k]).join(' ')
          : undefined;
      return { data: { ok, ...checks, draining }, ...(message ? { message } : {}) };
    },
  };
}
