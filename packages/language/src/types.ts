import type { TraitIdOf } from '@pte/exam';

/**
 * A written PTE task this package assesses: Summarize Written Text, Write Essay or Summarize Spoken Text (registry
 * ids: {@link WritingTrait} accepts only task type ids).
 */
export type WritingTask = 'summarize-written-text' | 'write-essay' | 'summarize-spoken-text';

/**
 * Which trait maxima to use: `legacy` is the Score Guide in use until July 2025 (the default);
 * `2025` is the August 2025 update (Essay content, DSC and GLR 0–6; SST content 0–4).
 */
export type WritingRubric = 'legacy' | '2025';

/** Keys of the traits a written answer can be scored on: the trait ids the registry's rubrics give these tasks. */
export type WritingTrait = TraitIdOf<WritingTask>;

/** What to assess: the answer and whatever the item knows about what a good answer contains. */
export interface WritingAssessmentInput {
  task: WritingTask;
  /** The learner's answer as typed. */
  text: string;
  /** SWT and SST: the passage's or lecture's key ideas, one short phrase each. */
  keyIdeas?: readonly string[];
  /** Essay: the aspects of the prompt a full answer deals with, one short phrase each. */
  keyAspects?: readonly string[];
  /** Essay prompt (or the topic) the answer responds to. */
  prompt?: string;
  /** The passage (SWT) or lecture script (SST) summarised, used to find key terms and copied sentences. */
  sourceText?: string;
  /** Trait maxima to apply; `legacy` unless given. */
  rubric?: WritingRubric;
}

/** One trait's mark: the band PTE would give, its maximum and the continuous estimate behind the band. */
export interface WritingTraitScore {
  score: number;
  max: number;
  /** Continuous estimate on the band scale (0–max) from the measured features, before banding. */
  raw: number;
}

/** Names of the PTE rules that can zero a whole item. */
type WritingGateRule =
  | 'empty'
  | 'word-count'
  | 'one-sentence'
  | 'all-capitals'
  | 'no-punctuation'
  | 'bullet-points'
  | 'content';

/** A PTE rule that zeroed the item's total, with the reason in plain words. */
export interface WritingGate {
  rule: WritingGateRule;
  message: string;
}

/** Where an issue belongs on the score card. */
export type WritingIssueCategory = 'grammar' | 'spelling' | 'form' | 'vocabulary' | 'style' | 'content';

/** One problem found in the answer, by character offsets into the text as given (`end` exclusive). */
export interface WritingIssue {
  start: number;
  end: number;
  category: WritingIssueCategory;
  message: string;
  /** Replacements for `text.slice(start, end)`; empty when the fix needs rewording rather than a swap. */
  suggestions: string[];
  /** Which check found it, e.g. `harper:AnA`, `rule:modal-verb-form`, `spelling`. */
  source: string;
}

/** The assessment of one written answer (docs/product-behaviour.md#assessment-result, less the fields the API adds). */
export interface WritingAssessment {
  task: WritingTask;
  rubric: WritingRubric;
  traits: Partial<Record<WritingTrait, WritingTraitScore>>;
  total: { score: number; max: number };
  /** Rules that zeroed the total; empty when the total is the sum of the trait bands. */
  gates: WritingGate[];
  issues: WritingIssue[];
  /** Measurements behind the traits (counts, rates, shares), all numbers. */
  metrics: Record<string, number>;
  /** Plain-language advice, most important first. */
  feedback: string[];
}
