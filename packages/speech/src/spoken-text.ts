/**
 * Turning written text into the words a speaker says: lowercase word tokens, hyphenated words split,
 * numbers, years, percentages, ordinals and amounts of money spelled out (with the usual alternatives,
 * e.g. 2010 → "twenty ten" or "two thousand and ten").
 */

/** A written word of a reference text and the ways it may be spoken. */
export interface ReferenceToken {
  /** The word as written, e.g. "1990," or "well-known". */
  text: string;
  /** Lowercase, punctuation removed (same rule as Write from Dictation), e.g. "well-known". */
  normalized: string;
  /** Spoken forms, most likely first, e.g. [["well","known"]] or [["nineteen","ninety"], ...]. */
  spoken: string[][];
  /** True when the written word ends a phrase (comma, full stop, colon, semicolon, dash, question mark). */
  endsPhrase: boolean;
}

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL_WORDS: Record<string, string> = {
  one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth',
};

function underHundred(n: number): string[] {
  if (n < 20) return [ONES[n]!];
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 ? [tens, ONES[n % 10]!] : [tens];
}

function underThousand(n: number, withAnd: boolean): string[] {
  const words: string[] = [];
  if (n >= 100) {
    words.push(ONES[Math.floor(n / 100)]!, 'hundred');
    if (n % 100) {
      if (withAnd) words.push('and');
      words.push(...underHundred(n % 100));
    }
  } else words.push(...underHundred(n));
  return words;
}

/** Cardinal number in words, British style with "and" when `withAnd` (e.g. "one hundred and five"). */
export function cardinalWords(n: number, withAnd = true): string[] {
  if (!Number.isInteger(n) || n < 0) return [];
  if (n === 0) return ['zero'];
  const scales: [number, string][] = [
    [1_000_000_000, 'billion'],
    [1_000_000, 'million'],
    [1_000, 'thousand'],
  ];
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of scales) {
    if (rest >= size) {
      words.push(...underThousand(Math.floor(rest / size), withAnd), name);
      rest %= size;
    }
  }
  if (rest) {
    if (words.length && rest < 100 && withAnd) words.push('and');
    words.push(...underThousand(rest, withAnd));
  }
  return words;
}

function ordinalWords(n: number): string[] {
  const words = cardinalWords(n, true);
  const last = words.pop() ?? '';
  const ordinal = ORDINAL_WORDS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words, ordinal];
}

function yearVariants(n: number): string[][] {
  const variants: string[][] = [];
  const high = Math.floor(n / 100);
  const low = n % 100;
  if (n >= 2000 && n < 2010) {
    variants.push(cardinalWords(n, true), cardinalWords(n, false), ['twenty', 'oh', ...underHundred(low)]);
  } else if (n % 1000 === 0) {
    variants.push(cardinalWords(n, true));
  } else if (low === 0) {
    variants.push([...underHundred(high), 'hundred'], cardinalWords(n, true));
  } else if (low < 10) {
    variants.push([...underHundred(high), 'oh', ONES[low]!], cardinalWords(n, true), cardinalWords(n, false));
  } else {
    variants.push([...underHundred(high), ...underHundred(low)], cardinalWords(n, true), cardinalWords(n, false));
  }
  return variants;
}

function numberVariants(raw: string): string[][] {
  return dedupe(numberVariantList(raw));
}

function numberVariantList(raw: string): string[][] {
  const clean = raw.replace(/,(?=\d{3}\b)/g, '');
  const decimal = clean.match(/^(\d+)\.(\d+)$/);
  if (decimal) {
    const fraction = [...decimal[2]!].map((digit) => ONES[Number(digit)]!);
    const whole = Number(decimal[1]);
    return [
      [...cardinalWords(whole, true), 'point', ...fraction],
      [...cardinalWords(whole, false), 'point', ...fraction],
    ];
  }
  if (!/^\d+$/.test(clean)) return [];
  const n = Number(clean);
  if (!Number.isSafeInteger(n)) return [[...clean].map((digit) => ONES[Number(digit)]!)];
  if (n >= 1100 && n <= 2099 && clean.length === 4) return yearVariants(n);
  const withAnd = cardinalWords(n, true);
  const withoutAnd = cardinalWords(n, false);
  return withAnd.join(' ') === withoutAnd.join(' ') ? [withAnd] : [withAnd, withoutAnd];
}

