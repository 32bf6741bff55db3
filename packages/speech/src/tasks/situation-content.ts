import { wordsMatch, type ContentResult, type KeyPointCoverage } from '../content-scoring';
import { spokenWords } from '../spoken-text';
import { findPhrase, type AppropriacyReport } from './situation-appropriacy';
import { isFunctionWord, KEY_WORD_WEIGHT, situationKeyWords, type SituationKeyWord } from './situation-words';

/**
 * What a reply does, as a key point names it by its first verb ("apologises for …", "asks for …"), and the
 * phrases that do it: nobody says "I apologise for", they say "sorry". Verbs with no phrases (explains, tells)
 * are done by saying the rest of the point.
 */
const SPEECH_ACTS: readonly { verbs: readonly string[]; phrases: readonly string[] }[] = [
  { verbs: ['apologise', 'apologises', 'apologize', 'apologizes'], phrases: ['sorry', 'apologise', 'apologize', 'apologies'] },
  {
    verbs: ['ask', 'asks', 'request', 'requests'],
    phrases: ['could you', 'can you', 'would you', 'will you', 'may i', 'can i', 'could i', 'could we', 'can we', 'is it possible', 'would it be possible', 'please', 'i was wondering', 'i wonder', 'would you mind', 'do you mind', 'i would like', "i'd like", 'do you know', 'is there'],
  },
  { verbs: ['thank', 'thanks'], phrases: ['thank', 'thanks', 'grateful', 'appreciate'] },
  {
    verbs: ['suggest', 'suggests', 'propose', 'proposes', 'recommend', 'recommends'],
    phrases: ['how about', 'what about', "why don't", 'why not', 'we could', 'you could', 'maybe', 'perhaps', 'suggest', "let's", 'what if', 'recommend', 'we should', 'you should'],
  },
  { verbs: ['invite', 'invites'], phrases: ['would you like', 'do you want', 'join', 'come along', 'invite'] },
  { verbs: ['offer', 'offers'], phrases: ['i can', 'i could', "i'll", 'i will', 'happy to', 'let me'] },
  { verbs: ['greet', 'greets'], phrases: ['hello', 'hi', 'hey', 'good morning', 'good afternoon', 'good evening'] },
  { verbs: ['explain', 'explains', 'tell', 'tells', 'inform', 'informs', 'say', 'says', 'mention', 'mentions', 'describe', 'describes', 'give', 'gives', 'warn', 'warns'], phrases: [] },
];

/** A key point of a reply: the act its first verb names (with the phrases that do it) and the words of the rest. */
interface ActPoint {
  text: string;
  /** The act's verb as written and the phrases that do it; none when the point starts with no act verb. */
  act?: { verb: string; phrases: readonly string[] };
  words: string[];
}

/** Splits a key point into the act its first word names, if any, and the words of the rest. */
export function actPoint(text: string): ActPoint {
  const [first = '', ...rest] = spokenWords(text);
  const act = SPEECH_ACTS.find((candidate) => candidate.verbs.includes(first));
  if (!act) return { text, words: [first, ...rest].filter(Boolean) };
  return { text, words: rest, ...(act.phrases.length ? { act: { verb: first, phrases: act.phrases } } : {}) };
}

/** The words to add to recognition for a reply's key points (the act's phrases and the rest of each point). */
export function actPointHints(keyPoints: readonly string[]): string[][] {
  return keyPoints.map((text) => {
    const point = actPoint(text);
    return [...(point.act?.phrases.flatMap(spokenWords) ?? []), ...point.words];
  });
}

/** How much of one key point of a situation a reply covered, and what was said for it. */
export interface SituationPointCoverage extends KeyPointCoverage {
  /**
   * What counted for the point, as said: the phrase that did its act ("sorry", "could you") and the words that
   * matched its key words ("missed" for "missing"). Empty when the point did not count.
   */
  heard: string[];
}

/** A key point counts in full when this share of it is covered, half from the lower share (as for the other free-speech tasks). */
const FULL_COVERAGE = 0.6;
const HALF_COVERAGE = 0.3;

/** One key point held against a reply, before it is known whether the reply dealt with the situation. */
interface PointEvidence {
  point: ActPoint;
  keyWords: SituationKeyWord[];
  /** The word said for each key word, if any, in the order of `keyWords`. */
  said: (string | undefined)[];
  /** The phrase said that does the point's act, if it has one. */
  actPhrase?: string;
}

/** The said word that stands for a key word: the same word, or a content word matching it ("last" never says "lasted"). */
function saidFor(said: readonly string[], key: string): string | undefined {
  return said.find((word) => word === key || (!isFunctionWord(word) && wordsMatch(word, key)));
}

/** What a reply said for one key point: the word said for each of its key words and the phrase doing its act. */
function gatherEvidence(said: readonly string[], text: string): PointEvidence {
  const point = actPoint(text);
  const keyWords = situationKeyWords(point.words);
  const actPhrase = point.act ? findPhrase(said, point.act.phrases) : undefined;
  return { point, keyWords, said: keyWords.map((key) => saidFor(said, key.word)), ...(actPhrase ? { actPhrase } : {}) };
}

const hasOwnWords = (evidence: PointEvidence): boolean => evidence.keyWords.some((key) => key.kind === 'specific');
const anyWordSaid = (evidence: PointEvidence): boolean => evidence.said.some((word) => word !== undefined);

