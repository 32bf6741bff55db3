import type { HistoryAttempt } from '@pte/contract';
import { formatDateTime, practiceRoute, questionTypes } from '@pte/exam';
import { ArrowLeft, RotateCcw, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { useThunkResult } from '@/app/use-thunk-result';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { RetryAlert } from '@/components/ui/retry-alert';
import { deleteHistoryAttempt, loadHistoryAttempt } from './study-history-requests';

/**
 * One attempt of the study history: when it was made, the attempt as it was (`review`, given the loaded attempt),
 * "Try again" (the question's practice page) and Delete (after confirmation, then back to `listPath`). Mount it
 * once per attempt (keyed by its id).
 */
export function HistoryAttemptPage({ attemptId, listPath, review }: { attemptId: string; listPath: string; review(data: HistoryAttempt): ReactNode }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { result, retry } = useThunkResult(() => loadHistoryAttempt(attemptId), attemptId, 'Could not load this attempt.');
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const remove = async () => {
    setDeleteError(null);
    const action = await dispatch(deleteHistoryAttempt(attemptId));
    if (deleteHistoryAttempt.fulfilled.match(action)) void navigate(listPath, { replace: true });
    else setDeleteError(action.payload ?? 'Could not delete this attempt.');
  };

  const back = (
    <Link to={listPath} className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeft aria-hidden className="size-4" />
      All attempts
    </Link>
  );

  if (result.status !== 'loaded') {
    return (
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        {back}
        {result.status === 'loading' ? (
          <LoadingPlaceholder label="Loading the attempt…" blocks={['h-10 w-2/3', 'h-48']} className="flex flex-col gap-3" />
        ) : (
          <RetryAlert message={result.message} onRetry={retry} />
        )}
      </div>
    );
  }

  const { attempt, question, servedThen, practisable } = result.value;
  const type = questionTypes[attempt.questionType];
  const { formattedDate, formattedTime } = formatDateTime(attempt.createdAt);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{question.title}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="outline">{type.title}</Badge>
            <span>
              Answered on{' '}
              <time dateTime={attempt.createdAt}>
                {formattedDate} at {formattedTime}
              </time>
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {practisable && (
            <Button asChild variant="outline">
              <Link to={`${practiceRoute(type)}?id=${encodeURIComponent(question.id)}`}>
                <RotateCcw aria-hidden />
                Try again
              </Link>
            </Button>
          )}
          <ConfirmDialog
            trigger={
              <Button variant="destructive">
                <Trash2 aria-hidden />
                Delete
              </Button>
            }
            title="Delete this attempt?"
            description={`Your answer${type.family === 'speaking' ? ', its recording' : ''} and its assessment will be deleted for good.`}
            confirmLabel="Delete attempt"
            onConfirm={() => void remove()}
          />
        </div>
      </div>
      {deleteError && (
        <p role="alert" className="text-sm text-destructive">
          {deleteError}
        </p>
      )}
      {!servedThen && <p className="rounded-md border bg-muted p-3 text-sm">This attempt was saved before questions were kept with attempts: the question is shown as it is today.</p>}
      {!practisable && (
        <p className="rounded-md border bg-muted p-3 text-sm">
          This question is no longer offered for practice: it is now kept for the mock tests, or it has left the question bank. Your answer and its
          assessment stay here.
        </p>
      )}
      {review(result.value)}
    </div>
  );
}
