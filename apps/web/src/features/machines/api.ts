import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Machine, MachineBody, MachineList } from '@ironmatch/contracts/machines';
import { MACHINE_MINE_LIMIT, type MachineStatus } from '@ironmatch/contracts/machine-rules';
import { api, guestApi, publicApi, unwrap } from '../../lib/api-client';
import { quotableRow, type SearchQuotesTarget } from '../../lib/quote-actions';
import { uploadWithProgress } from '../../lib/upload-with-progress';

/** The buyers' (and guests') search: what the filters hold; empty values are never sent. */
export interface MachineFilters {
  manufacturer: string;
  model: string;
  serial: string;
  yearFrom: string;
  yearTo: string;
  state: string;
  sort: 'newest' | 'distance';
}

export const NO_FILTERS: MachineFilters = {
  manufacturer: '',
  model: '',
  serial: '',
  yearFrom: '',
  yearTo: '',
  state: '',
  sort: 'newest',
};

const keys = {
  all: ['machines'] as const,
  list: (guest: boolean, filters: MachineFilters, cursor: string | null) =>
    ['machines', 'list', guest, filters, cursor] as const,
  detail: (guest: boolean, id: string) => ['machines', 'detail', guest, id] as const,
  mine: (state: MineState) => ['machines', 'mine', state] as const,
};

const nonEmpty = (v: string) => (v.trim() === '' ? undefined : v.trim());
const FAILED = 'Failed to fetch the machines.';

export function useManufacturerList() {
  return useQuery({
    queryKey: ['machines', 'manufacturers'],
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }) =>
      (await unwrap(publicApi.GET('/api/manufList/', { signal }), 'Failed to load the manufacturers.')).data,
  });
}

/** One page of the buyers' or guests' list; `cursor` is the page before's `nextCursor` (null: page 1). */
export function useMachineList(guest: boolean, filters: MachineFilters, cursor: string | null) {
  return useQuery({
    queryKey: keys.list(guest, filters, cursor),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<MachineList> => {
      const query = {
        manufacturer: nonEmpty(filters.manufacturer),
        model: nonEmpty(filters.model),
        serial: nonEmpty(filters.serial),
        yearFrom: nonEmpty(filters.yearFrom),
        yearTo: nonEmpty(filters.yearTo),
        state: nonEmpty(filters.state),
        cursor: cursor ?? undefined,
      };
      const res = guest
        ? await unwrap(
            guestApi.GET('/api/guestmachines', { params: { query: query as never }, signal }),
            FAILED,
          )
        : await unwrap(
            api.GET('/api/machines', {
              params: { query: { ...query, sort: filters.sort } as never },
              signal,
            }),
            FAILED,
          );
      return res.data;
    },
  });
}

export function useMachine(guest: boolean, id: string) {
  return useQuery({
    queryKey: keys.detail(guest, id),
    queryFn: async ({ signal }): Promise<Machine> => {
      const path = { id };
      const res = guest
        ? await unwrap(guestApi.GET('/api/guestmachines/{id}', { params: { path }, signal }), FAILED)
        : await unwrap(api.GET('/api/machines/{id}', { params: { path }, signal }), FAILED);
      return res.data.machine;
    },
  });
}

export function useRequestParts(id: number) {
  return useMutation({
    mutationFn: async (body: { parts: string; note: string }) =>
      (
        await unwrap(
          api.POST('/api/machines/{id}/request-parts', { params: { path: { id: String(id) } }, body }),
          'Failed to send the request.',
        )
      ).data,
  });
}

// ---- the dealer's machines ----

export interface MineState {
  page: number;
  q: string;
  status: MachineStatus | '';
}

export function useMyMachines(state: MineState) {
  return useQuery({
    queryKey: keys.mine(state),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/machines/mine', {
            params: {
              query: {
                page: state.page,
                limit: MACHINE_MINE_LIMIT,
                q: nonEmpty(state.q),
                status: state.status || undefined,
              } as never,
            },
            signal,
          }),
          FAILED,
        )
      ).data,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

