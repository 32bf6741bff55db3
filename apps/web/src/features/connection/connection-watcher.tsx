import type { HealthResponse } from '@pte/contract';
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { ApiClient } from '@/lib/api-client';
import { HEALTH_PATH } from './connection-constants';
import { createConnectionMonitor, type ConnectionMonitor, type ConnectionSnapshot } from './connection-monitor';

const CheckNowContext = createContext<() => void>(() => undefined);

/** Probes the backend again at once (e.g. from the offline banner's "Try again"). */
export function useCheckConnectionNow(): () => void {
  return useContext(CheckNowContext);
}

/**
 * True for an answer shaped like the API's health response (checked by hand: the monitor starts on every
 * page, and the contract's schemas are not part of the first download).
 */
export function isHealthResponse(body: unknown): body is HealthResponse {
  if (typeof body !== 'object' || body === null) return false;
  const { status, database } = body as Record<string, unknown>;
  return (status === 'ok' || status === 'degraded') && typeof database === 'object' && database !== null;
}

/** A probe that asks `GET /health` and accepts only an answer shaped like the health response. */
function healthProbe(api: ApiClient) {
  return async (signal: AbortSignal): Promise<boolean> => isHealthResponse(await api.get(HEALTH_PATH, { signal }));
}

/**
 * Runs the connection monitor while mounted, reports every change through `onChange`, and probes again
 * whenever an API request gets no answer, the browser says the network changed, or the tab becomes visible.
 * `onChange` must be stable (a new function restarts the monitor).
 */
export function ConnectionWatcher({ api, onChange, children }: { api: ApiClient; onChange: (snapshot: ConnectionSnapshot) => void; children: ReactNode }) {
  const monitorRef = useRef<ConnectionMonitor | null>(null);

  useEffect(() => {
    // A fresh monitor per mount: a stopped one refuses to run again.
    const monitor = createConnectionMonitor({ probe: healthProbe(api), onChange });
    monitorRef.current = monitor;
    monitor.start();
    const checkNow = () => monitor.checkNow();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') monitor.checkNow();
    };
    // A request that got no answer is a sign the backend went away: check now rather than at the next heartbeat.
    const stopListening = api.onNetworkError(checkNow);
    window.addEventListener('online', checkNow);
    window.addEventListener('offline', checkNow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      monitorRef.current = null;
      stopListening();
      monitor.stop();
      window.removeEventListener('online', checkNow);
      window.removeEventListener('offline', checkNow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [api, onChange]);

  const checkNow = useCallback(() => monitorRef.current?.checkNow(), []);
  return <CheckNowContext.Provider value={checkNow}>{children}</CheckNowContext.Provider>;
}
