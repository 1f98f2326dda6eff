import { badRequest } from '../../http/app-error';

const MAX_DB_INT = 2_147_483_647;

/**
 * A numeric id from the path. Empty, 'undefined' and 'null' (what a client sends when it has no id)
 * read `missing`; anything that is not a positive whole number the database can hold reads `invalid`.
 */
export function parseIdParam(raw: string | undefined, missing: string, invalid: string): number {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'undefined' || text === 'null') throw badRequest(missing);
  if (!/^\d{1,10}$/.test(text)) throw badRequest(invalid);
  const id = Number(text);
  if (id < 1 || id > MAX_DB_INT) throw badRequest(invalid);
  return id;
}
