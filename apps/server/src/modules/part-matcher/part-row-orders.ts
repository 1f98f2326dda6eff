import { sql } from 'drizzle-orm';
import { isQuoteOrder, type OrderStatus } from '@ironmatch/contracts/order-states';
import { queryRows, type Db } from '../../db/database';

/**
 * Part rows (`GET /api/parts/...`, `/api/parts`, `/api/partResults`) carry the order the viewer's
 * company already added them to: `orderId` of its latest unshipped order holding the part, and
 * `orderIsQuote` when that order is a quote request. Display fields read in the part matcher's own SQL
 * (ARCHITECTURE.md: a module may read another's table to show it), so the part matcher does not
 * depend on the orders module, which depends on it for the part an order is placed from.
 */
export async function attachOrderStates(
  db: Db,
  viewerCompanyId: number,
  rows: Array<{ id: number; partId: number | null; orderId: number | null; orderIsQuote: boolean }>,
): Promise<void> {
  if (rows.length === 0) return;
  const states = await queryRows<{
    resultId: number;
    orderId: number;
    status: OrderStatus;
    hasQuoteItem: boolean;
  }>(
    db,
    sql`select r.result_id as "resultId", o.id as "orderId", o.status as "status",
          exists (select 1 from order_items q where q.order_id = o.id and q.is_quote) as "hasQuoteItem"
        from unnest(${sql.param(rows.map((r) => r.id))}::int[],
                    ${sql.param(rows.map((r) => r.partId))}::int[]) as r(result_id, part_id)
        cross join lateral (
          select o.id, o.status from order_items oi join orders o on o.id = oi.order_id
          where o.customer_company_id = ${viewerCompanyId} and o.status <> 'order_shipped'
            and (oi.part_id = r.part_id or oi.part_search_result_id = r.result_id)
          order by o.id desc limit 1
        ) o`,
  );
  const byRow = new Map(states.map((s) => [s.resultId, s]));
  for (const row of rows) {
    const state = byRow.get(row.id);
    row.orderId = state?.orderId ?? null;
    row.orderIsQuote = state
      ? isQuoteOrder({ status: state.status, items: [{ isQuote: state.hasQuoteItem }] })
      : false;
  }
}
