import type { PublicQuestion, QuestionType } from '@pte/exam';
import { RotateCcw, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAnswerSession } from './answer-session';
import { AssessmentCard } from './assessment-card';
import { AttemptHistory } from './attempt-history';
import { CountdownTimer, examTimerPhases } from './countdown-timer';
import { renderQuestionView } from './render-question-view';
import { SpeechQueueWait } from './speech-feedback/speech-queue-wait';
import { selectPracticeSlice } from './state/practice-store';

/**
 * One question of the practice page: its prompt and answer widget, the exam timer, submit, the result with
 * "Try again", and the learner's attempts. Mount it once per question (keyed by question id).
 */
export function QuestionWorkspace({ type, question }: { type: QuestionType; question: PublicQuestion }) {
  const session = useAnswerSession(type, question);
  const { status, error } = useAppSelector((root) => selectPracticeSlice(root, type.id));
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const [round, setRound] = useState(0);
  const [historyVersion, setHistoryVersion] = useState(0);
  const startedAt = useRef(0);

  useEffect(() => {
    startedAt.current = Date.now();
  }, [round]);

  const submit = async () => {
    setIsSubmitting(true);
    setHasSubmitted(true);
    await session.submit(Math.max(0, Math.round((Date.now() - startedAt.current) / 1000)));
    setIsSubmitting(false);
    setHistoryVersion((version) => version + 1);
  };

  const tryAgain = () => {
    session.reset();
    setHasSubmitted(false);
    setRound((count) => count + 1);
  };

  // The slice's error is the last call's; here it is shown only for this answer's own submission.
  const submitError = hasSubmitted && !isSubmitting && status === 'failed' && error ? error : null;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <h2 className="text-lg font-semibold">{question.title}</h2>
              <div className="flex flex-wrap gap-2">
                <Badge variant="outline" className="capitalize">
                  {question.topic}
                </Badge>
                <Badge variant="outline" className="capitalize">
                  {question.difficulty}
                </Badge>
              </div>
            </div>
            {/* Written tasks show the clock in their exam editor, beside the text box; speaking tasks in their recorder's status box. */}
            {!session.isSubmitted && type.family !== 'summarize' && type.family !== 'speaking' && <CountdownTimer key={round} phases={examTimerPhases(type)} />}
          </div>
          <div key={round} className="flex flex-col gap-5">
            {renderQuestionView(type, { type, question, answer: session.controller, assessment: session.assessment })}
          </div>
          {submitError && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
              {submitError}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            {!session.isSubmitted && (
              <Button onClick={() => void submit()} disabled={!session.hasAnswer || isSubmitting}>
                {isSubmitting ? <Spinner /> : <Send aria-hidden />}
                {isSubmitting ? 'Submitting…' : 'Submit'}
              </Button>
            )}
            {session.isSubmitted && (
              <Button variant="outline" onClick={tryAgain}>
                <RotateCcw aria-hidden />
                Try again
              </Button>
            )}
            {isSubmitting && type.family === 'speaking' && <SpeechQueueWait />}
            {!session.hasAnswer && !session.isSubmitted && <span className="text-sm text-muted-foreground">Answer the question to submit.</span>}
          </div>
        </CardContent>
      </Card>
      {session.assessment && <AssessmentCard type={type} assessment={session.assessment} facts={session.facts} shown={{ questionId: question.id }} />}
      <AttemptHistory questionId={question.id} version={historyVersion} />
    </div>
  );
}
