import type { WritingIssue } from '../types';
import type { WordToken } from '../text/tokens';
import { isKnownWord, suggestSpellings } from './dictionaries';
import { dialectOf, type SpellingDialect } from './dialect-variants';
import { isAcronymPlural, isRareWord } from './rare-words';
import { wordTable } from '../text/word-table';

/** What the spelling check found. */
interface SpellingReport {
  /** One issue per misspelt word and per word written in the minority spelling standard. */
  issues: WritingIssue[];
  /** Misspelt words (each occurrence counts, as PTE's spelling trait does). */
  misspellings: number;
  /** Words the dictionaries were asked about. */
  checkedWords: number;
  /** Words whose spelling is British only / American only. */
  ukMarked: number;
  usMarked: number;
}

// Contractions typed without their apostrophe; Hunspell accepts some ("cant", "wont") as rare words.
const MISSING_APOSTROPHE = wordTable<string>({
  dont: "don't", doesnt: "doesn't", didnt: "didn't", isnt: "isn't", arent: "aren't", wasnt: "wasn't",
  werent: "weren't", hasnt: "hasn't", havent: "haven't", hadnt: "hadn't", wouldnt: "wouldn't",
  couldnt: "couldn't", shouldnt: "shouldn't", cant: "can't", wont: "won't", im: "I'm", ive: "I've",
  youre: "you're", theyre: "they're", thats: "that's", whats: "what's", theres: "there's", shes: "she's",
  alot: 'a lot', infact: 'in fact', aswell: 'as well', eachother: 'each other', everytime: 'every time',
});

function isProperNounGuess(token: WordToken, sentenceStart: boolean): boolean {
  return !sentenceStart && /^\p{Lu}/u.test(token.text);
}

function isAcronym(token: WordToken): boolean {
  return token.text.length <= 6 && token.text === token.text.toUpperCase() && /\p{Lu}/u.test(token.text);
}

function baseForm(word: string): string {
  return word.replace(/'s$/i, '');
}

function isSpeltCorrectly(word: string): boolean {
  if (isKnownWord(word) || isKnownWord(word.toLowerCase())) return true;
  const base = baseForm(word);
  if (base !== word && (isKnownWord(base) || isKnownWord(base.toLowerCase()))) return true;
  // A hyphenated compound is fine when each part is a word ("decision-making", "well-known").
  if (word.includes('-')) return word.split('-').every((part) => part.length > 0 && (isKnownWord(part) || isKnownWord(part.toLowerCase()) || isRareWord(part)));
  // Words Hunspell lacks: newer and specialist ones from the word list, prefixed forms, acronyms' plurals.
  return isAcronymPlural(word) || isRareWord(base);
}

/**
 * Checks every word against the US and UK Hunspell dictionaries (either spelling is accepted), then against a larger
 * word list for newer and specialist words (`rare-words.ts`), and flags mixing of the two standards as a style issue.
 * Proper nouns (capitalised mid-sentence), acronyms and their plurals are not counted as misspellings.
 * PTE rule (Score Guide, spelling trait of Write Essay and SST): each misspelt word counts as one error.
 */
export function checkSpelling(tokens: readonly WordToken[], sentenceStarts: ReadonlySet<number>): SpellingReport {
  const issues: WritingIssue[] = [];
  const marked: { token: WordToken; dialect: SpellingDialect; counterpart: string }[] = [];
  let misspellings = 0;
  let checkedWords = 0;
  for (const token of tokens) {
    if (!/^[\p{L}'-]+$/u.test(token.text) || token.text.length < 2) continue;
    const atSentenceStart = sentenceStarts.has(token.start);
    if (isAcronym(token) || isProperNounGuess(token, atSentenceStart)) continue;
    checkedWords += 1;
    const apostropheFix = MISSING_APOSTROPHE[token.lower];
    if (apostropheFix) {
      misspellings += 1;
      const fix = atSentenceStart ? apostropheFix[0]!.toUpperCase() + apostropheFix.slice(1) : apostropheFix;
      issues.push({
        start: token.start, end: token.end, category: 'spelling', source: 'spelling',
        message: `"${token.text}" is misspelt: write "${fix}".`, suggestions: [fix],
      });
      continue;
    }
    if (!isSpeltCorrectly(token.text)) {
      misspellings += 1;
      const found = suggestSpellings(atSentenceStart ? token.lower : token.text);
      const suggestions = atSentenceStart ? found.map((s) => s[0]!.toUpperCase() + s.slice(1)) : found;
      issues.push({
        start: token.start, end: token.end, category: 'spelling', source: 'spelling',
        message: suggestions.length > 0
          ? `"${token.text}" is not an English word as spelt. Did you mean "${suggestions[0]}"?`
          : `"${token.text}" is not an English word as spelt.`,
        suggestions,
      });
      continue;
    }
    const marker = dialectOf(token.text);
    if (marker) marked.push({ token, ...marker });
  }
  const ukMarked = marked.filter((m) => m.dialect === 'uk').length;
  const usMarked = marked.length - ukMarked;
  if (ukMarked > 0 && usMarked > 0) {
    // Keep the standard the learner used more often (British on a tie) and flag the other.
    const majority: SpellingDialect = ukMarked >= usMarked ? 'uk' : 'us';
    const majorityName = majority === 'uk' ? 'British' : 'American';
    const example = marked.find((m) => m.dialect === majority)!.token.text;
    for (const m of marked.filter((item) => item.dialect !== majority)) {
      issues.push({
        start: m.token.start, end: m.token.end, category: 'style', source: 'spelling:dialect-mix',
        message: `"${m.token.text}" is ${m.dialect === 'uk' ? 'British' : 'American'} spelling, but elsewhere you use ${majorityName} spelling ("${example}"). Either is accepted; keep to one.`,
        suggestions: [m.counterpart],
      });
    }
  }
  return { issues, misspellings, checkedWords, ukMarked, usMarked };
}
