import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '@ironmatch/contracts/quotes';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { openSse } from '../../test/sse-client';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { quoteCalls } from '../quotes/quotes.fixtures';
import { createLiveStreams } from './live-streams';

async function listen(app: { listen(o: object): Promise<string>; server: { address(): unknown } }) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('GET /api/live: live updates on one node (memory fan-out)', async () => {
  const t = await createTestApp();
  const { ok, search } = quoteCalls(t);
  let base: string;
  let buyer: TestUser;
  let dealer: TestUser;
  let stranger: TestUser;
  let partId: number;
  const streams: Array<{ close(): void }> = [];
  const live = async (who: TestUser | null) => {
    const s = await openSse(`${base}/api/live`, who?.accessToken);
    streams.push(s);
    return s;
  };

  beforeAll(async () => {
    base = await listen(t.app);
    await seedMakes(t);
    buyer = await createTestUser(t, { company: { name: 'Live Buyer Fleet' } });
    dealer = await createTestUser(t, { company: { name: 'Live Dealer' }, memid: 'NC-LIVE1' });
    stranger = await createTestUser(t, { company: { name: 'Live Stranger' }, memid: 'NC-LIVE2' });
    partId = (await addParts(t, dealer.companyId!, [{ partnum: '1R0750' }]))[0]!;
  });
  afterAll(() => {
    for (const s of streams) s.close();
  });

  it('needs a login: a guest hears 401 with the envelope, no stream', async () => {
    const res = await fetch(`${base}/api/live`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('Not authenticated.');
  });

  it('opens an event stream with the security headers, nothing a proxy may buffer or compress', async () => {
    const s = await live(buyer);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(s.headers.get('content-encoding')).toBeNull();
    expect(await s.opened()).toBe(true);
    expect(s.frames[0]).toEqual({ retry: 2000 });
    s.close();
  });

  it("a quote sent reaches the buyer's and the dealer's streams, not another company's", async () => {
    const buyerLive = await live(buyer);
    const dealerLive = await live(dealer);
    const strangerLive = await live(stranger);
    await Promise.all([buyerLive.opened(), dealerLive.opened(), strangerLive.opened()]);
    const [searchId] = await search(buyer, ['1R0750']);
    const sent = await ok<{ quote: Quote }>(
      dealer,
      'POST',
      '/api/quotes',
      { partSearchId: searchId, lines: [{ price: 4100, quantity: 1, condition: 'NEW' }] },
      201,
    );
    const expected = { type: 'quotes', requestId: sent.data.quote.requestId };
    expect(await buyerLive.until(() => buyerLive.events().length > 0)).toBe(true);
    expect(buyerLive.events()).toEqual([expected]);
    expect(await dealerLive.until(() => dealerLive.events().length > 0)).toBe(true);
    expect(dealerLive.events()).toEqual([expected]);
    // The buyer declines it: a change the dealer's page hears about.
    await ok(buyer, 'POST', `/api/quotes/${sent.data.quote.id}/decline`, { reason: 'Too far' });
    expect(await dealerLive.until(() => dealerLive.events().length > 1)).toBe(true);
    expect(strangerLive.events()).toEqual([]);
  });

  it('a message reaches the recipient company, and a reply the sender', async () => {
    const buyerLive = await live(buyer);
    const dealerLive = await live(dealer);
    await Promise.all([buyerLive.opened(), dealerLive.opened()]);
    const sent = await ok<{ id: number }>(
      buyer,
      'POST',
      '/api/message',
      {
        recipientCompanyId: dealer.companyId,
        subject: 'Live',
        body: 'Is it in stock?',
        messageType: 'part',
        relatedPartId: partId,
      },
      201,
    );
    expect(await dealerLive.until(() => dealerLive.events().length > 0)).toBe(true);
    expect(dealerLive.events()).toEqual([{ type: 'messages' }]);
    expect(buyerLive.events()).toEqual([]);
    await ok(dealer, 'POST', `/api/messages/${sent.data.id}/reply`, { body: 'Yes.' }, 201);
    expect(await buyerLive.until(() => buyerLive.events().length > 0)).toBe(true);
    expect(buyerLive.events()).toEqual([{ type: 'messages' }]);
    // Reading it in one tab tells the user's other tabs (their unread badge), not the other company.
    const dealerOtherTab = await live(dealer);
    await dealerOtherTab.opened();
    await ok(dealer, 'GET', `/api/messages/${sent.data.id}`);
    expect(await dealerOtherTab.until(() => dealerOtherTab.events().length > 0)).toBe(true);
    expect(dealerOtherTab.events()).toEqual([{ type: 'messages' }]);
    expect(buyerLive.events()).toHaveLength(1);
  });

  it('draining (SIGTERM) ends every stream, and a new one is told to connect again', async () => {
    const s = await live(buyer);
    await s.opened();
    t.app.ctx.readiness.startDraining();
    await s.ended;
    expect(s.isClosed()).toBe(true);
    const again = await live(buyer);
    await again.ended;
    expect(again.frames[0]).toEqual({ retry: 2000 });
    expect(again.frames.some((f) => f.comment?.includes('shutting down'))).toBe(true);
  });
});

describe('a live stream ends when its login does', async () => {
  const t = await createTestApp();
  const server = Fastify();
  const hub = createLiveStreams({
    live: t.app.ctx.liveUpdates,
    tokens: t.app.ctx.tokens,
    memberships: t.app.ctx.memberships,
    draining: () => false,
    heartbeatMs: 50,
  });
  let base: string;
  server.get('/live', async (request, reply) => {
    const token = request.headers.authorization!.slice('Bearer '.length);
    const claims = (await t.app.ctx.tokens.verify(token))!;
    await hub.serve(request, reply, claims, token);
    return reply;
  });
  beforeAll(async () => {
    base = await listen(server);
  });
  afterAll(async () => {
    hub.closeAll();
    await server.close();
  });

  it('keeps the connection with heartbeats while the login lasts, and ends after a logout', async () => {
    const user = await createTestUser(t, { company: true });
    const s = await openSse(`${base}/live`, user.accessToken);
    expect(await s.until((f) => f.filter((x) => x.comment === 'heartbeat').length >= 2)).toBe(true);
    expect(s.isClosed()).toBe(false);
    const claims = (await t.app.ctx.tokens.verify(user.accessToken))!;
    t.app.ctx.tokens.revokeLogins([claims.loginId]);
    await s.ended;
    expect(s.isClosed()).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('ends when the user leaves the company the stream listens for', async () => {
    const user = await createTestUser(t, { company: true });
    const s = await openSse(`${base}/live`, user.accessToken);
    await s.opened();
    await t.db.execute(sql`delete from company_memberships where user_id = ${user.userId}`);
    t.app.ctx.memberships.forget(user.userId, user.companyId!);
    expect(await s.until(() => s.isClosed())).toBe(true);
  });
});

describe('closing the app with a live stream open', () => {
  it('does not wait for the stream: it is ended first', async () => {
    const t = await createTestApp();
    const base = await listen(t.app);
    const user = await createTestUser(t, { company: true });
    const s = await openSse(`${base}/api/live`, user.accessToken);
    await s.opened();
    // An open stream is never idle: without ending it first, Fastify's close would wait for it forever.
    await t.close();
    await s.ended;
    expect(s.isClosed()).toBe(true);
  });
});
