import type { AssessmentResultResponse } from '@pte/contract';
import type { PublicQuestion, QuestionType, QuestionTypeMeta } from '@pte/exam';
import type { ReactNode } from 'react';
import type { AnswerController } from './answer-controllers';
import { questionViews } from './question-views';

interface ViewProps {
  type: QuestionTypeMeta;
  question: PublicQuestion;
  answer: AnswerController;
  assessment: AssessmentResultResponse | null;
}

/**
 * Any type's view, taking any type's props. Declared as a method so its parameter is bivariant: callers hand each
 * view only its own type's props, since the controller comes from the type's family, which the type's answer
 * schema (and so its view's controller type) matches.
 */
type AnyQuestionView = { render(props: ViewProps): ReactNode }['render'];

/** Renders the type's view. Views are render functions composing shared widgets; they hold no state of their own. */
export function renderQuestionView(type: QuestionType, props: ViewProps): ReactNode {
  const view: AnyQuestionView = questionViews[type.id];
  return view(props);
}
