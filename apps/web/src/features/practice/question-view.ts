import type { AssessmentResultResponse } from '@pte/contract';
import type { PublicQuestion, QuestionTypeId, QuestionTypeMeta } from '@pte/exam';
import type { ReactNode } from 'react';
import type { AnswerControllerFor } from './answer-controllers';

/** What the practice page gives a task type's view. */
interface QuestionViewProps<Id extends QuestionTypeId> {
  type: QuestionTypeMeta<Id>;
  question: PublicQuestion<Id>;
  answer: AnswerControllerFor<Id>;
  /** The assessment once the answer is submitted (and, for re-order paragraphs, saved). */
  assessment: AssessmentResultResponse | null;
}

/** A task type's view: its prompt and answer widget, composed from the shared parts. A render function: no hooks. */
export type QuestionView<Id extends QuestionTypeId> = (props: QuestionViewProps<Id>) => ReactNode;

/** One view per task type of the registry: a missing view fails the type check. */
export type QuestionViewRegistry = { [Id in QuestionTypeId]: QuestionView<Id> };
