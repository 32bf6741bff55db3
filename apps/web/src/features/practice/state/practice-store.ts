import type { QuestionTypeId } from '@pte/exam';
import { rootReducer, type RootState } from '@/app/store';
import { practiceReducer, type PracticeSliceState } from './practice-slices';

// Loading this module adds the practice slices to the store; until then the practice state does not exist.
const withPractice = rootReducer.inject({ reducerPath: 'practice', reducer: practiceReducer });

/** The practice state, or the slices' initial states when nothing has touched them yet. */
export const selectPractice = withPractice.selector((state) => state.practice);

/** The practice slice of task type `id`. */
export function selectPracticeSlice(state: RootState, id: QuestionTypeId): PracticeSliceState {
  return selectPractice(state)[id];
}
