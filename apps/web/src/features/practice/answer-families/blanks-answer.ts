import { nothingLocal, type FamilyAdapter } from './family-adapter';

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

/** Fill in the blanks: the answers by blank order live in the slice; a draft restores the blanks not yet filled. */
export const blanksAnswer: FamilyAdapter<'blanks'> = {
  initialLocal: nothingLocal,
  restore(draft, { state, dispatch, practiceSlice }) {
    if (!isStringRecord(draft) || state.isSubmitted) return;
    for (const [blank, answer] of Object.entries(draft)) {
      if (state.userAnswers[blank] === undefined) dispatch(practiceSlice.actions.setBlankAnswer({ blank: Number(blank), answer }));
    }
  },
  session({ state, dispatch, practiceSlice, question }) {
    const filled = Object.entries(state.userAnswers).filter(([, answer]) => answer.trim() !== '');
    return {
      controller: {
        values: state.userAnswers,
        setBlank: (blank, answer) => dispatch(practiceSlice.actions.setBlankAnswer({ blank, answer })),
        isLocked: state.isSubmitted,
      },
      hasAnswer: filled.length > 0,
      isSubmitted: state.isSubmitted,
      assessment: state.results,
      facts: [],
      draft: filled.length > 0 ? Object.fromEntries(filled) : null,
      submit: (timeTaken) => dispatch(practiceSlice.thunks.submitAnswers({ questionId: question.id, answers: Object.fromEntries(filled), timeTaken })),
      reset: () => dispatch(practiceSlice.actions.resetAnswers()),
    };
  },
};
