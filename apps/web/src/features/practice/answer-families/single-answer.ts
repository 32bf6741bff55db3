import { nothingLocal, type FamilyAdapter } from './family-adapter';

/** Single answer: the answer lives in the slice; a draft fills it while it is empty. */
export const singleAnswer: FamilyAdapter<'single-answer'> = {
  initialLocal: nothingLocal,
  restore(draft, { state, dispatch, practiceSlice }) {
    if (typeof draft === 'string' && state.userAnswer === '' && !state.isSubmitted) dispatch(practiceSlice.actions.setUserAnswer(draft));
  },
  session({ state, dispatch, practiceSlice, question }) {
    const hasAnswer = state.userAnswer.trim() !== '';
    return {
      controller: { value: state.userAnswer, setValue: (value) => dispatch(practiceSlice.actions.setUserAnswer(value)), isLocked: state.isSubmitted },
      hasAnswer,
      isSubmitted: state.isSubmitted,
      assessment: state.result,
      facts: [],
      draft: hasAnswer ? state.userAnswer : null,
      submit: (timeTaken) => dispatch(practiceSlice.thunks.submitAnswer({ questionId: question.id, answer: state.userAnswer, timeTaken })),
      reset: () => dispatch(practiceSlice.actions.resetAnswers()),
    };
  },
};
