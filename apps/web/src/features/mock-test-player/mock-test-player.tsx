import type { TestSessionState } from '@pte/contract';
import { CloudOff, Flag, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError, failureMessage } from '@/lib/api-client';
import { flushOutbox } from './answer-outbox';
import { useBrowserOnline, useHeartbeat, useOnConnectionReturn } from './connection-hooks';
import { usePlayerStorage } from './device-storage';
import { ItemStage, type CurrentItem } from './item-stage';
import { clockReadingOf, type ClockReading } from './test-clock';
import { abandonTestSession, fetchTestSession, type OutgoingAnswer } from './test-session-api';
import { useApiClient } from './use-api-client';

/** The mock tests' catalogue, where an abandoned test leads. */
const MOCK_TESTS_PATH = '/mock-tests';

/** The score report of a finished test. */
function reportPath(sessionId: string): string {
  return `${MOCK_TESTS_PATH}/report/${encodeURIComponent(sessionId)}`;
}

/** How often the page tries again to reach the server while answers wait on this device, in seconds. */
const RETRY_SECONDS = 15;

/** Until the server says otherwise, how often the heartbeat goes, in seconds. */
const DEFAULT_HEARTBEAT_SECONDS = 30;

/** What the player shows. */
type Screen =
  | { name: 'loading' }
  | { name: 'item'; sitting: TestSessionState; item: CurrentItem; clock: ClockReading }
  /** An answer is on its way. */
  | { name: 'sending' }
  /** The server cannot be reached (or cannot take answers now); `answersKept` when answers wait in the outbox. */
  | { name: 'waiting'; answersKept: boolean }
  /** The server refused to show the test (e.g. it does not exist or is someone else's). */
  | { name: 'unavailable'; message: string }
  | { name: 'abandoned' };

/** The note shown while the page cannot reach the server. */
function OfflineNote() {
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
      <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      You are offline — your answers are kept on this device and will be sent when the connection returns.
    </p>
  );
}

function ErrorNote({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
      {message}
    </p>
  );
}

function BackToMockTests() {
  return (
    <Button asChild variant="outline">
      <Link to={MOCK_TESTS_PATH}>Back to mock tests</Link>
    </Button>
  );
}

/**
 * A mock test in exam mode: one item at a time on the server's clock, never back, nothing scored on screen. Every
 * answer goes to an outbox on this device first and leaves it when the server acknowledges it; without a connection
 * the answers wait there and go, in order, when it returns (and on the next load, before the test resumes at the
 * server's item with the server's time left). At the end the learner is taken to the report.
 */
