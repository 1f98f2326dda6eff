import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type GuestListing,
  type Listing,
  type ListingBody,
  type OwnListing,
} from '@ironmatch/contracts/listings';
import {
  LISTING_MESSAGES as M,
  LISTING_PAGE_SIZE,
  type ListingSort,
} from '@ironmatch/contracts/listing-rules';
import { api, guestApi, publicApi, unwrap } from '../../lib/api-client';
import { uploadWithProgress } from '../../lib/upload-with-progress';

/** One list's state (spec marketplace 4 "List state"); empty filters are never sent. */
export interface ListState {
  mod: ListingSort | '';
  modelNum: string;
  subCategoryMod: string;
  companyMod: string;
  page: number;
}

const keys = {
  filters: (guest: boolean, category: number, subCategoryMod: string) =>
    ['listings', 'filters', guest, category, subCategoryMod] as const,
  list: (guest: boolean, category: number, state: ListState) =>
    ['listings', 'list', guest, category, state] as const,
  detail: (guest: boolean, id: number) => ['listings', 'detail', guest, id] as const,
  mine: ['listings', 'mine'] as const,
};

const nonEmpty = (v: string) => (v.trim() === '' ? undefined : v);

export function useFilterList(guest: boolean, category: number, subCategoryMod: string) {
  return useQuery({
    queryKey: keys.filters(guest, category, subCategoryMod),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const res = await unwrap(
        (guest ? guestApi : publicApi).GET('/api/filterList/', {
          params: { query: { category, subCategoryMod: nonEmpty(subCategoryMod) } },
          signal,
        }),
        M.noFilters,
      );
      return res.data;
    },
  });
}

export type ListPage = { attachments: Array<Listing | GuestListing>; totalCount: number };

export function useListingsPage(guest: boolean, category: number, state: ListState) {
  return useQuery({
    queryKey: keys.list(guest, category, state),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<ListPage> => {
      const query = {
        category,
        mod: state.mod || undefined,
        subCategoryMod: nonEmpty(state.subCategoryMod),
        modelNum: nonEmpty(state.modelNum),
        page: state.page,
        limit: 50,
      };
      const res = guest
        ? await unwrap(
            guestApi.GET('/api/guestlistattachment/', { params: { query }, signal }),
            M.noAttachments,
          )
        : await unwrap(
            api.GET('/api/listAttachment/', {
              params: { query: { ...query, companyMod: nonEmpty(state.companyMod) } },
              signal,
            }),
            M.noAttachments,
          );
      return res.data;
    },
  });
}

export function useListingDetail(id: number | null) {
  return useQuery({
    queryKey: keys.detail(false, id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/attachments/{id}', { params: { path: { id: String(id) } }, signal }),
          M.fetchResultsFailed,
        )
      ).data,
  });
}

export function useGuestListingDetail(id: string) {
  return useQuery({
    queryKey: keys.detail(true, Number(id) || 0),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          guestApi.GET('/api/guestattachments/{id}', { params: { path: { id } }, signal }),
          M.fetchResultsFailed,
        )
      ).data,
  });
}

// ---- listing manager ----

/** The listing manager's list state: a page of 50, a search (title or model) and a category. */
export interface MyListingsState {
  page: number;
  q: string;
  category: number | null;
}

export function useMyListings(state: MyListingsState) {
  return useQuery({
    queryKey: [...keys.mine, state] as const,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/listings/mine', {
            params: {
              query: {
                page: state.page,
                limit: LISTING_PAGE_SIZE,
                q: nonEmpty(state.q),
                category: state.category ?? undefined,
              },
            },
            signal,
          }),
          M.fetchResultsFailed,
        )
      ).data,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['listings'] });
}

export function useSaveListing() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ListingBody }): Promise<OwnListing> => {
      const res =
        id === null
          ? await unwrap(api.POST('/api/listings', { body }), 'Failed to save the listing.')
          : await unwrap(
              api.PUT('/api/listings/{id}', { params: { path: { id: String(id) } }, body }),
              'Failed to save the listing.',
            );
      return res.data.listing as OwnListing;
    },
    onSuccess: invalidate,
  });
}

export function useRemoveListing() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        api.DELETE('/api/listings/{id}', { params: { path: { id: String(id) } } }),
        'Failed to remove the listing.',
      ),
    onSuccess: invalidate,
  });
}

export function useOrderPictures() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, order }: { id: number; order: number[] }) =>
      unwrap(
        api.PUT('/api/listings/{id}/pictures/order', {
          params: { path: { id: String(id) } },
          body: { order },
        }),
        'Failed to reorder the pictures.',
      ),
    onSuccess: invalidate,
  });
}

export function useRemovePicture() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, picnum }: { id: number; picnum: number }) =>
      unwrap(
        api.DELETE('/api/listings/{id}/pictures/{picnum}', {
          params: { path: { id: String(id), picnum: String(picnum) } },
        }),
        'Failed to remove the picture.',
      ),
    onSuccess: invalidate,
  });
}

/** Uploads pictures with progress: multipart, every file under the repeated field `pictures`. */
export async function uploadPictures(
  id: number,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<OwnListing> {
  const data = await uploadWithProgress<{ listing: OwnListing }>(
    `/api/listings/${id}/pictures`,
    'pictures',
    files,
    onProgress,
  );
  return data.listing;
}

export function useUploadPictures() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, files, onProgress }: { id: number; files: File[]; onProgress: (f: number) => void }) =>
      uploadPictures(id, files, onProgress),
    onSuccess: invalidate,
  });
}
