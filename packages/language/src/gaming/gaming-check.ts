import type { TextAnalysis } from '../analysis/text-analysis';
import { findCopiedSpans, spansOf } from '../content/copying';
import { findGenericSentences, findTemplatePhrases } from '../content/templates';
import { isContentWord } from '../text/function-words';
import { tokenizeWords, type WordToken } from '../text/tokens';
import { lemmatizer } from '../text/untyped-packages';
import type { WritingAssessmentInput } from '../types';
import { clauseRanges, type GamingContext } from './gaming-context';
import { flagGibberish } from './gibberish';
import { flagKeywordStrings } from './keyword-strings';
import { flagLinkingWordLists } from './linking-word-lists';
import { itemWordShare } from './item-relevance';
import { flagRareWords } from './rare-word-salad';
import { flagRepetition } from './repetition';

/** The ways of faking a written answer's traits that the assessment recognises. */
export type GamingKind =
  | 'repetition'
  | 'keyword-list'
  | 'copied-source'
  | 'copied-prompt'
  | 'template'
  | 'gibberish'
  | 'rare-word-salad'
  | 'linking-word-list'
  | 'off-topic';

/** How much of the answer the gaming takes: part of it, or most of it. */
export type GamingLevel = 'partial' | 'dominant';

/** One kind of gaming found in an answer, with the share of the answer it takes and where it is. */
export interface GamingFinding {
  kind: GamingKind;
  level: GamingLevel;
  /** Share of the answer's words (of its content words for `gibberish`, `rare-word-salad` and `off-topic`), 0–1. */
  share: number;
  /** Character spans of the gamed stretches, in order. */
  spans: { start: number; end: number }[];
}

/**
 * Shares of the answer from which each kind is reported (`partial`) and from which it is most of the answer
 * (`dominant`). Set above what the bank's model answers and the adversarial set's honest answers reach
 * (`adversarial-set.test.ts` holds both sides).
 */
const GAMING_THRESHOLDS: Readonly<Record<GamingKind, { partial: number; dominant: number }>> = {
  'repetition': { partial: 0.25, dominant: 0.45 },
  'keyword-list': { partial: 0.15, dominant: 0.5 },
  'copied-source': { partial: 0.5, dominant: 0.8 },
  'copied-prompt': { partial: 0.3, dominant: 0.6 },
  'template': { partial: 0.35, dominant: 0.5 },
  'gibberish': { partial: 0.2, dominant: 0.45 },
  'rare-word-salad': { partial: 0.35, dominant: 0.55 },
  'linking-word-list': { partial: 0.12, dominant: 0.3 },
  // Content words that are not words of the item; reported only below the floors of OFF_TOPIC_ITEM_SHARE.
  'off-topic': { partial: 1, dominant: 1 },
};

/**
 * Share of item words below which an answer (of 20 content words or more) is about something else: essays use a few
 * prompt words (the bank's model answers 7–27 %, so a related topic reaches that too and is left to the content
 * check), summaries use the source's words throughout (model answers 60 % or more, other items' at most 37 %).
 */
const OFF_TOPIC_ITEM_SHARE: Readonly<Record<WritingAssessmentInput['task'], number>> = {
  'write-essay': 0.03, 'summarize-written-text': 0.2, 'summarize-spoken-text': 0.2,
};

/** Words from which a copied run counts: a summary may reuse a key phrase, not a clause. */
const COPY_RUN_WORDS = { source: 6, prompt: 5 };
/** Rare words needed before their share counts, so one technical term in a short answer is not a salad. */
const MIN_RARE_WORDS = 6;

// Words of the item, in any inflection: an answer may use them however often and however rare they are.
function itemWordTest(input: WritingAssessmentInput): (lower: string) => boolean {
  const parts = [input.prompt, input.sourceText, ...(input.keyIdeas ?? []), ...(input.keyAspects ?? [])];
  const words = new Set<string>();
  for (const part of parts) for (const token of tokenizeWords(part ?? '')) words.add(lemmatizer.noun(lemmatizer.verb(token.lower)));
  const known = new Map<string, boolean>();
  return (lower) => {
    let result = known.get(lower);
    if (result === undefined) {
      result = words.has(lower) || words.has(lemmatizer.noun(lemmatizer.verb(lower)));
      known.set(lower, result);
    }
    return result;
  };
}

function flagsOfCopying(tokens: readonly WordToken[], source: string | undefined, run: number): boolean[] {
  const flags = new Array<boolean>(tokens.length).fill(false);
  if (!source) return flags;
  for (const span of findCopiedSpans(tokens, tokenizeWords(source), run)) flags.fill(true, span.from, span.to);
  return flags;
}

