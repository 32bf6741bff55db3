import type { FluencyMetrics } from './fluency';
import type { PronunciationMeasures } from './pronunciation';

/**
 * A linear model on standardised features: `intercept + Σ weight × (clamp(value, min, max) − center) / scale`.
 * `min`/`max` are the 1st and 99th percentiles seen in fitting, so answers unlike the calibration data
 * (longer texts, other speakers) cannot push the estimate far outside the fitted range.
 */
export interface LinearModel {
  intercept: number;
  features: Record<string, { weight: number; center: number; scale: number; min?: number; max?: number }>;
}

/** The fitted models that turn measures into bands (`calibration.ts` ships them; calibration runs pass their own). */
export interface SpeechModels {
  pronunciation: LinearModel;
  fluency: LinearModel;
  /** Word quality 0–1 = intercept + slope × the word's GOP (fitted on per-word accuracy marks). */
  wordQuality: { intercept: number; slope: number };
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

/** Share of reference words read correctly (1 for free speech): reading errors also lower human pronunciation and fluency marks. */
export interface ContentFeatures {
  /** Correct reference words / reference words, 0–1. */
  matchedShare: number;
  /** (Substitutions + insertions) / reference words. */
  errorShare: number;
}

/**
 * The features the pronunciation model reads: GOP per phone (mean, share of poor phones, worst words),
 * reading errors, and articulation rate — a phone's per-frame GOP rises with its length, so slow speech
 * would otherwise look better pronounced (measured: frame-weighted GOP correlates −0.40 with articulation
 * rate on speechocean762-dev), and PTE's rubric also asks for the reductions of continuous speech.
 */
export function pronunciationFeatures(
  measures: PronunciationMeasures,
  content: ContentFeatures,
  articulationRate: number,
): Record<string, number> {
  return {
    gopPhoneMean: measures.gopPhoneMean,
    lowPhoneShare: measures.lowPhoneShare,
    gopWorstWords: measures.gopWorstWords,
    matchedShare: content.matchedShare,
    errorShare: content.errorShare,
    articulationRate,
  };
}

/**
 * The features the fluency model reads: rates, pauses, hesitations and reading errors. Every feature is a
 * rate or a share, so it does not grow with the length of the answer: the calibration sentences are short,
 * PTE's Read Aloud texts long (mean length of run enters as its share of the whole answer).
 */
export function fluencyFeatures(metrics: FluencyMetrics, content: ContentFeatures): Record<string, number> {
  const words = Math.max(1, metrics.wordCount);
  return {
    speechRate: metrics.speechRate,
    articulationRate: metrics.articulationRate,
    phonationRatio: metrics.phonationRatio,
    runShare: metrics.syllableCount ? metrics.meanLengthOfRun / metrics.syllableCount : 0,
    pausesWithinPerWord: metrics.pausesWithinPhrases / words,
    pausesBetweenPerWord: metrics.pausesBetweenPhrases / words,
    meanPauseSeconds: metrics.meanPauseSeconds,
    longPausesPerWord: metrics.longPauseCount / words,
    fillersPerWord: metrics.fillerCount / words,
    repetitionsPerWord: metrics.repetitionCount / words,
    matchedShare: content.matchedShare,
    errorShare: content.errorShare,
  };
}
