import type { PublicQuestion, QuestionType } from '@pte/exam';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { answerDraftKey, readAnswerDraft, saveAnswerDraft } from './answer-drafts';
import { adapterFor } from './answer-families';
import type { AnswerSession, SessionInput } from './answer-families/family-adapter';
import { practiceSlices } from './state/practice-slices';
import { selectPracticeSlice } from './state/practice-store';

/**
 * The answer to `question` as the page drives it: the family's state from the type's slice (or, for the order
 * and the spoken take, from this component), restored from and saved to this device while unsubmitted. Mount it
 * once per question (key the component by question id).
 */
export function useAnswerSession(type: QuestionType, question: PublicQuestion): AnswerSession {
  const practiceSlice = practiceSlices[type.id];
  const adapter = adapterFor(practiceSlice.family);
  const state = useAppSelector((root) => selectPracticeSlice(root, type.id));
  const dispatch = useAppDispatch();
  const draftKey = answerDraftKey(type.id, question.id);
  const [storedDraft] = useState(() => readAnswerDraft(draftKey));
  const [local, setLocal] = useState(() => adapter.initialLocal(storedDraft, question));
  // The slice, state and adapter belong to the same family: the slice was built by that family's factory.
  const input = { practiceSlice, state, dispatch, question, local, setLocal } as SessionInput<typeof practiceSlice.family>;
  const session = adapter.session(input);
  const draftJson = session.isSubmitted ? null : JSON.stringify(session.draft);

  // Declared before the restore so its first run (with the empty answer) cannot outlive the restored draft.
  useEffect(() => {
    saveAnswerDraft(draftKey, draftJson === null ? null : (JSON.parse(draftJson) as unknown));
  }, [draftKey, draftJson]);

  // Before the first paint, so a restored answer never shows up empty first.
  useLayoutEffect(() => {
    adapter.restore(storedDraft, input);
    // Restores once per mounted question; `input` changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [adapter, storedDraft]);

  return session;
}
