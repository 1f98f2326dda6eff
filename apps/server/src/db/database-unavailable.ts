/**
 * "The database is not there right now", as opposed to "the query is wrong": a refused or dropped
 * connection, a server shutting down or starting up, a pool that cannot get a connection in time, an
 * embedded database already closed. Such a request answers 503 with a sentence (http/error-handler.ts)
 * and the pool reconnects by itself once the database is back, with no restart.
 */

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01-57P03 (shutting down,
 * crash shutdown, cannot connect now), 53300 (too many connections).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|53300)$/;

/** Messages of pg and PGlite that carry no code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end|PGlite is closed/i;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable. Please try again in a moment.';

export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0 && seen.size < 10) {
    const e = queue.shift() as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || UNAVAILABLE_STATE.test(e.code)))
      return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    // Drizzle's query error wraps the driver's; node's AggregateError (IPv4 and IPv6 refused) lists several.
    queue.push(e.cause);
    if (Array.isArray(e.errors)) queue.push(...(e.errors as unknown[]));
  }
  return false;
}
