import type { AlignedWord } from './speech-recognizer';

/** Goodness-of-pronunciation measures of an answer (Witt & Young 2000, docs/scoring-speech.md#pronunciation). */
export interface PronunciationMeasures {
  /** Phones scored. */
  phoneCount: number;
  /** Frame-weighted mean GOP over all phones (≤ 0; nearer 0 is better). */
  gopMean: number;
  /** Mean of per-phone GOPs (each phone counts once). */
  gopPhoneMean: number;
  /** Share of phones whose GOP is below the "probably mispronounced" threshold. */
  lowPhoneShare: number;
  /** The 10th percentile of word GOPs (the worst words). */
  gopWorstWords: number;
  /** Mean GOP of vowels. */
  gopVowels: number;
  /** Mean GOP of consonants. */
  gopConsonants: number;
}

/** A phone whose GOP is below this is probably mispronounced (fitted scale: see calibration.ts). */
export const LOW_PHONE_GOP = -160;

const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);

/** Frame-weighted mean GOP of one word's phones. */
export function wordGop(word: AlignedWord): number {
  let weighted = 0;
  let frames = 0;
  for (const phone of word.phones) {
    const length = Math.max(1, Math.round((phone.end - phone.start) * 100));
    weighted += phone.gop * length;
    frames += length;
  }
  return frames ? weighted / frames : 0;
}

/** Aggregates phone-level GOP over the words of an answer. */
export function measurePronunciation(words: readonly AlignedWord[]): PronunciationMeasures {
  const phones = words.flatMap((word) => word.phones);
  if (!phones.length) {
    return { phoneCount: 0, gopMean: 0, gopPhoneMean: 0, lowPhoneShare: 1, gopWorstWords: 0, gopVowels: 0, gopConsonants: 0 };
  }
  let weighted = 0;
  let frames = 0;
  let plain = 0;
  let low = 0;
  let vowelSum = 0;
  let vowelCount = 0;
  let consonantSum = 0;
  let consonantCount = 0;
  for (const phone of phones) {
    const length = Math.max(1, Math.round((phone.end - phone.start) * 100));
    weighted += phone.gop * length;
    frames += length;
    plain += phone.gop;
    if (phone.gop < LOW_PHONE_GOP) low++;
    if (VOWELS.has(phone.phone)) {
      vowelSum += phone.gop;
      vowelCount++;
    } else {
      consonantSum += phone.gop;
      consonantCount++;
    }
  }
  const wordScores = words.map(wordGop).sort((a, b) => a - b);
  return {
    phoneCount: phones.length,
    gopMean: weighted / frames,
    gopPhoneMean: plain / phones.length,
    lowPhoneShare: low / phones.length,
    gopWorstWords: wordScores[Math.floor(wordScores.length * 0.1)] ?? 0,
    gopVowels: vowelCount ? vowelSum / vowelCount : 0,
    gopConsonants: consonantCount ? consonantSum / consonantCount : 0,
  };
}
