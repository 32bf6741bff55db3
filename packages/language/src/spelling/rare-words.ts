import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';
import { zipfFrequency } from '../vocabulary/frequency-bands';
import { isKnownWord } from './dictionaries';
import { oneEditAway } from './edits';

let listed: ReadonlySet<string> | undefined;

/**
 * The `word-list` package's 274,000 English words (the Letterpress list: lower case, inflected forms included), for
 * words the Hunspell dictionaries lack — newer and specialist words such as "gamification", "leaderboards",
 * "adenosine" or "exclave". Read on first use (about 0.1 s).
 */
function listedWords(): ReadonlySet<string> {
  listed ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  return listed;
}

/** Loads the word list now, so the first answer does not wait for it. */
export function prepareRareWords(): void {
  listedWords();
}

// Prefixes that make new words from known ones ("prebunking", "micromobility"). The rest must be a known word of at
// least five letters, so a slip such as "untill" is not read as "un" + "till".
const PREFIXES = ['anti', 'auto', 'bio', 'co', 'counter', 'cyber', 'de', 'eco', 'hyper', 'inter', 'intra', 'macro', 'mega', 'micro', 'mis', 'multi', 'neo', 'non', 'over', 'post', 'pre', 'pro', 're', 'semi', 'sub', 'super', 'tele', 'trans', 'ultra', 'un', 'under'];

function isPrefixedWord(lower: string): boolean {
  return PREFIXES.some((prefix) => {
    const rest = lower.slice(prefix.length);
    return lower.startsWith(prefix) && rest.length >= 5 && (isKnownWord(rest) || listedWords().has(rest));
  });
}

/** Zipf frequency from which a word one edit away is taken for the word the writer meant. */
const COMMON_WORD_ZIPF = 3.5;

/**
 * Whether a rare word is more likely a slip for a common one: a dictionary word one edit away that is common
 * (SUBTLEX Zipf 3.5 or more) and at least ten times as frequent — "wich" for "which", "childs" for "child", "persue"
 * for "pursue", "catched" for "catches", all in the word list as rare or archaic words.
 */
function looksLikeSlip(lower: string): boolean {
  const own = zipfFrequency(lower);
  for (const candidate of oneEditAway(lower)) {
    const zipf = zipfFrequency(candidate);
    if (zipf >= COMMON_WORD_ZIPF && zipf - own >= 1 && isKnownWord(candidate)) return true;
  }
  return false;
}

/**
 * Whether a word the Hunspell dictionaries reject is still a correctly spelt English word: in the word list, or a
 * known word after a productive prefix — unless it looks like a slip for a common word.
 */
export function isRareWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/^[a-z]+(?:-[a-z]+)*$/.test(lower) || lower.length < 4) return false;
  if (!listedWords().has(lower) && !isPrefixedWord(lower)) return false;
  return !looksLikeSlip(lower);
}

/** An acronym's plural: "CAPTCHAs", "NGOs", "PhDs" (at least two capitals before a final lower-case "s"). */
export function isAcronymPlural(word: string): boolean {
  return /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z]{1,11}s$/.test(word) && /[A-Z]s$/.test(word);
}
