import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUOTE_POLL_MS, type QuoteCompareSort } from '@ironmatch/contracts/quote-rules';
import type { QuoteRequestBody, SendQuoteBody } from '@ironmatch/contracts/quotes';
import { LIVE_FALLBACK_POLL_MS } from '@ironmatch/contracts/live-events';
import { api, unwrap } from '../../lib/api-client';
import { useLiveConnected } from '../../lib/live-connection';

const keys = {
  all: ['quotes'] as const,
  draft: (partSearchId: number) => ['quotes', 'draft', partSearchId] as const,
  received: (requestId?: number) => ['quotes', 'received', requestId ?? 'all'] as const,
  compare: (partSearchId: number, sort: QuoteCompareSort) =>
    ['quotes', 'compare', partSearchId, sort] as const,
};

export function useQuoteDraft(partSearchId: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.draft(partSearchId),
    enabled,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/quotes/draft/{partSearchId}', {
            params: { path: { partSearchId: String(partSearchId) } },
            signal,
          }),
        )
      ).data,
  });
}

/** Every few seconds without the live connection; slowly, as a fallback, while it is up (it tells us). */
function useQuotePollMs(): number {
  return useLiveConnected() ? LIVE_FALLBACK_POLL_MS : QUOTE_POLL_MS;
}

/**
 * The buyer's quotes, of one request or all. `live`: kept fresh while the page is open, so a new quote
 * shows without a reload: at once through the live connection (`GET /api/live`), else by polling (all
 * state is in the database: any server answers).
 */
export function useReceivedQuotes(requestId?: number, live = false) {
  const pollMs = useQuotePollMs();
  return useQuery({
    queryKey: keys.received(requestId),
    refetchInterval: live ? pollMs : false,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/quotes/received', { params: { query: requestId ? { requestId } : {} }, signal }),
        )
      ).data,
  });
}

export function useQuoteCompare(partSearchId: number, sort: QuoteCompareSort) {
  const pollMs = useQuotePollMs();
  return useQuery({
    queryKey: keys.compare(partSearchId, sort),
    refetchInterval: pollMs,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/quotes/compare/{partSearchId}', {
            params: { path: { partSearchId: String(partSearchId) }, query: { sort } },
            signal,
          }),
        )
      ).data,
  });
}

function useQuotesMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useSendQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendQuoteBody) =>
      (await unwrap(api.POST('/api/quotes', { body: body as never }))).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: ['part-matcher', 'feed'] });
    },
  });
}

export function useAcceptQuote() {
  return useQuotesMutation(
    async (id: number) =>
      (await unwrap(api.POST('/api/quotes/{id}/accept', { params: { path: { id: String(id) } } }))).data,
  );
}

export function useDeclineQuote() {
  return useQuotesMutation(
    async ({ id, reason }: { id: number; reason: string }) =>
      (
        await unwrap(
          api.POST('/api/quotes/{id}/decline', {
            params: { path: { id: String(id) } },
            body: { reason: reason || null },
          }),
        )
      ).data,
  );
}

/** "Request quotes" from a search answer (POST /api/quote-requests). */
export function useRequestQuotes() {
  return useMutation({
    mutationFn: async (body: QuoteRequestBody) =>
      (await unwrap(api.POST('/api/quote-requests', { body: body as never }))).data,
  });
}

/** Withdraw my quote (the dealer), until the buyer accepts it. */
export function useWithdrawQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await unwrap(api.POST('/api/quotes/{id}/withdraw', { params: { path: { id: String(id) } } }))).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: ['part-matcher', 'feed'] });
    },
  });
}
