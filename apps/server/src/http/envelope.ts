import type { Envelope } from '@ironmatch/contracts/envelope';

/** Success answers: `{ status, message?, data }` with `status` repeating the HTTP code. */
export function ok<T>(data: T, message?: string, status = 200): Envelope<T> & { status: number; data: T } {
  return message === undefined ? { status, data } : { status, message, data };
}
