import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReport, ModerationTargetType } from '@ironmatch/contracts/moderation';
import { ApiError } from '../../lib/api-client';
import { ensureFreshAccessToken } from '../../lib/session';

/**
 * The operators' reports calls (issue 30). `/api/admin/*` is left out of the public OpenAPI document the
 * typed client is generated from, so these few calls go through fetch with the same bearer token.
 */
async function adminCall<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const token = await ensureFreshAccessToken({ logoutOnFailure: true });
  if (!token) throw new ApiError(401, 'Your session has expired. Please log in again.');
  const res = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { message?: string; errors?: string[]; data?: T };
  if (!res.ok) throw new ApiError(res.status, json.message ?? `HTTP ${res.status}`, json.errors ?? []);
  return json.data as T;
}

export type ReportStatusFilter = 'open' | 'resolved' | 'all';
const reportKeys = { list: (status: ReportStatusFilter) => ['admin', 'reports', status] as const };

export function useAdminReports(status: ReportStatusFilter) {
  return useQuery({
    queryKey: reportKeys.list(status),
    queryFn: () =>
      adminCall<{ reports: AdminReport[]; count: number }>(
        'GET',
        `/api/admin/reports?status=${status}&limit=100`,
      ),
  });
}

export function useHideTarget() {
  return useMutation({
    mutationFn: (v: { targetType: ModerationTargetType; targetId: number; reason: string }) =>
      adminCall<{ hidden: boolean }>('POST', '/api/admin/moderation/hide', v),
  });
}

export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; resolution: string }) =>
      adminCall<{ report: AdminReport }>('POST', `/api/admin/reports/${v.id}/resolve`, {
        resolution: v.resolution || null,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'reports'] }),
  });
}
