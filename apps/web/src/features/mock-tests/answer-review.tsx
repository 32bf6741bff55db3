import type { AssessmentResultResponse } from '@pte/contract';
import type { PublicQuestion, QuestionTypeId } from '@pte/exam';
import type { ReactNode } from 'react';
import { useThunkResult } from '@/app/use-thunk-result';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { RetryAlert } from '@/components/ui/retry-alert';
import { loadTestAnswer } from './mock-test-requests';

/** A scored item of a finished test as the review shows it: the question, the learner's answer and its assessment. */
export interface ReviewedAnswer {
  type: QuestionTypeId;
  question: PublicQuestion;
  /** The answer as sent (text, selection, order), or null for a recording or no answer. */
  answer: unknown;
  assessment: AssessmentResultResponse | null;
  /** Where the learner's recording is kept, for spoken answers. */
  recordingUrl: string | null;
}

/** How the review draws what belongs to the practice pages: a question with its answer, and a stored recording. */
export interface AnswerReviewViews {
  /** The question in a locked state with the learner's answer and its assessment. */
  renderAnswer(answer: ReviewedAnswer): ReactNode;
  /** A player of the stored recording at `url`. */
  renderRecording(url: string): ReactNode;
}

/** What the review says first about an answer that has no assessment to show. */
const statusNotes = {
  pending: 'This answer is still being assessed. Open it again in a moment to see its result.',
  unanswered: 'You did not answer this item: it earned no points.',
  failed: 'This answer could not be assessed, so it is left out of your scores. Practise the task to get feedback on a new answer.',
} as const;

/**
 * One item of a finished test, loaded when the learner opens it: the question as it was, their answer (text,
 * selection or recording) and its assessment; for the personal introduction, its prompt and the recording.
 */
export function AnswerReview({ sessionId, position, views }: { sessionId: string; position: number; views: AnswerReviewViews }) {
  const { result, retry } = useThunkResult(() => loadTestAnswer({ sessionId, position }), `${sessionId}/${position}`, 'This answer could not be loaded.');
  if (result.status === 'loading') return <LoadingPlaceholder label="Loading your answer…" blocks={['h-6 w-1/2', 'h-32']} />;
  if (result.status === 'failed') return <RetryAlert message={result.message} onRetry={retry} />;

  const item = result.value;
  if (item.type === 'personal-introduction') {
    return (
      <div className="flex flex-col gap-3 text-sm">
        {item.introduction && <p className="rounded-md bg-muted/50 p-3">{item.introduction.prompt}</p>}
        {item.recordingUrl ? views.renderRecording(item.recordingUrl) : <p className="text-muted-foreground">No recording was made for this introduction.</p>}
        <p className="text-muted-foreground">The personal introduction is not scored.</p>
      </div>
    );
  }
  if (!item.question) return <p className="text-sm text-muted-foreground">This question can no longer be shown.</p>;
  const note = item.status === 'pending' || item.status === 'unanswered' || item.status === 'failed' ? statusNotes[item.status] : null;
  return (
    <div className="flex flex-col gap-4">
      {note && <p className="rounded-md border bg-muted/50 p-3 text-sm">{note}</p>}
      {views.renderAnswer({ type: item.type, question: item.question, answer: item.answer, assessment: item.assessment, recordingUrl: item.recordingUrl })}
    </div>
  );
}
