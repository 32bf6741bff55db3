import { describe, expect, it } from 'vitest';
import { blueprintSlots, fullTestBlueprint, type TestItemType, type TestPartId } from './test-structure';
import { itemTimeLimitSeconds, sectionTimeLimitSeconds } from './test-timing';

describe('itemTimeLimitSeconds', () => {
  it.each<[TestItemType, number, number]>([
    ['personal-introduction', 0, 25 + 30 + 10],
    ['read-aloud', 0, 35 + 40 + 10],
    ['repeat-sentence', 6, 3 + 6 + 15 + 10],
    ['describe-image', 0, 25 + 40 + 10],
    ['re-tell-lecture', 80, 3 + 80 + 10 + 40 + 10],
    ['answer-short-question', 4, 3 + 4 + 10 + 10],
    ['summarize-group-discussion', 170, 3 + 170 + 10 + 120 + 10],
    ['respond-to-a-situation', 18, 3 + 18 + 10 + 40 + 10],
    ['summarize-written-text', 0, 600],
    ['write-essay', 0, 1200],
    ['summarize-spoken-text', 75, 3 + 75 + 600],
    ['reading-multiple-choice-single-answer', 0, 90],
    ['write-from-dictation', 4, 7 + 4 + 60],
  ])('%s with %i s of audio may take %i s', (type, audio, expected) => {
    expect(itemTimeLimitSeconds(type, audio)).toBe(expected);
  });

  it('rounds audio up to whole seconds and ignores a negative or unknown length', () => {
    expect(itemTimeLimitSeconds('repeat-sentence', 5.2)).toBe(3 + 6 + 15 + 10);
    expect(itemTimeLimitSeconds('repeat-sentence', -4)).toBe(3 + 15 + 10);
    expect(itemTimeLimitSeconds('repeat-sentence', Number.NaN)).toBe(3 + 15 + 10);
  });
});

describe('sectionTimeLimitSeconds', () => {
  /** Typical recording lengths, the middle of each type's published range (docs/exam-format.md). */
  const typicalAudio: Partial<Record<TestItemType, number>> = {
    'repeat-sentence': 6, 're-tell-lecture': 75, 'answer-short-question': 6, 'summarize-group-discussion': 150,
    'respond-to-a-situation': 20, 'summarize-spoken-text': 75, 'listening-multiple-choice-multiple-answers': 65,
    'listening-fill-in-the-blanks': 45, 'highlight-correct-summary': 60, 'listening-multiple-choice-single-answer': 45,
    'select-missing-word': 45, 'highlight-incorrect-words': 33, 'write-from-dictation': 4,
  };
  const slots = blueprintSlots(fullTestBlueprint).map((slot) => ({ ...slot, audioSeconds: typicalAudio[slot.type] ?? 0 }));
  const blockItems = (block: string) => slots.filter((slot) => slot.block === block);
  const minutesOf = (part: TestPartId) => {
    const inPart = slots.filter((slot) => slot.part === part);
    const ownClocks = inPart.filter((slot) => slot.clock === 'item').reduce((sum, slot) => sum + itemTimeLimitSeconds(slot.type, slot.audioSeconds), 0);
    const sharedBlocks = [...new Set(inPart.filter((slot) => slot.clock === 'section').map((slot) => slot.block))];
    return (ownClocks + sharedBlocks.reduce((sum, block) => sum + sectionTimeLimitSeconds(blockItems(block)), 0)) / 60;
  };

  it('gives the full Reading block the sum of its items’ shares, 30½ minutes', () => {
    expect(sectionTimeLimitSeconds(blockItems('reading'))).toBe(5 * 150 + 2 * 120 + 2 * 150 + 4 * 90 + 2 * 90);
  });

  it('gives a shorter block the share of its own items', () => {
    const short = [{ type: 'reading-fill-in-the-blanks', audioSeconds: 0 }, { type: 're-order-paragraphs', audioSeconds: 0 }] as const;
    expect(sectionTimeLimitSeconds(short)).toBe(90 + 150);
    expect(sectionTimeLimitSeconds([])).toBe(0);
  });

  it('gives a listening item its preparation, its recording and its share', () => {
    const items = [{ type: 'select-missing-word', audioSeconds: 40 }, { type: 'write-from-dictation', audioSeconds: 5 }] as const;
    expect(sectionTimeLimitSeconds(items)).toBe(7 + 40 + 60 + (7 + 5 + 60));
  });

  it.each<[TestPartId, number, number]>([
    ['speaking-writing', 67, 84],
    ['reading', 29, 31],
    ['listening', 30, 43],
  ])('keeps the %s part of a full test with typical recordings within %i–%i minutes', (part, min, max) => {
    expect(minutesOf(part)).toBeGreaterThanOrEqual(min);
    expect(minutesOf(part)).toBeLessThanOrEqual(max);
  });
});
