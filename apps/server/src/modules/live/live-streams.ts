import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims, CompanyRole } from '@ironmatch/contracts/access';
import { LIVE_EVENT_NAME, LIVE_HEARTBEAT_SECONDS, LIVE_RETRY_MS } from '@ironmatch/contracts/live-events';
import { companyTopic, userTopic } from '../../platform/live-updates/live-announcer';
import type { LiveUpdates, Unsubscribe } from '../../platform/live-updates/live-updates';

export interface LiveStreamsDeps {
  live: LiveUpdates;
  /** Verifies the stream's token again with each heartbeat: expired or revoked ends the stream. */
  tokens: { verify(token: string): Promise<AccessClaims | null> };
  memberships: { roleOf(userId: number, companyId: number): Promise<CompanyRole | null | 'gone'> };
  /** Whether the node drains (SIGTERM): a new stream is told to connect again elsewhere. */
  draining: () => boolean;
  heartbeatMs?: number;
}

/**
 * The Server-Sent Events streams this node holds (`GET /api/live`, ADR 0026). Each listens on its
 * user's and company's topics of the fan-out (so a publish on any node reaches it) and forwards what
 * arrives as an `update` event. Every heartbeat checks the token again, so a logout anywhere, an
 * expired token or a membership that ended closes the stream within one heartbeat; the browser then
 * connects again with a fresh token, or not at all.
 */
export function createLiveStreams(deps: LiveStreamsDeps) {
  const heartbeatMs = deps.heartbeatMs ?? LIVE_HEARTBEAT_SECONDS * 1000;
  const open = new Set<() => void>();

  return {
    get size() {
      return open.size;
    },

    /** Takes the reply over (hijack) and holds it open until the client leaves or the stream ends. */
    async serve(request: FastifyRequest, reply: FastifyReply, auth: AccessClaims, token: string) {
      reply.hijack();
      const res = reply.raw;
      // The security headers the onRequest hook set, and what keeps proxies from buffering or compressing.
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      if (deps.draining()) {
        res.end(`retry: ${LIVE_RETRY_MS}\n: this node is shutting down; connect again\n\n`);
        return;
      }

      let ended = false;
      const subscriptions: Unsubscribe[] = [];
      const forward = (message: unknown) => {
        if (!ended) res.write(`event: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(message)}\n\n`);
      };
      subscriptions.push(deps.live.subscribe(userTopic(auth.userId), forward));
      if (auth.companyId !== null)
        subscriptions.push(deps.live.subscribe(companyTopic(auth.companyId), forward));

      let timer: NodeJS.Timeout | undefined;
      const end = () => {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        open.delete(end);
        for (const unsubscribe of subscriptions) unsubscribe();
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      request.raw.on('close', end);
      res.on('error', end);

      const stillAllowed = async () => {
        const claims = await deps.tokens.verify(token);
        if (!claims) return false;
        if (auth.companyId === null) return true;
        const role = await deps.memberships.roleOf(auth.userId, auth.companyId);
        return role !== null && role !== 'gone';
      };
      const beat = async () => {
        const allowed = await stillAllowed().catch(() => true);
        if (ended) return;
        if (!allowed) return end();
        res.write(': heartbeat\n\n');
        timer = setTimeout(() => void beat(), heartbeatMs);
      };

      // Subscribed on every node before the first byte: an event published after the client saw the
      // stream open is never missed.
      await Promise.all(subscriptions.map((s) => s.ready));
      if (ended) return;
      res.write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
      timer = setTimeout(() => void beat(), heartbeatMs);
    },

    /** Ends every stream (draining, closing): each browser connects again, to another node if there is one. */
    closeAll() {
      for (const end of [...open]) end();
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
