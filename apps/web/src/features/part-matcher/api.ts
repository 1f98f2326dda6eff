import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CompanyDetails } from '@ironmatch/contracts/accounts';
import type { Envelope } from '@ironmatch/contracts/envelope';
import {
  APPROVED_YES,
  BROWSE_PAGE_SIZE,
  FEED_PAGE_SIZE,
  FEED_REFRESH_MS,
  GENERAL_REQUESTS_PAGE_SIZE,
  PART_MATCHER_MESSAGES as M,
  RESULTS_PAGE_SIZE,
  RESULTS_SHOW_MORE,
  type BrowseRow,
  type GeneralRequest,
  type GuestPartRow,
  type Manufacturer,
  type OwnPartSearch,
  type PartRow,
  type PartSearch,
  type PartSearchGroup,
  type ReceivedPartSearch,
  type SearchUser,
} from '@ironmatch/contracts/part-matcher';
import { api, ApiError } from '../../lib/api-client';

export type { CompanyDetails };

/**
 * What to show for a failed call (spec marketplace 7 and 8): the server's message or its first error,
 * else `fallback`; `network` when the server could not be reached at all.
 */
export function errorText(err: unknown, fallback: string, network = fallback): string {
  if (!(err instanceof ApiError)) return fallback;
  if (err.status === 0) return network;
  const body = err.body as Envelope<unknown> | undefined;
  return body?.message || body?.errors?.[0] || (err.status === 401 ? err.message : fallback);
}

/** 'All Manufacturers' / 'All Conditions' are not sent: the server reads a missing filter as all. */
function filterValue(v: string | undefined): string | undefined {
  return v && !/^all( |$)/i.test(v) ? v : undefined;
}

const keys = {
  manufacturers: ['part-matcher', 'manufacturers'] as const,
  company: (id: number) => ['part-matcher', 'company', id] as const,
  browse: (guest: boolean, manufacturer: string, page: number) =>
    ['part-matcher', guest ? 'guest-browse' : 'browse', manufacturer, page] as const,
  results: ['part-matcher', 'results'] as const,
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
      const res = await api.get<Manufacturer[]>('/api/manufList/', {
        auth: guest ? 'optional' : 'required',
        signal,
        fallbackError: M.noManufacturers,
      });
      return res.data ?? [];
    },
  });
}

// ---- company details dialog (spec marketplace 8) ----

export function companyDetailsErrorText(err: unknown): string {
  if (!(err instanceof ApiError)) return 'Company not found or invalid response from server.';
  if (err.status === 401) return 'Could not authenticate to fetch Company details.';
  if (err.status === 404) return 'Company not found or invalid response from server.';
  const body = err.body as Envelope<unknown> | undefined;
  const reason = body?.message || body?.errors?.[0] || (err.status ? `HTTP ${err.status}` : err.message);
  return `Failed to fetch company details: ${reason}`;
}

export function useCompanyDetails(companyId: number | null) {
  return useQuery({
    queryKey: keys.company(companyId ?? 0),
    enabled: companyId !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      const res = await api.get<{ company?: CompanyDetails }>(`/api/company/${companyId}`, {
        signal,
        logoutOnUnauthorized: false,
      });
      return res.data?.company ?? null;
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
}

export interface SingleSearchResult {
  kind: 'single';
  partNumber: string;
  parts: PartRow[];
  user: SearchUser;
}
export interface MultiSearchResult {
  kind: 'multi';
  groups: PartSearchGroup[];
  user: SearchUser;
}

function searchQuery(input: Omit<PartSearchInput, 'partNumber'>) {
  return {
    description: input.description?.trim() || undefined,
    manufacturer: filterValue(input.manufacturer),
    condition: filterValue(input.condition),
    comments: input.comments?.trim() || undefined,
    approved: input.approved ? APPROVED_YES : undefined,
  };
}

const SEARCH_ERRORS = { fallbackError: M.fetchResultsFailed } as const;

/** Every search is saved by the server, so it is an action (a mutation), never refetched by itself. */
export function usePartSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: PartSearchInput): Promise<SingleSearchResult> => {
      const res = await api.get<{ parts: PartRow[]; user: SearchUser }>(
        `/api/parts/${encodeURIComponent(input.partNumber)}`,
        { query: searchQuery(input), ...SEARCH_ERRORS },
      );
      return {
        kind: 'single',
        partNumber: input.partNumber,
        parts: res.data?.parts ?? [],
        user: res.data!.user,
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
      const res = await api.get<{ groups: PartSearchGroup[]; user: SearchUser }>('/api/parts', {
        query: { partNumbers: input.partNumbers.join(','), ...searchQuery(input) },
        ...SEARCH_ERRORS,
      });
      return { kind: 'multi', groups: res.data?.groups ?? [], user: res.data!.user };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.results }),
  });
}

