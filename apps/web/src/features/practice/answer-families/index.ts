import type { AnswerFamily } from '@pte/exam';
import { blanksAnswer } from './blanks-answer';
import type { FamilyAdapter } from './family-adapter';
import { multiAnswer } from './multi-answer';
import { reorderAnswer } from './reorder-answer';
import { singleAnswer } from './single-answer';
import { spokenAnswer } from './spoken-answer';
import { writtenAnswer } from './written-answer';

/** Each answer family's adapter: a family without one fails the type check. */
const familyAdapters: { [F in AnswerFamily]: FamilyAdapter<F> } = {
  speaking: spokenAnswer,
  summarize: writtenAnswer,
  blanks: blanksAnswer,
  'multi-answer': multiAnswer,
  'single-answer': singleAnswer,
  reorder: reorderAnswer,
};

/** The adapter of answer family `family`. */
export function adapterFor<F extends AnswerFamily>(family: F): FamilyAdapter<F> {
  return familyAdapters[family];
}
