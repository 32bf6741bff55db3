import type { Attempt, AssessmentResultResponse } from '@pte/contract';
import { questionTypes, type PublicQuestion } from '@pte/exam';
import { reorderFacts } from './answer-families/reorder-answer';
import { AssessmentCard } from './assessment-card';
import { renderQuestionView } from './render-question-view';
import { storedAnswerController } from './stored-answer-controller';

/** What a review shows of an attempt: its task type, the answer as stored and the result. */
type ReviewedAttempt = Pick<Attempt, 'questionType' | 'answer' | 'result'>;

/** A stored result's assessment and its result lines (a re-order result keeps its assessment inside). */
function assessmentOf(attempt: ReviewedAttempt): { assessment: AssessmentResultResponse | null; facts: ReturnType<typeof reorderFacts> } {
  const result = attempt.result;
  if (!result) return { assessment: null, facts: [] };
  if ('assessment' in result) return { assessment: result.assessment, facts: reorderFacts(result) };
  return { assessment: result, facts: [] };
}

/**
 * A past attempt shown as it was: the question as served, the learner's answer in the type's own view with its marks
 * (the marked text, selections against the key, the recording and its word marks), and the assessment given then. Also
 * shows a mock test's answer, which has the same parts. `attemptId` is the stored practice attempt's id, when it is one.
 */
export function AttemptReview({ attempt, question, attemptId }: { attempt: ReviewedAttempt; question: PublicQuestion; attemptId?: string }) {
  const type = questionTypes[attempt.questionType];
  const { assessment, facts } = assessmentOf(attempt);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-5">{renderQuestionView(type, { type, question, answer: storedAnswerController(type.family, attempt.answer), assessment })}</div>
      {assessment ? (
        <AssessmentCard type={type} assessment={assessment} facts={facts} shown={attemptId ? { attemptId } : undefined} />
      ) : (
        <p className="text-sm text-muted-foreground">This attempt was stored without an assessment.</p>
      )}
    </div>
  );
}
