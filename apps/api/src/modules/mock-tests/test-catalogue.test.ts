import {
  blueprintSlots,
  fullTestBlueprint,
  poolOf,
  questionTypeIds,
  questionTypes,
  slotCount,
  toPublicQuestion,
  type ContentItem,
  type ItemPool,
  type QuestionTypeId,
} from '@pte/exam';
import { expect, it } from 'vitest';
import { contentDir } from '../../../test/bank-items';
import { readQuestionBank } from '../questions/question-bank.loader';
import type { QuestionsService } from '../questions/questions.service';
import { assembleCatalogue } from './test-catalogue';

const { items } = await readQuestionBank(contentDir);

/** The bank as the questions service serves it to the catalogue: each type's items of one pool in bank order. */
function bankOf(bankItems: readonly ContentItem[]): QuestionsService {
  return {
    questionsOfType: async (type: QuestionTypeId, pool: ItemPool) =>
      bankItems
        .filter((item) => item.type === type && poolOf(item) === pool)
        .map((item) => ({ item, question: toPublicQuestion(item), audioSeconds: item.audio ? 5 : 0 })),
  } as unknown as QuestionsService;
}

const idsOf = (test: { plan: { items: { questionId: string | null }[] } }) => test.plan.items.flatMap((item) => (item.questionId ? [item.questionId] : []));
const itemById = new Map(items.map((item) => [item.id, item]));
const mockIdsOf = (type: QuestionTypeId, bankItems: readonly ContentItem[] = items) =>
  bankItems.filter((item) => item.type === type && poolOf(item) === 'mock').map((item) => item.id);
const practiceIdsOf = (type: QuestionTypeId, bankItems: readonly ContentItem[] = items) =>
  bankItems.filter((item) => item.type === type && poolOf(item) === 'practice').map((item) => item.id);
const typeIdsOf = (test: { plan: { items: { type: string; questionId: string | null }[] } }, type: QuestionTypeId) =>
  test.plan.items.filter((item) => item.type === type).map((item) => item.questionId);

it('assembles three full tests with every slot of the blueprint filled, from the mock pool of every type that has one', async () => {
  const tests = await assembleCatalogue(bankOf(items));
  const full = tests.filter((test) => test.kind === 'full');
  expect(full).toHaveLength(3);
  const slots = blueprintSlots(fullTestBlueprint);
  for (const test of full) {
    expect(test.plan.items.map((item) => item.type)).toEqual(slots.map((slot) => slot.type));
    expect(new Set(idsOf(test)).size).toBe(idsOf(test).length);
  }
  for (const test of tests) {
    for (const id of idsOf(test)) {
      const item = itemById.get(id)!;
      // A practice item only for a type that has no mock item at all (the fallback).
      if (mockIdsOf(item.type).length > 0) expect(poolOf(item), `${test.id} asks ${id}`).toBe('mock');
    }
  }
  // The three tests share no question of a type whose mock pool holds three tests' worth.
  const [first, second, third] = full;
  for (const type of questionTypeIds) {
    if (mockIdsOf(type).length < 3 * slotCount(fullTestBlueprint, type)) continue;
    const asked = [first!, second!, third!].map((test) => new Set(typeIdsOf(test, type)));
    for (const [a, b] of [[0, 1], [0, 2], [1, 2]] as const) expect([...asked[a]!].filter((id) => asked[b]!.has(id)), type).toEqual([]);
  }
});

it('takes each type’s next mock items in bank order, test after test, wrapping round a pool shorter than three tests', async () => {
  const tests = await assembleCatalogue(bankOf(items));
  const test = (id: string) => tests.find((entry) => entry.id === id)!;
  const essays = mockIdsOf('write-essay');
  expect(essays.length).toBeGreaterThanOrEqual(3);
  expect([1, 2, 3].map((number) => typeIdsOf(test(`mock-test-${number}`), 'write-essay'))).toEqual([[essays[0]], [essays[1]], [essays[2]]]);
  // Repeat Sentence: 10 a test from a pool of fewer than 30, so the third test starts again from the first.
  const sentences = mockIdsOf('repeat-sentence');
  const count = slotCount(fullTestBlueprint, 'repeat-sentence');
  for (const [index, number] of [1, 2, 3].entries()) {
    expect(typeIdsOf(test(`mock-test-${number}`), 'repeat-sentence')).toEqual(Array.from({ length: count }, (_, slot) => sentences[(index * count + slot) % sentences.length]));
  }
  // The mini mock takes each type's last mock item.
  expect(typeIdsOf(tests.find((entry) => entry.kind === 'mini')!, 'read-aloud')).toEqual([mockIdsOf('read-aloud').at(-1)]);
});

it('never takes a practice item of a type that has mock items, and falls back to practice items for a type with none', async () => {
  // Write Essay keeps one mock item: every full test asks it (one slot), never a practice essay. Describe Image has
  // no mock item here: its practice items fill its slots, so no test is missing the task.
  const [kept] = mockIdsOf('write-essay');
  const bank = items.filter((item) => (item.type === 'write-essay' ? poolOf(item) === 'practice' || item.id === kept : true)).map((item) =>
    item.type === 'describe-image' ? ({ ...item, pool: undefined } as ContentItem) : item,
  );
  expect(mockIdsOf('describe-image', bank)).toEqual([]);
  const tests = await assembleCatalogue(bankOf(bank));
  for (const test of tests.filter((entry) => entry.kind === 'full')) {
    expect(typeIdsOf(test, 'write-essay')).toEqual([kept]);
    const images = typeIdsOf(test, 'describe-image');
    expect(images).toHaveLength(slotCount(fullTestBlueprint, 'describe-image'));
    for (const id of images) expect(practiceIdsOf('describe-image', bank)).toContain(id);
  }
  expect(typeIdsOf(tests.find((entry) => entry.kind === 'mini')!, 'describe-image')).toEqual([practiceIdsOf('describe-image', bank).at(-1)]);
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
  // The first three items of each type, all practice items: every type falls back to them.
  const small = items.filter((item) => Number(/-(\d{3})-/.exec(item.id)?.[1]) <= 3);
  expect(small.filter((item) => poolOf(item) === 'mock')).toEqual([]);
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
