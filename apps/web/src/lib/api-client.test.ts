import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '@/testing/fake-fetch';
import { ApiRequestError, createApiClient, DEFAULT_API_BASE_URL, NETWORK_ERROR_MESSAGE, resolveApiBaseUrl } from './api-client';

function clientWith(getToken: () => string | null | Promise<string | null>, routes = {}) {
  const fake = createFakeFetch({ 'GET /api/users/me': () => jsonResponse({ data: { id: 'u1' } }), ...routes });
  return { client: createApiClient({ baseUrl: '/api', getToken, fetch: fake.fetch }), fake };
}

describe('api client', () => {
  it('sends Authorization: Bearer <token> when there is a token', async () => {
    const { client, fake } = clientWith(() => 'abc.def');
    await expect(client.get('/users/me')).resolves.toEqual({ data: { id: 'u1' } });
    expect(fake.requests[0]?.url).toBe('/api/users/me');
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('awaits an async token getter', async () => {
    const { client, fake } = clientWith(async () => 'async-token');
    await client.get('/users/me');
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer async-token');
  });

  it('still sends the request, without the header, when getting the token throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, fake } = clientWith(() => {
      throw new Error('storage is locked');
    });
    await expect(client.get('/users/me')).resolves.toEqual({ data: { id: 'u1' } });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('sends no Authorization header when there is no token', async () => {
    const { client, fake } = clientWith(() => null);
    await client.get('/users/me');
    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies as application/json and multipart bodies as they are', async () => {
    const { client, fake } = clientWith(() => 't', {
      'PUT /api/users/update': () => jsonResponse({ data: { ok: true } }),
      'POST /api/read-aloud/assess': () => jsonResponse({ data: {} }),
    });
    await client.put('/users/update', { displayName: 'Ana' });
    expect(fake.requests[0]?.method).toBe('PUT');
    expect(fake.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(fake.requests[0]?.body).toEqual({ displayName: 'Ana' });

    const form = new FormData();
    form.append('referenceText', 'hello');
    await client.post('/read-aloud/assess', form);
    expect(fake.requests[1]?.headers.has('Content-Type')).toBe(false);
    expect(fake.requests[1]?.body).toBe(form);
  });

  it('sets no time-out of its own', async () => {
    const { client, fake } = clientWith(() => 't');
    await client.get('/users/me');
    const init = vi.mocked(fake.fetch).mock.calls[0]?.[1];
    expect(init?.signal).toBeUndefined();
  });

  it("turns a non-2xx answer into an error with the server's message and code", async () => {
    const { client } = clientWith(() => 't', {
      'PUT /api/users/update': () =>
        jsonResponse(
          { code: 'VALIDATION_FAILED', message: 'Target score must be between 10 and 90.', details: [{ path: 'targetScore', message: 'Too big' }] },
          { status: 400 },
        ),
    });
    const error = await client.put('/users/update', { targetScore: 99 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      message: 'Target score must be between 10 and 90.',
      code: 'VALIDATION_FAILED',
      status: 400,
      details: [{ path: 'targetScore', message: 'Too big' }],
    });
  });

  it('explains answers that carry no error body, and network failures, in plain words', async () => {
    const { client } = clientWith(() => 't', { 'GET /api/boom': () => new Response('Bad gateway', { status: 502 }) });
    await expect(client.get('/boom')).rejects.toMatchObject({ status: 502, code: 'HTTP_502', message: expect.stringContaining('try again') });

    const offline = createApiClient({ baseUrl: '/api', getToken: () => null, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const listener = vi.fn();
    const unsubscribe = offline.onNetworkError(listener);
    await expect(offline.get('/users/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await expect(offline.get('/users/me')).rejects.toBeInstanceOf(ApiRequestError);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('uses VITE_API_URL as the base, falling back to /api', () => {
    expect(resolveApiBaseUrl(undefined)).toBe(DEFAULT_API_BASE_URL);
    expect(resolveApiBaseUrl('  ')).toBe('/api');
    expect(resolveApiBaseUrl('https://api.example.com/api/')).toBe('https://api.example.com/api');
  });
});
