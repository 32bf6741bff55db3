import type { SelectableValue } from '../state/multi-answer-slice';
import { nothingLocal, type FamilyAdapter } from './family-adapter';

function isSelectableList(value: unknown): value is SelectableValue[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string' || typeof entry === 'number');
}

/** Multiple answers: the selection lives in the slice; a draft selects what is not selected yet. */
export const multiAnswer: FamilyAdapter<'multi-answer'> = {
  initialLocal: nothingLocal,
  restore(draft, { state, dispatch, practiceSlice }) {
    if (!isSelectableList(draft) || state.isSubmitted) return;
    for (const value of draft) if (!state.userAnswers.includes(value)) dispatch(practiceSlice.actions.toggleOption(value));
  },
  session({ state, dispatch, practiceSlice, question }) {
    return {
      controller: { selected: state.userAnswers, toggle: (value) => dispatch(practiceSlice.actions.toggleOption(value)), isLocked: state.isSubmitted },
      hasAnswer: state.userAnswers.length > 0,
      isSubmitted: state.isSubmitted,
      assessment: state.results,
      facts: [],
      draft: state.userAnswers.length > 0 ? state.userAnswers : null,
      submit: (timeTaken) => dispatch(practiceSlice.thunks.submitAnswers({ questionId: question.id, answers: state.userAnswers, timeTaken })),
      reset: () => dispatch(practiceSlice.actions.resetAnswers()),
    };
  },
};
