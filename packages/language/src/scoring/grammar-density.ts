import { GRAMMAR_MECHANICS, STRUCTURE_RULES } from '../analysis/text-analysis';
import type { WritingIssue } from '../types';

/** Error rate below which grammar keeps its full band: one slip in a 200-word essay. */
const FREE_RATE = 0.5;
/** Each weighted error per 100 words beyond `FREE_RATE` takes this share of the band's maximum. */
const SHARE_PER_ERROR_RATE = 0.2;

/** Weight of one grammar issue: 1.5 for a broken sentence (fragment, run-on, comma splice), 0.5 for mechanics, else 1. */
function grammarErrorWeight(issue: WritingIssue): number {
  if (STRUCTURE_RULES.test(issue.source)) return 1.5;
  if (GRAMMAR_MECHANICS.test(issue.source)) return 0.5;
  return 1;
}

/** Weighted grammar errors per 100 words. */
export function grammarErrorDensity(issues: readonly WritingIssue[], words: number): number {
  if (words <= 0) return 0;
  const weighted = issues.filter((i) => i.category === 'grammar').reduce((sum, issue) => sum + grammarErrorWeight(issue), 0);
  return (100 * weighted) / words;
}

/**
 * The highest raw grammar value an essay can have with the errors found (Score Guide: 2 = "shows consistent grammatical
 * control", 1 = errors that do not hinder, 0 = frequent errors): full marks up to half an error per 100 words, then a
 * fifth of the maximum less for each further error per 100 words — 2.5 errors per 100 words (six in a 240-word essay)
 * gives at most 1.2, band 1; 4.5 or more gives band 0. The calibrated estimate applies below this cap.
 */
export function grammarDensityCap(issues: readonly WritingIssue[], words: number, max: number): number {
  const density = grammarErrorDensity(issues, words);
  const share = 1 - SHARE_PER_ERROR_RATE * Math.max(0, density - FREE_RATE);
  return Math.max(0, Math.min(1, share)) * max;
}
