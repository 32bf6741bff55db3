import type { Attempt } from '@pte/contract';
import { formatDateTime } from '@pte/exam';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { speechDetailsOf } from './speech-feedback/speech-assessment-details';
import { StoredRecordingPlayer } from './speech-feedback/stored-recording-player';
import { loadQuestionAttempts } from './state/question-attempts';

type HistoryState = { status: 'loading' } | { status: 'loaded'; attempts: Attempt[] } | { status: 'failed'; message: string };

/** The score of a stored attempt: the assessment's total (for re-order paragraphs, PTE's pair score). */
function attemptScore(attempt: Attempt): string {
  const result = attempt.result;
  if (!result) return 'Not scored';
  const total = 'assessment' in result ? result.assessment.total : result.total;
  return `${total.score} / ${total.max}`;
}

/** The stored recording of a spoken attempt (its assessment's `details.recording.url`), or null. */
function attemptRecordingUrl(attempt: Attempt): string | null {
  const result = attempt.result;
  if (!result || 'assessment' in result) return null;
  return speechDetailsOf(result)?.recording?.url ?? null;
}

/** The learner's attempts at this question, newest first. Reloads when `version` changes (after a submit). */
export function AttemptHistory({ questionId, version }: { questionId: string; version: number }) {
  const dispatch = useAppDispatch();
  const [history, setHistory] = useState<HistoryState>({ status: 'loading' });
  const [retries, setRetries] = useState(0);

  useEffect(() => {
    const request = dispatch(loadQuestionAttempts(questionId));
    void request.then((action) => {
      if (loadQuestionAttempts.fulfilled.match(action)) setHistory({ status: 'loaded', attempts: action.payload });
      else if (!action.meta.aborted) setHistory({ status: 'failed', message: action.payload ?? 'Could not load your attempts.' });
    });
    return () => request.abort();
  }, [dispatch, questionId, version, retries]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Your attempts at this question</CardTitle>
      </CardHeader>
      <CardContent>
        {history.status === 'loading' && <p className="text-sm text-muted-foreground">Loading your attempts…</p>}
        {history.status === 'failed' && (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
            {history.message}
            <Button variant="outline" size="sm" onClick={() => setRetries((count) => count + 1)}>
              Try again
            </Button>
          </div>
        )}
        {history.status === 'loaded' && history.attempts.length === 0 && <p className="text-sm text-muted-foreground">No attempts yet. Each answer you submit is listed here.</p>}
        {history.status === 'loaded' && history.attempts.length > 0 && (
          <ol className="flex flex-col divide-y" aria-label="Attempts, newest first">
            {history.attempts.map((attempt) => {
              const { formattedDate, formattedTime } = formatDateTime(attempt.createdAt);
              const recordingUrl = attemptRecordingUrl(attempt);
              return (
                <li key={attempt.id} className="flex flex-col gap-2 py-2 text-sm">
                  <div className="flex items-center justify-between gap-3">
                    <time dateTime={attempt.createdAt}>
                      {formattedDate} {formattedTime}
                    </time>
                    <span className="font-medium tabular-nums">Score {attemptScore(attempt)}</span>
                  </div>
                  {recordingUrl && <StoredRecordingPlayer url={recordingUrl} label={`Play the recording of ${formattedDate} ${formattedTime}`} />}
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
