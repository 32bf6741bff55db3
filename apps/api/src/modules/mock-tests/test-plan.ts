import {
  itemTimeLimitSeconds,
  sectionTimeLimitSeconds,
  type ClockScope,
  type TestBlueprint,
  type TestItemType,
  type TestPartId,
} from '@pte/exam';

/** One item of a sitting: where it sits, what it is and which bank question it asks (none for the introduction). */
export interface PlannedItem {
  position: number;
  part: TestPartId;
  /** Index of its timing block in {@link TestPlan.blocks}. */
  block: number;
  type: TestItemType;
  questionId: string | null;
  /** Seconds of the question's recording (0 when it has none). */
  audioSeconds: number;
}

/** A run of consecutive items on one clock: one item on its own clock, or a section's items on a shared one. */
export interface PlannedBlock {
  label: string;
  scope: ClockScope;
  limitMs: number;
  /** Positions of its first and last items. */
  first: number;
  last: number;
}

/** The items and clocks of one sitting, fixed when it starts (the bank may change later; a sitting does not). */
export interface TestPlan {
  items: PlannedItem[];
  blocks: PlannedBlock[];
}

/** A bank question a test can ask, with its recording's length. */
export interface PlannableQuestion {
  id: string;
  audioSeconds: number;
}

/** Picks the bank questions for one slot of a blueprint: `count` questions of `type`. */
export type QuestionPicker = (type: Exclude<TestItemType, 'personal-introduction'>, count: number) => PlannableQuestion[];

/** The title of a block's clock: the type's title for an item on its own clock, the block's title for a section. */
export type BlockLabeler = (type: TestItemType, blockTitle: string, scope: ClockScope) => string;

/**
 * Lays a blueprint out as a sitting: every slot filled with bank questions from `pick`, items numbered in test
 * order, and each block's time limit from the exam's timing rules (its own clock per item, or one shared clock
 * per section block sized from its items).
 */
export function planTest(blueprint: TestBlueprint, pick: QuestionPicker, label: BlockLabeler): TestPlan {
  const items: PlannedItem[] = [];
  const blocks: PlannedBlock[] = [];
  for (const { part, blocks: partBlocks } of blueprint.parts) {
    for (const block of partBlocks) {
      const blockItems = block.types.flatMap(({ type, count }): { type: TestItemType; question: PlannableQuestion | null }[] =>
        type === 'personal-introduction'
          ? Array.from({ length: count }, () => ({ type, question: null }))
          : pick(type, count).map((question) => ({ type, question })),
      );
      if (blockItems.length === 0) continue;
      const add = (entry: (typeof blockItems)[number], blockIndex: number) =>
        items.push({
          position: items.length,
          part,
          block: blockIndex,
          type: entry.type,
          questionId: entry.question?.id ?? null,
          audioSeconds: entry.question?.audioSeconds ?? 0,
        });
      if (block.clock === 'section') {
        const first = items.length;
        blockItems.forEach((entry) => add(entry, blocks.length));
        const limitSeconds = sectionTimeLimitSeconds(blockItems.map((entry) => ({ type: entry.type, audioSeconds: entry.question?.audioSeconds ?? 0 })));
        blocks.push({ label: label(blockItems[0]!.type, block.title, 'section'), scope: 'section', limitMs: limitSeconds * 1000, first, last: items.length - 1 });
      } else {
        for (const entry of blockItems) {
          const position = items.length;
          add(entry, blocks.length);
          const limitSeconds = itemTimeLimitSeconds(entry.type, entry.question?.audioSeconds ?? 0);
          blocks.push({ label: label(entry.type, block.title, 'item'), scope: 'item', limitMs: limitSeconds * 1000, first: position, last: position });
        }
      }
    }
  }
  return { items, blocks };
}

/** The block of the item at `position`. */
export function blockAt(plan: TestPlan, position: number): PlannedBlock | undefined {
  const item = plan.items[position];
  return item ? plan.blocks[item.block] : undefined;
}
