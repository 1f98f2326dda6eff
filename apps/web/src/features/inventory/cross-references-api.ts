import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrossReference } from '@ironmatch/contracts/cross-references';
import { api, unwrap } from '../../lib/api-client';

/** Issue 29: the company's own cross-references of one part number (the single-part form). */
const crossReferenceKeys = {
  all: ['inventory', 'cross-references'] as const,
  of: (partNumber: string) => ['inventory', 'cross-references', partNumber] as const,
};

export function usePartCrossReferences(partNumber: string | null) {
  return useQuery({
    queryKey: crossReferenceKeys.of(partNumber ?? ''),
    enabled: partNumber !== null && partNumber !== '',
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/inventory/cross-references', {
            params: { query: { partNumber: partNumber!, limit: 100 } as never },
            signal,
          }),
          'Failed to load the cross-references',
        )
      ).data as { crossReferences: CrossReference[]; count: number },
  });
}

export interface CrossReferenceInput {
  fromPartNumber: string;
  fromManufacturer: string | null;
  toPartNumber: string;
  toManufacturer: string | null;
  kind: CrossReference['kind'];
  serialNote: string | null;
}

export function useAddCrossReference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CrossReferenceInput) =>
      unwrap(
        api.POST('/api/inventory/cross-references', { body: body as never }),
        'The cross-reference could not be added',
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: crossReferenceKeys.all }),
  });
}

export function useDeleteCrossReference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        api.DELETE('/api/inventory/cross-references/{id}', { params: { path: { id: String(id) } } }),
        'The cross-reference could not be removed',
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: crossReferenceKeys.all }),
  });
}
