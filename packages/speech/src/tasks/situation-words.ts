import { keyWordsOf } from '../content-scoring';

/**
 * How far a word of a key point shows that a reply deals with that point. A `specific` word names what the
 * point is about ("book", "recalled", "heating", "plagiarism"); a `frame` word belongs to the frame every
 * campus situation shares (when, who, where, how much, and everyday verbs), so it completes a point ("the exam
 * tomorrow morning") but cannot show on its own which situation a reply is about.
 */
export type KeyWordKind = 'specific' | 'frame';

/** A content word of a key point and its kind. */
export interface SituationKeyWord {
  word: string;
  kind: KeyWordKind;
}

/** What each kind of word weighs in a key point's coverage: a frame word half a specific one. */
export const KEY_WORD_WEIGHT: Readonly<Record<KeyWordKind, number>> = { specific: 1, frame: 0.5 };

/**
 * Function words that the shared stop list keeps but that say nothing about a situation ("if", "whether",
 * "still", "another"): a reply to any situation says them, so they are not key words at all.
 */
const FUNCTION_WORDS = new Set(
  ('if whether unless because since until though although yet already still even ever never else instead ' +
    'another after before next last both either neither every much many few lot lots bit quite really rather ' +
    'must cannot able something anything nothing someone anyone somebody anybody nobody').split(' '),
);

/**
 * The frame shared by campus situations, by kind of word. Each is a word most situations can use whatever
 * they are about, so a reply that says it may be about any of them.
 */
/** True when `word` is a function word that says nothing about a situation ("if", "still", "last"). */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(word);
}

const FRAME_WORD_GROUPS = {
  time: [
    'time', 'day', 'week', 'weekend', 'month', 'term', 'semester', 'year', 'today', 'tomorrow', 'yesterday', 'tonight',
    'morning', 'afternoon', 'evening', 'night', 'hour', 'minute', "o'clock", 'date', 'late', 'early', 'soon', 'now',
    'ago', 'later', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  ],
  quantity: [
    'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
    'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty',
    'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'first', 'second', 'third', 'half',
    'extra', 'less',
  ],
  people: [
    'dr', 'doctor', 'professor', 'prof', 'mr', 'mrs', 'ms', 'sir', 'madam', 'student', 'people', 'person',
    'everyone', 'everybody', 'friend', 'classmate', 'tutor', 'lecturer', 'teacher', 'staff', 'team', 'group',
  ],
  place: ['class', 'lecture', 'meeting', 'session', 'university', 'campus', 'course', 'room', 'office', 'place'],
  action: [
    'need', 'needed', 'get', 'got', 'make', 'made', 'go', 'going', 'come', 'keep', 'use', 'using', 'used', 'help',
    'try', 'take', 'give', 'put', 'send', 'ask', 'asking', 'tell', 'say', 'explain', 'talk', 'know', 'want', 'change',
    'changing', 'work', 'working', 'worked', 'study', 'studying', 'miss', 'missed', 'missing', 'happen', 'happened',
  ],
  quality: ['possible', 'problem', 'new', 'different', 'same', 'important', 'good', 'well', 'right', 'everything', 'difficult', 'ready', 'part', 'thing', 'way'],
} as const;

const FRAME_WORDS = new Set<string>(Object.values(FRAME_WORD_GROUPS).flat());

/** True when `word` is a frame word, as listed, as a plural or as a possessive ("days", "student's"). */
export function isFrameWord(word: string): boolean {
  const base = word.replace(/'s$/, '');
  return FRAME_WORDS.has(base) || (base.endsWith('s') && FRAME_WORDS.has(base.slice(0, -1))) || (base.endsWith('es') && FRAME_WORDS.has(base.slice(0, -2)));
}

/**
 * The key words of a key point with their kinds: its content words without stop words and function words,
 * each `frame` or `specific`. A point whose words are all function words keeps them, as frame words.
 */
export function situationKeyWords(words: readonly string[]): SituationKeyWord[] {
  const content = keyWordsOf(words).filter((word) => !FUNCTION_WORDS.has(word));
  if (!content.length) return keyWordsOf(words).map((word) => ({ word, kind: 'frame' }));
  return content.map((word) => ({ word, kind: isFrameWord(word) ? 'frame' : 'specific' }));
}
