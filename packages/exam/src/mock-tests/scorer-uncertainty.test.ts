import { describe, expect, it } from 'vitest';
import { questionTypeIds, questionTypes, type QuestionTypeId } from '../registry';
import { aggregateTestScores, reportedSkills, type ScoredItem } from './score-aggregation';
import { skillContributions } from './skill-contributions';
import { combineScorerErrors, describeUncertainty, itemScoreError, residualSd, scoreBand, scorerAgreement, scorerOf } from './scorer-uncertainty';

const item = (type: QuestionTypeId, score: number, max: number): ScoredItem => ({ type, score, max });
const width = (figure: { low: number; high: number } | null) => (figure ? figure.high - figure.low : Number.NaN);

describe('scorer agreement', () => {
  it.each([
    [0.134, 0.78, 0.0839],
    [0.146, 0.54, 0.1229],
    [0.2, 0, 0.2],
    [0.2, 1, 0],
  ])('leaves a residual SD of %f × √(1 − %f²) ≈ %f', (sd, r, expected) => {
    expect(residualSd(sd, r)).toBeCloseTo(expected, 4);
  });

  it('derives each scorer’s item error from its measured r and the human spread', () => {
    for (const agreement of Object.values(scorerAgreement)) expect(agreement.sigma).toBeCloseTo(residualSd(agreement.humanSd, agreement.r), 12);
  });

  it('marks spoken answers by speech, summaries and essays by writing, the rest by exact rules', () => {
    for (const type of questionTypeIds) {
      const expected = { speaking: 'speech', summarize: 'writing' }[questionTypes[type].family as string] ?? 'exact';
      expect(scorerOf(type), type).toBe(expected);
    }
    expect(itemScoreError('write-from-dictation')).toBe(0);
    expect(itemScoreError('describe-image')).toBe(scorerAgreement.speech.sigma);
    expect(itemScoreError('write-essay')).toBe(scorerAgreement.writing.sigma);
  });

  it('combines scorers root-sum-square', () => {
    expect(combineScorerErrors({ speech: 0.03, writing: 0.04 })).toBeCloseTo(0.05, 12);
    expect(combineScorerErrors({})).toBe(0);
  });

  it.each([
    [50, 0, 50, 50],
    [50, 0.05, 42, 58],
    [85, 0.05, 77, 90],
    [12, 0.05, 10, 20],
  ])('bands %i with a standard error of %f as %i–%i', (score, error, low, high) => {
    expect(scoreBand(score, error)).toEqual({ low, high });
  });
});

describe('bands of aggregateTestScores', () => {
  it('has no range for a test marked by exact rules only', () => {
    const scores = aggregateTestScores([item('reading-fill-in-the-blanks', 3, 4), item('write-from-dictation', 7, 10), item('highlight-incorrect-words', 2, 5)]);
    for (const figure of [scores.overall, ...reportedSkills.map((skill) => scores.skills[skill])]) {
      if (figure) expect(figure.low === figure.score && figure.high === figure.score).toBe(true);
    }
  });

  it('gives a speaking-only skill the speech scorer’s full error, however many items it has', () => {
    const half = 1.96 * scorerAgreement.speech.sigma * 80;
    const one = aggregateTestScores([item('describe-image', 8, 16)]).skills.speaking!;
    expect(one).toEqual({ score: 50, low: Math.round(50 - half), high: Math.round(50 + half), items: 1 });
    const ten = aggregateTestScores(Array.from({ length: 10 }, () => item('describe-image', 8, 16))).skills.speaking!;
    expect(width(ten)).toBe(width(one));
  });

  it('weights each scorer’s share by its items and combines the scorers root-sum-square', () => {
    // Reading fed by one Read Aloud (speech) and one Summarize Written Text (writing).
    const ra = skillContributions['read-aloud'].reading!;
    const swt = skillContributions['summarize-written-text'].reading!;
    const error = Math.hypot((ra * scorerAgreement.speech.sigma) / (ra + swt), (swt * scorerAgreement.writing.sigma) / (ra + swt));
    const reading = aggregateTestScores([item('read-aloud', 30, 40), item('summarize-written-text', 5, 7)]).skills.reading!;
    expect(reading).toMatchObject(scoreBand(reading.score, error));
  });

  it('widens the overall range of a speaking-heavy test', () => {
    const objective = [item('reading-fill-in-the-blanks', 2, 4), item('select-missing-word', 1, 2), item('write-from-dictation', 5, 10)];
    const speaking = [...objective, ...Array.from({ length: 6 }, () => item('repeat-sentence', 7, 13)), item('describe-image', 8, 15)];
    const calm = aggregateTestScores(objective);
    const spoken = aggregateTestScores(speaking);
    expect(width(calm.overall)).toBe(0);
    expect(width(spoken.overall)).toBeGreaterThan(0);
    expect(width(spoken.skills.listening)).toBeGreaterThan(width(calm.skills.listening));
  });
});

describe('describeUncertainty', () => {
  it('names the figure and its likely range', () => {
    expect(describeUncertainty({ score: 64, low: 58, high: 70, items: 12 }, 'speaking')).toBe(
      'Your speaking score is 64; given how closely our scoring agrees with expert raters, experts marking the same answers would most likely give between 58 and 70.',
    );
  });

  it('says when the figure has no range, and when no item fed it', () => {
    expect(describeUncertainty({ score: 72, low: 72, high: 72, items: 15 }, 'reading')).toBe(
      'Your reading score is 72; every answer behind it is marked by fixed rules, so an expert rater would give the same.',
    );
    expect(describeUncertainty({ score: 10, low: 10, high: 10, items: 0 })).toBe('Your overall score is 10: no task of the test fed it.');
  });
});
