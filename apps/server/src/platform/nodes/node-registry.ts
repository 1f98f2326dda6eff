import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';

export type NodeRole = 'all' | 'api' | 'worker';

export const NODE_RENEW_MS = 10_000;
/** A node whose row was not renewed for this long is not live (three renewals missed). */
export const NODE_LIVE_SECONDS = 30;

/**
 * This node's row in `server_nodes`: recorded at start, renewed every 10 s, removed on a clean stop.
 * The table tells a starting node whether others share its database (and so its files must be in S3).
 */
export interface NodeRegistry {
  readonly id: string;
  /** Nodes other than this one renewed within the last 30 s. */
  otherLiveNodes(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createNodeRegistry(
  db: Db,
  role: NodeRole,
  options: { id?: string; renewMs?: number; log?: { warn(obj: object, msg: string): void } } = {},
): NodeRegistry {
  const id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;

  const renew = async () => {
    await db.execute(
      sql`insert into server_nodes (id, role) values (${id}, ${role})
          on conflict (id) do update set renewed_at = now()`,
    );
  };

  return {
    id,
    async otherLiveNodes() {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from server_nodes
            where id <> ${id} and renewed_at > now() - make_interval(secs => ${NODE_LIVE_SECONDS})`,
      );
      return row?.n ?? 0;
    },
    async start() {
      // Rows of nodes that died long ago are of no use to anyone.
      await db.execute(sql`delete from server_nodes where renewed_at < now() - interval '1 day'`);
      await renew();
      timer = setInterval(() => {
        renew().catch((err: unknown) =>
          options.log?.warn({ err }, 'could not renew this node in server_nodes'),
        );
      }, options.renewMs ?? NODE_RENEW_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await db.execute(sql`delete from server_nodes where id = ${id}`);
    },
  };
}

/**
 * Whether this node is one of several: its role says so (`api` or `worker`), it shares state through
 * Redis, or another node is live on its database.
 */
export function isOneOfSeveral(
  settings: { nodeRole: NodeRole; redisUrl: string | undefined },
  otherLiveNodes: number,
): boolean {
  return settings.nodeRole !== 'all' || settings.redisUrl !== undefined || otherLiveNodes > 0;
}
