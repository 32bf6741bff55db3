import nlp from 'compromise';
import type { Sentence } from '../text/segments';
import { canBeNoun, canBeVerb } from '../text/word-forms';
import { lemmatizer } from '../text/untyped-packages';

/** A word with its part-of-speech tags (compromise's tag set: Noun, Plural, Verb, PastTense, Modal, …). */
export interface TaggedTerm {
  /** The word as written ("doesn't"). */
  text: string;
  lower: string;
  start: number;
  end: number;
  tags: ReadonlySet<string>;
  /** Index of the sentence (from `splitSentences`) the word belongs to. */
  sentence: number;
}

interface CompromiseTerm {
  text: string;
  normal?: string;
  tags: string[];
  offset: { start: number; length: number };
}

/**
 * Tags the words of a text in one pass and groups them by the sentences given. Words compromise adds for
 * contractions ("not" in "doesn't") are folded into the written word's tags (`Negative`, `Copula`, …); a verb the
 * tagger reads as a noun after "many" used as a pronoun ("many exist") is retagged as a verb.
 */
export function tagSentences(text: string, sentences: readonly Sentence[]): TaggedTerm[][] {
  const grouped: TaggedTerm[][] = sentences.map(() => []);
  if (sentences.length === 0) return grouped;
  const json = nlp(text).json({ offset: true }) as { terms: CompromiseTerm[] }[];
  let sentenceIndex = 0;
  let previous: { tags: Set<string> } | undefined;
  for (const term of json.flatMap((s) => s.terms)) {
    if (term.offset.length === 0) {
      // An implied word inside a contraction: give its tags to the written word.
      if (previous) for (const tag of term.tags) previous.tags.add(tag);
      continue;
    }
    const start = term.offset.start;
    const end = start + term.offset.length;
    while (sentenceIndex < sentences.length - 1 && start >= sentences[sentenceIndex]!.end) sentenceIndex += 1;
    const written = text.slice(start, end).replace(/’/g, "'");
    const tagged = { text: written, lower: written.toLowerCase(), start, end, tags: new Set(term.tags), sentence: sentenceIndex };
    grouped[sentenceIndex]!.push(tagged);
    previous = tagged;
  }
  for (const terms of grouped) retagVerbsAfterQuantifierPronouns(terms);
  return grouped;
}

/** Quantifiers that can stand alone as a plural subject ("many exist", "few believe", "several follow"). */
export const quantifierPronouns: ReadonlySet<string> = new Set(['many', 'few', 'several']);
// Nouns never read as verbs here: irregular plurals the thesaurus does not list as nouns ("people" is also a verb
// there), and "time", as learners write "many time" for "many times".
const NOT_VERBS = new Set(['people', 'children', 'men', 'women', 'police', 'cattle', 'time']);
// Particles after a verb that is also a noun ("many draw up", "many give up").
const PARTICLES = new Set(['up', 'out', 'off', 'down', 'away', 'back']);

// What follows a verb but not a noun after "many": an object or complement ("many regard it", "many make important
// decisions", "many find that", "many try to"), an adverb, or a participle ("many have been"). A word that may
// itself be the verb ("many shop close early") or, after a word that is also a noun, a preposition ("many change
// in the rules") leaves the noun reading.
function followsVerb(next: TaggedTerm | undefined, nounToo: boolean): boolean {
  if (!next) return false;
  if (next.tags.has('Preposition')) return !nounToo || PARTICLES.has(next.lower);
  if (next.tags.has('Noun') && !next.tags.has('Pronoun')) return false;
  if (next.tags.has('Verb')) return next.tags.has('PastTense') || next.tags.has('Participle') || next.lower === 'been';
  if (next.tags.has('Adjective') || next.tags.has('Adverb')) return !canBeVerb(next.lower);
  return next.tags.has('Determiner') || next.tags.has('Pronoun') || ['to', 'that', 'whether', 'if'].includes(next.lower);
}

/**
 * "Many exist on borrowed land", "yet many have been cleared": compromise reads the verb after a quantifier used as
 * a pronoun as a noun ("many" + noun). A word that can be a verb, followed by what follows verbs, is retagged as a
 * present-tense verb, so the rules see a subject and its verb ("many exists" is then an agreement error).
 */
function retagVerbsAfterQuantifierPronouns(terms: TaggedTerm[]): void {
  terms.forEach((term, index) => {
    const quantifier = terms[index - 1];
    const before = terms[index - 2];
    if (!quantifier || !quantifierPronouns.has(quantifier.lower) || !term.tags.has('Noun') || term.tags.has('Pronoun')) return;
    // "the many benefits", "his few friends": a determiner makes the quantifier an adjective ("a few" is a pronoun).
    if (before && (before.tags.has('Possessive') || (before.tags.has('Determiner') && !(before.lower === 'a' && quantifier.lower === 'few')))) return;
    if (!/^[a-z]+$/.test(term.lower) || NOT_VERBS.has(term.lower)) return;
    const thirdPerson = /s$/.test(term.lower) && lemmatizer.verb(term.lower) !== term.lower;
    const base = thirdPerson ? lemmatizer.verb(term.lower) : term.lower;
    // An -s form is a verb only where its stem is no noun ("many exists"; "many changes" is a plural noun).
    const nounToo = thirdPerson ? canBeNoun(lemmatizer.noun(term.lower)) : canBeNoun(base);
    if (!canBeVerb(base) || (thirdPerson && nounToo) || !followsVerb(terms[index + 1], nounToo)) return;
    term.tags = new Set(thirdPerson ? ['Verb', 'PresentTense'] : ['Verb', 'PresentTense', 'Infinitive']);
  });
}

/** Whether a term is a verb form that can head a clause (not a bare gerund or a "to" infinitive). */
export function isFiniteVerb(term: TaggedTerm, previous: TaggedTerm | undefined): boolean {
  if (!term.tags.has('Verb') && !term.tags.has('Copula')) return false;
  if (previous?.lower === 'to') return false;
  if (term.tags.has('Gerund') && !term.tags.has('Copula')) return false;
  return true;
}
