import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { createFakeFetch, jsonResponse } from '@/testing/fake-fetch';
import type { ConnectionSnapshot } from './connection-monitor';
import { ConnectionStatus, OfflineBanner } from './connection-status';
import { ConnectionWatcher, isHealthResponse } from './connection-watcher';

const healthy = { status: 'ok', database: { status: 'up', driver: 'pglite' }, version: '1', uptimeSeconds: 3 };

function Harness({ api }: { api: ReturnType<typeof createApiClient> }) {
  const [snapshot, setSnapshot] = useState<ConnectionSnapshot>({ status: 'unknown', retryDelayMs: null, nextRetryAt: null, lastOnlineAt: null });
  return (
    <ConnectionWatcher api={api} onChange={setSnapshot}>
      <ConnectionStatus status={snapshot.status} />
      <OfflineBanner connection={snapshot} />
    </ConnectionWatcher>
  );
}

describe('connection watcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('probes GET /api/health: Connecting…, then Offline with a banner after 10 s, then Online again on "Try again"', async () => {
    let up = false;
    const fake = createFakeFetch({
      'GET /api/health': () => (up ? jsonResponse(healthy) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    render(<Harness api={createApiClient({ baseUrl: '/api', getToken: () => null, fetch: fake.fetch })} />);
    expect(screen.getByText('Connection: Connecting…')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('Connection: Offline')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline.');
    expect(fake.requests.every((request) => request.url === '/api/health')).toBe(true);

    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Connection: Online')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('accepts only answers shaped like the health response', () => {
    expect(isHealthResponse(healthy)).toBe(true);
    expect(isHealthResponse({ status: 'degraded', database: { status: 'down' } })).toBe(true);
    expect(isHealthResponse('<html>')).toBe(false);
    expect(isHealthResponse({ status: 'fine' })).toBe(false);
  });
});
