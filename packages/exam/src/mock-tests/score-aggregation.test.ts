import { describe, expect, it } from 'vitest';
import type { QuestionTypeId } from '../registry';
import { aggregateTestScores, reportedSkills, type ScoredItem } from './score-aggregation';
import { blueprintSlots, fullTestBlueprint } from './test-structure';

/** Every scored item of a full test, each with `share` of a maximum of 10. */
function fullTest(share: number): ScoredItem[] {
  return blueprintSlots(fullTestBlueprint).flatMap(({ type }) => (type === 'personal-introduction' ? [] : [{ type, score: 10 * share, max: 10 }]));
}

const item = (type: QuestionTypeId, score: number, max: number): ScoredItem => ({ type, score, max });

describe('aggregateTestScores', () => {
  it.each([
    [1, 90],
    [0, 10],
  ])('gives a full test answered with share %i a %i in every figure', (share, expected) => {
    const scores = aggregateTestScores(fullTest(share));
    expect(scores.overall.score).toBe(expected);
    for (const skill of reportedSkills) expect(scores.skills[skill]?.score).toBe(expected);
  });

  it('weights each item by its type in the skill (hand-computed)', () => {
    // Reading: Fill in the Blanks weighs 17 / 4 items, Re-order Paragraphs 8 / 2 items.
    // 10 + 80 × (4.25 × 3/4 + 4 × 2/4) / (4.25 + 4) = 60.3 → 60.
    const scores = aggregateTestScores([item('reading-fill-in-the-blanks', 3, 4), item('re-order-paragraphs', 2, 4)]);
    expect(scores.skills.reading).toEqual({ score: 60, low: 60, high: 60, items: 2 });
    expect(scores.overall).toEqual({ score: 60, low: 60, high: 60, items: 2 });
  });

  it('counts an integrated task for both of its skills and averages the skills present for the overall score', () => {
    // Write From Dictation, half right: listening and writing 50; reading 60 as above; overall (60 + 50 + 50) / 3 = 53.3.
    const scores = aggregateTestScores([item('reading-fill-in-the-blanks', 3, 4), item('re-order-paragraphs', 2, 4), item('write-from-dictation', 5, 10)]);
    expect(scores.skills.listening?.score).toBe(50);
    expect(scores.skills.writing?.score).toBe(50);
    expect(scores.skills.reading?.score).toBe(60);
    expect(scores.overall).toMatchObject({ score: 53, items: 3 });
  });

  it('leaves a skill no item fed as null', () => {
    const scores = aggregateTestScores([item('reading-multiple-choice-single-answer', 1, 1)]);
    expect(scores.skills).toEqual({ speaking: null, writing: null, listening: null, reading: { score: 90, low: 90, high: 90, items: 1 } });
  });

  it('scores an unanswered item 0 and keeps an item with nothing to score at the floor', () => {
    const scores = aggregateTestScores([item('describe-image', 0, 15), item('describe-image', 15, 15), item('describe-image', 4, 0)]);
    expect(scores.skills.speaking?.score).toBe(Math.round(10 + 80 / 3));
  });

  it('clamps scores outside 0–max', () => {
    const scores = aggregateTestScores([item('select-missing-word', 3, 1), item('select-missing-word', -2, 1)]);
    expect(scores.skills.listening?.score).toBe(50);
  });

  it('gives an empty test the floor with no range', () => {
    expect(aggregateTestScores([])).toEqual({
      overall: { score: 10, low: 10, high: 10, items: 0 },
      skills: { speaking: null, writing: null, reading: null, listening: null },
    });
  });
});
