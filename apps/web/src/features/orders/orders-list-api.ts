import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { ORDER_LIST_MESSAGES, type OrderCsvQuery } from '@ironmatch/contracts/orders-list';
import { api, unwrap } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

export type OrderListSide = 'created' | 'received';

/** The list's filter as the tabs hold it: '' is "any". */
export interface OrderListFilter {
  status: OrderCsvQuery['status'] | '';
  q: string;
}

/** Only what is set: the first page of an unfiltered list asks the bare path. */
function queryOf(filter: OrderListFilter, cursor?: string | null) {
  const q = filter.q.trim();
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(q ? { q } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

/**
 * One page of a list. The key starts with ['orders', 'list', side], so every order change that
 * refreshes the lists refreshes the page shown; the previous page stays on screen while the next loads.
 */
export function useOrderListPage(side: OrderListSide, filter: OrderListFilter, cursor: string | null) {
  const query = queryOf(filter, cursor);
  return useQuery({
    queryKey: ['orders', 'list', side, query] as const,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const res = await unwrap(
        side === 'created'
          ? api.GET('/api/orders/created', { params: { query }, signal })
          : api.GET('/api/orders/received', { params: { query }, signal }),
        M.fetchOrdersFailed,
      );
      return res.data;
    },
  });
}

/** Every order of the filter as CSV, fetched with the session's token and saved as a download. */
export async function downloadOrdersCsv(side: OrderListSide, filter: OrderListFilter): Promise<void> {
  const query = queryOf(filter);
  const res =
    side === 'created'
      ? await api.GET('/api/orders/created.csv', { params: { query }, parseAs: 'blob' })
      : await api.GET('/api/orders/received.csv', { params: { query }, parseAs: 'blob' });
  if (!res.response.ok || !res.data) throw new Error(ORDER_LIST_MESSAGES.exportFailed);
  const day = new Date().toISOString().slice(0, 10);
  saveFile(res.data as Blob, `${side === 'created' ? 'my-orders' : 'received-orders'}-${day}.csv`);
}
