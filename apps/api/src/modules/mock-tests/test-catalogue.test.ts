import { blueprintSlots, fullTestBlueprint, questionTypes, toPublicQuestion, type ContentItem, type QuestionTypeId } from '@pte/exam';
import { expect, it } from 'vitest';
import { contentDir } from '../../../test/bank-items';
import { readQuestionBank } from '../questions/question-bank.loader';
import type { QuestionsService } from '../questions/questions.service';
import { assembleCatalogue } from './test-catalogue';

const { items } = await readQuestionBank(contentDir);

/** The bank as the questions service serves it to the catalogue: each type's items in bank order. */
function bankOf(bankItems: readonly ContentItem[]): QuestionsService {
  return {
    questionsOfType: async (type: QuestionTypeId) =>
      bankItems.filter((item) => item.type === type).map((item) => ({ item, question: toPublicQuestion(item), audioSeconds: item.audio ? 5 : 0 })),
  } as unknown as QuestionsService;
}

const idsOf = (test: { plan: { items: { questionId: string | null }[] } }) => test.plan.items.flatMap((item) => (item.questionId ? [item.questionId] : []));

it('assembles three full tests from the bank that share no question, with every slot of the blueprint filled', async () => {
  const tests = await assembleCatalogue(bankOf(items));
  const full = tests.filter((test) => test.kind === 'full');
  expect(full).toHaveLength(3);
  const slots = blueprintSlots(fullTestBlueprint);
  for (const test of full) {
    expect(test.plan.items.map((item) => item.type)).toEqual(slots.map((slot) => slot.type));
    expect(new Set(idsOf(test)).size).toBe(idsOf(test).length);
  }
  const [first, second, third] = full.map((test) => new Set(idsOf(test)));
  for (const [a, b] of [[first!, second!], [first!, third!], [second!, third!]] as const) {
    expect([...a].filter((id) => b.has(id))).toEqual([]);
  }
});

it('asks in a sectional test exactly its full test’s questions of that part', async () => {
  const tests = await assembleCatalogue(bankOf(items));
  const full = tests.find((test) => test.id === 'mock-test-2')!;
  const reading = tests.find((test) => test.id === 'mock-test-2-reading')!;
  expect(idsOf(reading)).toEqual(full.plan.items.filter((item) => item.part === 'reading').map((item) => item.questionId));
  // One shared clock for the reading block, as long as the full test's.
  expect(reading.plan.blocks).toHaveLength(1);
  expect(reading.plan.blocks[0]).toMatchObject({ scope: 'section', limitMs: full.plan.blocks.find((block) => block.scope === 'section')!.limitMs });
});

it('reuses questions round a small bank, never twice in one test, and gives every type once in the mini mock', async () => {
  const small = items.filter((item) => Number(/-(\d{3})-/.exec(item.id)?.[1]) <= 3);
  const tests = await assembleCatalogue(bankOf(small));
  const second = tests.find((test) => test.id === 'mock-test-2')!;
  // Three Read Aloud items for six slots: each asked once.
  expect(second.plan.items.filter((item) => item.type === 'read-aloud')).toHaveLength(3);
  expect(new Set(idsOf(second)).size).toBe(idsOf(second).length);
  // Two Summarize Group Discussion slots per test from three items: the second test wraps round to the first.
  const discussions = (id: string) => tests.find((test) => test.id === id)!.plan.items.filter((item) => item.type === 'summarize-group-discussion').map((item) => item.questionId);
  const bankDiscussions = small.filter((item) => item.type === 'summarize-group-discussion').map((item) => item.id);
  expect(discussions('mock-test-1')).toEqual([bankDiscussions[0], bankDiscussions[1]]);
  expect(discussions('mock-test-2')).toEqual([bankDiscussions[2], bankDiscussions[0]]);
  const mini = tests.find((test) => test.kind === 'mini')!;
  const types = mini.plan.items.map((item) => item.type);
  expect(types[0]).toBe('personal-introduction');
  expect(new Set(types.slice(1))).toEqual(new Set(Object.keys(questionTypes)));
});
