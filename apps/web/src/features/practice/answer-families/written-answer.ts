import type { FamilyAdapter } from './family-adapter';

/** The written answer kept outside the store while it is being written: the text, and whether it was assessed. */
interface WrittenDraft {
  text: string;
  submitted: boolean;
}

function writtenDraftOf(local: unknown): WrittenDraft {
  if (typeof local === 'object' && local !== null && 'text' in local && typeof local.text === 'string') {
    return { text: local.text, submitted: 'submitted' in local && local.submitted === true };
  }
  return { text: '', submitted: false };
}

/** Written answers (summaries and essays). */
export const writtenAnswer: FamilyAdapter<'summarize'> = {
  initialLocal: (draft): WrittenDraft => ({ text: typeof draft === 'string' ? draft : '', submitted: false }),
  restore: () => undefined,
  session({ state, dispatch, practiceSlice, question, local, setLocal }) {
    const { text, submitted } = writtenDraftOf(local);
    // The newest attempt at this question is the one just submitted (attempts are newest first, spec §4).
    const assessment = submitted ? (state.userAttempts.find((attempt) => attempt.questionId === question.id) ?? null) : null;
    const isSubmitted = assessment !== null;
    const hasAnswer = text.trim() !== '';
    return {
      // Issue offsets refer to the answer as sent, so the assessed text is the one the slice stored.
      controller: { text: isSubmitted ? state.userAnswer : text, setText: (next) => setLocal({ text: next, submitted: false }), isLocked: isSubmitted },
      canSubmit: true,
      hasAnswer,
      isSubmitted,
      assessment,
      facts: [],
      draft: hasAnswer ? text : null,
      submit: async (timeTaken) => {
        const action = await dispatch(practiceSlice.thunks.submitSummary({ questionId: question.id, answer: text, timeTaken }));
        // A failed submit leaves the text (and its saved draft) as it was.
        if (practiceSlice.thunks.submitSummary.fulfilled.match(action)) setLocal({ text, submitted: true });
        return action;
      },
      // The text stays for revision: the learner can fix what the assessment pointed out and submit again.
      reset: () => setLocal({ text, submitted: false }),
    };
  },
};