// Template phrases and clauses that would fit any topic, as flags on the words inside them.
function flagTemplates(context: GamingContext): boolean[] {
  const { text, tokens } = context;
  const clauses = clauseRanges(text, tokens).map((r) => ({ start: tokens[r.from]!.start, end: tokens[r.to - 1]!.end, text: text.slice(tokens[r.from]!.start, tokens[r.to - 1]!.end) }));
  const matches = [...findTemplatePhrases(text), ...findGenericSentences(clauses, context.isItemWord)];
  return tokens.map((t) => matches.some((m) => t.start >= m.start && t.end <= m.end));
}

function finding(kind: GamingKind, flags: readonly boolean[], tokens: readonly WordToken[], share: number): GamingFinding | undefined {
  const { partial, dominant } = GAMING_THRESHOLDS[kind];
  if (share < partial) return undefined;
  const spans = spansOf(flags).map((span) => ({ start: tokens[span.from]!.start, end: tokens[span.to - 1]!.end }));
  return { kind, level: share >= dominant ? 'dominant' : 'partial', share, spans };
}

// Words that are neither function words nor numbers: the base of the shares measured on content words.
function contentWords({ tokens }: GamingContext): number {
  return tokens.filter((t) => isContentWord(t.lower) && !/^\d/.test(t.lower)).length;
}

function flaggedShare(flags: readonly boolean[]): number {
  return flags.length > 0 ? flags.filter(Boolean).length / flags.length : 0;
}

/** Names of the measured shares among an assessment's metrics. */
export const GAMING_METRICS: Readonly<Record<GamingKind, string>> = {
  'repetition': 'repeatedShare',
  'keyword-list': 'keywordListShare',
  'copied-source': 'sourceCopiedShare',
  'copied-prompt': 'promptCopiedShare',
  'template': 'genericTemplateShare',
  'gibberish': 'gibberishShare',
  'rare-word-salad': 'rareWordShare',
  'linking-word-list': 'linkingListShare',
  'off-topic': 'offItemShare',
};

/** What the gaming checks found: every kind reported, and the share each kind takes even when not reported. */
export interface GamingReport {
  findings: GamingFinding[];
  shares: Record<GamingKind, number>;
}

/**
 * Looks for the ways an answer can fake its traits: repeated sentences, strings of keywords, text copied from the
 * passage, lecture or prompt, memorised templates, words that are not English, rare words strung together and lists
 * of linking words. Each finding gives the share of the answer it takes and the spans to mark.
 */
export function detectGaming(input: WritingAssessmentInput, analysis: Pick<TextAnalysis, 'text' | 'tokens' | 'sentences' | 'issues'>): GamingReport {
  const { text, tokens, sentences } = analysis;
  const shares = Object.fromEntries(Object.keys(GAMING_THRESHOLDS).map((kind) => [kind, 0])) as Record<GamingKind, number>;
  if (tokens.length === 0) return { findings: [], shares };
  const context: GamingContext = {
    task: input.task, text, tokens, sentences, prompt: input.prompt, sourceText: input.sourceText,
    misspeltStarts: new Set(analysis.issues.filter((i) => i.category === 'spelling').map((i) => i.start)),
    isItemWord: itemWordTest(input),
  };
  const findings: GamingFinding[] = [];
  const add = (kind: GamingKind, flags: boolean[], share = flaggedShare(flags)) => {
    shares[kind] = share;
    const found = finding(kind, flags, tokens, share);
    if (found) findings.push(found);
  };
  add('repetition', flagRepetition(context));
  add('keyword-list', flagKeywordStrings(context));
  if (input.task !== 'write-essay') add('copied-source', flagsOfCopying(tokens, input.sourceText, COPY_RUN_WORDS.source));
  add('copied-prompt', flagsOfCopying(tokens, input.prompt, COPY_RUN_WORDS.prompt));
  add('template', flagTemplates(context));
  const gibberish = flagGibberish(context);
  add('gibberish', gibberish, gibberish.filter(Boolean).length / Math.max(1, contentWords(context)));
  const rare = flagRareWords(context);
  const rareCount = rare.filter(Boolean).length;
  add('rare-word-salad', rare, rareCount >= MIN_RARE_WORDS ? rareCount / Math.max(1, contentWords(context)) : 0);
  add('linking-word-list', flagLinkingWordLists(context));
  const offItem = 1 - itemWordShare(context);
  shares['off-topic'] = offItem;
  if (contentWords(context) >= 20 && 1 - offItem < OFF_TOPIC_ITEM_SHARE[input.task]) findings.push({ kind: 'off-topic', level: 'dominant', share: offItem, spans: [] });
  return { findings, shares };
}