function dedupe(variants: string[][]): string[][] {
  const seen = new Set<string>();
  return variants.filter((variant) => {
    const key = variant.join(' ');
    if (!variant.length || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function product(parts: string[][][], limit = 6): string[][] {
  let results: string[][] = [[]];
  for (const options of parts) {
    const next: string[][] = [];
    for (const prefix of results) for (const option of options) if (next.length < limit) next.push([...prefix, ...option]);
    results = next;
  }
  return results;
}

/** The spoken forms of one written word (without surrounding punctuation). */
export function spokenForms(written: string): string[][] {
  const word = written
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .toLowerCase();
  const money = word.match(/^([$£€])(\d[\d,]*(?:\.\d+)?)(k|m|bn)?$/);
  if (money) {
    const unit = money[1] === '$' ? 'dollars' : money[1] === '£' ? 'pounds' : 'euros';
    const scale = money[3] === 'k' ? ['thousand'] : money[3] === 'm' ? ['million'] : money[3] === 'bn' ? ['billion'] : [];
    return numberVariants(money[2]!).map((variant) => [...variant, ...scale, unit]);
  }
  const percent = word.match(/^(\d[\d,]*(?:\.\d+)?)%$/);
  if (percent) {
    return numberVariants(percent[1]!).flatMap((variant) => [
      [...variant, 'percent'],
      [...variant, 'per', 'cent'],
    ]);
  }
  const ordinal = word.match(/^(\d+)(st|nd|rd|th)$/);
  if (ordinal) return [ordinalWords(Number(ordinal[1]))];
  const decade = word.match(/^(1[1-9]|20)(\d)0'?s$/);
  if (decade) {
    const tens = underHundred(Number(decade[2]) * 10);
    const last = tens[tens.length - 1]!;
    return [[...underHundred(Number(decade[1])), `${last.slice(0, -1)}ies`]];
  }
  const range = word.match(/^(\d+)-(\d+)$/);
  if (range) {
    return product([numberVariants(range[1]!), [['to']], numberVariants(range[2]!)]);
  }
  if (word === '&') return [['and']];
  if (/^\d[\d,]*(?:\.\d+)?$/.test(word)) return numberVariants(word);
  const parts = word
    .split(/[-/]+/)
    .map((part) => part.replace(/[^\p{L}\p{N}'.,%$£€]/gu, '').replace(/^['.,]+|['.,]+$/g, ''))
    .filter(Boolean);
  const pieces: string[][][] = [];
  for (const part of parts) {
    if (/\d/.test(part)) {
      const forms = /^\d[\d,]*(?:\.\d+)?%?$/.test(part) ? spokenForms(part) : [];
      if (forms.length) pieces.push(forms);
      else {
        // Mixed letters and digits ("CO2", "3D"): say letters as a word and digits one by one.
        pieces.push([part.split(/(\d+)/).filter(Boolean).flatMap((chunk) => (/^\d+$/.test(chunk) ? numberVariants(chunk)[0] ?? [] : [chunk]))]);
      }
    } else {
      const letters = part.replace(/[^\p{L}']/gu, '');
      if (letters) pieces.push([[letters]]);
    }
  }
  if (!pieces.length) return [];
  return dedupe(product(pieces));
}

/**
 * Splits a reference text into its written words (one per whitespace-separated token, as PTE counts
 * Read Aloud content) with their spoken forms. Tokens with nothing to say (lone punctuation) are dropped.
 */
export function referenceTokens(text: string): ReferenceToken[] {
  const tokens: ReferenceToken[] = [];
  for (const written of text.normalize('NFC').split(/\s+/)) {
    const normalized = written
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}'-]/gu, '')
      .replace(/^['-]+|['-]+$/g, '');
    const spoken = spokenForms(written.replace(/^[^\p{L}\p{N}$£€&]+|[^\p{L}\p{N}%]+$/gu, ''));
    if (!normalized || !spoken.length) {
      const last = tokens[tokens.length - 1];
      if (last && /^[-\u2013\u2014]+$/.test(written)) last.endsPhrase = true;
      continue;
    }
    tokens.push({ text: written, normalized, spoken, endsPhrase: /[.,;:!?\u2013\u2014)"]$/.test(written) });
  }
  return tokens;
}

/** Plain lowercase word list of free text (key points, accepted answers), numbers spelled out. */
export function spokenWords(text: string): string[] {
  return referenceTokens(text).flatMap((token) => token.spoken[0] ?? []);
}
