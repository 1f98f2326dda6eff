import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@ironmatch/contracts/order-states';
import { queryRows, type Db } from '../../db/database';

/** Which list: the buyer's orders ('created') or the seller's ('received'). */
export type OrderListSide = 'created' | 'received';

export interface OrderListFilter {
  status?: OrderStatus;
  /** Trimmed search text, never empty. */
  q?: string;
}

/** Where a page starts: after this row of the order (created_at desc, id desc), never an OFFSET. */
export interface OrderListKey {
  /** created_at to the microsecond, ISO 8601 in UTC. */
  createdKey: string;
  id: number;
}

/** created_at to the microsecond: what the cursor carries, so no two instants compare equal by accident. */
const createdKey = sql`to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** LIKE's own characters taken literally: the search is plain text. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The company's side of the order and the other party's: the list's range is one company's orders,
 * read newest first from (company, created_at desc, id desc), or (company, status, ...) with a status.
 */
function sides(side: OrderListSide) {
  return side === 'created'
    ? { own: sql`o.customer_company_id`, other: sql`o.vendor_company_id` }
    : { own: sql`o.vendor_company_id`, other: sql`o.customer_company_id` };
}

function conditions(side: OrderListSide, companyId: number, filter: OrderListFilter): SQL {
  const { own, other } = sides(side);
  const where: SQL[] = [sql`${own} = ${companyId}`];
  if (filter.status) where.push(sql`o.status = ${filter.status}`);
  if (filter.q) {
    const pattern = containing(filter.q);
    const matches: SQL[] = [
      sql`o.po_number ilike ${pattern}`,
      sql`${other} in (select c.id from companies c where c.name ilike ${pattern})`,
    ];
    // An order number, with or without its '#': part of it is enough.
    const digits = filter.q.replace(/^#/, '');
    if (/^\d{1,12}$/.test(digits)) matches.push(sql`o.id::text like ${containing(digits)}`);
    where.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return sql.join(where, sql` and `);
}

/**
 * The indexes are `created_at DESC NULLS LAST, id DESC NULLS LAST` (drizzle's `.desc()`); a plain `DESC`
 * means NULLS FIRST, which the planner cannot read from them, and it would sort the company's every order
 * for each page. The columns are never null, so the order is the same.
 */
const NEWEST_FIRST = sql`o.created_at desc nulls last, o.id desc nulls last`;

/**
 * The keys of `limit` + 1 orders after `after` (one more tells whether there is a next page): an
 * index-only range scan of the company's orders, as deep pages read as few rows as the first.
 */
export async function orderListPage(
  db: Db,
  side: OrderListSide,
  companyId: number,
  filter: OrderListFilter,
  options: { limit: number; after?: OrderListKey },
): Promise<OrderListKey[]> {
  const { after, limit } = options;
  const keyset = after
    ? sql`(o.created_at, o.id) < (${after.createdKey}::timestamptz, ${after.id}::int)`
    : sql`true`;
  return queryRows<OrderListKey>(
    db,
    sql`select o.id, ${createdKey} as "createdKey" from orders o
        where ${conditions(side, companyId, filter)} and ${keyset}
        order by ${NEWEST_FIRST}
        limit ${limit + 1}`,
  );
}

/** How many orders match the filter (every page). */
export async function countOrderList(
  db: Db,
  side: OrderListSide,
  companyId: number,
  filter: OrderListFilter,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders o where ${conditions(side, companyId, filter)}`,
  );
  return row?.n ?? 0;
}
