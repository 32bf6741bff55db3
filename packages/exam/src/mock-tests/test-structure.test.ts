import { describe, expect, it } from 'vitest';
import { questionTypeIds } from '../registry';
import {
  blueprintSlots,
  fullTestBlueprint,
  miniTestBlueprint,
  PERSONAL_INTRODUCTION,
  sectionalBlueprint,
  slotCount,
  testParts,
  type TestItemType,
} from './test-structure';

/** Items per test from 7 August 2025, as the public descriptions give them (docs/exam-format.md). */
const publishedRanges: Record<TestItemType, [number, number]> = {
  'personal-introduction': [1, 1],
  'read-aloud': [6, 7],
  'repeat-sentence': [10, 12],
  'describe-image': [5, 6],
  're-tell-lecture': [2, 3],
  'answer-short-question': [5, 6],
  'summarize-group-discussion': [2, 3],
  'respond-to-a-situation': [2, 3],
  'summarize-written-text': [2, 2],
  'write-essay': [1, 1],
  'reading-writing-fill-in-the-blanks': [5, 6],
  'reading-multiple-choice-multiple-answers': [2, 3],
  're-order-paragraphs': [2, 3],
  'reading-fill-in-the-blanks': [4, 5],
  'reading-multiple-choice-single-answer': [2, 2],
  'summarize-spoken-text': [1, 1],
  'listening-multiple-choice-multiple-answers': [2, 3],
  'listening-fill-in-the-blanks': [2, 3],
  'highlight-correct-summary': [2, 3],
  'listening-multiple-choice-single-answer': [1, 2],
  'select-missing-word': [2, 3],
  'highlight-incorrect-words': [2, 3],
  'write-from-dictation': [3, 4],
};

const slotTypes: TestItemType[] = ['personal-introduction', ...questionTypeIds];

describe('fullTestBlueprint', () => {
  it.each(slotTypes)('holds %s a number of times inside the published range', (type) => {
    const [min, max] = publishedRanges[type];
    const count = slotCount(fullTestBlueprint, type);
    expect(count).toBeGreaterThanOrEqual(min);
    expect(count).toBeLessThanOrEqual(max);
  });

  it('runs the three parts in test order, 36 + 15 + 15 items', () => {
    expect(fullTestBlueprint.parts.map(({ part }) => part)).toEqual(testParts.map(({ id }) => id));
    const slots = blueprintSlots(fullTestBlueprint);
    expect(slots.filter((slot) => slot.part === 'speaking-writing')).toHaveLength(36);
    expect(slots.filter((slot) => slot.part === 'reading')).toHaveLength(15);
    expect(slots.filter((slot) => slot.part === 'listening')).toHaveLength(15);
  });

  it('opens Part 1 with the introduction and keeps the listed order of its tasks', () => {
    const partOne = blueprintSlots(fullTestBlueprint).filter((slot) => slot.part === 'speaking-writing');
    const order = partOne.map((slot) => slot.type).filter((type, index, all) => all.indexOf(type) === index);
    expect(order).toEqual([
      'personal-introduction', 'read-aloud', 'repeat-sentence', 'describe-image', 're-tell-lecture',
      'answer-short-question', 'summarize-group-discussion', 'respond-to-a-situation', 'summarize-written-text', 'write-essay',
    ]);
    expect(partOne.every((slot) => slot.clock === 'item')).toBe(true);
  });

  it('puts all of Reading on one shared clock', () => {
    const reading = blueprintSlots(fullTestBlueprint).filter((slot) => slot.part === 'reading');
    expect(new Set(reading.map((slot) => `${slot.block} ${slot.clock}`))).toEqual(new Set(['reading section']));
  });

  it('times Summarize Spoken Text alone, then shares one Listening clock that ends with Write From Dictation', () => {
    const listening = blueprintSlots(fullTestBlueprint).filter((slot) => slot.part === 'listening');
    expect(listening[0]).toMatchObject({ type: 'summarize-spoken-text', clock: 'item' });
    const sectionB = listening.slice(1);
    expect(sectionB.every((slot) => slot.clock === 'section' && slot.block === sectionB[0]!.block)).toBe(true);
    expect(sectionB.slice(-3).map((slot) => slot.type)).toEqual(['write-from-dictation', 'write-from-dictation', 'write-from-dictation']);
  });

  it('gives every block a unique id and every slot its position', () => {
    const ids = fullTestBlueprint.parts.flatMap(({ blocks }) => blocks.map((block) => block.id));
    expect(new Set(ids).size).toBe(ids.length);
    blueprintSlots(fullTestBlueprint).forEach((slot, index) => expect(slot.position).toBe(index));
  });
});

describe('miniTestBlueprint', () => {
  it('holds every slot type exactly once, in the full test order', () => {
    const types = blueprintSlots(miniTestBlueprint).map((slot) => slot.type);
    expect(new Set(types)).toEqual(new Set(slotTypes));
    expect(types).toHaveLength(slotTypes.length);
    const fullOrder = blueprintSlots(fullTestBlueprint).map((slot) => slot.type).filter((type, index, all) => all.indexOf(type) === index);
    expect(types).toEqual(fullOrder);
    expect(miniTestBlueprint.kind).toBe('mini');
  });

  it('keeps the full test clocks', () => {
    const clocks = (slots: ReturnType<typeof blueprintSlots>) => new Map(slots.map((slot) => [slot.type, slot.clock]));
    expect(clocks(blueprintSlots(miniTestBlueprint))).toEqual(clocks(blueprintSlots(fullTestBlueprint)));
  });
});

describe('sectionalBlueprint', () => {
  it.each(testParts.map(({ id }) => id))('is the %s part of the full test alone', (part) => {
    const sectional = sectionalBlueprint(part);
    expect(sectional.kind).toBe('sectional');
    expect(sectional.parts).toEqual(fullTestBlueprint.parts.filter((entry) => entry.part === part));
    expect(blueprintSlots(sectional).every((slot) => slot.part === part)).toBe(true);
  });
});

describe('PERSONAL_INTRODUCTION', () => {
  it('gives 25 s to prepare and 30 s to speak', () => {
    expect(PERSONAL_INTRODUCTION).toMatchObject({ prepareSeconds: 25, answerSeconds: 30 });
    expect(PERSONAL_INTRODUCTION.prompt.length).toBeGreaterThan(50);
  });
});
