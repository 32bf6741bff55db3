import type { WritingIssue } from '../types';
import { ruleIssue, type GrammarRule } from './grammar-rule';
import { grammarWords, isThirdPersonVerb, verbLemma } from './grammar-words';
import { isFiniteVerb, type TaggedTerm } from './tagging';
import { canBeAdjective, canBeVerb } from '../text/word-forms';

const FRAGMENT_OPENERS = new Set(['because', 'although', 'though', 'whereas', 'unless', 'since', 'while', 'whilst']);

// A verb the tagger read as a noun right after the subject noun: "the city need", "prices rose", "its important".
function isVerbReadAsNoun(term: TaggedTerm, previous: TaggedTerm | undefined): boolean {
  if (!previous) return false;
  if (previous.lower === 'its' && (term.tags.has('Adjective') || canBeAdjective(term.lower))) return true;
  if (!term.tags.has('Noun') || !previous.tags.has('Noun') || previous.tags.has('Possessive') || !/^[a-z]+$/.test(term.lower)) return false;
  const base = verbLemma(term.lower);
  return canBeVerb(base) && (base === term.lower || !/s$/.test(term.lower));
}

function hasFiniteVerb(terms: readonly TaggedTerm[]): boolean {
  return terms.some((term, i) => isFiniteVerb(term, terms[i - 1]) || isVerbReadAsNoun(term, terms[i - 1]));
}

// A title line: a lone unpunctuated short paragraph without a verb, or in title case — not a sentence to mark.
function isHeading(context: Parameters<GrammarRule>[0], sentenceIndex: number, wordCount: number): boolean {
  const sentence = context.sentences[sentenceIndex]!;
  const alone = context.sentences.filter((s) => s.paragraph === sentence.paragraph).length === 1;
  if (!alone || sentence.terminated || wordCount > 8) return false;
  const terms = context.terms[sentenceIndex] ?? [];
  const titleCase = terms.filter((t) => t.text.length > 3).every((t) => /^\p{Lu}/u.test(t.text));
  return titleCase || !hasFiniteVerb(terms);
}

/**
 * Sentence fragments (Score Guide, grammar trait: "defective structure"): a sentence with no main verb
 * ("Because the internet."), or a lone "because/although" clause with no main clause ("Because it is cheap.").
 */
export const sentenceFragments: GrammarRule = (context) => {
  const issues: WritingIssue[] = [];
  context.terms.forEach((terms, sentenceIndex) => {
    const sentence = context.sentences[sentenceIndex]!;
    if (terms.length < 3 || isHeading(context, sentenceIndex, terms.length) || /\?\s*$/.test(sentence.text)) return;
    const first = terms[0]!;
    const second = terms[1]!;
    if (!hasFiniteVerb(terms)) {
      issues.push(ruleIssue('fragment', sentence, sentence, 'This sentence has no main verb, so it is not a complete sentence. Add a verb or join it to the sentence before.', []));
    } else if (FRAGMENT_OPENERS.has(first.lower) && second.lower !== 'of' && !/[,;:\-–—]/.test(sentence.text)) {
      issues.push(ruleIssue('fragment', sentence, sentence, `This "${first.text}" clause has no main clause. Join it to the sentence before, or add the main clause after a comma.`, []));
    } else if ((first.lower === 'such' && second.lower === 'as') || (first.lower === 'which' && !/\?\s*$/.test(sentence.text))) {
      issues.push(ruleIssue('fragment', sentence, sentence, `A sentence cannot start with "${first.text}${first.lower === 'such' ? ' as' : ''}" on its own. Join it to the sentence before.`, []));
    }
  });
  return issues;
};

const COORDINATORS = new Set(['and', 'but', 'yet', 'or', 'so', 'nor']);
const CONJUNCTIVE_ADVERBS = new Set(['however', 'therefore', 'moreover', 'furthermore', 'thus', 'otherwise', 'nevertheless', 'consequently', 'besides']);

// A series of three or more clauses with the same subject whose last one takes "and" or "or" ("it leads birds astray,
// it kills insects, and it disrupts sleep") is punctuated like any list, not a comma splice.
function isClauseSeries(text: string, terms: readonly TaggedTerm[], subject: number): boolean {
  const pronoun = terms[subject]!.lower;
  return terms.some((t, k) => k > subject + 1 && t.lower === pronoun && ['and', 'or'].includes(terms[k - 1]!.lower)
    && text.slice(terms[k - 2]!.end, terms[k - 1]!.start).includes(','));
}

