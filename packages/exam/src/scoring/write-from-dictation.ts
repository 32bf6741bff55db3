import type { WordMark } from '../assessment';
import { isNearMiss } from './edit-distance';

/** A word of a dictation sentence or answer: as written, and normalised for matching. */
interface DictationToken {
  text: string;
  normalized: string;
}

/**
 * Splits text into words and normalises each for matching: lowercase, curly apostrophes read as straight,
 * and every character other than a letter or digit removed except apostrophes and hyphens inside a word
 * ("Well-known," → "well-known", "'twas" → "twas"). Tokens left empty are dropped.
 */
export function dictationTokens(text: string): DictationToken[] {
  return text
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => ({
      text: word,
      normalized: word
        .replace(/[\u2018\u2019\u02bc]/g, "'")
        .toLowerCase()
        .replace(/[^\p{L}\p{N}'-]/gu, '')
        .replace(/^['-]+|['-]+$/g, ''),
    }))
    .filter((token) => token.normalized !== '');
}

/** A word of the key sentence and whether the answer earned its point. */
interface KeyWordMark {
  text: string;
  credited: boolean;
}

/** The score of a Write from Dictation answer. */
interface DictationScore {
  score: number;
  /** The number of words in the key sentence. */
  max: number;
  /** The answer aligned with the key: credited words, key words missing (`omitted`) and extra words (`inserted`). */
  words: WordMark[];
  /** One mark per key-sentence word, in order. */
  keyWords: KeyWordMark[];
  /** Key words the answer has in a form one or two letters away (and under half the word): probable misspellings. */
  misspellings: { expected: string; typed: string }[];
  /** Key words the answer has, spelled right, but out of order, so they were not credited. */
  misplaced: string[];
  /** Words in the answer. */
  answerWords: number;
}

/**
 * Write from Dictation: 1 point per word of the key sentence that appears correctly spelled in the answer;
 * missing or misspelled words earn 0 and extra words are not penalised (docs/task-types.md#dictation). Sources disagree on
 * word order and Pearson's algorithm is not public, so the rule here is: the credited words are a longest
 * common subsequence of the normalised key and answer tokens (see `dictationTokens`) — order matters, extra
 * words cost nothing, and each key word is credited at most once.
 */
export function scoreWriteFromDictation(answer: string, sentence: string): DictationScore {
  const typed = dictationTokens(answer);
  const key = dictationTokens(sentence);
  const rows = key.length;
  const cols = typed.length;
  // lengths[i][j] = LCS length of key[i..] and typed[j..]
  const lengths: number[][] = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0));
  const at = (i: number, j: number): number => lengths[i]?.[j] ?? 0;
  for (let i = rows - 1; i >= 0; i--) {
    const row = lengths[i]!;
    for (let j = cols - 1; j >= 0; j--) {
      row[j] = key[i]!.normalized === typed[j]!.normalized ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }

  const words: WordMark[] = [];
  const keyWords: KeyWordMark[] = [];
  let i = 0;
  let j = 0;
  while (i < rows || j < cols) {
    const keyToken = key[i];
    const typedToken = typed[j];
    if (keyToken && typedToken && keyToken.normalized === typedToken.normalized && at(i, j) === at(i + 1, j + 1) + 1) {
      words.push({ text: typedToken.text, status: 'correct' });
      keyWords.push({ text: keyToken.text, credited: true });
      i++;
      j++;
    } else if (keyToken && (!typedToken || at(i + 1, j) >= at(i, j + 1))) {
      words.push({ text: keyToken.text, status: 'omitted' });
      keyWords.push({ text: keyToken.text, credited: false });
      i++;
    } else if (typedToken) {
      words.push({ text: typedToken.text, status: 'inserted' });
      j++;
    }
  }

  const score = keyWords.filter((word) => word.credited).length;
  return {
    score,
    max: rows,
    words,
    keyWords,
    misspellings: findMisspellings(words),
    misplaced: findMisplaced(words),
    answerWords: cols,
  };
}

const normalizeForCompare = (text: string) => dictationTokens(text)[0]?.normalized ?? '';

// Pairs each omitted key word with an inserted word in the same gap between credited words when the two are
// a near miss, which is how a misspelling shows in the alignment.
function findMisspellings(words: readonly WordMark[]): { expected: string; typed: string }[] {
  const found: { expected: string; typed: string }[] = [];
  let omitted: string[] = [];
  let inserted: string[] = [];
  const flush = () => {
    for (const expected of omitted) {
      const target = normalizeForCompare(expected);
      const index = inserted.findIndex((typed) => isNearMiss(target, normalizeForCompare(typed)));
      if (index >= 0) {
        found.push({ expected, typed: inserted[index]! });
        inserted.splice(index, 1);
      }
    }
    omitted = [];
    inserted = [];
  };
  for (const word of words) {
    if (word.status === 'omitted') omitted.push(word.text);
    else if (word.status === 'inserted') inserted.push(word.text);
    else flush();
  }
  flush();
  return found;
}

function findMisplaced(words: readonly WordMark[]): string[] {
  const inserted = new Set(words.filter((word) => word.status === 'inserted').map((word) => normalizeForCompare(word.text)));
  return words
    .filter((word) => word.status === 'omitted' && inserted.has(normalizeForCompare(word.text)))
    .map((word) => word.text);
}
