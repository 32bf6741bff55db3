import type { QuestionTypeId } from '../registry';

/**
 * The three parts of PTE Academic, in test order (docs/exam-format.md). Speaking and writing share Part 1; reading
 * and listening are a part each.
 */
export const testParts = [
  { id: 'speaking-writing', title: 'Part 1: Speaking and Writing' },
  { id: 'reading', title: 'Part 2: Reading' },
  { id: 'listening', title: 'Part 3: Listening' },
] as const;

/** A test part id: `speaking-writing`, `reading` or `listening`. */
export type TestPartId = (typeof testParts)[number]['id'];

/** A full mock test, one part of one (sectional), or a mini mock test with every task type once. */
export type TestKind = 'full' | 'sectional' | 'mini';

/** A slot type: a registry task type, or the unscored personal introduction that opens Part 1. */
export type TestItemType = QuestionTypeId | 'personal-introduction';

/** How the items of one block are timed: each on its own clock, or all on one shared clock. */
export type ClockScope = 'item' | 'section';

/** A run of items under one timing rule, e.g. the shared Reading clock. */
export interface TestBlock {
  /** Unique within a blueprint, e.g. `reading`, `listening-b`. */
  id: string;
  /** What the learner sees the block called, e.g. "Reading". */
  title: string;
  clock: ClockScope;
  /** The item types of the block in test order, each with how many items of it the block holds. */
  types: readonly { type: TestItemType; count: number }[];
}

/** The shape of a test: its kind and, part by part, its blocks. Items are drawn from the bank to fill it. */
export interface TestBlueprint {
  kind: TestKind;
  parts: readonly { part: TestPartId; blocks: readonly TestBlock[] }[];
}

/**
 * The unscored personal introduction that opens Part 1: 25 s to read the prompt and prepare, 30 s to speak
 * (docs/exam-format.md). The prompt is the product's own wording.
 */
export const PERSONAL_INTRODUCTION: { prepareSeconds: 25; answerSeconds: 30; prompt: string } = {
  prepareSeconds: 25,
  answerSeconds: 30,
  prompt:
    'Imagine you are meeting the admissions team of the university you would like to join. In your own words, tell them ' +
    'who you are, what you hope to study and why, and one thing you enjoy outside your studies. This introduction is not ' +
    'scored: use it to settle in and check that your microphone picks up your voice clearly.',
};

/**
 * The full test as it runs from 7 August 2025, with item counts inside the ranges the exam's public descriptions
 * give (docs/exam-format.md): 36 items in Part 1, 15 in Reading, 15 in Listening.
 * - Part 1: the personal introduction, then the speaking tasks, then the writing tasks, each item on its own clock.
 * - Part 2: every reading item on one shared clock.
 * - Part 3: Summarize Spoken Text on its own clock (section A), then the other listening items on one shared clock
 *   that ends with Write From Dictation (section B).
 */
export const fullTestBlueprint: TestBlueprint = {
  kind: 'full',
  parts: [
    {
      part: 'speaking-writing',
      blocks: [
        {
          id: 'speaking',
          title: 'Speaking',
          clock: 'item',
          types: [
            { type: 'personal-introduction', count: 1 },
            { type: 'read-aloud', count: 6 },
            { type: 'repeat-sentence', count: 10 },
            { type: 'describe-image', count: 5 },
            { type: 're-tell-lecture', count: 2 },
            { type: 'answer-short-question', count: 5 },
            { type: 'summarize-group-discussion', count: 2 },
            { type: 'respond-to-a-situation', count: 2 },
          ],
        },
        {
          id: 'writing',
          title: 'Writing',
          clock: 'item',
          types: [
            { type: 'summarize-written-text', count: 2 },
            { type: 'write-essay', count: 1 },
          ],
        },
      ],
    },
    {
      part: 'reading',
      blocks: [
        {
          id: 'reading',
          title: 'Reading',
          clock: 'section',
          types: [
            { type: 'reading-writing-fill-in-the-blanks', count: 5 },
            { type: 'reading-multiple-choice-multiple-answers', count: 2 },
            { type: 're-order-paragraphs', count: 2 },
            { type: 'reading-fill-in-the-blanks', count: 4 },
            { type: 'reading-multiple-choice-single-answer', count: 2 },
          ],
        },
      ],
    },
    {
      part: 'listening',
      blocks: [
        {
          id: 'listening-a',
          title: 'Listening: Summarize Spoken Text',
          clock: 'item',
          types: [{ type: 'summarize-spoken-text', count: 1 }],
        },
        {
          id: 'listening-b',
          title: 'Listening',
          clock: 'section',
          types: [
            { type: 'listening-multiple-choice-multiple-answers', count: 2 },
            { type: 'listening-fill-in-the-blanks', count: 2 },
            { type: 'highlight-correct-summary', count: 2 },
            { type: 'listening-multiple-choice-single-answer', count: 1 },
            { type: 'select-missing-word', count: 2 },
            { type: 'highlight-incorrect-words', count: 2 },
            { type: 'write-from-dictation', count: 3 },
          ],
        },
      ],
    },
  ],
};

/**
 * The mini mock test: the full test's structure and clocks with every slot type once (the personal introduction
 * and each task type), 23 items.
 */
export const miniTestBlueprint: TestBlueprint = {
  kind: 'mini',
  parts: fullTestBlueprint.parts.map(({ part, blocks }) => ({
    part,
    blocks: blocks.map((block) => ({ ...block, types: block.types.map(({ type }) => ({ type, count: 1 })) })),
  })),
};

/** A sectional test: one part of the full test, with the same blocks, counts and clocks. */
export function sectionalBlueprint(part: TestPartId): TestBlueprint {
  return { kind: 'sectional', parts: fullTestBlueprint.parts.filter((entry) => entry.part === part) };
}

/** One item slot of a blueprint, in test order. */
export interface TestSlot {
  /** Place in the test, from 0. */
  position: number;
  part: TestPartId;
  /** Id of the block the slot is in. */
  block: string;
  clock: ClockScope;
  type: TestItemType;
}

/** Every item slot of a blueprint, in test order: block by block, each type's `count` slots in a row. */
export function blueprintSlots(blueprint: TestBlueprint): TestSlot[] {
  const slots: TestSlot[] = [];
  for (const { part, blocks } of blueprint.parts) {
    for (const block of blocks) {
      for (const { type, count } of block.types) {
        for (let index = 0; index < count; index += 1) {
          slots.push({ position: slots.length, part, block: block.id, clock: block.clock, type });
        }
      }
    }
  }
  return slots;
}

/** How many items of `type` a blueprint holds. */
export function slotCount(blueprint: TestBlueprint, type: TestItemType): number {
  return blueprint.parts
    .flatMap(({ blocks }) => blocks)
    .flatMap((block) => block.types)
    .filter((entry) => entry.type === type)
    .reduce((sum, entry) => sum + entry.count, 0);
}
