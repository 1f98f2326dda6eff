import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrossReference } from '@ironmatch/contracts/cross-references';
import type { CrossReferenceLoad, OrphanPayment } from '@ironmatch/contracts/operator-tools';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { ensureFreshAccessToken, SESSION_EXPIRED_MESSAGE } from '../../lib/session';
import { adminCall, adminQuery } from './api';

/** The admin command line's work in the console (issue 30): unmatched payments, cross-references, stats. */

export const useOrphanPayments = (all: boolean) =>
  useQuery({
    queryKey: ['admin', 'orphan-payments', all] as const,
    queryFn: ({ signal }) =>
      adminCall<{ payments: OrphanPayment[] }>(
        'GET',
        `/api/admin/orphan-payments${adminQuery({ all: all ? 'true' : undefined })}`,
        undefined,
        signal,
      ),
  });

export function useResolveOrphanPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; note: string }) =>
      adminCall<{ payment: OrphanPayment }>('POST', `/api/admin/orphan-payments/${v.id}/resolve`, {
        note: v.note,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const ADMIN_CROSS_REFERENCE_PAGE_SIZE = 50;

export const useAdminCrossReferences = (partNumber: string, page: number) =>
  useQuery({
    queryKey: ['admin', 'cross-references', partNumber, page] as const,
    queryFn: ({ signal }) =>
      adminCall<{ crossReferences: CrossReference[]; count: number }>(
        'GET',
        `/api/admin/cross-references${adminQuery({ partNumber, page, limit: ADMIN_CROSS_REFERENCE_PAGE_SIZE })}`,
        undefined,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** The upload is a multipart form (the file and `dryRun`), so it goes through fetch itself. */
async function uploadCrossReferences(v: { file: File; dryRun: boolean }): Promise<CrossReferenceLoad> {
  const token = await ensureFreshAccessToken();
  if (!token) throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
  const form = new FormData();
  form.set('dryRun', v.dryRun ? 'true' : 'false');
  form.set('file', v.file);
  let response: Response;
  try {
    response = await fetch('/api/admin/cross-references/import', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const json = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: string[];
    data?: { load: CrossReferenceLoad };
  };
  if (!response.ok || !json.data)
    throw new ApiError(response.status, json.message ?? `HTTP ${response.status}`, json.errors ?? []);
  return json.data.load;
}

export function useUploadCrossReferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadCrossReferences,
    onSuccess: (load) => {
      if (!load.dryRun) void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

export function useRebuildStats() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminCall<{ started: boolean }>('POST', '/api/admin/stats/rebuild'),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
}