export function useSaveMachine() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: MachineBody }): Promise<Machine> => {
      const res =
        id === null
          ? await unwrap(api.POST('/api/machines', { body: body as never }), 'Failed to save the machine.')
          : await unwrap(
              api.PUT('/api/machines/{id}', { params: { path: { id: String(id) } }, body: body as never }),
              'Failed to save the machine.',
            );
      return res.data.machine;
    },
    onSuccess: invalidate,
  });
}

export function useSetMachineStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: MachineStatus }) =>
      (
        await unwrap(
          api.PATCH('/api/machines/{id}/status', { params: { path: { id: String(id) } }, body: { status } }),
          'Failed to change the status.',
        )
      ).data.machine,
    onSuccess: invalidate,
  });
}

export function useRemoveMachine() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        api.DELETE('/api/machines/{id}', { params: { path: { id: String(id) } } }),
        'Failed to remove the machine.',
      ),
    onSuccess: invalidate,
  });
}

export function useRemoveMachinePicture() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, picnum }: { id: number; picnum: number }) =>
      (
        await unwrap(
          api.DELETE('/api/machines/{id}/pictures/{picnum}', {
            params: { path: { id: String(id), picnum: String(picnum) } },
          }),
          'Failed to remove the picture.',
        )
      ).data.machine,
    onSuccess: invalidate,
  });
}

/** Uploads pictures with progress: multipart, every file under the repeated field `pictures`. */
async function uploadMachinePictures(
  id: number,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<Machine> {
  const data = await uploadWithProgress<{ machine: Machine }>(
    `/api/machines/${id}/pictures`,
    'pictures',
    files,
    onProgress,
  );
  return data.machine;
}

export function useUploadMachinePictures() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, files, onProgress }: { id: number; files: File[]; onProgress: (f: number) => void }) =>
      uploadMachinePictures(id, files, onProgress),
    onSuccess: invalidate,
  });
}

/** The company's inventory parts whose number begins with `q`, to link to a machine. */
export function useInventoryLookup(q: string) {
  return useQuery({
    queryKey: ['machines', 'inventory-lookup', q],
    enabled: q.trim().length >= 2,
    queryFn: async ({ signal }) => {
      const res = await unwrap(
        api.GET('/api/inventory/parts', {
          params: { query: { q: q.trim(), page: 1, limit: 10 } as never },
          signal,
        }),
        'Failed to load your parts.',
      );
      return (
        res.data as {
          parts: Array<{ id: number; partNumber: string; manufacturer: string; description: string }>;
        }
      ).parts;
    },
  });
}

// ---- watches ----

export function useMachineWatches() {
  return useQuery({
    queryKey: ['machines', 'watches'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/machine-watches', { signal }), 'Failed to load your watches.')).data
        .watches,
  });
}

export function useSaveWatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { manufacturer: string; model: string; state?: string }) =>
      (await unwrap(api.POST('/api/machine-watches', { body }), 'Failed to save the watch.')).data.watch,
    onSuccess: () => client.invalidateQueries({ queryKey: ['machines', 'watches'] }),
  });
}

export function useRemoveWatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        api.DELETE('/api/machine-watches/{id}', { params: { path: { id: String(id) } } }),
        'Failed to remove the watch.',
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['machines', 'watches'] }),
  });
}

/**
 * Quick Quote from a machine's page (issues 26 and 28): a saved part search of the machine's linked part
 * numbers (the same call as the part search page), answered with the machine dealer's rows, which the
 * Quotes section's "Request quotes" then asks.
 */
export function useMachinePartsSearch(machine: Machine) {
  return useMutation({
    mutationFn: async (partNumbers: string[]): Promise<SearchQuotesTarget> => {
      const res = await unwrap(
        api.GET('/api/parts', {
          params: {
            query: {
              partNumbers: partNumbers.join(','),
              comments: `Parts off ${machine.manufacturer} ${machine.model} (machine ${machine.id})`,
            },
          },
        }),
        'The parts could not be searched.',
      );
      const groups = res.data.groups;
      const rows = groups.flatMap((g) =>
        g.parts.filter((p) => p.companyId === machine.companyId).map(quotableRow),
      );
      return {
        partSearchId: groups[0]!.searchId,
        partNumbers: groups.map((g) => g.partNumber),
        rows,
        rowsOnly: true,
      };
    },
  });
}
