import { vi } from 'vitest';

/** One request the fake fetch received. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Answers a request: a Response, or a thrown error to simulate a network failure. */
export type FakeRoute = (request: RecordedRequest) => Response | Promise<Response>;

/** A JSON response. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'content-type': 'application/json', ...init.headers } });
}

/**
 * A fetch double: routes `METHOD /path` (path without query) to handlers, records every request, and
 * answers 404 for anything unrouted.
 */
export function createFakeFetch(routes: Record<string, FakeRoute> = {}) {
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the raw text
      }
    }
    const request = { url, method, headers, body };
    requests.push(request);
    const path = new URL(url, 'http://localhost').pathname;
    const route = routes[`${method} ${path}`];
    if (!route) return jsonResponse({ code: 'NOT_FOUND', message: `No route for ${method} ${path}` }, { status: 404 });
    return route(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, routes };
}
