import type { QuestionTypeId } from '@pte/exam';
import { rootReducer } from '@/app/store';
import { practiceReducer, type PracticeSliceState } from './practice-slices';

// Loading this module adds the practice slices to the store; until then the practice state does not exist.
const withPractice = rootReducer.inject({ reducerPath: 'practice', reducer: practiceReducer });

/** The practice slice of task type `id` (its initial state when nothing has touched it yet). */
export const selectPracticeSlice = withPractice.selector((state, id: QuestionTypeId): PracticeSliceState => state.practice[id]);
