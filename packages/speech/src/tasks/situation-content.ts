import { keyWordsOf, wordsMatch, type ContentResult, type KeyPointCoverage } from '../content-scoring';
import { spokenWords } from '../spoken-text';
import { findPhrase, type AppropriacyReport } from './situation-appropriacy';

/**
 * What a reply does, as a key point names it by its first verb ("apologises for …", "asks for …"), and the
 * phrases that do it: nobody says "I apologise for", they say "sorry". Verbs with no phrases (explains, tells)
 * are done by saying the rest of the point.
 */
const SPEECH_ACTS: readonly { verbs: readonly string[]; phrases: readonly string[] }[] = [
  { verbs: ['apologise', 'apologises', 'apologize', 'apologizes'], phrases: ['sorry', 'apologise', 'apologize', 'apologies'] },
  {
    verbs: ['ask', 'asks', 'request', 'requests'],
    phrases: ['could you', 'can you', 'would you', 'will you', 'may i', 'can i', 'could i', 'is it possible', 'would it be possible', 'please', 'i was wondering', 'i wonder', 'would you mind', 'do you mind', 'i would like', "i'd like", 'do you know', 'is there'],
  },
  { verbs: ['thank', 'thanks'], phrases: ['thank', 'thanks', 'grateful', 'appreciate'] },
  {
    verbs: ['suggest', 'suggests', 'propose', 'proposes', 'recommend', 'recommends'],
    phrases: ['how about', 'what about', "why don't", 'why not', 'we could', 'you could', 'maybe', 'perhaps', 'suggest', "let's", 'what if', 'recommend', 'we should', 'you should'],
  },
  { verbs: ['invite', 'invites'], phrases: ['would you like', 'do you want', 'join', 'come along', 'invite'] },
  { verbs: ['offer', 'offers'], phrases: ['i can', 'i could', "i'll", 'i will', 'happy to', 'let me'] },
  { verbs: ['greet', 'greets'], phrases: ['hello', 'hi', 'hey', 'good morning', 'good afternoon', 'good evening'] },
  { verbs: ['explain', 'explains', 'tell', 'tells', 'inform', 'informs', 'say', 'says', 'mention', 'mentions', 'describe', 'describes', 'give', 'gives'], phrases: [] },
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

/**
 * How much of each key point a reply covered: the act (one share, when the point names one with phrases)
 * and the content words of the rest of the point, each said anywhere in the reply. The act counts only with at
 * least one of those words, so a polite phrase alone covers nothing. An act not done is listed among the
 * missing words by its verb.
 */
export function coverActPoints(said: readonly string[], keyPoints: readonly string[]): KeyPointCoverage[] {
  return keyPoints.map((text) => {
    const point = actPoint(text);
    const wanted = point.words.length ? keyWordsOf(point.words) : [];
    const missing = wanted.filter((key) => !said.some((word) => wordsMatch(word, key)));
    // An act counts with something of what it is about ("sorry I missed the seminar", not a bare "could you").
    const aboutIt = !wanted.length || missing.length < wanted.length;
    const done = point.act ? aboutIt && findPhrase(said, point.act.phrases) !== undefined : false;
    const parts = wanted.length + (point.act ? 1 : 0);
    const covered = wanted.length - missing.length + (done ? 1 : 0);
    return {
      keyPoint: text,
      coverage: parts ? Math.round((covered / parts) * 100) / 100 : 0,
      missing: point.act && !done ? [point.act.verb, ...missing] : missing,
    };
  });
}

/** A key point counts in full when this share of it is covered, half from the lower share (as for the other free-speech tasks). */
const FULL_COVERAGE = 0.6;
const HALF_COVERAGE = 0.3;

/** Weight of the key points in Respond to a Situation content; appropriacy has the rest. */
const KEY_POINT_WEIGHT = 2 / 3;

/** Credit for the key points of a reply, as a share 0–1 (1, ½ or 0 per point). */
function actPointCredit(keyPoints: readonly KeyPointCoverage[]): number {
  if (!keyPoints.length) return 0;
  return keyPoints.reduce((sum, point) => sum + (point.coverage >= FULL_COVERAGE ? 1 : point.coverage >= HALF_COVERAGE ? 0.5 : 0), 0) / keyPoints.length;
}

/**
 * Respond to a Situation content, 0–`max` (docs/scoring-speech.md#content): two thirds for what the situation
 * asks (its key points) and one third for appropriacy (greeting, polite form, closing, no unsuitable forms);
 * the band is the rounded share of `max`. A reply that does none of what the situation asks is 0 with a reason,
 * however polite.
 */
export function scoreSituationContent(keyPoints: readonly KeyPointCoverage[], appropriacy: AppropriacyReport, max: number): ContentResult {
  if (!keyPoints.length) return { score: 0, max, raw: 0, zeroReason: 'This question has no key points to compare with.' };
  const credit = actPointCredit(keyPoints);
  if (credit === 0) {
    return { score: 0, max, raw: 0, zeroReason: 'Your answer did not deal with the situation, so it could not be scored. Say what you would say to the person in it.' };
  }
  const raw = Math.round((KEY_POINT_WEIGHT * credit + (1 - KEY_POINT_WEIGHT) * appropriacy.share) * max * 100) / 100;
  return { score: Math.round(raw), max, raw };
}
