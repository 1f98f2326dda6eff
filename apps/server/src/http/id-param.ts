import { parseRecordId } from '@ironmatch/contracts/record-id';
import { badRequest, notFound } from './app-error';

/**
 * A record's address from the path (`/orders/:id`): an id that cannot name a stored record names
 * nothing, so it answers the record's 404 sentence, like a record that is missing or not yours.
 * The one id parser is `parseRecordId` (contracts); this and `parseIdParam` only say what null means.
 */
export function recordIdOr404(raw: string | undefined, notFoundMessage: string): number {
  const id = parseRecordId(raw);
  if (id === null) throw notFound(notFoundMessage);
  return id;
}

/**
 * A numeric id from the path where the spec answers 400. Empty, 'undefined' and 'null' (what a client
 * sends when it has no id) read `missing`; anything that is not a positive whole number the database
 * can hold reads `invalid`.
 */
export function parseIdParam(raw: string | undefined, missing: string, invalid: string): number {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'undefined' || text === 'null') throw badRequest(missing);
  const id = parseRecordId(text);
  if (id === null) throw badRequest(invalid);
  return id;
}
