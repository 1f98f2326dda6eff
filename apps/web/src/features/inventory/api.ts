import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportMode, InventoryPart, PartBody } from '@ironmatch/contracts/inventory';
import type { ImportMapping, InventoryImport } from '@ironmatch/contracts/inventory-imports';
import type { Manufacturer } from '@ironmatch/contracts/part-matcher';
import type { Condition } from '@ironmatch/contracts/part-matcher-rules';
import { api, unwrap } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

export const inventoryKeys = {
  all: ['inventory'] as const,
  latest: ['inventory', 'latest'] as const,
  import: (id: number) => ['inventory', 'import', id] as const,
  parts: (filter: PartFilter, page: number) => ['inventory', 'parts', filter, page] as const,
  makes: ['inventory', 'makes'] as const,
};

export interface PartFilter {
  q: string;
  manufacturer: string;
  condition: Condition | '';
}

const asIs = (body: unknown) => body as FormData;
/** How often the progress of a running import is read. */
export const PROGRESS_POLL_MS = 1000;

export function useManufacturers() {
  return useQuery({
    queryKey: inventoryKeys.makes,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/manufList/', { signal }), 'Failed to load the manufacturers'))
        .data as Manufacturer[],
  });
}

/** The latest import (its progress survives a reload) and the remembered mapping. */
export function useLatestImport() {
  return useQuery({
    queryKey: inventoryKeys.latest,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/inventory/imports/latest', { signal }), 'Failed to load your imports'))
        .data as {
        import: InventoryImport | null;
        mapping: ImportMapping | null;
      },
  });
}

/** One import, read again every second while it is queued or running. */
export function useImport(id: number | null) {
  const client = useQueryClient();
  return useQuery<InventoryImport>({
    queryKey: inventoryKeys.import(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? PROGRESS_POLL_MS : false;
    },
    queryFn: async ({ signal }) => {
      const res = await unwrap(
        api.GET('/api/inventory/imports/{id}', { params: { path: { id: String(id) } }, signal }),
        'Failed to load the import',
      );
      const record = res.data.import as InventoryImport;
      // The stock changed: the parts table is read again.
      if (record.status === 'done') void client.invalidateQueries({ queryKey: ['inventory', 'parts'] });
      return record;
    },
  });
}

export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: File; mapping: ImportMapping; dryRun: boolean; mode: ImportMode }) => {
      const form = new FormData();
      form.append('mapping', JSON.stringify(input.mapping));
      form.append('dryRun', String(input.dryRun));
      form.append('mode', input.mode);
      form.append('file', input.file, input.file.name);
      const res = await unwrap(
        api.POST('/api/inventory/imports', { body: form as never, bodySerializer: asIs }),
        'The file could not be uploaded',
      );
      return res.data.import as InventoryImport;
    },
    onSuccess: (record) => {
      client.setQueryData(inventoryKeys.import(record.id), record);
      if (!record.dryRun) void client.invalidateQueries({ queryKey: inventoryKeys.latest });
    },
  });
}

export function useParts(filter: PartFilter, page: number, limit: number) {
  return useQuery({
    queryKey: inventoryKeys.parts(filter, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const query = {
        page,
        limit,
        ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
        ...(filter.manufacturer ? { manufacturer: filter.manufacturer } : {}),
        ...(filter.condition ? { condition: filter.condition } : {}),
      };
      const res = await unwrap(
        api.GET('/api/inventory/parts', { params: { query: query as never }, signal }),
        'Failed to load your parts',
      );
      return res.data as { parts: InventoryPart[]; count: number; page: number; limit: number };
    },
  });
}

function useRefreshParts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['inventory', 'parts'] });
}

export function useSavePart() {
  const refresh = useRefreshParts();
  return useMutation({
    mutationFn: async (input: { id?: number; body: PartBody }) => {
      const res = input.id
        ? await unwrap(
            api.PUT('/api/inventory/parts/{id}', {
              params: { path: { id: String(input.id) } },
              body: input.body as never,
            }),
            'The part could not be saved',
          )
        : await unwrap(
            api.POST('/api/inventory/parts', { body: input.body as never }),
            'The part could not be added',
          );
      return res.data.part as InventoryPart;
    },
    onSuccess: refresh,
  });
}

export function useDeletePart() {
  const refresh = useRefreshParts();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        api.DELETE('/api/inventory/parts/{id}', { params: { path: { id: String(id) } } }),
        'The part could not be deleted',
      ),
    onSuccess: refresh,
  });
}

export function useAddPictures() {
  const refresh = useRefreshParts();
  return useMutation({
    mutationFn: async (input: { id: number; files: File[] }) => {
      const form = new FormData();
      for (const file of input.files) form.append('pictures', file, file.name);
      const res = await unwrap(
        api.POST('/api/inventory/parts/{id}/pictures', {
          params: { path: { id: String(input.id) } },
          body: form as never,
          bodySerializer: asIs,
        }),
        'The pictures could not be added',
      );
      return res.data.part as InventoryPart;
    },
    onSuccess: refresh,
  });
}

/** Fetches a CSV answer with the session's token and hands it to the browser as a download. */
export async function downloadCsv(
  path: '/api/inventory/export.csv' | '/api/inventory/imports/{id}/errors.csv',
  filename: string,
  id?: number,
): Promise<void> {
  const res =
    path === '/api/inventory/export.csv'
      ? await api.GET(path, { parseAs: 'blob' })
      : await api.GET(path, { params: { path: { id: String(id) } }, parseAs: 'blob' });
  if (!res.response.ok || !res.data) throw new Error('The file could not be downloaded.');
  saveFile(res.data as Blob, filename);
}
