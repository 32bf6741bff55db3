import type { SpeechQueueState } from '@pte/contract';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { loadSpeechQueue } from '../state/speech-requests';

/** How often the queue is asked while an answer is being submitted. */
const SPEECH_QUEUE_POLL_MS = 2000;

/**
 * What to tell the learner about the queue: the expected wait while their answer waits (or is still on its way,
 * when nothing of theirs is in the queue yet), that it is being assessed once it runs, or nothing when no wait
 * is expected.
 */
export function speechQueueMessage(state: SpeechQueueState): string | null {
  const { running, waiting, position, expectedWaitSeconds } = state;
  if (waiting > 0 || (running === 0 && expectedWaitSeconds > 0)) {
    const place = position === undefined ? '' : position === 1 ? ' (yours is next)' : ` (${position - 1} ${position === 2 ? 'answer' : 'answers'} ahead of yours)`;
    return `Waiting for the speech engine: about ${Math.max(1, expectedWaitSeconds)} s${place}`;
  }
  if (running > 0) return 'Assessing your answer…';
  return null;
}

/**
 * While a spoken answer is being submitted, asks `GET /speaking/queue` every {@link SPEECH_QUEUE_POLL_MS} and
 * shows how long the answer is expected to wait for the speech engine. Mount it only while submitting. A failed
 * check shows nothing: the submission itself reports its own errors.
 */
export function SpeechQueueWait() {
  const dispatch = useAppDispatch();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let abortRequest: (() => void) | undefined;
    const check = () => {
      abortRequest?.();
      const request = dispatch(loadSpeechQueue());
      abortRequest = () => request.abort();
      void request.then((action) => {
        if (loadSpeechQueue.fulfilled.match(action)) setMessage(speechQueueMessage(action.payload));
      });
    };
    check();
    const timer = window.setInterval(check, SPEECH_QUEUE_POLL_MS);
    return () => {
      window.clearInterval(timer);
      abortRequest?.();
    };
  }, [dispatch]);

  return (
    <p role="status" aria-live="polite" className="text-sm text-muted-foreground" data-testid="speech-queue-wait">
      {message}
    </p>
  );
}
