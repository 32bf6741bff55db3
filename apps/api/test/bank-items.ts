import { poolOf, type ContentItem, type QuestionTypeId } from '@pte/exam';
import { defaultContentDir, readQuestionBank } from '../src/modules/questions/question-bank.loader';

/** The repository's question bank folder, which the API suites load into their databases. */
export const contentDir = defaultContentDir();

/** Every item of the repository's question bank, parsed as the server reads it. */
const { items: bankItems } = await readQuestionBank(contentDir);

/** The first bank item of a task type (throws when the bank has none): a practice item. */
export function bankItemOf<Id extends QuestionTypeId>(type: Id): ContentItem<Id> {
  const item = bankItems.find((candidate) => candidate.type === type && poolOf(candidate) === 'practice');
  if (!item) throw new Error(`The bank has no ${type} item to practise`);
  return item as ContentItem<Id>;
}

/** The first item of a task type kept for the mock tests (`"pool": "mock"`), or undefined when the type has none yet. */
export function mockItemOf<Id extends QuestionTypeId>(type: Id): ContentItem<Id> | undefined {
  return bankItems.find((candidate) => candidate.type === type && poolOf(candidate) === 'mock') as ContentItem<Id> | undefined;
}
