import type { AssessmentResultResponse } from '@pte/contract';
import type { BlankDetails, ChoiceDetails, DictationDetails, HighlightDetails, ReorderDetails } from '@pte/exam';

function listIn(assessment: AssessmentResultResponse | null, field: string): unknown[] | undefined {
  const details = assessment?.details;
  if (typeof details !== 'object' || details === null) return undefined;
  const list = (details as Record<string, unknown>)[field];
  return Array.isArray(list) ? list : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Per-option marks of a choice assessment, in display order. */
export function choiceMarks(assessment: AssessmentResultResponse | null): ChoiceDetails['choices'] | undefined {
  return listIn(assessment, 'choices')?.filter((mark): mark is ChoiceDetails['choices'][number] => isRecord(mark) && typeof mark.id === 'string');
}

/** Per-blank marks of a fill-in-the-blanks assessment. */
export function blankMarks(assessment: AssessmentResultResponse | null): BlankDetails['blanks'] | undefined {
  return listIn(assessment, 'blanks')?.filter((mark): mark is BlankDetails['blanks'][number] => isRecord(mark) && typeof mark.blank === 'number');
}

/** Marks of the words clicked or changed in a highlight-incorrect-words assessment. */
export function highlightMarks(assessment: AssessmentResultResponse | null): HighlightDetails['words'] | undefined {
  return listIn(assessment, 'words')?.filter((mark): mark is HighlightDetails['words'][number] => isRecord(mark) && typeof mark.index === 'number');
}

/** Per-word marks of the dictated sentence. */
export function dictationMarks(assessment: AssessmentResultResponse | null): DictationDetails['keyWords'] | undefined {
  return listIn(assessment, 'keyWords')?.filter((mark): mark is DictationDetails['keyWords'][number] => isRecord(mark) && typeof mark.text === 'string');
}

/** A scored re-order answer: each slot of the learner's order and each pair of neighbours marked, and the correct order. */
export interface ReorderMarks extends ReorderDetails {
  correctOrder: readonly string[];
}

/** The marks of a re-order assessment, which the server reveals with its result. */
export function reorderMarks(assessment: AssessmentResultResponse | null): ReorderMarks | undefined {
  const positions = listIn(assessment, 'positions')?.filter((mark): mark is ReorderDetails['positions'][number] => isRecord(mark) && typeof mark.id === 'string');
  const pairs = listIn(assessment, 'pairs')?.filter((mark): mark is ReorderDetails['pairs'][number] => isRecord(mark) && typeof mark.from === 'string');
  const correctOrder = assessment?.correctAnswer;
  const isOrder = Array.isArray(correctOrder) && correctOrder.every((id) => typeof id === 'string');
  return positions && pairs && isOrder ? { positions, pairs, correctOrder } : undefined;
}
