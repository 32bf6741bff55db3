import type { WritingIssue, WritingIssueCategory } from '../types';
import type { Sentence } from '../text/segments';
import type { TaggedTerm } from './tagging';

/** What every grammar rule sees: the text, its sentences and the tagged words of each sentence. */
export interface GrammarRuleContext {
  text: string;
  sentences: readonly Sentence[];
  terms: readonly (readonly TaggedTerm[])[];
}

/** A grammar rule: finds one kind of error and reports each with a fix. */
export type GrammarRule = (context: GrammarRuleContext) => WritingIssue[];

/** Builds an issue over `from`..`to` (inclusive terms) found by rule `id`. */
export function ruleIssue(
  id: string,
  from: { start: number },
  to: { end: number },
  message: string,
  suggestions: string[],
  category: WritingIssueCategory = 'grammar',
): WritingIssue {
  return { start: from.start, end: to.end, category, message, suggestions, source: `rule:${id}` };
}

/** Keeps the capital of the word being replaced ("Is" → "Are"). */
export function matchCase(replacement: string, original: string): string {
  return /^\p{Lu}/u.test(original) ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
}