export function MockTestPlayer({ sessionId }: { sessionId: string }) {
  const api = useApiClient();
  const storage = usePlayerStorage();
  const navigate = useNavigate();
  const browserOnline = useBrowserOnline();
  const [screen, setScreen] = useState<Screen>({ name: 'loading' });
  const [unreachable, setUnreachable] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [title, setTitle] = useState<string | null>(null);
  const [heartbeatSeconds, setHeartbeatSeconds] = useState(DEFAULT_HEARTBEAT_SECONDS);
  const screenRef = useRef(screen);
  useEffect(() => {
    screenRef.current = screen;
  });

  // The outbox, the state and abandoning run one at a time, in the order they were asked for.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const exclusive = useCallback((task: () => Promise<void>) => {
    const run = queue.current.then(task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const show = useCallback(
    (sitting: TestSessionState) => {
      setTitle(sitting.title);
      setHeartbeatSeconds(sitting.heartbeatSeconds);
      if (sitting.status === 'abandoned') {
        void storage.outbox.clear(sessionId);
        void storage.drafts.clear(sessionId);
        setScreen({ name: 'abandoned' });
      } else if (sitting.status === 'completed' || !sitting.item) {
        void storage.drafts.clear(sessionId);
        navigate(reportPath(sessionId), { replace: true });
      } else {
        setScreen({ name: 'item', sitting, item: sitting.item, clock: clockReadingOf(sitting.item.clock.remainingSeconds) });
      }
    },
    [navigate, sessionId, storage],
  );

  /** Sends what the outbox holds, then shows the sitting as the server has it. */
  const syncOnce = useCallback(async () => {
    const flushed = await flushOutbox(api, storage, sessionId);
    const refused = flushed.refusals.join(' ');
    if (flushed.outcome !== 'sent') {
      if (flushed.outcome === 'offline') setUnreachable(true);
      setNotice([refused, flushed.outcome === 'failed' ? flushed.message : ''].filter(Boolean).join(' ') || null);
      setScreen({ name: 'waiting', answersKept: true });
      return;
    }
    let sitting = flushed.state;
    if (!sitting) {
      try {
        sitting = await fetchTestSession(api, sessionId);
      } catch (error) {
        const message = failureMessage(error, 'Your test could not be loaded. Try again in a moment.');
        if (error instanceof ApiRequestError && error.status === 0) {
          setUnreachable(true);
          setNotice(refused || null);
          setScreen({ name: 'waiting', answersKept: false });
        } else if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
          setNotice(refused || null);
          setScreen({ name: 'unavailable', message });
        } else {
          setNotice([refused, message].filter(Boolean).join(' '));
          setScreen({ name: 'waiting', answersKept: false });
        }
        return;
      }
    }
    setUnreachable(false);
    setNotice(refused || null);
    show(sitting);
  }, [api, storage, sessionId, show]);

  const sync = useCallback(() => exclusive(syncOnce), [exclusive, syncOnce]);

  useEffect(() => {
    void sync();
  }, [sync]);

  // Answers waiting on this device go as soon as the connection returns (an item being answered just carries on).
  useOnConnectionReturn(() => {
    if (screenRef.current.name !== 'item') void sync();
  });

  useEffect(() => {
    if (screen.name !== 'waiting') return;
    const timer = window.setInterval(() => void sync(), RETRY_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [screen.name, sync]);

  useHeartbeat({
    api,
    sessionId,
    seconds: heartbeatSeconds,
    active: screen.name === 'item',
    onReached: (reached) => setUnreachable(!reached),
    // The server's clock for the same item re-syncs the local count-down.
    onState: (sitting) =>
      setScreen((current) =>
        current.name === 'item' && sitting.status === 'in-progress' && sitting.item?.position === current.item.position
          ? { ...current, clock: clockReadingOf(sitting.item.clock.remainingSeconds) }
          : current,
      ),
  });

  const answer = (outgoing: OutgoingAnswer) => {
    const current = screenRef.current;
    if (current.name !== 'item') return;
    const { position } = current.item;
    setNotice(null);
    setScreen({ name: 'sending' });
    void exclusive(async () => {
      await storage.outbox.put(sessionId, position, outgoing);
      await storage.drafts.remove(sessionId, position);
      await syncOnce();
    });
  };

  const abandon = () =>
    void exclusive(async () => {
      try {
        await abandonTestSession(api, sessionId);
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.code === 'TEST_ABANDONED')) {
          setNotice(failureMessage(error, 'The test could not be abandoned. Try again in a moment.'));
          return;
        }
      }
      await storage.outbox.clear(sessionId);
      await storage.drafts.clear(sessionId);
      navigate(MOCK_TESTS_PATH);
    });

  const canAbandon = screen.name === 'item' || screen.name === 'waiting';
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-primary">Mock test · exam mode</p>
          <h1 className="text-2xl font-semibold tracking-tight">{title ?? 'Mock test'}</h1>
        </div>
        {canAbandon && (
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <Flag aria-hidden />
                Abandon test
              </Button>
            }
            title="Abandon this test?"
            description="The test ends now and gets no score report. You cannot resume it later."
            confirmLabel="Abandon test"
            onConfirm={abandon}
          />
        )}
      </header>
      {(!browserOnline || unreachable) && <OfflineNote />}
      {notice && <ErrorNote message={notice} />}
      {screen.name === 'loading' && <LoadingPlaceholder label="Loading your test" blocks={['h-6 w-1/3', 'h-4 w-1/4', 'h-64 w-full']} />}
      {screen.name === 'item' && <ItemStage key={screen.item.position} sitting={screen.sitting} item={screen.item} clock={screen.clock} drafts={storage.drafts} onAnswer={answer} />}
      {screen.name === 'sending' && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          Saving your answer…
        </p>
      )}
      {screen.name === 'waiting' && (
        <Card>
          <CardContent className="flex flex-col items-start gap-3">
            <p>{screen.answersKept ? 'Your answer is saved on this device. The test carries on as soon as it reaches the server.' : 'The test carries on as soon as the server can be reached.'}</p>
            <Button variant="outline" onClick={() => void sync()}>
              <RefreshCw aria-hidden />
              Try again
            </Button>
          </CardContent>
        </Card>
      )}
      {screen.name === 'unavailable' && (
        <div className="flex flex-col items-start gap-3">
          <ErrorNote message={screen.message} />
          <BackToMockTests />
        </div>
      )}
      {screen.name === 'abandoned' && (
        <EmptyState icon={<Flag />} title="This test was abandoned">
          <div className="flex flex-col items-center gap-3">
            An abandoned test cannot be resumed and has no report.
            <BackToMockTests />
          </div>
        </EmptyState>
      )}
    </div>
  );
}
