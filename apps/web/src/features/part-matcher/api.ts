import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { MachineRow } from '@ironmatch/contracts/machines';
import { type PartRow, type PartSearchGroup, type SearchUser } from '@ironmatch/contracts/part-matcher';
import type { GuestPartSearchGroup } from '@ironmatch/contracts/guest-part-search';
import {
  APPROVED_YES,
  BROWSE_PAGE_SIZE,
  FEED_PAGE_SIZE,
  FEED_REFRESH_MS,
  GENERAL_REQUESTS_PAGE_SIZE,
  PART_MATCHER_MESSAGES as M,
  RESULTS_PAGE_SIZE,
  RESULTS_SHOW_MORE,
} from '@ironmatch/contracts/part-matcher-rules';
import { api, guestApi, publicApi, unwrap } from '../../lib/api-client';

/**
 * What to show for a failed call (spec marketplace 7 and 8): the server's message or its first error,
 * else `fallback`; `network` when the server could not be reached at all.
 */

/** 'All Manufacturers' / 'All Conditions' are not sent: the server reads a missing filter as all. */
function filterValue(v: string | undefined): string | undefined {
  return v && !/^all( |$)/i.test(v) ? v : undefined;
}

const keys = {
  manufacturers: ['part-matcher', 'manufacturers'] as const,
  browse: (guest: boolean, manufacturer: string, page: number) =>
    ['part-matcher', guest ? 'guest-browse' : 'browse', manufacturer, page] as const,
  results: ['part-matcher', 'results'] as const,
  resultsFor: (partNumber: string) => ['part-matcher', 'results', partNumber] as const,
  feed: (kind: 'all' | 'company', page: number) => ['part-matcher', 'feed', kind, page] as const,
  ownRequests: (companyId: number, page: number) =>
    ['part-matcher', 'general-requests', companyId, page] as const,
  allRequests: (page: number) => ['part-matcher', 'general-requests', 'all', page] as const,
};

// ---- manufacturers ----

export function useManufacturers(guest = false) {
  return useQuery({
    queryKey: keys.manufacturers,
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }) => {
      const res = await unwrap(
        (guest ? publicApi : api).GET('/api/manufList/', { signal }),
        M.noManufacturers,
      );
      return res.data;
    },
  });
}

// ---- part search (logged in) ----

export interface PartSearchInput {
  partNumber: string;
  description?: string;
  manufacturer?: string;
  condition?: string;
  comments?: string;
  approved?: boolean;
  /** 'browse': opened by a browse row (saved as from browse, no dealer emailed). */
  source?: 'browse';
}

export interface SingleSearchResult {
  kind: 'single';
  partNumber: string;
  /** The saved search (it names the search request for quotes); absent in answers kept from before. */
  searchId?: number;
  parts: PartRow[];
  /** The description matched none of the number's parts: `parts` match the part number alone. */
  withoutDescription: boolean;
  description?: string;
  manufacturer?: string;
  condition?: string;
  user: SearchUser;
  /** Issue 28: machines being dismantled of the part's make when the search found few rows. */
  machines?: MachineRow[];
  /** Issue 29: stocked numbers one edit away when nothing was found (absent in answers kept from before). */
  didYouMean?: string[];
}
export interface MultiSearchResult {
  kind: 'multi';
  groups: PartSearchGroup[];
  description?: string;
  manufacturer?: string;
  condition?: string;
  user: SearchUser;
}

function searchQuery(input: Omit<PartSearchInput, 'partNumber'>) {
  return {
    description: input.description?.trim() || undefined,
    manufacturer: filterValue(input.manufacturer),
    condition: filterValue(input.condition),
    comments: input.comments?.trim() || undefined,
    approved: input.approved ? APPROVED_YES : undefined,
    source: input.source,
  };
}

/** Every search is saved by the server, so it is an action (a mutation), never refetched by itself. */
export function usePartSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: PartSearchInput): Promise<SingleSearchResult> => {
      const res = await unwrap(
        api.GET('/api/parts/{partNumber}', {
          params: { path: { partNumber: input.partNumber }, query: searchQuery(input) },
        }),
        M.fetchResultsFailed,
      );
      return {
        kind: 'single',
        partNumber: input.partNumber,
        searchId: res.data.searchId,
        parts: res.data.parts,
        withoutDescription: res.data.withoutDescription,
        description: input.description?.trim() || undefined,
        manufacturer: input.manufacturer,
        condition: input.condition,
        user: res.data.user,
        machines: res.data.machines,
        didYouMean: res.data.didYouMean,
      };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.results }),
  });
}

export function useMultiPartSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: Omit<PartSearchInput, 'partNumber'> & { partNumbers: string[] },
    ): Promise<MultiSearchResult> => {
      const res = await unwrap(
        api.GET('/api/parts', {
          params: { query: { partNumbers: input.partNumbers.join(','), ...searchQuery(input) } },
        }),
        M.fetchResultsFailed,
      );
      return {
        kind: 'multi',
        groups: res.data.groups,
        description: input.description?.trim() || undefined,
        manufacturer: input.manufacturer,
        condition: input.condition,
        user: res.data.user,
      };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.results }),
  });
}

// ---- guest search ----

export interface GuestSearchInput {
  manufacturer?: string;
  condition?: string;
}

