import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../platform/metrics/metrics';
import { isDirectLoopbackRequest } from './direct-loopback';

export const METRICS_FORBIDDEN_MESSAGE =
  'The metrics are only available from this machine, or with the metrics token (Authorization: Bearer <METRICS_TOKEN>).';

/** `/metrics` and the 404s of unknown addresses are not routes worth a label of their own. */
const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Counts every answer (`onResponse`, so errors and 404s too) by the route's pattern, and serves
 * `GET /metrics` to a direct request from this machine (http/direct-loopback.ts: a proxy on the same
 * machine does not open it) or to a scraper that carries METRICS_TOKEN.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  metrics: Metrics,
  options: { token: string | undefined },
): Promise<void> {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
  const hasToken = (header: string | undefined) => {
    if (!expected || !header) return false;
    const given = Buffer.from(header);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  app.get('/metrics', async (request, reply) => {
    if (!isDirectLoopbackRequest(request) && !hasToken(request.headers.authorization))
      return reply.status(403).send({ status: 403, message: METRICS_FORBIDDEN_MESSAGE });
    const body = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
