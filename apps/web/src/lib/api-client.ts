import type { ApiError } from '@pte/contract';
import { readAuthToken } from './auth-token';

/** Where the API lives when `VITE_API_URL` is not configured: the same origin, under `/api`. */
export const DEFAULT_API_BASE_URL = '/api';

/** Message used when the server cannot be reached at all (no answer, DNS failure, offline device). */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the PTE Coach server. Check your connection and try again.';

/** A failed API call: the server's `code` and learner-facing `message`, or a network failure (`status` 0). */
export class ApiRequestError extends Error {
  /** HTTP status of the answer; 0 when no answer arrived. */
  readonly status: number;
  /** The server's machine code (e.g. `VALIDATION_FAILED`), `NETWORK_ERROR` or `HTTP_<status>`. */
  readonly code: string;
  /** Per-field problems the server reported, for validation failures. */
  readonly details: ApiError['details'];

  constructor(message: string, options: { status: number; code: string; details?: ApiError['details']; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'ApiRequestError';
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
  }
}

/**
 * The message to show when a call fails: the server's own message (or the client's network message), else
 * `fallback`. An answer the client cannot read (a malformed body) gets the fallback too.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}

/** Returns the current bearer token; may be async, may throw (the request then goes out without it). */
type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

/** How an API client is wired: where the API is, how to get the token, which fetch to use. */
interface ApiClientConfig {
  baseUrl: string;
  getToken: TokenGetter;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
}

/** Options of one request. A `FormData` body is sent as multipart; any other body as JSON. */
interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The shared API client: every call of the web app to its backend goes through one of these. */
export interface ApiClient {
  readonly baseUrl: string;
  request<T = unknown>(path: string, options?: ApiRequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  /** `GET path` of a file (e.g. a stored recording), with the bearer token: the body as a Blob. */
  download(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<Blob>;
  /**
   * `POST path` asking for Server-Sent Events (`Accept: text/event-stream`): the response, whose body the caller reads
   * as it arrives. A refusal (4xx, 5xx) throws as for any call.
   */
  postForEvents(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<Response>;
  /** Calls `listener` whenever a request gets no answer at all (e.g. so the connection monitor can check at once). */
  onNetworkError(listener: () => void): () => void;
}

/** The configured API base (`VITE_API_URL`), without a trailing slash, or `/api` when none is set. */
export function resolveApiBaseUrl(configured: string | undefined = import.meta.env.VITE_API_URL): string {
  const trimmed = configured?.trim().replace(/\/+$/, '');
  return trimmed ? trimmed : DEFAULT_API_BASE_URL;
}

async function tryGetToken(getToken: TokenGetter): Promise<string | null> {
  try {
    return (await getToken()) ?? null;
  } catch (error) {
    console.warn('Could not read the sign-in token; sending the request without it', error);
    return null;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isFieldProblem(item: unknown): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const { path, message } = item as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}

/**
 * True when `body` has the API's error shape (`apiErrorSchema` of @pte/contract). Checked by hand so this
 * client, which every page loads first, does not pull the contract's schemas into the first download.
 */
function isApiErrorBody(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message, details } = body as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string' || message === '') return false;
  if (details === undefined) return true;
  return Array.isArray(details) && details.every(isFieldProblem);
}

function errorFromResponse(response: Response, body: unknown): ApiRequestError {
  if (isApiErrorBody(body)) {
    return new ApiRequestError(body.message, { status: response.status, code: body.code, details: body.details });
  }
  const message =
    response.status >= 500
      ? `The server ran into a problem (HTTP ${response.status}). Please try again in a moment.`
      : `The request was refused (HTTP ${response.status}).`;
  return new ApiRequestError(message, { status: response.status, code: `HTTP_${response.status}` });
}

/** Builds an API client. Requests carry `Authorization: Bearer <token>` when a token exists; no time-out is set. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const networkErrorListeners = new Set<() => void>();

  async function send(path: string, options: ApiRequestOptions, accept: string): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
    const isMultipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
    // JSON is the default content type. Multipart bodies let fetch write their own boundary, and a request
    // without a body declares none (Fastify rejects an empty body labelled as JSON).
    if (!isMultipart && options.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = await tryGetToken(config.getToken);
    if (token) headers.Authorization = `Bearer ${token}`;
    Object.assign(headers, options.headers);

    let body: BodyInit | undefined;
    if (isMultipart) body = options.body as FormData;
    else if (options.body !== undefined) body = JSON.stringify(options.body);

    const doFetch = config.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      for (const listener of networkErrorListeners) listener();
      throw new ApiRequestError(NETWORK_ERROR_MESSAGE, { status: 0, code: 'NETWORK_ERROR', cause: error });
    }
    if (!response.ok) throw errorFromResponse(response, await readBody(response));
    return response;
  }

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const response = await send(path, options, 'application/json');
    return (await readBody(response)) as T;
  }

  return {
    baseUrl,
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    download: async (path, options) => (await send(path, { ...options, method: 'GET' }, '*/*')).blob(),
    postForEvents: (path, body, options) => send(path, { ...options, method: 'POST', body }, 'text/event-stream'),
    onNetworkError(listener) {
      networkErrorListeners.add(listener);
      return () => {
        networkErrorListeners.delete(listener);
      };
    },
  };
}

/** The web app's one client for its backend API. */
export const apiClient: ApiClient = createApiClient({ baseUrl: resolveApiBaseUrl(), getToken: readAuthToken });
