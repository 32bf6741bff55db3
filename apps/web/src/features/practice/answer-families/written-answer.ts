import type { FamilyAdapter } from './family-adapter';

/**
 * Written answers (summaries and essays): the text lives in the slice's `userAnswer` while it is written and, once
 * assessed, is the text as sent. The page keeps only whether the text on screen has been assessed.
 */
export const writtenAnswer: FamilyAdapter<'summarize'> = {
  initialLocal: () => false,
  restore(draft, { state, dispatch, practiceSlice }) {
    if (typeof draft === 'string' && state.userAnswer === '') dispatch(practiceSlice.actions.setUserAnswer(draft));
  },
  session({ state, dispatch, practiceSlice, question, local, setLocal }) {
    const text = state.userAnswer;
    // The newest attempt at this question is the one just submitted (attempts are newest first, docs/product-behaviour.md#practice-transitions).
    const assessment = local === true ? (state.userAttempts.find((attempt) => attempt.questionId === question.id) ?? null) : null;
    const isSubmitted = assessment !== null;
    const hasAnswer = text.trim() !== '';
    return {
      controller: { text, setText: (next) => dispatch(practiceSlice.actions.setUserAnswer(next)), isLocked: isSubmitted },
      hasAnswer,
      isSubmitted,
      assessment,
      facts: [],
      draft: hasAnswer ? text : null,
      submit: async (timeTaken) => {
        const action = await dispatch(practiceSlice.thunks.submitSummary({ questionId: question.id, answer: text, timeTaken }));
        // A failed submit leaves the text (and its saved draft) as it was.
        if (practiceSlice.thunks.submitSummary.fulfilled.match(action)) setLocal(true);
        return action;
      },
      // The text stays for revision: the learner can fix what the assessment pointed out and submit again.
      reset: () => setLocal(false),
    };
  },
};
