import type { TestReport } from '@pte/contract';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { loadTestReport } from './mock-test-requests';

/** How often a report still being scored is asked for again. */
export const REPORT_POLL_MS = 2000;

/** Where a report is: loading, still being scored (how many answers of how many), ready, or failed to load. */
type ReportProgress =
  | { status: 'loading' }
  | { status: 'scoring'; assessed: number; total: number }
  | { status: 'ready'; report: TestReport }
  | { status: 'failed'; message: string };

/**
 * The report of test session `sessionId`: loaded when the component mounts, then, while its answers are still being
 * assessed, asked for again every `REPORT_POLL_MS` until it is ready. A failed load stops the polling; `retry`
 * starts again.
 */
export function useTestReport(sessionId: string): { progress: ReportProgress; retry(): void } {
  const dispatch = useAppDispatch();
  const [retries, setRetries] = useState(0);
  const key = `${sessionId}#${retries}`;
  const [settled, setSettled] = useState<{ key: string; progress: ReportProgress } | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    let pending: { abort(): void } | undefined;
    const load = () => {
      const request = dispatch(loadTestReport(sessionId));
      pending = request;
      request.unwrap().then(
        (report) => {
          if (stopped) return;
          if (report.status === 'ready') {
            setSettled({ key, progress: { status: 'ready', report } });
            return;
          }
          setSettled({ key, progress: { status: 'scoring', assessed: report.assessed, total: report.total } });
          timer = window.setTimeout(load, REPORT_POLL_MS);
        },
        (reason: unknown) => {
          if (!stopped) setSettled({ key, progress: { status: 'failed', message: typeof reason === 'string' ? reason : 'Your score report could not be loaded.' } });
        },
      );
    };
    load();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      pending?.abort();
    };
  }, [dispatch, sessionId, key]);

  return { progress: settled?.key === key ? settled.progress : { status: 'loading' }, retry: () => setRetries((count) => count + 1) };
}