/**
 * Whether a key point counts at all. A point with words of its own counts when one of them is said. A point
 * with none ("asks whether everything is all right") counts only in a reply that dealt with the situation,
 * and then by any of its words (by its act alone when it has no words).
 */
function countsAtAll(evidence: PointEvidence, dealtWithSituation: boolean): boolean {
  if (hasOwnWords(evidence)) return evidence.keyWords.some((key, index) => key.kind === 'specific' && evidence.said[index] !== undefined);
  return dealtWithSituation && (!evidence.keyWords.length || anyWordSaid(evidence));
}

/** The coverage of one key point: act and key-word shares said, over all its shares; 0 when it does not count. */
function measurePoint(evidence: PointEvidence, dealtWithSituation: boolean): SituationPointCoverage {
  const { point, keyWords, said } = evidence;
  const counts = countsAtAll(evidence, dealtWithSituation);
  const actDone = counts && evidence.actPhrase !== undefined;
  const parts = (point.act ? 1 : 0) + keyWords.reduce((sum, key) => sum + KEY_WORD_WEIGHT[key.kind], 0);
  const wordsCovered = counts ? keyWords.reduce((sum, key, index) => sum + (said[index] !== undefined ? KEY_WORD_WEIGHT[key.kind] : 0), 0) : 0;
  const missing = keyWords.filter((_, index) => said[index] === undefined).map((key) => key.word);
  const wordsHeard = said.filter((word): word is string => word !== undefined);
  return {
    keyPoint: point.text,
    coverage: parts ? Math.round(((wordsCovered + (actDone ? 1 : 0)) / parts) * 100) / 100 : 0,
    missing: point.act && !actDone ? [point.act.verb, ...missing] : missing,
    heard: counts ? [...new Set([...(actDone ? [evidence.actPhrase!] : []), ...wordsHeard])] : [],
  };
}

/**
 * How much of each key point a reply covered (docs/scoring-speech.md#content). A point's parts are its act
 * (one share, when it names one with phrases) and its key words, function words left out: a word specific to
 * the point is one share, a frame word (times, numbers, people, places, everyday verbs) half a share. A point
 * counts only when one of its specific words is said anywhere in the reply, so the words every situation shares
 * ("time", "meeting", "Dr", "possible") and polite phrases cover nothing on their own. The reply deals with the
 * situation when it covers one such point in full; only then does a point with no specific words count. An act
 * not done is listed among the missing words by its verb.
 */
export function coverActPoints(said: readonly string[], keyPoints: readonly string[]): SituationPointCoverage[] {
  const evidence = keyPoints.map((text) => gatherEvidence(said, text));
  const withOwnWords = evidence.filter(hasOwnWords);
  // With no point of its own words (a free practice situation), any key word said shows the reply deals with it.
  const dealtWithSituation = withOwnWords.length
    ? withOwnWords.some((point) => measurePoint(point, false).coverage >= FULL_COVERAGE)
    : evidence.some(anyWordSaid);
  return evidence.map((point) => measurePoint(point, dealtWithSituation));
}

/** Weight of the key points in Respond to a Situation content; appropriacy has the rest. */
const KEY_POINT_WEIGHT = 2 / 3;

/** Appropriacy counts once a reply has dealt with this share of the situation's key points. */
const APPROPRIACY_FROM = 0.5;

/** Credit for the key points of a reply, as a share 0–1 (1, ½ or 0 per point). */
function actPointCredit(keyPoints: readonly KeyPointCoverage[]): number {
  if (!keyPoints.length) return 0;
  return keyPoints.reduce((sum, point) => sum + (point.coverage >= FULL_COVERAGE ? 1 : point.coverage >= HALF_COVERAGE ? 0.5 : 0), 0) / keyPoints.length;
}

/**
 * Respond to a Situation content, 0–`max` (docs/scoring-speech.md#content): two thirds for what the situation
 * asks (the share of its key points covered) and one third for appropriacy (greeting, polite form, closing, no
 * unsuitable forms). Politeness is the manner of doing what the situation asks and earns nothing alone:
 * appropriacy counts only once the reply deals with at least half of the key points, and then in proportion to
 * the share it deals with. Content = `max` × (⅔ share + ⅓ appropriacy × share), rounded. A reply that covers no
 * key point in full has not dealt with the situation and is 0 with a reason, however polite.
 */
export function scoreSituationContent(keyPoints: readonly KeyPointCoverage[], appropriacy: AppropriacyReport, max: number): ContentResult {
  if (!keyPoints.length) return { score: 0, max, raw: 0, zeroReason: 'This question has no key points to compare with.' };
  if (!keyPoints.some((point) => point.coverage >= FULL_COVERAGE)) {
    return { score: 0, max, raw: 0, zeroReason: 'Your answer did not deal with the situation, so it could not be scored. Say what you would say to the person in it.' };
  }
  const credit = actPointCredit(keyPoints);
  const appropriacyCredit = credit >= APPROPRIACY_FROM ? appropriacy.share * credit : 0;
  const raw = Math.round((KEY_POINT_WEIGHT * credit + (1 - KEY_POINT_WEIGHT) * appropriacyCredit) * max * 100) / 100;
  return { score: Math.round(raw), max, raw };
}
