import type { CompanyClaims } from '@ironmatch/contracts/access';
import type { OrderListRow } from '@ironmatch/contracts/orders';
import {
  ORDER_LIST_MESSAGES as M,
  type OrderCsvQuery,
  type OrderListPage,
  type OrderListQuery,
} from '@ironmatch/contracts/orders-list';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/app-error';
import { toListRows } from './order-view';
import { createOrdersRepository } from './orders.repository';
import {
  countOrderList,
  orderListPage,
  type OrderListFilter,
  type OrderListKey,
  type OrderListSide,
} from './orders-list.repository';
import { ordersCsv } from './orders-csv';

/** The cursor is the last row's place in the order, opaque to the client (base64url JSON). */
export function encodeOrderCursor(key: OrderListKey): string {
  return Buffer.from(JSON.stringify([key.createdKey, key.id])).toString('base64url');
}

function decodeCursor(raw: string): OrderListKey {
  try {
    const [createdKey, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof createdKey === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(createdKey) &&
      Number.isSafeInteger(id) &&
      (id as number) > 0 &&
      (id as number) <= 2_147_483_647
    )
      return { createdKey, id: id as number };
  } catch {
    // falls through to the sentence
  }
  throw badRequest(M.badCursor);
}

const filterOf = (query: OrderCsvQuery): OrderListFilter => ({
  status: query.status,
  q: query.q ? query.q : undefined,
});

/** The lists' rows of these keys, in their order, as the side's party sees them. */
async function rowsOf(db: Db, side: OrderListSide, keys: OrderListKey[]): Promise<OrderListRow[]> {
  const found = await createOrdersRepository(db).findOrders(keys.map((k) => k.id));
  const byId = new Map(found.map((r) => [r.id, r]));
  const inOrder = keys.flatMap((k) => byId.get(k.id) ?? []);
  return toListRows(db, inOrder, side === 'created' ? 'buyer' : 'seller');
}

/** Rows the CSV export reads per query: a stream, never the whole list in memory. */
const CSV_BATCH = 1000;

/** The created and received lists (issue 24): filtered, keyset-paged, counted, and as CSV. */
export function createOrdersListService(deps: { db: Db; csvBatch?: number }) {
  const { db } = deps;
  const batch = deps.csvBatch ?? CSV_BATCH;

  return {
    async page(auth: CompanyClaims, side: OrderListSide, query: OrderListQuery): Promise<OrderListPage> {
      const filter = filterOf(query);
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const [found, count] = await Promise.all([
        orderListPage(db, side, auth.companyId, filter, { limit: query.limit, after }),
        countOrderList(db, side, auth.companyId, filter),
      ]);
      const shown = found.slice(0, query.limit);
      const last = shown.at(-1);
      return {
        orders: await rowsOf(db, side, shown),
        count,
        nextCursor: found.length > query.limit && last ? encodeOrderCursor(last) : null,
      };
    },

    /** Every matching order as CSV lines, newest first, read in keyset batches. */
    csv(auth: CompanyClaims, side: OrderListSide, query: OrderCsvQuery): AsyncGenerator<string> {
      const filter = filterOf(query);
      async function* batches() {
        let after: OrderListKey | undefined;
        for (;;) {
          const found = await orderListPage(db, side, auth.companyId, filter, { limit: batch, after });
          const shown = found.slice(0, batch);
          if (shown.length > 0) yield await rowsOf(db, side, shown);
          if (found.length <= batch) return;
          after = shown.at(-1);
        }
      }
      return ordersCsv(side, batches());
    },
  };
}
