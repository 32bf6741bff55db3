import type { WritingIssue } from '../types';
import { ruleIssue, type GrammarRule } from './grammar-rule';
import { grammarWords } from './grammar-words';
import { isFiniteVerb, type TaggedTerm } from './tagging';

const FRAGMENT_OPENERS = new Set(['because', 'although', 'though', 'whereas', 'unless', 'since', 'while', 'whilst']);

function hasFiniteVerb(terms: readonly TaggedTerm[]): boolean {
  return terms.some((term, i) => isFiniteVerb(term, terms[i - 1]));
}

// A title line: a lone unpunctuated short paragraph, which is not a sentence to mark.
function isHeading(context: Parameters<GrammarRule>[0], sentenceIndex: number, wordCount: number): boolean {
  const sentence = context.sentences[sentenceIndex]!;
  const alone = context.sentences.filter((s) => s.paragraph === sentence.paragraph).length === 1;
  return alone && !sentence.terminated && wordCount <= 8;
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
      const subject = terms[i]!;
      if (!grammarWords.subjectPronouns.has(subject.lower) || subject.lower === 'you' && terms[i + 1]?.lower === 'know') continue;
      let v = i + 1;
      while (v < terms.length && grammarWords.midAdverbs.has(terms[v]!.lower)) v += 1;
      const verb = terms[v];
      if (!verb || !isFiniteVerb(verb, terms[v - 1])) continue;
      const opener = segment[0]!;
      const openedBySubordinate = grammarWords.subordinators.has(opener.lower) || opener.tags.has('Gerund') || opener.tags.has('Preposition');
      if (openedBySubordinate || !hasFiniteVerb(segment) || segment.length < 3) continue;
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
