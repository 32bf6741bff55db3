import { tokenizeWords } from '../text/tokens';
import { conceptKey } from '../text/word-forms';
import { conceptStrength, contentWordsOf, indexConcepts, specificity, type ConceptIndex } from './concept-match';
import { listedWords } from './listed-words';

/** How well one key idea is reflected in the answer. */
export interface IdeaCoverage {
  idea: string;
  /** Weighted share of the idea's content words the answer expresses (by lemma, word family or related word), 0–1. */
  coverage: number;
  /** Whether the idea counts as covered (coverage at least `IDEA_COVERED_AT`, with two of its words or all). */
  covered: boolean;
  /** The idea's content words the answer lacks. */
  missing: string[];
}

/** Weighted coverage at which an idea counts as covered. */
export const IDEA_COVERED_AT = 0.35;
/** Words of an idea (or all, if it has fewer) the answer must express for it to count as covered: one is a topic at most. */
const IDEA_WORDS_FOUND = 2;

/** A content word of a key idea, with how much it tells about the idea. */
interface IdeaWord {
  word: string;
  weight: number;
  /** The idea itself lists the word ("obesity, diabetes and heart disease"), so a listed match in the answer counts fully. */
  listed: boolean;
}

/** Weight of an idea word the source never uses: the summariser's framing ("claim", "largely") rather than content. */
const FRAMING_WEIGHT = 0.5;

function ideaWords(ideas: readonly string[], sourceText: string | undefined): IdeaWord[][] {
  const source = sourceText ? indexConcepts(tokenizeWords(sourceText).map((t) => t.lower)) : undefined;
  const words = ideas.map((idea) => {
    const tokens = tokenizeWords(idea);
    const listed = listedWords(idea, tokens);
    const listedLower = new Set(tokens.filter((_, i) => listed[i]).flatMap((t) => t.lower.split('-')));
    return contentWordsOf(idea).map((word) => ({ word, listed: listedLower.has(word) }));
  });
  // Words several ideas share (the topic: "mangroves", "nudges") tell less about which idea is covered.
  const ideasWith = new Map<string, number>();
  for (const list of words) for (const key of new Set(list.map(({ word }) => conceptKey(word)))) ideasWith.set(key, (ideasWith.get(key) ?? 0) + 1);
  return words.map((list) => list.map(({ word, listed }) => ({
    word,
    listed,
    weight: (specificity(word) * (source && conceptStrength(source, word) < 1 ? FRAMING_WEIGHT : 1)) / Math.sqrt(ideasWith.get(conceptKey(word)) ?? 1),
  })));
}

const ideaWordCache = new Map<string, IdeaWord[][]>();
const IDEA_CACHE_LIMIT = 500;

function cachedIdeaWords(ideas: readonly string[], sourceText: string | undefined): IdeaWord[][] {
  const key = JSON.stringify([ideas, sourceText ?? '']);
  let words = ideaWordCache.get(key);
  if (!words) {
    words = ideaWords(ideas, sourceText);
    if (ideaWordCache.size >= IDEA_CACHE_LIMIT) ideaWordCache.clear();
    ideaWordCache.set(key, words);
  }
  return words;
}

/**
 * Checks each key idea against the answer's concepts: the weighted share of the idea's content words the answer
 * expresses, by lemma, word family or a word related in meaning (WordNet synonyms, broader and narrower terms), so
 * "wild bees and other pollinators are shrinking" covers "wild pollinators are declining". Rare words weigh more than
 * common ones, words several ideas share (the topic) and words the source never uses (`sourceText`: the summary's
 * framing) less; a word the answer only names in a bare list counts for less unless the idea lists it too, and a word
 * copied from the source for less (`indexConcepts`).
 */
export function coverKeyIdeas(ideas: readonly string[], answer: ConceptIndex, sourceText?: string): IdeaCoverage[] {
  const wordsOfIdeas = cachedIdeaWords(ideas, sourceText);
  return ideas.map((idea, i) => {
    const words = wordsOfIdeas[i]!;
    if (words.length === 0) return { idea, coverage: 1, covered: true, missing: [] };
    let total = 0;
    let found = 0;
    const missing: string[] = [];
    for (const { word, weight, listed } of words) {
      const strength = conceptStrength(answer, word, { listedCountsFully: listed });
      total += weight;
      found += weight * strength;
      if (strength < 0.5) missing.push(word);
    }
    const coverage = found / total;
    const covered = coverage >= IDEA_COVERED_AT && words.length - missing.length >= Math.min(IDEA_WORDS_FOUND, words.length);
    return { idea, coverage, covered, missing };
  });
}
