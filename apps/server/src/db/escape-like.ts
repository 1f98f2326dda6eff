/** `%` and `_` typed by a user are searched for literally (`ilike ... escape '\'`, PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