/** One number: its masked rows and "Did you mean". */
export function useGuestPartSearch() {
  return useMutation({
    mutationFn: async (input: GuestSearchInput & { partNumber: string }) => {
      const res = await unwrap(
        guestApi.GET('/api/guestparts/{partNumber}', {
          params: {
            path: { partNumber: input.partNumber },
            query: { manufacturer: filterValue(input.manufacturer), condition: filterValue(input.condition) },
          },
        }),
        M.fetchResultsFailed,
      );
      return { parts: res.data.parts, didYouMean: res.data.didYouMean };
    },
  });
}

/** Issue 29: up to 20 numbers (a pasted column), one masked group each. */
export function useGuestMultiPartSearch() {
  return useMutation({
    mutationFn: async (
      input: GuestSearchInput & { partNumbers: string[] },
    ): Promise<GuestPartSearchGroup[]> => {
      const res = await unwrap(
        guestApi.GET('/api/guestparts', {
          params: {
            query: {
              partNumbers: input.partNumbers.join(','),
              manufacturer: filterValue(input.manufacturer),
              condition: filterValue(input.condition),
            },
          },
        }),
        M.fetchResultsFailed,
      );
      return res.data.groups;
    },
  });
}

// ---- browse ----

export function useBrowseParts(guest: boolean, manufacturer: string, page: number) {
  return useQuery({
    queryKey: keys.browse(guest, manufacturer, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const init = {
        signal,
        params: { query: { manufacturer: filterValue(manufacturer), page, limit: BROWSE_PAGE_SIZE } },
      };
      const res = await unwrap(
        guest ? guestApi.GET('/api/guestbrowseparts/', init) : api.GET('/api/browseparts/', init),
        M.fetchResultsFailed,
      );
      return { parts: res.data.parts, count: res.data.count };
    },
  });
}

// ---- my results ----

/** My results, paged by search request; `partNumber` keeps the searches beginning with it ('' = all). */
export function usePartResults(partNumber = '') {
  return useInfiniteQuery({
    queryKey: keys.resultsFor(partNumber),
    initialPageParam: 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ pageParam, signal }) => {
      const limit = pageParam === 0 ? RESULTS_PAGE_SIZE : RESULTS_SHOW_MORE;
      const res = await unwrap(
        api.GET('/api/partResults', {
          signal,
          params: { query: { limit, offset: pageParam, partNumber: partNumber || undefined } },
        }),
        M.fetchResultsFailed,
      );
      return { searches: res.data.parts, count: res.data.count, next: pageParam + limit };
    },
    getNextPageParam: (last) => (last.next < last.count ? last.next : undefined),
  });
}

// ---- member feeds ----

export function useAllPartSearches(page: number) {
  return useQuery({
    queryKey: keys.feed('all', page),
    placeholderData: keepPreviousData,
    refetchInterval: FEED_REFRESH_MS,
    queryFn: async ({ signal }) => {
      const res = await unwrap(
        api.GET('/api/allPartSearches', { signal, params: { query: { page, limit: FEED_PAGE_SIZE } } }),
        M.fetchResultsFailed,
      );
      return { rows: res.data.rows, count: res.data.count };
    },
  });
}

export function usePartSearchesByCompany(page: number) {
  return useQuery({
    queryKey: keys.feed('company', page),
    placeholderData: keepPreviousData,
    refetchInterval: FEED_REFRESH_MS,
    queryFn: async ({ signal }) => {
      const res = await unwrap(
        api.GET('/api/allPartSearchesByCompany', {
          signal,
          params: { query: { page, limit: FEED_PAGE_SIZE } },
        }),
        M.fetchResultsFailed,
      );
      return { rows: res.data.rows, count: res.data.count };
    },
  });
}

// ---- general requests ----

const generalRequestPage = (page: number) => ({
  limit: GENERAL_REQUESTS_PAGE_SIZE,
  offset: (page - 1) * GENERAL_REQUESTS_PAGE_SIZE,
});

export function useOwnGeneralRequests(companyId: number | null, page: number) {
  return useQuery({
    queryKey: keys.ownRequests(companyId ?? 0, page),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const res = await unwrap(
        api.GET('/api/generalRequest/{companyId}', {
          signal,
          params: { path: { companyId: String(companyId) }, query: generalRequestPage(page) },
        }),
        M.getGeneralRequestsFailed,
      );
      return { rows: res.data.rows, count: res.data.count };
    },
  });
}

export function useAllGeneralRequests(page: number) {
  return useQuery({
    queryKey: keys.allRequests(page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const res = await unwrap(
        api.GET('/api/generalRequest', { signal, params: { query: generalRequestPage(page) } }),
        M.getGeneralRequestsFailed,
      );
      return { rows: res.data.rows, count: res.data.count };
    },
  });
}

export interface GeneralRequestInput {
  modelnum: string;
  partNumber: string;
  manufacturer: string;
  comments: string;
}

export function useSendGeneralRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: GeneralRequestInput) => {
      // Comments go in the JSON body (DECISIONS.md): free text does not belong in a URL path.
      const res = await unwrap(
        api.POST('/api/generalRequest', {
          body: { comments: input.comments.trim() },
          params: {
            query: {
              partNumber: input.partNumber || undefined,
              manufacturer: filterValue(input.manufacturer),
              modelnum: input.modelnum.trim() || undefined,
            },
          },
        }),
        M.sendRequestFailed,
      );
      return res.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['part-matcher', 'general-requests'] }),
  });
}
