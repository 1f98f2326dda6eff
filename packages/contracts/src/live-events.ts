/**
 * Live updates (issue 31): what `GET /api/live` tells a logged-in browser, as Server-Sent Events.
 * Each event only says "look again" at something the browser already asks for; it never carries the
 * data itself, so a lost event costs at most a slower refresh (the pages keep a slow poll as fallback).
 * Kept free of zod: the connection is opened on every page's first load.
 */

/** The SSE `event:` name of every update. */
export const LIVE_EVENT_NAME = 'update';

export type LiveEvent =
  /** A quote on the buyer's search request `requestId` was sent, replaced, withdrawn, declined or accepted. */
  | { type: 'quotes'; requestId: number }
  /** A message or reply reached the user's company: the unread count and the mailbox changed. */
  | { type: 'messages' };

/** The server writes a comment line this often, so proxies keep the connection and a dead one is noticed. */
export const LIVE_HEARTBEAT_SECONDS = 25;
/** A browser that heard nothing (not even a heartbeat) for this long opens the connection again. */
export const LIVE_SILENCE_LIMIT_MS = (LIVE_HEARTBEAT_SECONDS * 2 + 10) * 1000;
/** How long the browser waits before connecting again after the server ended the stream (SSE `retry:`). */
export const LIVE_RETRY_MS = 2000;

/** A received `data:` line as an event, or null when it is not one we know (a newer server's). */
export function parseLiveEvent(data: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.type === 'quotes' && typeof v.requestId === 'number')
    return { type: 'quotes', requestId: v.requestId };
  if (v.type === 'messages') return { type: 'messages' };
  return null;
}

/** While the live connection is up, pages that used to poll every few seconds poll this slowly instead. */
export const LIVE_FALLBACK_POLL_MS = 30_000;
