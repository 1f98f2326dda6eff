import type { Envelope } from '@ironmatch/contracts/envelope';
import {
  announceSessionExpired,
  ensureFreshAccessToken,
  getAccessToken,
  isAccessTokenExpired,
} from './session';

/** A failed answer: `message` is the server's sentence (or the caller's fallback). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: string[] = [],
    readonly body?: unknown,
  ) {
    super(message);
  }
  /** The server's first error, else its message: what the spec says to show. */
  get firstError(): string {
    return this.errors[0] ?? this.message;
  }
}

export type AuthMode = 'required' | 'optional' | 'none';
type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  auth?: AuthMode;
  query?: Query;
  body?: unknown;
  /** Shown when the server gives no sentence of its own. */
  fallbackError?: string;
  signal?: AbortSignal;
  /** When false, a 401 does not log the user out (the caller handles it). */
  logoutOnUnauthorized?: boolean;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** Calls the API and unwraps the envelope; throws ApiError for any failure. */
export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const auth = options.auth ?? 'required';
  const headers: Record<string, string> = {};
  if (auth === 'required') {
    const token = await ensureFreshAccessToken({ logoutOnFailure: options.logoutOnUnauthorized !== false });
    if (!token) throw new ApiError(401, 'Your session has expired. Please log in again.');
    headers.authorization = `Bearer ${token}`;
  } else if (auth === 'optional') {
    const token = getAccessToken();
    if (token && !isAccessTokenExpired(token)) headers.authorization = `Bearer ${token}`;
  }
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(
      0,
      options.fallbackError ?? 'Unable to connect to the server. Check your connection and try again.',
    );
  }
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  const failed = !res.ok || (body !== null && typeof body.status === 'number' && body.status >= 400);
  if (failed) {
    if (res.status === 401 && auth === 'required' && options.logoutOnUnauthorized !== false)
      announceSessionExpired();
    const errors = body?.errors ?? [];
    const message = body?.message ?? errors[0] ?? options.fallbackError ?? `HTTP ${res.status}`;
    throw new ApiError(res.status, message, errors, body);
  }
  return body ?? { status: res.status };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
