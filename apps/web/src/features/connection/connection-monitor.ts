import {
  OFFLINE_TIMEOUT_MS,
  ONLINE_CHECK_INTERVAL_MS,
  RETRY_BACKOFF_MULTIPLIER,
  RETRY_INITIAL_DELAY_MS,
  RETRY_MAX_DELAY_MS,
} from './connection-constants';

/** What a stopped monitor says when asked to probe again. */
export const TERMINATED_MESSAGE = 'The client has already been terminated.';

/** Whether the backend answers: not yet known, answering, or not answering for 10 s. */
export type ConnectionStatus = 'unknown' | 'online' | 'offline';

/** What the monitor reports after every change. */
export interface ConnectionSnapshot {
  status: ConnectionStatus;
  /** The wait before the next retry (ms), while retrying after a failed probe; otherwise null. */
  retryDelayMs: number | null;
  /** When the next retry starts (epoch ms), while retrying; otherwise null. */
  nextRetryAt: number | null;
  /** When the backend last answered (epoch ms), or null. */
  lastOnlineAt: number | null;
}

/** Asks the backend whether it is there; resolves true when it answered properly. Must honour `signal`. */
export type ConnectionProbe = (signal: AbortSignal) => Promise<boolean>;

/** A running connection monitor. */
export interface ConnectionMonitor {
  /** Starts probing (status Unknown until the first answer or the 10 s time-out). */
  start(): void;
  /** Stops for good: clears all timers and ignores probes still under way. */
  stop(): void;
  /** Probes now instead of waiting for the scheduled retry. Throws once the monitor has been stopped. */
  checkNow(): void;
  getSnapshot(): ConnectionSnapshot;
}

/** The wait after `previousDelay` (null: first failure): 1000, 1500, 2250, … capped at 60000 ms. */
export function nextRetryDelay(previousDelay: number | null): number {
  if (previousDelay === null) return RETRY_INITIAL_DELAY_MS;
  return Math.min(previousDelay * RETRY_BACKOFF_MULTIPLIER, RETRY_MAX_DELAY_MS);
}

/**
 * The connection state machine (docs/product-behaviour.md#connection-state): Unknown → Online when a probe succeeds; → Offline when the backend
 * has not answered for 10000 ms. Failed probes are retried after 1000 ms, then ×1.5 each time, up to
 * 60000 ms; a success goes back to Online and resets the back-off. While Online it probes every 30 s.
 */
export function createConnectionMonitor(options: {
  probe: ConnectionProbe;
  onChange: (snapshot: ConnectionSnapshot) => void;
  now?: () => number;
}): ConnectionMonitor {
  const now = options.now ?? Date.now;
  let snapshot: ConnectionSnapshot = { status: 'unknown', retryDelayMs: null, nextRetryAt: null, lastOnlineAt: null };
  let running = false;
  let terminated = false;
  let inFlight: AbortController | null = null;
  let nextProbeTimer: ReturnType<typeof setTimeout> | null = null;
  let offlineTimer: ReturnType<typeof setTimeout> | null = null;

  function update(changes: Partial<ConnectionSnapshot>) {
    snapshot = { ...snapshot, ...changes };
    options.onChange(snapshot);
  }

  function clearTimer(timer: ReturnType<typeof setTimeout> | null): null {
    if (timer !== null) clearTimeout(timer);
    return null;
  }

  function goOffline() {
    offlineTimer = null;
    if (!running || snapshot.status === 'offline') return;
    console.warn(`The backend could not be reached within ${OFFLINE_TIMEOUT_MS / 1000} seconds. Working offline.`);
    update({ status: 'offline' });
  }

  function schedule(delay: number) {
    nextProbeTimer = clearTimer(nextProbeTimer);
    nextProbeTimer = setTimeout(() => {
      nextProbeTimer = null;
      void probeOnce();
    }, delay);
  }

  async function probeOnce() {
    if (!running || inFlight) return;
    const controller = new AbortController();
    inFlight = controller;
    // The 10 s count starts with the first unanswered probe and runs across retries until one succeeds.
    if (offlineTimer === null && snapshot.status !== 'offline') offlineTimer = setTimeout(goOffline, OFFLINE_TIMEOUT_MS);
    // A probe that hangs is given up at the same limit so the retries keep going.
    const abortTimer = setTimeout(() => controller.abort(), OFFLINE_TIMEOUT_MS);
    let answered = false;
    try {
      answered = await options.probe(controller.signal);
    } catch {
      answered = false;
    } finally {
      clearTimeout(abortTimer);
      if (inFlight === controller) inFlight = null;
    }
    if (!running) return;

    if (answered) {
      offlineTimer = clearTimer(offlineTimer);
      update({ status: 'online', retryDelayMs: null, nextRetryAt: null, lastOnlineAt: now() });
      schedule(ONLINE_CHECK_INTERVAL_MS);
    } else {
      const delay = nextRetryDelay(snapshot.retryDelayMs);
      update({ retryDelayMs: delay, nextRetryAt: now() + delay });
      schedule(delay);
    }
  }

  return {
    start() {
      if (terminated) throw new Error(TERMINATED_MESSAGE);
      if (running) return;
      running = true;
      void probeOnce();
    },
    stop() {
      running = false;
      terminated = true;
      nextProbeTimer = clearTimer(nextProbeTimer);
      offlineTimer = clearTimer(offlineTimer);
      inFlight?.abort();
      inFlight = null;
    },
    checkNow() {
      if (terminated) throw new Error(TERMINATED_MESSAGE);
      if (!running || inFlight) return;
      nextProbeTimer = clearTimer(nextProbeTimer);
      void probeOnce();
    },
    getSnapshot: () => snapshot,
  };
}
