import type { ScoredAnswer } from './assessment';
import type { ContentItem } from './content/content-item';
import type { QuestionTypeDefinition } from './question-type';
import { questionTypes, type QuestionTypeId } from './registry';

/**
 * Scores a learner's answer to a bank item with its type's scorer. Validates the answer against the type's
 * answer schema first (throws a `ZodError` when it does not match). Returns `undefined` for types without an
 * objective scorer (speaking and writing are assessed from recordings and texts elsewhere).
 */
export function scoreAnswer(item: ContentItem, answer: unknown): ScoredAnswer<QuestionTypeId> | undefined {
  const type: QuestionTypeDefinition<QuestionTypeId> = questionTypes[item.type];
  if (!type.score) return undefined;
  return type.score(type.answer.parse(answer), item.answerKey, item.prompt);
}

/** Whether a task type is scored by a pure objective scorer (all reading and listening types but summaries). */
export function hasObjectiveScorer(type: QuestionTypeId): boolean {
  const definition: QuestionTypeDefinition = questionTypes[type];
  return definition.score !== undefined;
}
