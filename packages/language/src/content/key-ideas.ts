import { contentWordsOf, hasConcept, type ConceptIndex } from './concept-match';

/** How well one key idea is reflected in the answer. */
export interface IdeaCoverage {
  idea: string;
  /** Share of the idea's content words found in the answer (by lemma, word family or synonym), 0–1. */
  coverage: number;
  /** Whether the idea counts as covered (at least 60 % of its content words, and at least one). */
  covered: boolean;
  /** The idea's content words the answer lacks. */
  missing: string[];
}

/** Share of an idea's content words an answer must have for the idea to count as covered. */
export const IDEA_COVERED_AT = 0.6;

/**
 * Checks each key idea against the answer's concepts. Tolerant of word forms and synonyms: "emissions rose" covers
 * "increase in emissions".
 */
export function coverKeyIdeas(ideas: readonly string[], answer: ConceptIndex): IdeaCoverage[] {
  return ideas.map((idea) => {
    const words = contentWordsOf(idea);
    if (words.length === 0) return { idea, coverage: 1, covered: true, missing: [] };
    const missing = words.filter((word) => !hasConcept(answer, word));
    const coverage = (words.length - missing.length) / words.length;
    return { idea, coverage, covered: coverage >= IDEA_COVERED_AT, missing };
  });
}
