import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import {
  type CreateOrderRequest,
  type MarkShippedRequest,
  type Order,
  type RespondOrderRequest,
  type UpdateItemRequest,
} from '@ironmatch/contracts/orders';
import type { MarkPaidValues } from '@ironmatch/contracts/order-payment-terms';
import type { SubmitOrderRequest } from '@ironmatch/contracts/order-submit';
import { api, unwrap } from '../../lib/api-client';
import { markOrderDeleted } from './deleted-orders';

/** Orders and quotes (spec marketplace 7): every call, with the spec's fallback texts (8). */

const keys = {
  all: ['orders'] as const,
  list: (side: 'created' | 'received') => ['orders', 'list', side] as const,
  order: (id: number) => ['orders', 'order', id] as const,
};

const path = (id: number) => ({ params: { path: { id: String(id) } } });
const itemPath = (id: number, itemId: number) => ({
  params: { path: { id: String(id), itemId: String(itemId) } },
});

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: keys.order(id ?? 0),
    enabled: id !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      const res = await unwrap(api.GET('/api/orders/{id}', { ...path(id!), signal }), M.fetchOrderFailed);
      return res.data.order;
    },
  });
}

/**
 * Add to Order / Request Quote. A quote is also submitted to the seller at once: "Request Quote" then
 * means what it says, and nobody waits on a request that was never sent.
 */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateOrderRequest & { quote: boolean }) => {
      const { quote, ...body } = input;
      const created = await unwrap(api.POST('/api/orders', { body }), M.createFailed);
      let quoteError: unknown = null;
      if (quote && created.data.orderIsQuote) {
        try {
          await unwrap(
            api.POST('/api/orders/{id}/submit-quote', path(created.data.orderId)),
            M.submitQuoteFailed,
          );
        } catch (err) {
          quoteError = err;
        }
      }
      return { ...created.data, quoteError };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** After a change: the order's new state goes straight into the cache, the lists refetch. */
export function useOrderChange<V>(
  run: (vars: V) => Promise<{ message?: string; order: Order | null; deleted?: boolean }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      if (result.order) client.setQueryData(keys.order(result.order.id), result.order);
      void client.invalidateQueries({ queryKey: keys.list('created') });
      void client.invalidateQueries({ queryKey: keys.list('received') });
    },
  });
}

export function useSubmitQuote(id: number) {
  return useOrderChange(async () => {
    const res = await unwrap(api.POST('/api/orders/{id}/submit-quote', path(id)), M.submitQuoteFailed);
    return { message: res.message, order: res.data.order };
  });
}

export function useSubmitOrder(id: number) {
  return useOrderChange(async (body: SubmitOrderRequest) => {
    const res = await unwrap(
      api.POST('/api/orders/{id}/submit-order', { ...path(id), body: body ?? {} }),
      M.submitOrderFailed,
    );
    return { message: res.message, order: res.data.order };
  });
}

export function useRespondOrder(id: number) {
  return useOrderChange(async (body: RespondOrderRequest) => {
    const res = await unwrap(
      api.PUT('/api/orders/{id}/respond-order', { ...path(id), body }),
      M.approveFailed,
    );
    return { message: res.message, order: res.data.order };
  });
}

export function useMarkShipped(id: number) {
  return useOrderChange(async (body: MarkShippedRequest) => {
    const res = await unwrap(
      api.PUT('/api/orders/{id}/mark-shipped', { ...path(id), body }),
      M.markShippedFailed,
    );
    return { message: res.message, order: res.data.order };
  });
}

export function useUpdateItem(id: number) {
  return useOrderChange(async ({ itemId, changes }: { itemId: number; changes: UpdateItemRequest }) => {
    const res = await unwrap(
      api.PUT('/api/orders/{id}/items/{itemId}', { ...itemPath(id, itemId), body: changes }),
      M.updateItemFailed,
    );
    return { message: res.message, order: res.data.order };
  });
}

export function useRemoveItem(id: number) {
  const client = useQueryClient();
  return useOrderChange(async (itemId: number) => {
    const res = await unwrap(
      api.DELETE('/api/orders/{id}/items/{itemId}', itemPath(id, itemId)),
      M.removeItemFailed,
    );
    if (res.data.orderDeleted) {
      markOrderDeleted(id);
      client.removeQueries({ queryKey: keys.order(id) });
    }
    return { message: res.message, order: res.data.order, deleted: res.data.orderDeleted };
  });
}

export function useDeleteOrder(id: number) {
  const client = useQueryClient();
  return useOrderChange(async () => {
    const res = await unwrap(api.DELETE('/api/orders/{id}', path(id)), M.deleteFailed);
    // Issue 24: a request already sent is kept as canceled, so it stays open.
    if (!res.data.orderDeleted)
      return { message: res.message, order: res.data.order ?? null, deleted: false };
    markOrderDeleted(id);
    client.removeQueries({ queryKey: keys.order(id) });
    return { message: res.message, order: null, deleted: true };
  });
}

/** Issue 24 "Cancel": the seller (with a reason) or the buyer (before payment) cancels the order. */
export function useCancelOrder(id: number) {
  return useOrderChange(async (reason: string) => {
    const res = await unwrap(
      api.POST('/api/orders/{id}/cancel', { ...path(id), body: { reason: reason || null } }),
      M.cancelFailed,
    );
    return { message: res.message, order: res.data.order, refund: res.data.refund };
  });
}

/** Issue 25: the buyer places an approved order on account with the seller's credit terms. */
export function usePlaceOnAccount(id: number) {
  return useOrderChange(async () => {
    const res = await unwrap(
      api.POST('/api/orders/{id}/place-on-account', path(id)),
      'The order could not be placed on account.',
    );
    return { message: res.message, order: res.data.order };
  });
}

/** Issue 25: the seller marks an order paid by other means (check, wire, cash, on account). */
export function useMarkPaid(id: number) {
  return useOrderChange(async (body: MarkPaidValues) => {
    const res = await unwrap(
      api.POST('/api/orders/{id}/mark-paid', { ...path(id), body }),
      'The order could not be marked paid.',
    );
    return { message: res.message, order: res.data.order };
  });
}
