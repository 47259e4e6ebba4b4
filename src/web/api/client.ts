// The one fetch wrapper for the API (docs/product.md#calls): base path /api, cookies on every request, JSON
// in and out, errors thrown as ApiError carrying the server's `message` (and `issues` for bad input).
// Screens and machines read that message with machines/errors.ts (`messageOr`).
//
// Session refresh (docs/product.md#session-refresh): a client made by createApiClient({ onUnauthorized }) reports every
// 401 to that handler, fixed at creation. The portal's route guard makes one such client per mount and
// shares it with its subtree through ApiClientContext (src/web/auth/RouteGuard.tsx, useApiClient();
// src/web/auth/sessionRefresh.ts drives machines/sessionRefresh.machine.ts). The handler answers
// 'retry' (the one refresh in flight succeeded: the request is sent again, marked retried) or 'fail'
// (the 401 is thrown). The plain `api` has no handler, so a 401 is simply thrown: the public pages and
// the auth actor's sign-in, sign-out and public session check never refresh this way (the portal's
// profile check goes through the guard's client). The calculator's signed-in calls use their own client,
// which renews a lapsed session through the session check (src/web/auth/sessionRenewingClient.ts).
import { messageField } from '../../../machines/errors';
import type { UnauthorizedRequest } from '../../../machines/sessionRefresh.machine';
import { API_BASE_PATH } from '../../domain/constants';

export interface ApiIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly issues: ApiIssue[];
  /** The error body as sent (a 409 Prices updated carries its changes: docs/product.md#catalogue). */
  readonly body: unknown;
  constructor(status: number, message: string, issues: ApiIssue[] = [], body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
    this.body = body;
  }
}

/** Anything with a zod-like parse: responses are checked against the shared schemas. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Validate and type the JSON response. */
  schema?: Parser<T>;
  /** Call a path at the service root instead of under /api (POST /quotes). */
  root?: boolean;
  /** Sees the final response (after any refresh and retry), e.g. to read a paging header. */
  onResponse?: (response: Response) => void;
}

export type UnauthorizedHandler = (request: UnauthorizedRequest) => Promise<'retry' | 'fail'>;

function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

function urlOf(path: string, root?: boolean): string {
  return `${root ? '' : API_BASE_PATH}${path}`;
}

async function readError(res: Response): Promise<ApiError> {
  // Empty when the server sent no message, so screens fall back to the spec's own text.
  let message = '';
  let issues: ApiIssue[] = [];
  let body: unknown;
  try {
    body = await res.json();
    message = messageField(body) ?? '';
    const found = body && typeof body === 'object' ? (body as { issues?: unknown }).issues : undefined;
    if (Array.isArray(found)) issues = found.filter((i): i is ApiIssue => !!i && typeof i.message === 'string');
  } catch {
    // Not JSON: keep the generic message.
  }
  return new ApiError(res.status, message, issues, body);
}

function send(path: string, options: RequestOptions<unknown>): Promise<Response> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, headers, root } = options;
  return fetch(urlOf(path, root), {
    method,
    signal,
    credentials: 'include',
    headers: { Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
}

type Opts<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export interface ApiClient {
  request: <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;
  get: <T = unknown>(path: string, opts?: Opts<T>) => Promise<T>;
  post: <T = unknown>(path: string, body?: unknown, opts?: Opts<T>) => Promise<T>;
  put: <T = unknown>(path: string, body?: unknown, opts?: Opts<T>) => Promise<T>;
  patch: <T = unknown>(path: string, body?: unknown, opts?: Opts<T>) => Promise<T>;
  delete: <T = unknown>(path: string, opts?: Opts<T>) => Promise<T>;
}

export interface ApiClientOptions {
  /** Where 401s go; fixed for the client's life. Without it a 401 is simply thrown. */
  onUnauthorized?: UnauthorizedHandler;
}

export function createApiClient({ onUnauthorized }: ApiClientOptions = {}): ApiClient {
  async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    let res = await send(path, options);
    if (res.status === 401 && onUnauthorized) {
      const outcome = await onUnauthorized({ url: urlOf(path, options.root), retried: false, pagePath: currentPathname() });
      if (outcome === 'retry') {
        res = await send(path, options);
        // A second 401 is reported as retried, so the rules fail it rather than refresh again.
        if (res.status === 401) await onUnauthorized({ url: urlOf(path, options.root), retried: true, pagePath: currentPathname() });
      }
    }
    options.onResponse?.(res);
    if (!res.ok) throw await readError(res);
    if (res.status === 204 || res.headers.get('content-length') === '0') return undefined as T;
    const text = await res.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    return options.schema ? options.schema.parse(data) : (data as T);
  }
  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, body, opts) => request(path, { ...opts, method: 'POST', body: body ?? undefined }),
    put: (path, body, opts) => request(path, { ...opts, method: 'PUT', body }),
    patch: (path, body, opts) => request(path, { ...opts, method: 'PATCH', body }),
    delete: (path, opts) => request(path, { ...opts, method: 'DELETE' }),
  };
}

/** The client without a 401 handler, never changed at runtime: public pages and the auth actor's own calls. */
export const api: ApiClient = createApiClient();
