import { siteEndpoints as api } from '@ironmatch/contracts/site-endpoints';
import type { Readiness } from '../platform/health/readiness';
import type { ApiApp } from './api-app';
import { route } from './endpoint-route';
import { ok } from './envelope';

/**
 * The load balancer's probes beside `GET /api/health` (which stays as it was): `live` answers while the
 * process runs and touches nothing; `ready` asks the database, Redis and storage, and says 503 while
 * the node drains after SIGTERM.
 */
export async function healthRoutes(app: ApiApp, readiness: Readiness): Promise<void> {
  const live = ok({ ok: true as const });
  route(app, api.healthLive, async () => live);

  route(app, api.healthReady, async (_request, reply) => {
    const { data, message } = await readiness.check();
    if (data.ok) return ok(data);
    // The 503 keeps the same data, so a person reading it sees which check failed.
    return reply.status(503).send({ status: 503, message, data }) as never;
  });
}
