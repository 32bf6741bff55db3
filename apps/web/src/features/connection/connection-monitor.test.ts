import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TIMEOUT_MS, RETRY_BACKOFF_MULTIPLIER, RETRY_INITIAL_DELAY_MS, RETRY_MAX_DELAY_MS } from './connection-constants';
import { createConnectionMonitor, nextRetryDelay, TERMINATED_MESSAGE, type ConnectionProbe, type ConnectionSnapshot } from './connection-monitor';

describe('connection constants', () => {
  it('are the spec values', () => {
    expect([OFFLINE_TIMEOUT_MS, RETRY_INITIAL_DELAY_MS, RETRY_BACKOFF_MULTIPLIER, RETRY_MAX_DELAY_MS]).toEqual([10000, 1000, 1.5, 60000]);
  });
});

describe('nextRetryDelay', () => {
  it('starts at 1000 ms, grows ×1.5 and stops at 60000 ms', () => {
    const delays: number[] = [];
    let delay: number | null = null;
    for (let i = 0; i < 14; i += 1) {
      delay = nextRetryDelay(delay);
      delays.push(delay);
    }
    expect(delays.slice(0, 5)).toEqual([1000, 1500, 2250, 3375, 5062.5]);
    expect(delays.at(-1)).toBe(60000);
    expect(Math.max(...delays)).toBe(60000);
  });
});

describe('connection monitor', () => {
  let snapshots: ConnectionSnapshot[];
  let probeTimes: number[];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    snapshots = [];
    probeTimes = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function start(probe: ConnectionProbe) {
    const monitor = createConnectionMonitor({
      probe: (signal) => {
        probeTimes.push(Date.now());
        return probe(signal);
      },
      onChange: (snapshot) => snapshots.push(snapshot),
    });
    monitor.start();
    return monitor;
  }

  it('is Unknown until the first answer, then Online', async () => {
    let answer: (ok: boolean) => void = () => undefined;
    const monitor = start(() => new Promise((resolve) => (answer = resolve)));
    expect(monitor.getSnapshot().status).toBe('unknown');
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getSnapshot()).toMatchObject({ status: 'online', retryDelayMs: null, lastOnlineAt: 0 });
    monitor.stop();
  });

  it('goes Offline after 10 s without an answer, retrying at 1000, 1500, 2250 … ms', async () => {
    const monitor = start(() => Promise.reject(new Error('connection refused')));
    await vi.advanceTimersByTimeAsync(OFFLINE_TIMEOUT_MS - 1);
    expect(monitor.getSnapshot().status).toBe('unknown');
    expect(probeTimes).toEqual([0, 1000, 2500, 4750, 8125]);

    await vi.advanceTimersByTimeAsync(1);
    expect(monitor.getSnapshot().status).toBe('offline');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Working offline'));
    monitor.stop();
  });

  it('goes Offline after 10 s when the backend never answers a probe', async () => {
    const monitor = start((signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))));
    await vi.advanceTimersByTimeAsync(9999);
    expect(monitor.getSnapshot().status).toBe('unknown');
    expect(probeTimes).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(monitor.getSnapshot().status).toBe('offline');
    // The hung probe was given up, so retrying continues 1000 ms later.
    await vi.advanceTimersByTimeAsync(1000);
    expect(probeTimes).toEqual([0, 11000]);
    monitor.stop();
  });

  it('caps the back-off at 60000 ms', async () => {
    const monitor = start(() => Promise.resolve(false));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const gaps = probeTimes.slice(1).map((time, index) => time - (probeTimes[index] ?? 0));
    expect(gaps.slice(0, 4)).toEqual([1000, 1500, 2250, 3375]);
    expect(Math.max(...gaps)).toBe(60000);
    expect(gaps.slice(-3)).toEqual([60000, 60000, 60000]);
    expect(monitor.getSnapshot()).toMatchObject({ status: 'offline', retryDelayMs: 60000 });
    monitor.stop();
  });

  it('goes back to Online on the first successful retry and resets the back-off', async () => {
    let healthy = false;
    const monitor = start(() => Promise.resolve(healthy));
    await vi.advanceTimersByTimeAsync(12_000);
    expect(monitor.getSnapshot().status).toBe('offline');

    healthy = true;
    const probesBefore = probeTimes.length;
    await vi.advanceTimersByTimeAsync(5062.5);
    expect(probeTimes.length).toBe(probesBefore + 1);
    expect(monitor.getSnapshot()).toMatchObject({ status: 'online', retryDelayMs: null, nextRetryAt: null });
    expect(snapshots.map((snapshot) => snapshot.status)).toContain('offline');

    // The next check, 30 s later, fails: still Online while retrying, Offline 10 s after that check began.
    healthy = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(monitor.getSnapshot().status).toBe('online');
    expect(monitor.getSnapshot().retryDelayMs).toBeGreaterThanOrEqual(1000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(monitor.getSnapshot().status).toBe('offline');
    monitor.stop();
  });

  it('probes at once on checkNow and stops cleanly', async () => {
    const probe = vi.fn<ConnectionProbe>(() => Promise.resolve(false));
    const monitor = start(probe);
    await vi.advanceTimersByTimeAsync(100);
    monitor.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(probeTimes).toEqual([0, 100]);
    monitor.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probeTimes).toEqual([0, 100]);
    expect(() => monitor.checkNow()).toThrow('The client has already been terminated.');
    expect(() => monitor.start()).toThrow(TERMINATED_MESSAGE);
  });
});
