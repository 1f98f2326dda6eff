import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@ironmatch/contracts/live-events';
import { openLiveConnection, readEvents } from './live-connection';

const encoder = new TextEncoder();

/** A response body that sends `chunks` and then ends (or stays open when `hold`). */
function body(chunks: string[], hold = false): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      if (!hold) controller.close();
    },
  });
}

const until = async (test: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!test() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
  return test();
};

describe('readEvents', () => {
  it('reads update events across chunk boundaries, skips comments and other events, takes retry', async () => {
    const events: string[] = [];
    const retries: number[] = [];
    let heard = 0;
    await readEvents(
      body([
        'retry: 1500\n: connected\n\n',
        'event: update\ndata: {"type":"quo',
        'tes","requestId":7}\n\n: heartbeat\n\nevent: other\ndata: x\n\n',
        'event: update\r\ndata: {"type":"messages"}\r\n\r\n',
      ]),
      { heard: () => heard++, retry: (ms) => retries.push(ms), event: (d) => events.push(d) },
    );
    expect(events).toEqual(['{"type":"quotes","requestId":7}', '{"type":"messages"}']);
    expect(retries).toEqual([1500]);
    expect(heard).toBe(4);
  });
});

describe('openLiveConnection', () => {
  it('sends the bearer token, hands over known events, connects again after the end and resyncs', async () => {
    const calls: Array<{ url: string; auth: string | null }> = [];
    const streams = [
      body([
        'retry: 10\n\n',
        'event: update\ndata: {"type":"quotes","requestId":3}\n\n',
        'event: update\ndata: {"type":"nope"}\n\n',
      ]),
      body(['event: update\ndata: {"type":"messages"}\n\n'], true),
    ];
    const events: LiveEvent[] = [];
    let resyncs = 0;
    const stop = openLiveConnection({
      token: async () => `token-${calls.length}`,
      fetch: async (url, init) => {
        calls.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') });
        return new Response(streams.shift() ?? body([], true), { status: 200 });
      },
      onEvent: (e) => events.push(e),
      onResync: () => resyncs++,
    });
    expect(await until(() => events.length === 2)).toBe(true);
    stop();
    expect(events).toEqual([{ type: 'quotes', requestId: 3 }, { type: 'messages' }]);
    expect(calls).toEqual([
      { url: '/api/live', auth: 'Bearer token-0' },
      { url: '/api/live', auth: 'Bearer token-1' },
    ]);
    expect(resyncs).toBe(1);
  });

  it('gives up after the server refuses the login three times, and never connects without one', async () => {
    let calls = 0;
    const stop = openLiveConnection({
      token: async () => 'revoked',
      retryMs: 1,
      fetch: async () => {
        calls++;
        return new Response('{}', { status: 401 });
      },
      onEvent: () => undefined,
      onResync: () => undefined,
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toBe(3);
    stop();

    let anonymous = 0;
    openLiveConnection({
      token: async () => null,
      fetch: async () => {
        anonymous++;
        return new Response(null, { status: 200 });
      },
      onEvent: () => undefined,
      onResync: () => undefined,
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(anonymous).toBe(0);
  });

  it('stops at once when closed (logout), aborting the open request', async () => {
    let aborted = false;
    const stop = openLiveConnection({
      token: async () => 't',
      fetch: async (_url, init) => {
        init?.signal?.addEventListener('abort', () => (aborted = true));
        return new Response(body([': connected\n\n'], true), { status: 200 });
      },
      onEvent: () => undefined,
      onResync: () => undefined,
    });
    await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(aborted).toBe(true);
  });
});
