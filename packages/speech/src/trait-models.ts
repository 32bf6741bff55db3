import type { FluencyMetrics } from './fluency';
import type { NormalisedPronunciation, PhoneNorm, PronunciationMeasures } from './pronunciation';

/**
 * A linear model on standardised features: `intercept + Σ weight × (clamp(value, min, max) − center) / scale`.
 * `min`/`max` are the 1st and 99th percentiles seen in fitting, so answers unlike the calibration data
 * (longer texts, other speakers) cannot push the estimate far outside the fitted range.
 */
export interface LinearModel {
  intercept: number;
  features: Record<string, { weight: number; center: number; scale: number; min?: number; max?: number }>;
}

/** The fitted models that turn measures into scores (`calibration.ts` ships them; calibration runs pass their own). */
export interface SpeechModels {
  /** Pronunciation, fluency and the item total on PTE's 0–5 scale (human score ÷ 2), from `answerFeatures`. */
  pronunciation: LinearModel;
  fluency: LinearModel;
  total: LinearModel;
  /** A word's pronunciation quality 0–1 (human word accuracy ÷ 10), from `wordPronunciationFeatures`. */
  wordQuality: LinearModel;
  /** Each phone's typical GOP and length, to judge a phone against its own range. */
  phones: Record<string, PhoneNorm>;
  /**
   * For explanations: per trait and feature, the median value among answers raters placed in each band
   * 0–5 (index = band).
   */
  typical: { pronunciation: Record<string, number[]>; fluency: Record<string, number[]> };
}

/** Applies a linear model to named features (missing features count as their centre). */
export function applyLinearModel(model: LinearModel, features: Record<string, number>): number {
  let value = model.intercept;
  for (const [name, term] of Object.entries(model.features)) {
    const raw = features[name];
    if (raw === undefined || !Number.isFinite(raw)) continue;
    const x = Math.min(term.max ?? Infinity, Math.max(term.min ?? -Infinity, raw));
    value += (term.weight * (x - term.center)) / (term.scale || 1);
  }
  return value;
}

/** How the words said compare with the reference (free speech: all 1 and 0): reading errors also lower human marks. */
export interface ContentFeatures {
  /** Reference words read correctly (near misses included) / reference words, 0–1. */
  matchedShare: number;
  /** (Substitutions + insertions) / reference words. */
  errorShare: number;
  /** Insertions / reference words. */
  insertionShare: number;
  /** Omissions / reference words. */
  omissionShare: number;
}

/**
 * The features every trait model reads; each is a rate or a share, so none grows with the length of the
 * answer (the calibration sentences are short, PTE's Read Aloud texts long). Pronunciation: GOP per phone
 * (raw and against each phone's typical range), the worst phones and words, phone lengths against their
 * typical lengths, and articulation rate (a phone's per-frame GOP rises with its length, so slow speech
 * would otherwise look better pronounced). Fluency: rates, pauses, hesitations and repetitions. Both:
 * reading errors, which lower human pronunciation and fluency marks too. When alignment failed the GOP
 * terms are left out, and the models read them at their average.
 */
export function answerFeatures(
  measures: PronunciationMeasures,
  normalised: NormalisedPronunciation | null,
  metrics: FluencyMetrics,
  content: ContentFeatures,
): Record<string, number> {
  const words = Math.max(1, metrics.wordCount);
  const pronunciation = measures.phoneCount
    ? { gopPhoneMean: measures.gopPhoneMean, lowPhoneShare: measures.lowPhoneShare, gopWorstWords: measures.gopWorstWords, ...normalised }
    : {};
  return {
    ...pronunciation,
    speechRate: metrics.speechRate,
    articulationRate: metrics.articulationRate,
    wordsPerMinute: metrics.wordsPerMinute,
    phonationRatio: metrics.phonationRatio,
    runShare: metrics.syllableCount ? metrics.meanLengthOfRun / metrics.syllableCount : 0,
    pausesPerWord: metrics.pauseCount / words,
    pausesWithinPerWord: metrics.pausesWithinPhrases / words,
    meanPauseSeconds: metrics.meanPauseSeconds,
    longPausesPerWord: metrics.longPauseCount / words,
    fillersPerWord: metrics.fillerCount / words,
    repetitionsPerWord: metrics.repetitionCount / words,
    ...content,
  };
}
