import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The 39 phones of the CMU dictionary (ARPAbet without stress marks), as the acoustic model names them. */
export const PHONES = [
  'AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'B', 'CH', 'D', 'DH', 'EH', 'ER', 'EY', 'F', 'G', 'HH', 'IH', 'IY', 'JH', 'K',
  'L', 'M', 'N', 'NG', 'OW', 'OY', 'P', 'R', 'S', 'SH', 'T', 'TH', 'UH', 'UW', 'V', 'W', 'Y', 'Z', 'ZH',
] as const;

const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);
const PHONE_SET = new Set<string>(PHONES);

/** True for a vowel phone (each vowel is one syllable). */
function isVowel(phone: string): boolean {
  return VOWELS.has(phone);
}

// Flite's phone names that differ from the CMU dictionary's.
const FLITE_PHONES: Record<string, string> = { ax: 'AH', axr: 'ER', pau: '' };

// Last-resort spelling rules, longest match first, for words neither the dictionary nor flite knows.
const LETTER_RULES: [string, string[]][] = [
  ['tch', ['CH']], ['sch', ['S', 'K']], ['igh', ['AY']], ['ough', ['AO']], ['tion', ['SH', 'AH', 'N']],
  ['sh', ['SH']], ['ch', ['CH']], ['th', ['TH']], ['ph', ['F']], ['ng', ['NG']], ['ck', ['K']], ['qu', ['K', 'W']],
  ['ee', ['IY']], ['ea', ['IY']], ['oo', ['UW']], ['ou', ['AW']], ['ow', ['OW']], ['ai', ['EY']], ['ay', ['EY']],
  ['oi', ['OY']], ['oy', ['OY']], ['au', ['AO']], ['aw', ['AO']], ['er', ['ER']], ['ir', ['ER']], ['ur', ['ER']],
  ['a', ['AE']], ['b', ['B']], ['c', ['K']], ['d', ['D']], ['e', ['EH']], ['f', ['F']], ['g', ['G']], ['h', ['HH']],
  ['i', ['IH']], ['j', ['JH']], ['k', ['K']], ['l', ['L']], ['m', ['M']], ['n', ['N']], ['o', ['AA']], ['p', ['P']],
  ['r', ['R']], ['s', ['S']], ['t', ['T']], ['u', ['AH']], ['v', ['V']], ['w', ['W']], ['x', ['K', 'S']],
  ['y', ['Y']], ['z', ['Z']],
];

const BRITISH_SPELLINGS: [RegExp, string][] = [
  [/is(e|es|ed|ing|ation|ations)$/, 'iz$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/our(s|ed|ing|ful|ite|ites)?$/, 'or$1'],
  [/tre(s)?$/, 'ter$1'],
  [/ogue(s)?$/, 'og$1'],
  [/ll(ed|ing|er|ers)$/, 'l$1'],
  [/ence(s)?$/, 'ense$1'],
  [/ae/, 'e'],
  [/oe/, 'e'],
];

function spellOut(word: string): string[] {
  const phones: string[] = [];
  let rest = word.toLowerCase().replace(/[^a-z]/g, '');
  if (rest.length > 2 && rest.endsWith('e') && !rest.endsWith('ee')) rest = rest.slice(0, -1);
  while (rest) {
    const rule = LETTER_RULES.find(([letters]) => rest.startsWith(letters));
    if (!rule) {
      rest = rest.slice(1);
      continue;
    }
    const previous = phones[phones.length - 1];
    for (const phone of rule[1]) if (phone !== previous) phones.push(phone);
    rest = rest.slice(rule[0].length);
  }
  return phones;
}

/**
 * The CMU pronouncing dictionary shipped with the recogniser's model (`cmudict-en-us.dict`): the phones of
 * each word and its syllable count. Words it lacks are pronounced by flite's letter-to-sound rules (`t2p`)
 * when flite is installed, else by simple spelling rules.
 */
export class PronouncingDictionary {
  private readonly entries = new Map<string, string[][]>();
  private readonly guessed = new Map<string, string[][]>();
  private fliteAvailable = true;

  /** Reads a dictionary in CMU Sphinx format: `word PH PH …`, alternatives as `word(2) …`. */
  static load(path: string): PronouncingDictionary {
    const dictionary = new PronouncingDictionary();
    const text = readFileSync(path, 'utf8');
    let lineStart = 0;
    while (lineStart < text.length) {
      let lineEnd = text.indexOf('\n', lineStart);
      if (lineEnd < 0) lineEnd = text.length;
      const line = text.slice(lineStart, lineEnd);
      lineStart = lineEnd + 1;
      const space = line.indexOf(' ');
      if (space <= 0) continue;
      const head = line.slice(0, space);
      const paren = head.indexOf('(');
      const word = paren > 0 ? head.slice(0, paren) : head;
      const phones = line.slice(space + 1).trim().split(/\s+/);
      const list = dictionary.entries.get(word);
      if (list) list.push(phones);
      else dictionary.entries.set(word, [phones]);
    }
    return dictionary;
  }

  /** True when the dictionary itself lists the word. */
  has(word: string): boolean {
    return this.entries.has(word);
  }

  /** Number of words listed. */
  get size(): number {
    return this.entries.size;
  }

  /** Pronunciations of a lowercase word, dictionary first; never empty for a word with letters. */
  pronunciations(word: string): string[][] {
    const known = this.entries.get(word) ?? this.guessed.get(word);
    if (known) return known;
    // The dictionary is American: try the American spelling of a British word ("organise", "colour", "centre").
    for (const [pattern, replacement] of BRITISH_SPELLINGS) {
      const american = word.replace(pattern, replacement);
      const entry = american !== word ? this.entries.get(american) : undefined;
      if (entry) {
        this.guessed.set(word, entry);
        return entry;
      }
    }
    const guess = this.letterToSound(word);
    const result = guess.length ? [guess] : [];
    this.guessed.set(word, result);
    return result;
  }

  /** Syllables in a word's first pronunciation (at least 1 for a word with letters). */
  syllables(word: string): number {
    const phones = this.pronunciations(word)[0];
    if (!phones) return 0;
    return Math.max(1, phones.filter(isVowel).length);
  }

  private letterToSound(word: string): string[] {
    if (this.fliteAvailable && /^[a-z']+$/.test(word)) {
      try {
        const output = execFileSync('t2p', [word], { encoding: 'utf8', timeout: 2000, stdio: ['ignore', 'pipe', 'ignore'] });
        const phones = output
          .trim()
          .split(/\s+/)
          .map((phone) => phone.replace(/\d/g, ''))
          .map((phone) => FLITE_PHONES[phone] ?? phone.toUpperCase())
          .filter((phone) => PHONE_SET.has(phone));
        if (phones.length) return phones;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') this.fliteAvailable = false;
      }
    }
    return spellOut(word);
  }
}
