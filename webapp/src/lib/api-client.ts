import type { ApiIssue } from '@shared/api/envelope';
import { messages } from '@shared/messages';

/** A failed call: the HTTP status (0 when the network failed) and a message for the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: ApiIssue[];
  /** A 429's Retry-After: the seconds until the budget has room again. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, message: string, issues: ApiIssue[] = [], retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isApiStatus = (error: unknown, status: number): boolean => isApiError(error) && error.status === status;

type MaybePromise<T> = T | Promise<T>;
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export type ApiClientOptions = {
  /** Origin of the server, e.g. 'http://localhost:8787'; '' means the page's own origin. */
  baseUrl?: string | (() => MaybePromise<string>);
  /** Bearer token for clients without cookies (the extension). */
  getToken?: () => MaybePromise<string | null | undefined>;
  /** 'include' for the web app's session cookie; 'omit' for bearer-only clients. */
  credentials?: RequestCredentials;
  /** Called on every 401 answer (an expired or missing session). */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /**
   * Pauses before each retry of a call that is safe to repeat (a GET, or a POST with its
   * Idempotency-Key) after a network failure or a 5xx; jittered. `[]` turns retries off.
   */
  retryDelaysMs?: readonly number[];
  /** Awaited before each GET goes out (the web app's first load: see lib/first-answers.ts). */
  beforeGet?: () => Promise<void> | null;
};

/** Three retries over about 4 s: long enough for a server restart, short enough for a user. */
export const DEFAULT_RETRY_DELAYS_MS = [300, 1000, 3000] as const;
const RETRIED_STATUSES = new Set([0, 500, 502, 503, 504]);

/**
 * Every POST outside /api/auth is one logical create: it gets its own Idempotency-Key (unless
 * the caller brings one that outlives the call, as the chat box and the composer do), and
 * every retry of it sends that key, so the server makes at most one of it.
 */
function withIdempotencyKey(path: string, request: RequestOptions, headers: Record<string, string>): boolean {
  if ((request.method ?? 'GET') !== 'POST' || request.body instanceof FormData || path.startsWith('/api/auth/'))
    return false;
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key'))
    headers['Idempotency-Key'] = newIdempotencyKey();
  return true;
}

function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms * (0.5 + Math.random() / 2));
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: QueryParams;
  /** Sent as JSON; FormData is sent as multipart as is. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type ApiResponse<T> = { data: T; headers: Headers; status: number };

export type ApiClient = {
  /** Calls the API and returns the unwrapped `data`, or throws ApiError. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Like request, but also returns the headers (e.g. `set-auth-token`). */
  requestWithResponse<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T>(path: string, query?: QueryParams, options?: Omit<RequestOptions, 'method' | 'query'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** The resolved absolute URL of a path (for links and the WebSocket). */
  url(path: string, query?: QueryParams): Promise<string>;
};

/** Appends query parameters; arrays repeat the key, null and undefined are left out. */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  const queryString = search.toString();
  return `${base}${path}${queryString ? `${path.includes('?') ? '&' : '?'}${queryString}` : ''}`;
}

type Envelope = { isSuccess: boolean; data?: unknown; message?: unknown; issues?: unknown };
const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).isSuccess === 'boolean';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failureMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * Turns a response into data or an ApiError. Envelopes are unwrapped; a plain JSON body
 * (better-auth's own answers such as get-session) is returned as it is.
 */
export async function unwrapResponse<T>(response: Response): Promise<T> {
  const body = await readJson(response);
  if (response.ok && !(isEnvelope(body) && !body.isSuccess)) {
    return (isEnvelope(body) ? body.data : body) as T;
  }
  const status = response.ok ? 400 : response.status;
  const issues = isEnvelope(body) && Array.isArray(body.issues) ? (body.issues as ApiIssue[]) : [];
  const fallback = status === 429 ? messages.generic.rateLimited : messages.generic.somethingWentWrong;
  const retryAfter = Number(response.headers?.get('retry-after'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  return Promise.reject(new ApiError(status, failureMessage(body) ?? fallback, issues, retryAfterSeconds));
}

/** Creates a client for one server; the web app and the extension each make their own. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const resolveBase = async () => (typeof options.baseUrl === 'function' ? options.baseUrl() : (options.baseUrl ?? ''));

  async function requestWithResponse<T>(path: string, request: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    const token = options.getToken ? await options.getToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const isKeyed = withIdempotencyKey(path, request, headers);
    const isRepeatable = isKeyed || (request.method ?? 'GET') === 'GET';
    const delays = isRepeatable ? (options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS) : [];
    const url = buildUrl(await resolveBase(), path, request.query);
    if ((request.method ?? 'GET') === 'GET') await options.beforeGet?.();
    for (let attempt = 0; ; attempt++) {
      try {
        return await attemptOnce<T>(url, request, headers, body);
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined || !isApiError(error) || !RETRIED_STATUSES.has(error.status)) throw error;
        await pause(delay, request.signal);
      }
    }
  }

  async function attemptOnce<T>(
    url: string,
    request: RequestOptions,
    headers: Record<string, string>,
    body: BodyInit | undefined,
  ): Promise<ApiResponse<T>> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: request.method ?? 'GET',
        headers,
        body,
        credentials: options.credentials ?? 'include',
        signal: request.signal,
      });
    } catch (cause) {
      if (request.signal?.aborted) throw cause;
      throw new ApiError(0, messages.generic.checkConnection);
    }
    try {
      const data = await unwrapResponse<T>(response);
      return { data, headers: response.headers, status: response.status };
    } catch (error) {
      if (isApiStatus(error, 401)) options.onUnauthorized?.(error as ApiError);
      throw error;
    }
  }

  const request = async <T>(path: string, requestOptions?: RequestOptions) =>
    (await requestWithResponse<T>(path, requestOptions)).data;

  return {
    request,
    requestWithResponse,
    get: (path, query, rest) => request(path, { ...rest, method: 'GET', query }),
    post: (path, body, rest) => request(path, { ...rest, method: 'POST', body }),
    patch: (path, body, rest) => request(path, { ...rest, method: 'PATCH', body }),
    put: (path, body, rest) => request(path, { ...rest, method: 'PUT', body }),
    delete: (path, body, rest) => request(path, { ...rest, method: 'DELETE', body }),
    url: async (path, query) => {
      const base = (await resolveBase()) || globalThis.location?.origin || '';
      return buildUrl(base, path, query);
    },
  };
}
