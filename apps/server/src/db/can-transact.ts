import { sql, type SQL } from 'drizzle-orm';

/**
 * The one rule for `canTransact` (spec marketplace 3, 6; issue 15): a seller takes online orders, quotes
 * and payments only when its company is a network member with a connected payout account that can take
 * charges. `alias` is the companies table's alias in the query; its row needs memid, stripe_account_id
 * and can_transact.
 */
export function canTransactSql(alias: string): SQL {
  const c = sql.raw(alias);
  return sql`(${c}.can_transact and ${c}.memid is not null and ${c}.stripe_account_id is not null)`;
}
