import { useSyncExternalStore } from 'react';
import {
  LIVE_EVENT_NAME,
  LIVE_RETRY_MS,
  LIVE_SILENCE_LIMIT_MS,
  parseLiveEvent,
  type LiveEvent,
} from '@ironmatch/contracts/live-events';
import { ensureFreshAccessToken } from './session';

/**
 * The tab's one live connection (`GET /api/live`, issue 31, ADR 0026): Server-Sent Events read with
 * `fetch`, because the login is a bearer token and an EventSource cannot send it. The stream ends when
 * the token expires, the login ends or the server node drains; the connection then opens again with
 * a fresh token (through the load balancer, possibly to another node) and tells the pages to look again,
 * since events may have been missed meanwhile.
 */
export interface LiveConnectionOptions {
  onEvent(event: LiveEvent): void;
  /** After a reconnection: everything shown live should be asked for again. */
  onResync(): void;
  /** Test seams. */
  fetch?: typeof fetch;
  token?: () => Promise<string | null>;
  retryMs?: number;
}

const MAX_BACKOFF_MS = 60_000;
/** A 401 again and again means the session is over; the app's other calls say so to the user. */
const MAX_REFUSALS = 3;

/** Opens the connection and keeps it open until the returned function is called. */
export function openLiveConnection(options: LiveConnectionOptions): () => void {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const token = options.token ?? (() => ensureFreshAccessToken({ logoutOnFailure: false }));
  let retryMs = options.retryMs ?? LIVE_RETRY_MS;
  let stopped = false;
  let abort: AbortController | undefined;
  let wake: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function run() {
    let failures = 0;
    let refusals = 0;
    let connectedOnce = false;
    while (!stopped) {
      const bearer = await token();
      if (stopped || !bearer) break;
      const controller = new AbortController();
      abort = controller;
      let watchdog: ReturnType<typeof setTimeout> | undefined;
      // A connection that went quiet (a dead proxy or network) is dropped and opened again.
      const heard = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => controller.abort(), LIVE_SILENCE_LIMIT_MS);
      };
      try {
        heard();
        const res = await fetchImpl('/api/live', {
          headers: { accept: 'text/event-stream', authorization: `Bearer ${bearer}` },
          cache: 'no-store',
          signal: controller.signal,
        });
        if (res.status === 401) {
          if (++refusals >= MAX_REFUSALS) break;
          failures++;
        } else if (!res.ok || !res.body) {
          failures++;
        } else {
          refusals = 0;
          failures = 0;
          setConnected(true);
          if (connectedOnce) options.onResync();
          connectedOnce = true;
          await readEvents(res.body, {
            heard,
            retry: (ms) => (retryMs = ms),
            event: (data) => {
              const event = parseLiveEvent(data);
              if (event) options.onEvent(event);
            },
          });
        }
      } catch {
        failures++;
      } finally {
        clearTimeout(watchdog);
        setConnected(false);
      }
      if (stopped) break;
      // The server's retry after a clean end; growing waits (with jitter) while it cannot be reached.
      const backoff = failures === 0 ? retryMs : Math.min(retryMs * 2 ** failures, MAX_BACKOFF_MS);
      await pause(backoff * (failures === 0 ? 1 : 0.5 + Math.random() / 2));
    }
  }
  void run();

  return () => {
    stopped = true;
    abort?.abort();
    wake?.();
  };
}

/** Reads a `text/event-stream` body: `update` events' data, `retry:` lines; any bytes count as heard. */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  on: { heard(): void; retry(ms: number): void; event(data: string): void },
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    on.heard();
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        else if (line.startsWith('retry:')) {
          const ms = Number(line.slice(6).trim());
          if (Number.isFinite(ms) && ms > 0) on.retry(ms);
        }
      }
      if (name === LIVE_EVENT_NAME && data.length > 0) on.event(data.join('\n'));
    }
  }
}

// Whether the live connection is up right now: pages poll slowly while it is, quickly while not.
let connected = false;
const listeners = new Set<() => void>();
function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connected,
    () => false,
  );
}