/**
 * Run-on sentences: two main clauses joined only by a comma (comma splice: "Students should study hard, they will
 * succeed"), or a very long sentence with hardly any punctuation.
 */
export const runOnSentences: GrammarRule = (context) => {
  const issues: WritingIssue[] = [];
  context.terms.forEach((terms, sentenceIndex) => {
    const sentence = context.sentences[sentenceIndex]!;
    let segmentStart = 0;
    for (let i = 1; i < terms.length; i += 1) {
      const gap = context.text.slice(terms[i - 1]!.end, terms[i]!.start);
      if (!/[,;]/.test(gap)) continue;
      const segment = terms.slice(segmentStart, i);
      segmentStart = i;
      if (!gap.includes(',')) continue;
      // "…, however it harms …": a linking adverb does not join two sentences the way "and" or "but" does.
      const s = CONJUNCTIVE_ADVERBS.has(terms[i]!.lower) ? i + 1 : i;
      const subject = terms[s];
      if (!subject || !grammarWords.subjectPronouns.has(subject.lower) || subject.lower === 'you' && terms[s + 1]?.lower === 'know') continue;
      let v = s + 1;
      while (v < terms.length && grammarWords.midAdverbs.has(terms[v]!.lower)) v += 1;
      const verb = terms[v];
      if (!verb || !isFiniteVerb(verb, terms[v - 1])) continue;
      const opener = segment[0]!;
      // "…, but because their effects are small …, they …": "because" after the linking word still opens a
      // subordinate clause, and the clause after the comma is its main clause.
      const linkedSubordinator = COORDINATORS.has(opener.lower) && grammarWords.subordinators.has(segment[1]?.lower ?? '');
      // A gerund subject takes a singular verb ("Working from home saves time, it …") and opens a main clause; a
      // participle phrase ("Having finished the work, they …") does not.
      const ingOpener = opener.tags.has('Gerund') || /ing$/.test(opener.lower);
      const gerundSubject = ingOpener && segment.slice(1).some((t) => isThirdPersonVerb(t));
      const openedBySubordinate = grammarWords.subordinators.has(opener.lower) || linkedSubordinator || opener.tags.has('Preposition') || (ingOpener && !gerundSubject);
      if (openedBySubordinate || !hasFiniteVerb(segment) || segment.length < 3 || isClauseSeries(context.text, terms, s)) continue;
      const comma = context.text.indexOf(',', terms[i - 1]!.end);
      issues.push(ruleIssue('comma-splice', { start: comma }, { end: comma + 1 }, 'Two complete sentences are joined by a comma only (a comma splice). Use a full stop, a semicolon or a linking word such as "and" or "so".', ['.', ';', ', and']));
    }
    const words = terms.length;
    const marks = (sentence.text.match(/[,;:]/g) ?? []).length;
    if (words > 45 && marks < Math.floor(words / 25)) {
      issues.push(ruleIssue('run-on', sentence, sentence, `This sentence runs on for ${words} words with little punctuation. Split it into shorter sentences.`, []));
    }
  });
  return issues;
};

const DISCOURSE_MARKERS = ['however', 'therefore', 'moreover', 'furthermore', 'nevertheless', 'consequently', 'additionally', 'firstly', 'secondly', 'thirdly', 'lastly', 'finally', 'in addition', 'for example', 'for instance', 'in conclusion', 'to conclude', 'on the other hand', 'in contrast', 'as a result', 'in summary', 'overall'];
const QUESTION_OPENERS = new Set(['why', 'what', 'how', 'where', 'when', 'who', 'which']);
const QUESTION_AUXILIARIES = new Set(['do', 'does', 'did', 'is', 'are', 'was', 'were', 'can', 'could', 'should', 'would', 'will', 'have', 'has', 'may', 'must']);

// Whether a sentence is a direct question by its word order ("Why do people …", "Is it …"), not a statement.
function isDirectQuestion(terms: readonly TaggedTerm[]): boolean {
  const [first, second, third] = terms;
  if (!first || !second || !third) return false;
  const subject = (t: TaggedTerm) => t.tags.has('Pronoun') || t.tags.has('Determiner') || t.tags.has('Noun');
  if (QUESTION_OPENERS.has(first.lower)) return QUESTION_AUXILIARIES.has(second.lower) && subject(third) && !third.tags.has('Verb');
  return ['do', 'does', 'did', 'can', 'should', 'would', 'will', 'is', 'are'].includes(first.lower) && third !== undefined && (second.tags.has('Pronoun') || second.tags.has('Determiner'));
}

