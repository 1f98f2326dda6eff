import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminApplication } from '@ironmatch/contracts/membership';
import type { AdminCompany, AdminCompanyRow, AdminUser } from '@ironmatch/contracts/operator-accounts';
import type { AuditEntry } from '@ironmatch/contracts/operators';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { ensureFreshAccessToken, SESSION_EXPIRED_MESSAGE } from '../../lib/session';

/**
 * The operators' console calls (issue 30). `/api/admin/*` is left out of the public OpenAPI document
 * (and so out of the typed client); its shapes come from the same contracts the server answers with.
 */
async function adminFetch(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const token = await ensureFreshAccessToken();
  if (!token) throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const failed = (await response.json().catch(() => ({}))) as { message?: string; errors?: string[] };
    const errors = Array.isArray(failed.errors) ? failed.errors : [];
    throw new ApiError(
      response.status,
      failed.message ?? errors[0] ?? `HTTP ${response.status}`,
      errors,
      failed.message,
    );
  }
  return response;
}

export async function adminCall<T>(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const response = await adminFetch(method, path, body, signal);
  return ((await response.json()) as { data: T }).data;
}

/** The audit log's CSV with the page's filters, as a file. */
export async function downloadAuditCsv(query: string): Promise<Blob> {
  return (await adminFetch('GET', `/api/admin/audit.csv${query}`)).blob();
}

const qs = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
};
export { qs as adminQuery };

export const ADMIN_PAGE_SIZE = 25;
const keys = {
  all: ['admin'] as const,
  applications: (status: string, page: number) => ['admin', 'applications', status, page] as const,
  companies: (q: string, page: number) => ['admin', 'companies', q, page] as const,
  company: (id: number) => ['admin', 'company', id] as const,
  users: (q: string, page: number) => ['admin', 'users', q, page] as const,
  audit: (query: string) => ['admin', 'audit', query] as const,
};

export const useApplications = (status: string, page: number) =>
  useQuery({
    queryKey: keys.applications(status, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      adminCall<{ applications: AdminApplication[]; count: number }>(
        'GET',
        `/api/admin/applications${qs({ status, page, limit: ADMIN_PAGE_SIZE })}`,
        undefined,
        signal,
      ),
  });

export const checkMemid = (memid: string) =>
  adminCall<{ memid: string; available: boolean; companyId: number | null }>(
    'GET',
    `/api/admin/memids/${encodeURIComponent(memid)}`,
  );

export const useCompanies = (q: string, page: number) =>
  useQuery({
    queryKey: keys.companies(q, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      adminCall<{ companies: AdminCompanyRow[]; count: number }>(
        'GET',
        `/api/admin/companies${qs({ q, page, limit: ADMIN_PAGE_SIZE })}`,
        undefined,
        signal,
      ),
  });

export const useCompany = (id: number) =>
  useQuery({
    queryKey: keys.company(id),
    queryFn: async ({ signal }) =>
      (await adminCall<{ company: AdminCompany }>('GET', `/api/admin/companies/${id}`, undefined, signal))
        .company,
  });

export const useUsers = (q: string, page: number) =>
  useQuery({
    queryKey: keys.users(q, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      adminCall<{ users: AdminUser[]; count: number }>(
        'GET',
        `/api/admin/users${qs({ q, page, limit: ADMIN_PAGE_SIZE })}`,
        undefined,
        signal,
      ),
  });

export const useAudit = (query: string) =>
  useQuery({
    queryKey: keys.audit(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      adminCall<{ entries: AuditEntry[]; count: number }>(
        'GET',
        `/api/admin/audit${query}`,
        undefined,
        signal,
      ),
  });

/** Any operator action: every console list is read again afterwards (the audit log included). */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: { method: 'POST' | 'PUT'; path: string; body?: unknown }) =>
      adminCall<unknown>(method, path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
