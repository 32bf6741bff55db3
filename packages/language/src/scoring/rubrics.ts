import type { WritingRubric, WritingTask, WritingTrait } from '../types';

/** A task's traits in score-card order, each with its maximum. */
type TraitMaxima = readonly { trait: WritingTrait; max: number }[];

/**
 * Trait maxima (docs/task-types.md#traits-and-maxima). Legacy Score Guide: SWT content 2, form 1, grammar 2, vocabulary 2 (= 7); Essay
 * content 3, form 2, development/structure/coherence 2, grammar 2, general linguistic range 2, vocabulary range 2,
 * spelling 2 (= 15); SST content 2, form 2, grammar 2, vocabulary 2, spelling 2 (= 10). August 2025: Essay content,
 * DSC and GLR 0–6 (= 26); SST content 0–4 (= 12); SWT reported inconsistently, so it keeps the legacy maxima.
 */
const writingRubrics: Readonly<Record<WritingRubric, Readonly<Record<WritingTask, TraitMaxima>>>> = {
  legacy: {
    'summarize-written-text': [
      { trait: 'content', max: 2 }, { trait: 'form', max: 1 }, { trait: 'grammar', max: 2 }, { trait: 'vocabulary', max: 2 },
    ],
    'write-essay': [
      { trait: 'content', max: 3 }, { trait: 'form', max: 2 }, { trait: 'developmentStructureCoherence', max: 2 }, { trait: 'grammar', max: 2 },
      { trait: 'generalLinguisticRange', max: 2 }, { trait: 'vocabularyRange', max: 2 }, { trait: 'spelling', max: 2 },
    ],
    'summarize-spoken-text': [
      { trait: 'content', max: 2 }, { trait: 'form', max: 2 }, { trait: 'grammar', max: 2 }, { trait: 'vocabulary', max: 2 },
      { trait: 'spelling', max: 2 },
    ],
  },
  '2025': {
    'summarize-written-text': [
      { trait: 'content', max: 2 }, { trait: 'form', max: 1 }, { trait: 'grammar', max: 2 }, { trait: 'vocabulary', max: 2 },
    ],
    'write-essay': [
      { trait: 'content', max: 6 }, { trait: 'form', max: 2 }, { trait: 'developmentStructureCoherence', max: 6 }, { trait: 'grammar', max: 2 },
      { trait: 'generalLinguisticRange', max: 6 }, { trait: 'vocabularyRange', max: 2 }, { trait: 'spelling', max: 2 },
    ],
    'summarize-spoken-text': [
      { trait: 'content', max: 4 }, { trait: 'form', max: 2 }, { trait: 'grammar', max: 2 }, { trait: 'vocabulary', max: 2 },
      { trait: 'spelling', max: 2 },
    ],
  },
};

/** The traits and maxima of a task under a rubric. */
export function traitMaxima(task: WritingTask, rubric: WritingRubric = 'legacy'): TraitMaxima {
  return writingRubrics[rubric][task];
}

/**
 * Turns a continuous estimate on the 0–max scale into a band: the nearest whole band, so for a 0–2 trait 1.5 and
 * above is 2 and below 0.5 is 0.
 */
export function bandOf(raw: number, max: number): number {
  return Math.min(max, Math.max(0, Math.round(raw)));
}