/**
 * Punctuation inside sentences: a discourse marker that opens a sentence without its comma ("However the plan" →
 * "However, the plan"), a direct question ending in a full stop, a doubled full stop, a space before a comma,
 * and "its" for "it's" ("Its important").
 */
export const punctuationRules: GrammarRule = (context) => {
  const issues: WritingIssue[] = [];
  context.terms.forEach((terms, sentenceIndex) => {
    const sentence = context.sentences[sentenceIndex]!;
    const lower = terms.map((t) => t.lower);
    for (const marker of DISCOURSE_MARKERS) {
      const words = marker.split(' ');
      if (!words.every((w, k) => lower[k] === w) || terms.length <= words.length + 2) continue;
      const last = terms[words.length - 1]!;
      const next = terms[words.length]!;
      const gap = context.text.slice(last.end, next.start);
      // "However hard he tried": "however" + adjective or adverb is not a discourse marker.
      if (gap.trim() !== '' || (marker === 'however' && (next.tags.has('Adjective') || next.tags.has('Adverb') || next.lower === 'much' || next.lower === 'many'))) continue;
      if (marker === 'overall' || marker === 'finally' || marker === 'lastly') continue;
      issues.push(ruleIssue('discourse-comma', terms[0]!, last, `Put a comma after "${context.text.slice(terms[0]!.start, last.end)}" at the start of a sentence.`, [`${context.text.slice(terms[0]!.start, last.end)},`]));
    }
    if (/\.$/.test(sentence.text) && !/\.\.$/.test(sentence.text) && isDirectQuestion(terms)) {
      const stop = sentence.end - 1;
      issues.push(ruleIssue('question-mark', { start: stop }, { end: sentence.end }, 'This is a direct question: end it with a question mark.', ['?']));
    }
    terms.forEach((term, index) => {
      const next = terms[index + 1];
      if (term.lower !== 'its' || !next) return;
      const adjectivePredicate = (next.tags.has('Adjective') || canBeAdjective(next.lower)) && !next.tags.has('Noun') && next.lower !== 'own' && !(terms[index + 2]?.tags.has('Noun'));
      if (adjectivePredicate || ['a', 'an', 'not', 'been', 'going', 'very', 'too', 'so'].includes(next.lower)) {
        issues.push(ruleIssue('its-contraction', term, term, '"Its" means "belonging to it"; for "it is", write "it\'s" (or "it is").', [`${term.text[0] === 'I' ? 'It' : 'it'}'s`, `${term.text[0] === 'I' ? 'It' : 'it'} is`]));
      }
    });
  });
  for (const match of context.text.matchAll(/(?<!\.)\.\.(?!\.)/g)) {
    issues.push(ruleIssue('double-stop', { start: match.index }, { end: match.index + 2 }, 'One full stop is enough (three make an ellipsis).', ['.']));
  }
  for (const match of context.text.matchAll(/(?<=\w)[ \t]+([,;:])/g)) {
    issues.push(ruleIssue('space-before-punctuation', { start: match.index }, { end: match.index + match[0].length }, `No space before "${match[1]}".`, [match[1]!]));
  }
  return issues;
};

/** Capital letters at sentence starts and a full stop at the end of each paragraph's last sentence. */
export const sentenceMechanics: GrammarRule = (context) => {
  const issues: WritingIssue[] = [];
  context.sentences.forEach((sentence, index) => {
    const terms = context.terms[index] ?? [];
    const first = terms[0];
    if (first && /^\p{Ll}/u.test(first.text) && first.start === sentence.start) {
      issues.push(ruleIssue('capitalisation', first, first, 'Start a sentence with a capital letter.', [first.text[0]!.toUpperCase() + first.text.slice(1)]));
    }
    const nextSentence = context.sentences[index + 1];
    const lastOfParagraph = !nextSentence || nextSentence.paragraph !== sentence.paragraph;
    const last = terms[terms.length - 1];
    if (lastOfParagraph && !sentence.terminated && last && terms.length >= 4 && !isHeading(context, index, terms.length)) {
      issues.push(ruleIssue('end-punctuation', last, last, 'End the sentence with a full stop.', [`${context.text.slice(last.start, last.end)}.`]));
    }
  });
  return issues;
};
