import type { ReorderAttempt } from '@pte/contract';
import type { PublicQuestion } from '@pte/exam';
import type { FamilyAdapter, ResultFact } from './family-adapter';

/**
 * The result lines of a re-order attempt besides its pair trait. Its one Reading number is the skills estimate
 * from PTE's pair score, shown with the assessment; the spec's position-based `reading_score` is not shown beside it.
 */
export function reorderFacts(result: ReorderAttempt): ResultFact[] {
  return [{ label: 'Paragraphs in the right position', value: `${result.correct_items} of ${result.total_items}` }];
}

function paragraphIds(question: PublicQuestion): string[] {
  return question.type === 're-order-paragraphs' ? question.prompt.paragraphs.map((paragraph) => paragraph.id) : [];
}

/** Re-order paragraphs: the order is kept on the page; the slice holds the results the server scored. */
export const reorderAnswer: FamilyAdapter<'reorder'> = {
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
    const facts = result ? reorderFacts(result) : [];
    return {
      controller: {
        order,
        setOrder: (next) => setLocal([...next]),
        isLocked: result !== null,
      },
      hasAnswer: order.length > 0,
      isSubmitted: result !== null,
      assessment: result?.assessment ?? null,
      facts,
      draft: order.length > 0 ? order : null,
      submit: (timeTaken) => dispatch(practiceSlice.thunks.saveAttempt({ questionId: question.id, userOrder: order, timeTaken })),
      reset: () => {
        dispatch(practiceSlice.actions.clearCurrentResult());
        setLocal([]);
      },
    };
  },
};