// ---- guest search ----

export function useGuestPartSearch() {
  return useMutation({
    mutationFn: async (input: { partNumber: string; manufacturer?: string; condition?: string }) => {
      const res = await api.get<{ parts: GuestPartRow[]; count: number }>(
        `/api/guestparts/${encodeURIComponent(input.partNumber)}`,
        {
          auth: 'none',
          query: { manufacturer: filterValue(input.manufacturer), condition: filterValue(input.condition) },
          ...SEARCH_ERRORS,
        },
      );
      return res.data?.parts ?? [];
    },
  });
}

// ---- browse ----

export function useBrowseParts(guest: boolean, manufacturer: string, page: number) {
  return useQuery({
    queryKey: keys.browse(guest, manufacturer, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const res = await api.get<{ parts: BrowseRow[]; count: number }>(
        guest ? '/api/guestbrowseparts/' : '/api/browseparts/',
        {
          auth: guest ? 'none' : 'required',
          signal,
          query: { manufacturer: filterValue(manufacturer), page, limit: BROWSE_PAGE_SIZE },
          ...SEARCH_ERRORS,
        },
      );
      return { parts: res.data?.parts ?? [], count: res.data?.count ?? 0 };
    },
  });
}

// ---- my results ----

export function usePartResults() {
  return useInfiniteQuery({
    queryKey: keys.results,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const limit = pageParam === 0 ? RESULTS_PAGE_SIZE : RESULTS_SHOW_MORE;
      const res = await api.get<{ parts: OwnPartSearch[]; count: number }>('/api/partResults', {
        signal,
        query: { limit, offset: pageParam },
        ...SEARCH_ERRORS,
      });
      return { searches: res.data?.parts ?? [], count: res.data?.count ?? 0, next: pageParam + limit };
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
      const res = await api.get<{ rows: PartSearch[]; count: number }>('/api/allPartSearches', {
        signal,
        query: { page, limit: FEED_PAGE_SIZE },
        ...SEARCH_ERRORS,
      });
      return { rows: res.data?.rows ?? [], count: res.data?.count ?? 0 };
    },
  });
}

export function usePartSearchesByCompany(page: number) {
  return useQuery({
    queryKey: keys.feed('company', page),
    placeholderData: keepPreviousData,
    refetchInterval: FEED_REFRESH_MS,
    queryFn: async ({ signal }) => {
      const res = await api.get<{ rows: ReceivedPartSearch[]; count: number }>(
        '/api/allPartSearchesByCompany',
        {
          signal,
          query: { page, limit: FEED_PAGE_SIZE },
          ...SEARCH_ERRORS,
        },
      );
      return { rows: res.data?.rows ?? [], count: res.data?.count ?? 0 };
    },
  });
}

// ---- general requests ----

const GENERAL_REQUEST_ERRORS = { fallbackError: M.getGeneralRequestsFailed } as const;

export function useOwnGeneralRequests(companyId: number | null, page: number) {
  return useQuery({
    queryKey: keys.ownRequests(companyId ?? 0, page),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const res = await api.get<{ rows: GeneralRequest[]; count: number }>(
        `/api/generalRequest/${companyId}`,
        {
          signal,
          query: { limit: GENERAL_REQUESTS_PAGE_SIZE, offset: (page - 1) * GENERAL_REQUESTS_PAGE_SIZE },
          ...GENERAL_REQUEST_ERRORS,
        },
      );
      return { rows: res.data?.rows ?? [], count: res.data?.count ?? 0 };
    },
  });
}

export function useAllGeneralRequests(page: number) {
  return useQuery({
    queryKey: keys.allRequests(page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const res = await api.get<{ rows: GeneralRequest[]; count: number }>('/api/generalRequest', {
        signal,
        query: { limit: GENERAL_REQUESTS_PAGE_SIZE, offset: (page - 1) * GENERAL_REQUESTS_PAGE_SIZE },
        ...GENERAL_REQUEST_ERRORS,
      });
      return { rows: res.data?.rows ?? [], count: res.data?.count ?? 0 };
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
      const res = await api.post<{ generalRequestId: number }>(
        '/api/generalRequest',
        { comments: input.comments.trim() },
        {
          query: {
            partNumber: input.partNumber || undefined,
            manufacturer: filterValue(input.manufacturer),
            modelnum: input.modelnum.trim() || undefined,
          },
          fallbackError: M.sendRequestFailed,
        },
      );
      return res.data?.generalRequestId ?? null;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['part-matcher', 'general-requests'] }),
  });
}
