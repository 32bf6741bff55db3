import type { ScoredAnswer } from './assessment';
import type { ContentItem } from './content/content-item';
import type { QuestionTypeDefinition } from './question-type';
import { questionTypes, type QuestionTypeId } from './registry';

/** One problem with a submitted answer: the path of the field from the answer's root and a learner-facing message. */
export interface AnswerIssue {
  path: (string | number)[];
  message: string;
}

/** The outcome of {@link validateAnswer}: the parsed answer, or every problem found. */
type AnswerValidation = { success: true; answer: unknown } | { success: false; issues: AnswerIssue[] };

/**
 * Checks a learner's answer to a bank item: first against the type's answer schema, then against the item
 * itself (only options, blanks, words or paragraphs the item has, each once). Returns the parsed answer, which
 * is what {@link scoreAnswer} and storage should use.
 */
export function validateAnswer(item: ContentItem, answer: unknown): AnswerValidation {
  const type: QuestionTypeDefinition<QuestionTypeId> = questionTypes[item.type];
  const parsed = type.answer.safeParse(answer);
  if (!parsed.success) {
    return {
      success: false,
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)), message: issue.message })),
    };
  }
  const issues: AnswerIssue[] = [];
  type.checkAnswer?.(parsed.data, item, (message, path) => issues.push({ message, path: [...path] }));
  return issues.length > 0 ? { success: false, issues } : { success: true, answer: parsed.data };
}

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
