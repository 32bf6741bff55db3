import { describe, expect, it } from 'vitest';
import { questionTypeIds, questionTypes } from '../registry';
import { contributedSkills, skillContributions } from './skill-contributions';
import { fullTestBlueprint, slotCount } from './test-structure';

describe('skillContributions', () => {
  it.each(questionTypeIds)('lists the same skills as the registry for %s', (type) => {
    expect(new Set(contributedSkills(type))).toEqual(new Set(questionTypes[type].skills));
  });

  it('gives every task type a positive weight in at least one skill', () => {
    for (const type of questionTypeIds) {
      const weights = Object.values(skillContributions[type]);
      expect(weights.length, type).toBeGreaterThan(0);
      for (const weight of weights) expect(weight, type).toBeGreaterThan(0);
    }
  });

  it.each([
    ['read-aloud', ['speaking', 'reading']],
    ['write-from-dictation', ['listening', 'writing']],
    ['answer-short-question', ['speaking', 'listening']],
    ['reading-writing-fill-in-the-blanks', ['reading', 'writing']],
    ['highlight-incorrect-words', ['listening', 'reading']],
    ['highlight-correct-summary', ['listening', 'reading']],
    ['describe-image', ['speaking']],
  ] as const)('counts %s for %j', (type, skills) => {
    expect(new Set(contributedSkills(type))).toEqual(new Set(skills));
  });

  it.each([
    ['describe-image', 'speaking', 25],
    ['repeat-sentence', 'listening', 13],
    ['summarize-group-discussion', 'speaking', 15],
    ['summarize-written-text', 'reading', 18],
    ['write-essay', 'writing', 25],
    ['reading-writing-fill-in-the-blanks', 'reading', 25],
  ] as const)('makes the %s items of a full test feed %s the %i points the sources report', (type, skill, points) => {
    expect(slotCount(fullTestBlueprint, type) * skillContributions[type][skill]!).toBeCloseTo(points, 10);
  });

  it('weighs one Describe Image above one Read Aloud in speaking, as the 2025 update does', () => {
    expect(skillContributions['describe-image'].speaking!).toBeGreaterThan(3 * skillContributions['read-aloud'].speaking!);
  });
});
