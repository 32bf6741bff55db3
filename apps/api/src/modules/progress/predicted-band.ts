import { minimumAttemptsForPrediction } from '@pte/contract';

/**
 * The two-sided 95 % quantile of Student's t distribution by degrees of freedom (index 0 is 1 degree of freedom),
 * up to 19: a band rests on at most 20 scores.
 */
const studentT95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093];

/** The narrowest half-width of a band, in points: equal scores still leave room for the next answer to differ. */
const minimumHalfWidth = 2;

const clampScore = (value: number) => Math.min(90, Math.max(10, Math.round(value)));

/**
 * The predicted 10–90 band of a skill from the scores of its latest attempts (3 to 20 of them;
 * docs/product-behaviour.md#progress-report): the centre is their mean, and the band the 95 % confidence interval
 * of that mean, centre ± t × s ÷ √n (s the sample standard deviation, t Student's quantile for n − 1 degrees of
 * freedom, which widens the band when few attempts are behind it), at least ± 2 points, rounded and clamped to
 * 10–90. Undefined for fewer than 3 scores.
 */
export function predictedBand(scores: readonly number[]): { centre: number; low: number; high: number } | undefined {
  const n = scores.length;
  if (n < minimumAttemptsForPrediction) return undefined;
  const mean = scores.reduce((sum, score) => sum + score, 0) / n;
  const deviation = Math.sqrt(scores.reduce((sum, score) => sum + (score - mean) ** 2, 0) / (n - 1));
  const t = studentT95[Math.min(n - 1, studentT95.length) - 1] ?? 2.093;
  const halfWidth = Math.max((t * deviation) / Math.sqrt(n), minimumHalfWidth);
  return { centre: clampScore(mean), low: clampScore(mean - halfWidth), high: clampScore(mean + halfWidth) };
}
