import type { Skill } from '../question-type';
import type { QuestionTypeId } from '../registry';
import { skillContributions } from './skill-contributions';
import { combineScorerErrors, scoreBand, scorerAgreement, scorerOf, type MeasuredScorer } from './scorer-uncertainty';

/** The four communicative skills, in the order of the practice sections. */
export const reportedSkills = ['speaking', 'writing', 'reading', 'listening'] as const satisfies readonly Skill[];

/** One scored item of a test: its task type and its total against its maximum. An unanswered item scores 0. */
export interface ScoredItem {
  type: QuestionTypeId;
  score: number;
  max: number;
}

/** A 10–90 figure of the report, with the range `low`–`high` a human rater would likely give and how many items fed it. */
export interface SkillFigure {
  score: number;
  low: number;
  high: number;
  items: number;
}

/** A test's report: the overall figure and each skill's, null for a skill no item of the test fed. */
export interface TestScores {
  overall: SkillFigure;
  skills: Record<Skill, SkillFigure | null>;
}

/** An item's share of its maximum, 0–1 (0 for an item with nothing to score). */
function shareOf(item: ScoredItem): number {
  if (!(item.max > 0) || !Number.isFinite(item.score)) return 0;
  return Math.min(1, Math.max(0, item.score / item.max));
}

/** What a skill's items add up to before it is put on the 10–90 scale. */
interface SkillTally {
  weight: number;
  weightedShare: number;
  items: number;
  /** Per machine scorer, Σ weight × item error. */
  weightedError: Partial<Record<MeasuredScorer, number>>;
}

/** Sums each skill's weighted shares and, per scorer, its weighted item errors. */
function tallySkills(items: readonly ScoredItem[]): Map<Skill, SkillTally> {
  const tallies = new Map<Skill, SkillTally>();
  for (const item of items) {
    const scorer = scorerOf(item.type);
    for (const [skill, weight] of Object.entries(skillContributions[item.type]) as [Skill, number][]) {
      const tally = tallies.get(skill) ?? { weight: 0, weightedShare: 0, items: 0, weightedError: {} };
      tally.weight += weight;
      tally.weightedShare += weight * shareOf(item);
      tally.items += 1;
      if (scorer !== 'exact') tally.weightedError[scorer] = (tally.weightedError[scorer] ?? 0) + weight * scorerAgreement[scorer].sigma;
      tallies.set(skill, tally);
    }
  }
  return tallies;
}

/** Each scorer's error in a skill, as a fraction of the scale: its weighted item errors over the skill's weight. */
function scorerErrorsOf(tally: SkillTally): Partial<Record<MeasuredScorer, number>> {
  return Object.fromEntries(Object.entries(tally.weightedError).map(([scorer, error]) => [scorer, error / tally.weight]));
}

function figure(score: number, standardError: number, items: number): SkillFigure {
  return { score, ...scoreBand(score, standardError), items };
}

/**
 * The 10–90 report of a test from its scored items (docs/scoring.md#test-scores).
 * - A skill's score is 10 + 80 × (Σ weight × score/max) / (Σ weight) over the items feeding it, with the weights of
 *   `skillContributions`, rounded; null when no item feeds it.
 * - The overall score is the mean of the skills present, each weighing the same (as in PTE), rounded.
 * - Each figure's `low`–`high` is score ± 1.96 standard errors of our scoring against expert raters
 *   (`scorerAgreement`): within a figure each scorer's errors add up linearly, weighted as the items are, and the
 *   scorers combine root-sum-square. The overall figure averages each scorer's share over the skills present.
 */
export function aggregateTestScores(items: readonly ScoredItem[]): TestScores {
  const tallies = tallySkills(items);
  const skills = {} as Record<Skill, SkillFigure | null>;
  const present: { score: number; errors: Partial<Record<MeasuredScorer, number>> }[] = [];
  for (const skill of reportedSkills) {
    const tally = tallies.get(skill);
    if (!tally || !(tally.weight > 0)) {
      skills[skill] = null;
      continue;
    }
    const score = Math.round(10 + (80 * tally.weightedShare) / tally.weight);
    const errors = scorerErrorsOf(tally);
    skills[skill] = figure(score, combineScorerErrors(errors), tally.items);
    present.push({ score, errors });
  }
  if (present.length === 0) return { overall: figure(10, 0, items.length), skills };

  const overallScore = Math.round(present.reduce((sum, entry) => sum + entry.score, 0) / present.length);
  const overallErrors: Partial<Record<MeasuredScorer, number>> = {};
  for (const { errors } of present) {
    for (const [scorer, error] of Object.entries(errors) as [MeasuredScorer, number][]) {
      overallErrors[scorer] = (overallErrors[scorer] ?? 0) + error / present.length;
    }
  }
  return { overall: figure(overallScore, combineScorerErrors(overallErrors), items.length), skills };
}
