import { liveEndpoints as api } from '@ironmatch/contracts/live-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { createLiveStreams } from './live-streams';

/** `GET /api/live` (issue 31, ADR 0026): this user's live updates, from whichever node publishes them. */
export async function liveRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const streams = createLiveStreams({
    live: ctx.liveUpdates,
    tokens: ctx.tokens,
    memberships: ctx.memberships,
    draining: () => ctx.readiness.draining,
  });
  // Draining: the streams end at once so the browsers reconnect through the balancer to a ready node;
  // closing: an open stream would otherwise hold the server's close until it is forced.
  const stopOnDrain = ctx.readiness.onDraining(() => streams.closeAll());
  app.addHook('preClose', async () => {
    stopOnDrain();
    streams.closeAll();
  });

  route(app, api.stream, async (request, reply) => {
    // The route guard let a valid bearer token through; the stream checks it again with each heartbeat.
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    await streams.serve(request as never, reply, request.auth, token);
    return reply;
  });
}
