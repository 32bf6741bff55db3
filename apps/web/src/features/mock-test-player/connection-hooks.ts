import type { TestSessionState } from '@pte/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiRequestError, type ApiClient } from '@/lib/api-client';
import { sendHeartbeat } from './test-session-api';

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online (`navigator.onLine`), kept up to date by its `online` and `offline` events. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

/** Calls `onOnline` each time the browser's connection returns. */
export function useOnConnectionReturn(onOnline: () => void): void {
  const latest = useRef(onOnline);
  useEffect(() => {
    latest.current = onOnline;
  });
  useEffect(() => {
    const handle = () => latest.current();
    window.addEventListener('online', handle);
    return () => window.removeEventListener('online', handle);
  }, []);
}

/**
 * While `active`, tells the server every `seconds` that the learner is still on the test, and hands each answer
 * (the sitting as the server has it) to `onState`; `onReached` says whether the server could be reached at all.
 */
export function useHeartbeat({
  api,
  sessionId,
  seconds,
  active,
  onState,
  onReached,
}: {
  api: ApiClient;
  sessionId: string;
  seconds: number;
  active: boolean;
  onState(state: TestSessionState): void;
  onReached(reached: boolean): void;
}): void {
  const latest = useRef({ onState, onReached });
  useEffect(() => {
    latest.current = { onState, onReached };
  });
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      sendHeartbeat(api, sessionId).then(
        (state) => {
          latest.current.onReached(true);
          if (state) latest.current.onState(state);
        },
        (error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 0) latest.current.onReached(false);
        },
      );
    }, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [api, sessionId, seconds, active]);
}
