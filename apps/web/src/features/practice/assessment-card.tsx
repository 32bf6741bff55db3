import type { AssessmentResultResponse } from '@pte/contract';
import type { QuestionType } from '@pte/exam';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import type { ResultFact } from './answer-families/family-adapter';
import { useResultExtras, type ShownResult } from './result-extras';
import { ResultSection } from './result-section';

/** The correct answer of an assessment in words, whatever its shape (a letter, a list, changed words). */
function describeCorrectAnswer(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value) || value.length === 0) return null;
  if (value.every((entry) => typeof entry === 'string')) return value.join(', ');
  const changed = value.filter((entry): entry is { shown: string; spoken: string } => typeof entry === 'object' && entry !== null && 'shown' in entry && 'spoken' in entry);
  return changed.length > 0 ? changed.map((word) => `“${word.shown}” (the speaker said “${word.spoken}”)`).join(', ') : null;
}

/** What the revealed answer is called: a model for open tasks, the sentence heard, or the correct answer. */
function correctAnswerHeading(type: QuestionType): string {
  switch (type.id) {
    case 'read-aloud':
      return 'Model reading (/ marks a short pause, // a longer one)';
    case 'repeat-sentence':
      return 'The sentence';
    case 'describe-image':
    case 're-tell-lecture':
    case 'summarize-group-discussion':
    case 'respond-to-a-situation':
      return 'Model answer';
    default:
      return type.family === 'summarize' ? 'Model answer' : 'Correct answer';
  }
}

/**
 * The result of an answer: the score of each trait against its maximum, the total, the skills it feeds, the
 * correct answer, the feedback, the item's explanation and, for listening, the transcript. Takes focus when it
 * appears so the learner (and a screen reader) lands on the result. For a stored result (`shown`), it ends with what
 * the app adds to it (see `ResultExtrasContext`).
 */
export function AssessmentCard({ type, assessment, facts, shown }: { type: QuestionType; assessment: AssessmentResultResponse; facts: readonly ResultFact[]; shown?: ShownResult }) {
  const extras = useResultExtras(shown);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const correctAnswer = describeCorrectAnswer(assessment.correctAnswer);
  const labels = new Map<string, string>(type.traits.map((trait) => [trait.id, trait.label]));

  return (
    <Card aria-labelledby="assessment-heading">
      <CardHeader>
        <CardTitle id="assessment-heading" ref={headingRef} tabIndex={-1} className="flex flex-wrap items-center gap-3 text-xl outline-none">
          Your result
          <span className="text-base font-medium text-muted-foreground">
            Total {assessment.total.score} / {assessment.total.max}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid gap-3 sm:grid-cols-2">
          {Object.entries(assessment.traits).map(([id, trait]) => (
            <div key={id} className="flex flex-col gap-1.5 rounded-lg border p-3">
              <dt className="text-sm text-muted-foreground">{labels.get(id) ?? id}</dt>
              <dd className="text-lg font-semibold tabular-nums">
                {trait.score} / {trait.max}
              </dd>
              <Progress aria-label={`${labels.get(id) ?? id}: ${trait.score} of ${trait.max}`} value={trait.score} max={trait.max > 0 ? trait.max : 1} />
            </div>
          ))}
        </dl>
        {facts.length > 0 && (
          <dl className="grid gap-2 sm:grid-cols-3">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-lg bg-muted/50 p-3">
                <dt className="text-sm text-muted-foreground">{fact.label}</dt>
                <dd className="font-semibold tabular-nums">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {Object.keys(assessment.skills).length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted-foreground">Contribution to your skills (10–90):</span>
            {Object.entries(assessment.skills).map(([skill, score]) => (
              <Badge key={skill} variant="secondary" className="capitalize">
                {skill} {score}
              </Badge>
            ))}
          </div>
        )}
        {correctAnswer && (
          <ResultSection title={correctAnswerHeading(type)} className="rounded-lg border border-success/50 bg-success/5 p-3">
            <p className="whitespace-pre-line">{correctAnswer}</p>
          </ResultSection>
        )}
        {assessment.feedback.length > 0 && (
          <ResultSection title="Feedback">
            <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
              {assessment.feedback.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </ResultSection>
        )}
        {assessment.explanation && (
          <ResultSection title="Explanation">
            <p>{assessment.explanation}</p>
          </ResultSection>
        )}
        {assessment.transcript && (
          <ResultSection title={type.family === 'speaking' ? 'What we heard' : 'Transcript'}>
            <p className="text-muted-foreground">{assessment.transcript}</p>
          </ResultSection>
        )}
        {extras}
      </CardContent>
    </Card>
  );
}
