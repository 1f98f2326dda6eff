import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointDefinition } from '@ironmatch/contracts/endpoint';
import { readFromReplica } from '../db/read-routing';

/**
 * DATABASE_REPLICA_URL (issue 31): which calls may read from the replica. Only lists that tolerate a
 * second of lag: browse, the for-sale lists, the guest pages, the dealers' feeds and the stats (read
 * from rollups). A user's own lists and any record's details are not here (they show what the user just
 * wrote), and a user who wrote anything in the last RECENT_WRITE_MS reads every list from the primary
 * too (read-your-writes across all nodes when Redis is shared).
 */
export const REPLICA_READ_ENDPOINTS: ReadonlySet<string> = new Set([
  // Browse and the manufacturers list of the browse and search forms.
  'GET /api/manufList/',
  'GET /api/browseparts/',
  'GET /api/guestbrowseparts/',
  // Guest pages.
  'GET /api/guestparts/{partNumber}',
  'GET /api/guestlistattachment/',
  'GET /api/guestattachments/{id}',
  'GET /api/guestmachines',
  'GET /api/guestmachines/{id}',
  // For-sale lists (listings and machines of every company).
  'GET /api/filterList/',
  'GET /api/listAttachment/',
  'GET /api/machines',
  // Feeds of part searches for dealers.
  'GET /api/allPartSearches',
  'GET /api/allPartSearchesByCompany',
  // Stats (rollups, refreshed every 30 s anyway).
  'GET /api/stats',
  'GET /api/stats/parts',
  'GET /api/stats/regions',
  'GET /api/stats/companies',
  'GET /api/stats/lost-demand',
  'GET /api/stats/series.csv',
  'GET /api/stats/parts.csv',
  'GET /api/stats/regions.csv',
  'GET /api/stats/companies.csv',
  'GET /api/stats/lost-demand.csv',
]);

/** How long after a user's write every read of that user goes to the primary (replica lag is about 1 s). */
export const RECENT_WRITE_MS = 10_000;

/** Who wrote lately: this node's memory, or Redis shared by every node. */
export interface RecentWriters {
  mark(userId: number): Promise<void>;
  has(userId: number): Promise<boolean>;
}

export function createMemoryRecentWriters(windowMs = RECENT_WRITE_MS, now = () => Date.now()): RecentWriters {
  const until = new Map<number, number>();
  return {
    async mark(userId) {
      until.set(userId, now() + windowMs);
      // Forget the old marks now and then so the map stays the size of the last window's writers.
      if (until.size > 10_000) for (const [id, t] of until) if (t <= now()) until.delete(id);
    },
    async has(userId) {
      const t = until.get(userId);
      return t !== undefined && t > now();
    },
  };
}

export function createRedisRecentWriters(
  client: {
    set(key: string, value: string, mode: 'PX', ms: number): Promise<unknown>;
    exists(key: string): Promise<number>;
  },
  windowMs = RECENT_WRITE_MS,
): RecentWriters {
  const key = (userId: number) => `recent-writer:${userId}`;
  return {
    async mark(userId) {
      await client.set(key(userId), '1', 'PX', windowMs);
    },
    async has(userId) {
      // Redis away: the primary, which is always right.
      return client.exists(key(userId)).then(
        (n) => n > 0,
        () => true,
      );
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the database has a replica: runs an endpoint's handler with its reads routed. */
    replicaReads?: ReplicaReads;
  }
}

export interface ReplicaReads {
  run<T>(endpoint: EndpointDefinition, request: FastifyRequest, handler: () => Promise<T>): Promise<T>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Installs the routing on an app whose database has a replica: listed endpoints read from the replica
 * unless their user wrote lately; every successful write of a logged-in user marks it (before the
 * answer leaves, so the next request already sees the mark).
 */
export function registerReplicaReads(app: FastifyInstance, writers: RecentWriters): void {
  app.addHook('onSend', async (request, reply) => {
    const userId = request.auth?.userId;
    if (userId && WRITES.has(request.method) && reply.statusCode < 400)
      await writers.mark(userId).catch(() => undefined);
  });
  app.decorate('replicaReads', {
    async run(endpoint, request, handler) {
      if (!REPLICA_READ_ENDPOINTS.has(`${endpoint.method} ${endpoint.path}`)) return handler();
      const userId = request.auth?.userId;
      if (userId && (await writers.has(userId))) return handler();
      return readFromReplica(handler);
    },
  } satisfies ReplicaReads);
}
