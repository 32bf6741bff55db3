import type { AssessmentResultResponse } from '@pte/contract';
import type { AnswerFamily, PublicQuestion } from '@pte/exam';
import type { AppDispatch } from '@/app/store';
import type { AnswerController } from '../answer-controllers';
import type { PracticeSliceByFamily, PracticeStateByFamily } from '../state/practice-slices';

/** A line of a result that is not a trait, e.g. the re-order reading score. */
export interface ResultFact {
  label: string;
  value: string;
}

/** One question's answer as the practice page drives it, whatever the task's family. */
export interface AnswerSession {
  /** Handed to the type's view. */
  controller: AnswerController;
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

/** What an adapter reads and drives: the type's slice and state, the question and the answer kept on the page. */
export interface SessionInput<F extends AnswerFamily> {
  practiceSlice: PracticeSliceByFamily[F];
  state: PracticeStateByFamily[F];
  dispatch: AppDispatch;
  question: PublicQuestion;
  /** The in-progress answer of families whose answer the spec keeps outside the store (the re-order order, the spoken take), or what the page knows of it (whether a written text was assessed). */
  local: unknown;
  setLocal(value: unknown): void;
}

/** How one answer family's state becomes an answer session. */
export interface FamilyAdapter<F extends AnswerFamily> {
  /** The starting in-progress answer kept outside the store, from a saved draft. */
  initialLocal(draft: unknown, question: PublicQuestion): unknown;
  /** Puts a saved draft back into the store (families whose answer lives in their slice). Idempotent. */
  restore(draft: unknown, input: SessionInput<F>): void;
  session(input: SessionInput<F>): AnswerSession;
}

/** `initialLocal` of the families whose answer lives entirely in their slice: nothing is kept on the page. */
export const nothingLocal = () => null;
