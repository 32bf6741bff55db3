import type { MockTestCatalogue } from '@pte/contract';
import {
  fullTestBlueprint,
  miniTestBlueprint,
  questionTypes,
  sectionalBlueprint,
  testParts,
  type TestBlueprint,
  type TestItemType,
  type TestKind,
  type TestPartId,
} from '@pte/exam';
import type { QuestionsService } from '../questions/questions.service';
import { planTest, type BlockLabeler, type PlannableQuestion, type QuestionPicker, type TestPlan } from './test-plan';

/** How many different full mock tests are offered; each part of each is also offered as a sectional test. */
const FULL_TEST_COUNT = 3;

/** A test on offer: what the learner chooses, and its plan as it would start now. */
export interface OfferedTest {
  id: string;
  kind: TestKind;
  title: string;
  description: string;
  part: TestPartId | null;
  plan: TestPlan;
}

const partTitle = (part: TestPartId) => testParts.find((entry) => entry.id === part)!.title;

const fullDescription =
  'The whole exam in its August 2025 form: Part 1 Speaking and Writing (with the unscored personal introduction), Part 2 Reading and Part 3 Listening, with the real item counts and timings. Gives an overall score and the four skills, each with its likely range.';
const miniDescription = 'Every task type once under exam conditions: a quick check of where you stand, with an overall score and the four skills.';
const sectionDescriptions: Record<TestPartId, string> = {
  'speaking-writing': 'Part 1 alone: read aloud, repeat, describe, retell, answer, summarise a discussion, respond to a situation, then summarise a text and write an essay.',
  reading: 'Part 2 alone: the five reading task types on one shared section clock.',
  listening: 'Part 3 alone: Summarize Spoken Text on its own clock, then the other listening tasks on one shared clock, ending with Write From Dictation.',
};

/** A clock's label: the task type's title for an item on its own clock, the block's title for a shared one. */
const labelBlock: BlockLabeler = (type: TestItemType, blockTitle, scope) =>
  scope === 'section' ? blockTitle : type === 'personal-introduction' ? 'Personal introduction' : questionTypes[type].title;

/**
 * The tests on offer, assembled from the bank's mock pool (items with `"pool": "mock"`, never offered in practice, so
 * a learner meets fresh items in a test): {@link FULL_TEST_COUNT} full mock tests, each part of each as a sectional
 * test, and a mini mock. Full test `n` takes, for every slot of the blueprint, the next `count` questions of the type
 * in the pool's bank order after those of tests 1…n−1 (wrapping round when the pool runs short), so the tests are
 * different and stay the same while the pool only grows; a sectional test asks exactly its full test's questions of
 * that part; the mini mock takes each type's last mock question. A sitting keeps the plan it started with.
 *
 * Fallback: a task type with no mock-pool item at all is drawn from its practice items instead, by the same rules, so
 * a test is never missing a task (its learners may then meet questions they have practised). The bank test
 * (`packages/exam/src/content-bank.test.ts`) fails while a type keeps fewer mock items than a full test asks.
 */
export async function assembleCatalogue(questions: QuestionsService): Promise<OfferedTest[]> {
  const bank = new Map<string, PlannableQuestion[]>();
  const questionsOf = async (type: Exclude<TestItemType, 'personal-introduction'>) => {
    let list = bank.get(type);
    if (!list) {
      let pool = await questions.questionsOfType(type, 'mock');
      if (pool.length === 0) pool = await questions.questionsOfType(type, 'practice');
      list = pool.map(({ item, audioSeconds }) => ({ id: item.id, audioSeconds }));
      bank.set(type, list);
    }
    return list;
  };
  const blueprints: TestBlueprint[] = [fullTestBlueprint, miniTestBlueprint, ...testParts.map((part) => sectionalBlueprint(part.id))];
  for (const blueprint of blueprints) {
    for (const { blocks } of blueprint.parts) {
      for (const block of blocks) for (const { type } of block.types) if (type !== 'personal-introduction') await questionsOf(type);
    }
  }

  const pickFromTest =
    (testIndex: number): QuestionPicker =>
    (type, count) => {
      const list = bank.get(type) ?? [];
      if (list.length === 0) return [];
      return Array.from({ length: Math.min(count, list.length) }, (_, slot) => list[(testIndex * count + slot) % list.length]!);
    };
  const pickLast: QuestionPicker = (type, count) => (bank.get(type) ?? []).slice(-count);

  const offered: OfferedTest[] = [];
  for (let index = 0; index < FULL_TEST_COUNT; index += 1) {
    const number = index + 1;
    offered.push({
      id: `mock-test-${number}`,
      kind: 'full',
      title: `Mock Test ${number}`,
      description: fullDescription,
      part: null,
      plan: planTest(fullTestBlueprint, pickFromTest(index), labelBlock),
    });
  }
  offered.push({ id: 'mini-mock-1', kind: 'mini', title: 'Mini Mock Test', description: miniDescription, part: null, plan: planTest(miniTestBlueprint, pickLast, labelBlock) });
  for (let index = 0; index < FULL_TEST_COUNT; index += 1) {
    for (const { id: part } of testParts) {
      offered.push({
        id: `mock-test-${index + 1}-${part}`,
        kind: 'sectional',
        title: `Mock Test ${index + 1} · ${partTitle(part)}`,
        description: sectionDescriptions[part],
        part,
        plan: planTest(sectionalBlueprint(part), pickFromTest(index), labelBlock),
      });
    }
  }
  return offered.filter((test) => test.plan.items.length > 0);
}

/** The catalogue entry of a test on offer: what it holds and the most time it can take. */
export function summarizeTest(test: OfferedTest): MockTestCatalogue['tests'][number] {
  const limitMs = test.plan.blocks.reduce((sum, block) => sum + block.limitMs, 0);
  return {
    id: test.id,
    kind: test.kind,
    title: test.title,
    description: test.description,
    part: test.part,
    itemCount: test.plan.items.length,
    timeLimitMinutes: Math.ceil(limitMs / 60_000),
  };
}
