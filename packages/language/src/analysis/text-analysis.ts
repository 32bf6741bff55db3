import { connectiveProfile } from '../coherence/connectives';
import { topicContinuity } from '../coherence/topic-continuity';
import { checkWithHarper } from '../grammar/harper-checker';
import { runGrammarRules } from '../grammar/grammar-rules';
import { isFiniteVerb, tagSentences, type TaggedTerm } from '../grammar/tagging';
import { checkSpelling } from '../spelling/spell-check';
import { isContentWord } from '../text/function-words';
import { splitParagraphs, splitSentences, type Sentence, type TextSpan } from '../text/segments';
import { countPteWords, isAlphabetic, tokenizeWords, type WordToken } from '../text/tokens';
import { conceptKey } from '../text/word-forms';
import type { WritingIssue } from '../types';
import { frequencyBandShares, zipfFrequency } from '../vocabulary/frequency-bands';
import { mtld } from '../vocabulary/mtld';
import { checkInformalWords, checkWordChoice } from '../vocabulary/word-choice';
import { mergeIssues } from './merge-issues';

/** Everything measured in a text, before any task's rubric is applied. */
export interface TextAnalysis {
  text: string;
  tokens: WordToken[];
  sentences: Sentence[];
  paragraphs: TextSpan[];
  terms: TaggedTerm[][];
  /** Language issues (grammar, spelling, vocabulary, style), merged and sorted by position. */
  issues: WritingIssue[];
  /** Language measures (see `languageFeatureNames`), all finite numbers. */
  features: Record<string, number>;
}

const SUBORDINATORS = new Set(['because', 'although', 'though', 'while', 'whilst', 'whereas', 'if', 'when', 'whenever', 'since', 'unless', 'until', 'after', 'before', 'whether', 'once']);
const RELATIVES = new Set(['who', 'which', 'whom', 'whose', 'where']);
const BE_FORMS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being']);
const VAGUE = new Set(['thing', 'things', 'stuff', 'good', 'bad', 'nice', 'very', 'really', 'lot', 'lots', 'get', 'gets', 'got', 'big', 'okay', 'ok']);
const REFERRING_OPENERS = new Set(['this', 'these', 'that', 'those', 'it', 'they', 'such', 'he', 'she']);

/** Sources of grammar issues that are capitals and punctuation rather than sentence grammar. */
export const GRAMMAR_MECHANICS = /^(rule:(capitalisation|end-punctuation|discourse-comma|question-mark|its-contraction|double-stop|space-before-punctuation)|harper:(CapitalizePersonalPronouns|CommaFixes|DiscourseMarkers|UnclosedQuotes|WrongApostrophe|Spaces|NoFrenchSpaces))/;
/** Sources of issues that break the sentence: fragments, run-ons and comma splices. */
export const STRUCTURE_RULES = /^rule:(fragment|run-on|comma-splice)/;

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
}

function per100(count: number, words: number): number {
  return words > 0 ? (100 * count) / words : 0;
}

/**
 * Analyses a written text: segments it, tags it, runs Harper, the package's grammar rules, the US/UK spelling check
 * and the word-choice checks, and measures grammar, spelling, vocabulary, sentence-range and coherence features.
 */
