import { STRUCTURE_RULES } from '../analysis/text-analysis';
import type { WritingIssue } from '../types';
import { bandOf } from './rubrics';
import type { TraitMark } from './content-score';

const PER_ERROR = 0.7;

// Errors that break the sentence structure weigh more than a wrong word form.
function errorWeight(issues: readonly WritingIssue[]): number {
  return issues.reduce((sum, issue) => sum + (STRUCTURE_RULES.test(issue.source) ? 1.5 : 1), 0);
}

/**
 * Grammar of a one-sentence or short summary (SWT, SST), from the errors found (Score Guide: 2 = correct grammatical
 * structure; 1 = errors that do not hinder communication; 0 = defective structure that could hinder it). Each error
 * takes 0.7 from 2 and a structural error (fragment, run-on, comma splice) 1.05, so one error gives 1 and three
 * give 0.
 */
export function scoreShortGrammar(issues: readonly WritingIssue[], max: number): TraitMark {
  const grammar = issues.filter((i) => i.category === 'grammar');
  const raw = Math.max(0, max - PER_ERROR * errorWeight(grammar));
  return { raw, score: bandOf(raw, max) };
}

/**
 * Vocabulary of a summary (Score Guide: 2 = appropriate choice of words; 1 = some lexical errors but no hindrance;
 * 0 = defective word choice that could hinder communication), from word-choice and collocation errors, informal
 * words and, at half weight, misspellings (SWT has no spelling trait of its own).
 */
export function scoreShortVocabulary(issues: readonly WritingIssue[], max: number, countSpelling: boolean): TraitMark {
  const lexical = issues.filter((i) => i.category === 'vocabulary' || i.source === 'word-choice:informal').length;
  const spelling = countSpelling ? issues.filter((i) => i.category === 'spelling').length : 0;
  const raw = Math.max(0, max - PER_ERROR * (lexical + 0.5 * spelling));
  return { raw, score: bandOf(raw, max) };
}

/** Spelling band by PTE's count rule (docs/scoring-writing.md#from-measures-to-bands): 2 = no misspelling, 1 = one, 0 = more than one. */
export function spellingBand(misspellings: number, max: number): number {
  if (misspellings === 0) return max;
  if (misspellings === 1) return Math.max(0, max - 1);
  return 0;
}
