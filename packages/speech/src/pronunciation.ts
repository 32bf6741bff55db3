import type { AlignedPhone, AlignedWord } from './speech-recognizer';

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
function wordGop(word: { phones: readonly AlignedPhone[] }): number {
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

/** A phone's typical goodness of pronunciation and length in learner speech (fitted by the calibration script). */
export interface PhoneNorm {
  /** Mean and standard deviation of the phone's GOP. */
  gop: number;
  gopSpread: number;
  /** Mean and standard deviation of the natural log of its length in 10 ms frames. */
  logFrames: number;
  logFramesSpread: number;
}

/** GOP of one phone against its own typical range (z-score), and how far its length is from typical. */
interface PhoneDeviation {
  gopZ: number;
  /** |z| of the log length: 0 = typical, large = far too short or long. */
  lengthZ: number;
}

/** A phone z-score below this is very poor for that phone. */
const VERY_LOW_Z = -2;

function deviations(phones: readonly AlignedPhone[], norms: Readonly<Record<string, PhoneNorm>>): PhoneDeviation[] {
  return phones.flatMap((phone) => {
    const norm = norms[phone.phone];
    if (!norm) return [];
    const frames = Math.max(1, Math.round((phone.end - phone.start) * 100));
    return [{ gopZ: (phone.gop - norm.gop) / (norm.gopSpread || 1), lengthZ: Math.abs(Math.log(frames) - norm.logFrames) / (norm.logFramesSpread || 1) }];
  });
}

/** Pronunciation measures with each phone judged against its own typical GOP and length. */
export interface NormalisedPronunciation {
  /** Mean phone GOP z-score. */
  gopZMean: number;
  /** 10th percentile of the phone z-scores (the worst phones). */
  gopZWorst: number;
  /** Share of phones far below their typical GOP (z < −2). */
  gopZLowShare: number;
  /** Mean |z| of phone lengths (log frames) against each phone's typical length. */
  lengthDeviation: number;
}

/** Normalised measures over the phones of the given words (null when no phone has a norm). */
export function measureNormalisedPronunciation(words: readonly AlignedWord[], norms: Readonly<Record<string, PhoneNorm>>): NormalisedPronunciation | null {
  const found = deviations(words.flatMap((word) => word.phones), norms);
  if (!found.length) return null;
  const z = found.map((phone) => phone.gopZ).sort((a, b) => a - b);
  return {
    gopZMean: mean(z),
    gopZWorst: z[Math.floor(z.length * 0.1)]!,
    gopZLowShare: z.filter((value) => value < VERY_LOW_Z).length / z.length,
    lengthDeviation: mean(found.map((phone) => phone.lengthZ)),
  };
}

/** The features a word's quality is estimated from: its GOP, mean and worst phone z-score, length deviation. */
export function wordPronunciationFeatures(phones: readonly AlignedPhone[], norms: Readonly<Record<string, PhoneNorm>>): Record<string, number> {
  const found = deviations(phones, norms);
  const features: Record<string, number> = { gop: wordGop({ phones }) };
  if (found.length) {
    features.gopZMean = mean(found.map((phone) => phone.gopZ));
    features.gopZMin = Math.min(...found.map((phone) => phone.gopZ));
    features.lengthDeviation = mean(found.map((phone) => phone.lengthZ));
  }
  return features;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}
