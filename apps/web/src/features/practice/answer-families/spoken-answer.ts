import type { PublicQuestion } from '@pte/exam';
import { answerDraftKey } from '../answer-drafts';
import type { RecordedTake } from '../recording/recorded-take';
import { canKeepTakes, loadTakeDraft, saveTakeDraft } from '../recording/take-drafts';
import { speakingSubmissionFields } from '../speaking-assess-fields';
import type { FamilyAdapter } from './family-adapter';

/**
 * The spoken answer kept outside the store while it is recorded: the take, whether it was assessed, and whether
 * an unsent take kept on this device is still being looked for.
 */
interface SpokenDraft {
  take: RecordedTake | null;
  submitted: boolean;
  restoring: boolean;
}

function spokenDraftOf(local: unknown): SpokenDraft {
  if (typeof local === 'object' && local !== null && 'take' in local) return local as SpokenDraft;
  return { take: null, submitted: false, restoring: false };
}

function takeDraftKey(question: PublicQuestion): string {
  return answerDraftKey(question.type, question.id);
}

/** Spoken answers: the take is kept on the page (and in IndexedDB) until assessed; the slice holds the assessments. */
export const spokenAnswer: FamilyAdapter<'speaking'> = {
  initialLocal: (): SpokenDraft => ({ take: null, submitted: false, restoring: canKeepTakes() }),
  restore(_draft, { question, setLocal }) {
    if (!canKeepTakes()) return;
    // The unsent take of an earlier visit (the WAV is kept in IndexedDB, not with the text drafts).
    void loadTakeDraft(takeDraftKey(question)).then((take) => {
      // setLocal is the page's state setter: the update function keeps a take recorded meanwhile.
      setLocal((current: unknown) => {
        const draft = spokenDraftOf(current);
        return { ...draft, take: draft.take ?? take, restoring: false };
      });
    });
  },
  session({ state, dispatch, practiceSlice, question, local, setLocal }) {
    const { take, submitted, restoring } = spokenDraftOf(local);
    const assessment = submitted && state.aiData?.questionId === question.id ? state.aiData : null;
    const isSubmitted = assessment !== null;
    const keepTake = (next: RecordedTake | null) => void saveTakeDraft(takeDraftKey(question), next?.blob ?? null);
    return {
      controller: {
        take,
        setTake: (next) => {
          setLocal({ take: next, submitted: false, restoring: false });
          keepTake(next);
        },
        // While the take is being submitted it cannot be thrown away either.
        isLocked: isSubmitted || state.status === 'loading',
        isRestoring: restoring,
      },
      hasAnswer: take !== null,
      isSubmitted,
      assessment,
      facts: [],
      // The text drafts cannot hold audio: the take is kept in IndexedDB until it is assessed (see restore).
      draft: null,
      submit: async (timeTaken) => {
        if (!take) return null;
        const fields = { ...speakingSubmissionFields(question), timeTaken: String(timeTaken) };
        const action = await dispatch(practiceSlice.thunks.submitAudio({ questionId: question.id, recording: take.blob, fields }));
        // A failed submit keeps the take (on the page and on this device) so the learner can submit it again.
        if (practiceSlice.thunks.submitAudio.fulfilled.match(action)) {
          setLocal({ take, submitted: true, restoring: false });
          keepTake(null);
        }
        return action;
      },
      reset: () => {
        dispatch(practiceSlice.actions.resetAnswers());
        setLocal({ take: null, submitted: false, restoring: false });
        keepTake(null);
      },
    };
  },
};
