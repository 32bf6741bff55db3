import type { QuestionTypeId } from '@pte/exam';
import { readStoredJson, removeStoredValue, writeStoredJson } from '@/lib/browser-storage';

/** Where an unsubmitted answer to one question is kept on this device. */
export function answerDraftKey(type: QuestionTypeId, questionId: string): string {
  return `pte-coach.practice-draft.${type}.${questionId}`;
}

/** The saved draft of an answer, or null. What it holds is checked by the family that reads it. */
export function readAnswerDraft(key: string): unknown {
  return readStoredJson(key);
}

/** Saves a draft; a null draft (nothing answered) removes it. */
export function saveAnswerDraft(key: string, draft: unknown): void {
  if (draft === null) removeStoredValue(key);
  else writeStoredJson(key, draft);
}
