import type { ApiIssue } from '@shared/api/envelope';
import { messages } from '@shared/messages';

/** A failed call: the HTTP status (0 when the network failed) and a message for the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: ApiIssue[];

  constructor(status: number, message: string, issues: ApiIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
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
};

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
  return Promise.reject(new ApiError(status, failureMessage(body) ?? fallback, issues));
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
    const url = buildUrl(await resolveBase(), path, request.query);
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
