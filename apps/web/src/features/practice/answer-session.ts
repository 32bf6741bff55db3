import type { AssessmentResultResponse } from '@pte/contract';
import type { AnswerFamily, PublicQuestion, QuestionType } from '@pte/exam';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { AppDispatch } from '@/app/store';
import type { AnswerController } from './answer-controllers';
import { answerDraftKey, readAnswerDraft, saveAnswerDraft } from './answer-drafts';
import type { RecordedTake } from './recording/recorded-take';
import { canKeepTakes, loadTakeDraft, saveTakeDraft } from './recording/take-drafts';
import { speakingSubmissionFields } from './speaking-assess-fields';
import type { SelectableValue } from './state/multi-answer-slice';
import { practiceSlices, type PracticeSliceByFamily, type PracticeStateByFamily } from './state/practice-slices';
import { selectPracticeSlice } from './state/practice-store';

/** A line of a result that is not a trait, e.g. the re-order reading score. */
export interface ResultFact {
  label: string;
  value: string;
}

/** One question's answer as the practice page drives it, whatever the task's family. */
export interface AnswerSession {
  /** Handed to the type's view. */
  controller: AnswerController;
  /** Whether this page can assess the type. */
  canSubmit: boolean;
  /** Whether there is anything to submit. */
  hasAnswer: boolean;
  isSubmitted: boolean;
  assessment: AssessmentResultResponse | null;
  /** Result lines besides the traits. */
  facts: ResultFact[];
  /** The unsubmitted answer as JSON to keep on this device, or null when there is none. */
  draft: unknown;
  /** Submits the answer; `timeTaken` in seconds. */
  submit(timeTaken: number): Promise<unknown>;
  /** Clears the answer and the result ("Try again"). */
  reset(): void;
}

interface SessionInput<F extends AnswerFamily> {
  practiceSlice: PracticeSliceByFamily[F];
  state: PracticeStateByFamily[F];
  dispatch: AppDispatch;
  question: PublicQuestion;
  /** The in-progress answer of families whose answer the spec keeps outside the store (order, text). */
  local: unknown;
  setLocal(value: unknown): void;
}

/** How one answer family's state becomes an answer session. */
interface FamilyAdapter<F extends AnswerFamily> {
  /** The starting in-progress answer kept outside the store, from a saved draft. */
  initialLocal(draft: unknown, question: PublicQuestion): unknown;
  /** Puts a saved draft back into the store (families whose answer lives in their slice). Idempotent. */
  restore(draft: unknown, input: SessionInput<F>): void;
  session(input: SessionInput<F>): AnswerSession;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

function isSelectableList(value: unknown): value is SelectableValue[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string' || typeof entry === 'number');
}

const nothingLocal = () => null;

const blanks: FamilyAdapter<'blanks'> = {
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
      canSubmit: true,
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

const multiAnswer: FamilyAdapter<'multi-answer'> = {
  initialLocal: nothingLocal,
  restore(draft, { state, dispatch, practiceSlice }) {
    if (!isSelectableList(draft) || state.isSubmitted) return;
    for (const value of draft) if (!state.userAnswers.includes(value)) dispatch(practiceSlice.actions.toggleOption(value));
  },
  session({ state, dispatch, practiceSlice, question }) {
    return {
      controller: { selected: state.userAnswers, toggle: (value) => dispatch(practiceSlice.actions.toggleOption(value)), isLocked: state.isSubmitted },
      canSubmit: true,
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

const singleAnswer: FamilyAdapter<'single-answer'> = {
  initialLocal: nothingLocal,
  restore(draft, { state, dispatch, practiceSlice }) {
    if (typeof draft === 'string' && state.userAnswer === '' && !state.isSubmitted) dispatch(practiceSlice.actions.setUserAnswer(draft));
  },
  session({ state, dispatch, practiceSlice, question }) {
    const hasAnswer = state.userAnswer.trim() !== '';
    return {
      controller: { value: state.userAnswer, setValue: (value) => dispatch(practiceSlice.actions.setUserAnswer(value)), isLocked: state.isSubmitted },
      canSubmit: true,
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

function paragraphIds(question: PublicQuestion): string[] {
  return question.type === 're-order-paragraphs' ? question.prompt.paragraphs.map((paragraph) => paragraph.id) : [];
}

function correctOrderOf(question: PublicQuestion): string[] {
  return question.type === 're-order-paragraphs' ? question.answerKey.order : [];
}

const reorder: FamilyAdapter<'reorder'> = {
  initialLocal(draft, question) {
    const ids = new Set(paragraphIds(question));
    if (!Array.isArray(draft)) return [];
    const placed = draft.filter((id): id is string => typeof id === 'string' && ids.has(id));
    return [...new Set(placed)];
  },
  restore: () => undefined,
  session({ state, dispatch, practiceSlice, question, local, setLocal }) {
    const order = Array.isArray(local) ? (local as string[]) : [];
    const result = state.currentResult?.questionId === question.id ? state.currentResult : null;
    const facts: ResultFact[] = result
      ? [
          // Once saved, the server's assessment shows the pair score as a trait.
          ...(result.assessment ? [] : [{ label: 'Pairs in the right order (exam score)', value: `${result.pairScore} of ${result.pairMax}` }]),
          { label: 'Paragraphs in the right position', value: `${result.correct_items} of ${result.total_items}` },
          { label: 'Reading score', value: `${result.reading_score} / 90` },
        ]
      : [];
    return {
      controller: {
        order,
        setOrder: (next) => setLocal([...next]),
        isLocked: result !== null,
        review: result ? { userOrder: result.userOrder, correctOrder: correctOrderOf(question) } : null,
      },
      canSubmit: true,
      hasAnswer: order.length > 0,
      isSubmitted: result !== null,
      assessment: result?.assessment ?? null,
      facts,
      draft: order.length > 0 ? order : null,
      submit: (timeTaken) => dispatch(practiceSlice.thunks.saveAttempt({ questionId: question.id, userOrder: order, correctOrder: correctOrderOf(question), timeTaken })),
      reset: () => {
        dispatch(practiceSlice.actions.clearCurrentResult());
        setLocal([]);
      },
    };
  },
};

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

const summarize: FamilyAdapter<'summarize'> = {
  initialLocal: (draft): WrittenDraft => ({ text: typeof draft === 'string' ? draft : '', submitted: false }),
  restore: () => undefined,
  session({ state, dispatch, practiceSlice, question, local, setLocal }) {
    const { text, submitted } = writtenDraftOf(local);
    // The newest attempt at this question is the one just submitted (attempts are newest first, docs/product-behaviour.md#practice-transitions).
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

const speaking: FamilyAdapter<'speaking'> = {
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
      canSubmit: true,
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

const familyAdapters: { [F in AnswerFamily]: FamilyAdapter<F> } = {
  speaking,
  summarize,
  blanks,
  'multi-answer': multiAnswer,
  'single-answer': singleAnswer,
  reorder,
};

function adapterFor<F extends AnswerFamily>(family: F): FamilyAdapter<F> {
  return familyAdapters[family];
}

/**
 * The answer to `question` as the page drives it: the family's state from the type's slice (or, for the order
 * and written text, from this component), restored from and saved to this device while unsubmitted. Mount it
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
