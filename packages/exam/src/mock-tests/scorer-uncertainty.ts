import type { Skill } from '../question-type';
import { questionTypes, type QuestionTypeId } from '../registry';
import type { SkillFigure } from './score-aggregation';

/** What marks an item: exact rules (objective types), the speech engine or the writing engine. */
export type Scorer = 'exact' | 'speech' | 'writing';

/** A machine scorer that can disagree with a human rater. */
export type MeasuredScorer = Exclude<Scorer, 'exact'>;

/** How closely one machine scorer agrees with expert raters, and the error that leaves on one item's score. */
export interface ScorerAgreement {
  /** Pearson r of the machine score with the human score. */
  r: number;
  /** Standard deviation of the human scores, as a fraction of their scale. */
  humanSd: number;
  /** Standard error of one machine score against a human's, as a fraction of the item's maximum. */
  sigma: number;
  /** Where `r` comes from: the evaluation command, data set and figure. */
  rFrom: string;
  /** Where `humanSd` comes from. */
  humanSdFrom: string;
}

/** The residual standard deviation of a score predicted with correlation `r`: `sd × √(1 − r²)`. */
export function residualSd(humanSd: number, r: number): number {
  return humanSd * Math.sqrt(1 - Math.min(1, r * r));
}

function agreement(r: number, humanSd: number, rFrom: string, humanSdFrom: string): ScorerAgreement {
  return { r, humanSd, sigma: residualSd(humanSd, r), rFrom, humanSdFrom };
}

/**
 * The measured agreement of each machine scorer with expert raters (README "Scoring accuracy"), and the per-item
 * error it implies, `sigma = humanSd × √(1 − r²)`. Update `r` and `humanSd` after each calibration:
 * - speech: r 0.78, SD 0.134 of the 0–10 scale (1.34 over 669 utterances) → sigma 0.084;
 * - writing: r 0.54, SD 0.146 of the 1–5 scale (0.584 over 496 essays) → sigma 0.123.
 */
export const scorerAgreement: Readonly<Record<MeasuredScorer, ScorerAgreement>> = {
  speech: agreement(
    0.78,
    0.134,
    '`npm run eval:speech`: speechocean762 natural folder, adults (16+), the total out of its maximum ↔ the raters’ total, speaker-held-out cross-validation',
    'speechocean762-natural scores.jsonl: standard deviation of `total` (0–10, median of expert raters) over the 669 utterances of speakers aged 16+, 1.34, divided by 10',
  ),
  writing: agreement(
    0.54,
    0.146,
    '`npm run eval:writing`: ELLIPSE development subset, the banded essay score out of 15 ↔ Overall on the 497 essays of 120–380 words (the raw total, held out by prompt, reaches 0.62)',
    'ellipse-dev essays.csv: standard deviation of `Overall` (1–5, mean of two raters) over the essays of 120–380 words, 0.584, divided by the scale’s range of 4',
  ),
};

/** Which scorer marks a task type: speech for spoken answers, writing for written summaries and essays, else exact rules. */
export function scorerOf(type: QuestionTypeId): Scorer {
  const { family } = questionTypes[type];
  if (family === 'speaking') return 'speech';
  if (family === 'summarize') return 'writing';
  return 'exact';
}

/** The standard error of one item's machine score against a human rater's, as a fraction of its maximum (0 for exact rules). */
export function itemScoreError(type: QuestionTypeId): number {
  const scorer = scorerOf(type);
  return scorer === 'exact' ? 0 : scorerAgreement[scorer].sigma;
}

/**
 * The standard error of a score from the error each scorer contributes to it. One scorer's errors are correlated
 * within a learner, so each scorer's share is the linear (weighted) sum of its items' errors, never shrunk by √n;
 * different scorers err independently, so their shares combine root-sum-square.
 */
export function combineScorerErrors(errors: Readonly<Partial<Record<MeasuredScorer, number>>>): number {
  return Math.sqrt(Object.values(errors).reduce((sum, error) => sum + error * error, 0));
}

/** z of a two-sided 95% interval. */
const Z_95 = 1.96;

/**
 * The likely range of a 10–90 score whose standard error is `standardError` (a fraction of the scale's 80 points):
 * score ± 1.96 × standardError × 80, rounded and kept within 10–90.
 */
export function scoreBand(score: number, standardError: number): { low: number; high: number } {
  const halfWidth = Z_95 * standardError * 80;
  return { low: Math.max(10, Math.round(score - halfWidth)), high: Math.min(90, Math.round(score + halfWidth)) };
}

/**
 * One plain sentence for the learner about a figure and its range, e.g. "Your speaking score is 64; given how
 * closely our scoring agrees with expert raters, experts marking the same answers would most likely give between 58
 * and 70." `subject` names the figure: a skill or the overall score.
 */
export function describeUncertainty(figure: SkillFigure, subject: Skill | 'overall' = 'overall'): string {
  const opening = `Your ${subject} score is ${figure.score}`;
  if (figure.items === 0) return `${opening}: no task of the test fed it.`;
  if (figure.low === figure.high) return `${opening}; every answer behind it is marked by fixed rules, so an expert rater would give the same.`;
  return `${opening}; given how closely our scoring agrees with expert raters, experts marking the same answers would most likely give between ${figure.low} and ${figure.high}.`;
}