export async function analyseText(text: string): Promise<TextAnalysis> {
  const tokens = tokenizeWords(text);
  const sentences = splitSentences(text);
  const paragraphs = splitParagraphs(text);
  const terms = tagSentences(text, sentences);

  const sentenceStarts = new Set(sentences.map((s) => s.start));
  for (const t of tokens) if (t.start > 0 && /[.!?]["')\]]*\s*$/.test(text.slice(Math.max(0, t.start - 4), t.start))) sentenceStarts.add(t.start);
  const spelling = checkSpelling(tokens, sentenceStarts);
  const harper = await checkWithHarper(text);
  const rules = runGrammarRules({ text, sentences, terms });
  const issues = mergeIssues([...harper, ...rules, ...spelling.issues, ...checkWordChoice(text), ...checkInformalWords(tokens)]);

  const features = measureFeatures(text, tokens, sentences, paragraphs, terms, issues);
  return { text, tokens, sentences, paragraphs, terms, issues, features };
}

function measureFeatures(
  text: string,
  tokens: readonly WordToken[],
  sentences: readonly Sentence[],
  paragraphs: readonly TextSpan[],
  terms: readonly (readonly TaggedTerm[])[],
  issues: readonly WritingIssue[],
): Record<string, number> {
  const words = countPteWords(text);
  const sentenceCount = Math.max(1, sentences.length);
  const alphabetic = tokens.filter(isAlphabetic);
  const misspelt = new Set(issues.filter((i) => i.category === 'spelling').map((i) => i.start));
  const wellSpelt = alphabetic.filter((t) => !misspelt.has(t.start));
  const lowerWords = wellSpelt.map((t) => t.lower);
  const contentWords = lowerWords.filter(isContentWord);

  // Issue counts by kind.
  const grammarIssues = issues.filter((i) => i.category === 'grammar');
  const mechanics = grammarIssues.filter((i) => GRAMMAR_MECHANICS.test(i.source)).length;
  const structure = grammarIssues.filter((i) => STRUCTURE_RULES.test(i.source)).length;
  const grammarErrors = grammarIssues.length - mechanics;
  const spellingErrors = issues.filter((i) => i.category === 'spelling').length;
  const vocabularyIssues = issues.filter((i) => i.category === 'vocabulary').length;
  const styleIssues = issues.filter((i) => i.category === 'style').length;
  const informal = issues.filter((i) => i.source === 'word-choice:informal').length;
  const lowercaseI = issues.filter((i) => i.source === 'harper:CapitalizePersonalPronouns').length;
  const lowercaseStarts = issues.filter((i) => i.source === 'rule:capitalisation').length;

  // Sentence structure.
  const sentenceLengths = terms.map((s) => s.length).filter((n) => n > 0);
  let finiteVerbs = 0;
  let subordinators = 0;
  let relatives = 0;
  let passives = 0;
  const tagCounts = { Noun: 0, Adjective: 0, Adverb: 0, Preposition: 0, Pronoun: 0, Verb: 0 };
  let taggedTotal = 0;
  const openers = new Set<string>();
  let referringOpeners = 0;
  for (const sentence of terms) {
    sentence.forEach((term, i) => {
      taggedTotal += 1;
      for (const tag of Object.keys(tagCounts) as (keyof typeof tagCounts)[]) if (term.tags.has(tag)) tagCounts[tag] += 1;
      if (isFiniteVerb(term, sentence[i - 1])) finiteVerbs += 1;
      if (SUBORDINATORS.has(term.lower)) subordinators += 1;
      if (RELATIVES.has(term.lower) && i > 0) relatives += 1;
      const next = sentence[i + 1];
      if (BE_FORMS.has(term.lower) && next && (next.tags.has('PastTense') || next.tags.has('Participle')) && /(ed|en|wn|ne|t)$/.test(next.lower)) passives += 1;
    });
    const first = sentence[0];
    if (first) {
      openers.add(first.lower);
      if (REFERRING_OPENERS.has(first.lower)) referringOpeners += 1;
    }
  }
  const commas = (text.match(/,/g) ?? []).length;
  // Spacing around punctuation: a space before a comma or stop, or none after one ("word ,word", "end.Next").
  const spacingErrors = (text.match(/[^\s] +[,.;:!?](?!\w)/g) ?? []).length + (text.match(/[a-z][,;:!?][A-Za-z]|[a-z]{2}\.[A-Z][a-z]/g) ?? []).length;
  const flaggedSentences = new Set<number>();
  for (const issue of issues) {
    if (issue.category !== 'grammar' && issue.category !== 'spelling') continue;
    const index = sentences.findIndex((s) => issue.start >= s.start && issue.start < s.end);
    if (index >= 0) flaggedSentences.add(index);
  }
  const semicolonsColons = (text.match(/[;:]/g) ?? []).length;

  // Vocabulary.
  const bands = frequencyBandShares(lowerWords);
  const contentZipf = contentWords.map(zipfFrequency).filter((z) => z > 0);
  const longWords = lowerWords.filter((w) => w.length >= 7).length;
  const vague = lowerWords.filter((w) => VAGUE.has(w)).length;
  const distinctContent = new Set(contentWords.map(conceptKey)).size;

  // Coherence.
  const connectiveStats = connectiveProfile(text);
  const sentenceConcepts = sentences.map((s) => new Set(tokenizeWords(s.text).map((t) => t.lower).filter(isContentWord).map(conceptKey)));
  const continuity = topicContinuity(sentenceConcepts, sentences.map((s) => s.paragraph));
  const paragraphSentences = paragraphs.map((_, index) => sentences.filter((s) => s.paragraph === index).length);
  const lastParagraph = paragraphs[paragraphs.length - 1]?.text.toLowerCase() ?? '';
  const concludes = /\b(in conclusion|to conclude|to sum up|in summary|overall|all in all|in short|to summari[sz]e|ultimately|all things considered)\b/.test(lastParagraph) ? 1 : 0;

  return {
    words,
    logWords: Math.log(1 + words),
    sentences: sentences.length,
    paragraphs: paragraphs.length,
    // Grammar and mechanics, per 100 words.
    grammarErrorRate: per100(grammarErrors, words),
    structureErrorRate: per100(structure, words),
    mechanicsErrorRate: per100(mechanics, words),
    lowercaseIRate: per100(lowercaseI, words),
    lowercaseStartShare: lowercaseStarts / sentenceCount,
    grammarErrors,
    spacingErrorRate: per100(spacingErrors, words),
    errorFreeSentenceShare: sentences.length > 0 ? 1 - flaggedSentences.size / sentences.length : 0,
    // Spelling.
    spellingErrors,
    misspellingRate: per100(spellingErrors, words),
    // Vocabulary.
    vocabularyIssueRate: per100(vocabularyIssues, words),
    styleIssueRate: per100(styleIssues, words),
    informalRate: per100(informal, words),
    mtld: mtld(lowerWords),
    k1Share: bands.k1,
    k2Share: bands.k2,
    k3to5Share: bands.k3to5,
    beyond5kShare: bands.beyond5k,
    offListShare: bands.offList,
    contentZipf: mean(contentZipf),
    longWordShare: lowerWords.length > 0 ? longWords / lowerWords.length : 0,
    meanWordLength: mean(lowerWords.map((w) => w.length)),
    vagueShare: lowerWords.length > 0 ? vague / lowerWords.length : 0,
    distinctContentWords: distinctContent,
    logDistinctContentWords: Math.log(1 + distinctContent),
    // Sentence range.
    meanSentenceLength: mean(sentenceLengths),
    sentenceLengthSd: standardDeviation(sentenceLengths),
    longSentenceShare: sentenceLengths.filter((n) => n > 25).length / sentenceCount,
    shortSentenceShare: sentenceLengths.filter((n) => n < 8).length / sentenceCount,
    clausesPerSentence: finiteVerbs / sentenceCount,
    subordinatorsPerSentence: subordinators / sentenceCount,
    relativesPerSentence: relatives / sentenceCount,
    passivesPerSentence: passives / sentenceCount,
    commasPerSentence: commas / sentenceCount,
    semicolonColonRate: per100(semicolonsColons, words),
    openerVariety: openers.size / sentenceCount,
    nounShare: taggedTotal > 0 ? tagCounts.Noun / taggedTotal : 0,
    adjectiveShare: taggedTotal > 0 ? tagCounts.Adjective / taggedTotal : 0,
    adverbShare: taggedTotal > 0 ? tagCounts.Adverb / taggedTotal : 0,
    prepositionShare: taggedTotal > 0 ? tagCounts.Preposition / taggedTotal : 0,
    pronounShare: taggedTotal > 0 ? tagCounts.Pronoun / taggedTotal : 0,
    // Coherence.
    connectives: connectiveStats.count,
    connectivesPerSentence: connectiveStats.count / sentenceCount,
    connectiveDistinct: connectiveStats.distinct,
    connectiveFunctions: connectiveStats.functions,
    advancedConnectiveRate: per100(connectiveStats.advanced, words),
    connectiveTopShare: connectiveStats.topShare,
    sentencesPerParagraph: sentences.length / Math.max(1, paragraphs.length),
    paragraphBalance: paragraphSentences.length > 1 ? 1 - standardDeviation(paragraphSentences) / Math.max(1, mean(paragraphSentences)) : 0,
    singleSentenceParagraphShare: paragraphs.length > 0 ? paragraphSentences.filter((n) => n <= 1).length / paragraphs.length : 0,
    adjacentOverlap: continuity.adjacentOverlap,
    linkedSentences: continuity.linkedSentences,
    paragraphOverlap: continuity.paragraphOverlap,
    referringOpenerShare: referringOpeners / sentenceCount,
    concludes,
  };
}
