import { ratingToRaw, predictRating, type CalibratedTraitModel, type EssayCalibration } from '../scoring/calibrated-model';
import { calibrationTargets, essayTraitFeatures, inputValue, type CalibratedTrait } from '../scoring/essay-trait-features';
import { traitMaxima } from '../scoring/rubrics';
import { fitRidge, mean, pearson, standardDeviation, type LinearModel } from './statistics';

/** One human-rated essay: its measured features, its ratings (ELLIPSE columns) and its prompt (the CV group). */
interface CalibrationSample {
  group: string;
  features: Readonly<Record<string, number>>;
  ratings: Readonly<Record<string, number>>;
}

/** Agreement of one calibrated trait's raw value with its human rating. */
export interface TraitAgreement {
  trait: CalibratedTrait | 'total';
  target: string;
  /** Pearson r with the models fitted on all essays. */
  inSample: number;
  /** Pearson r with each prompt's essays scored by models fitted without that prompt (leave-one-prompt-out). */
  heldOut: number;
}

/** Fitting options. */
interface FitOptions {
  /** Ridge penalty per sample on standardised weights. */
  lambda: number;
  /** Ratings mapped to band 0 and to the maximum. */
  anchors: EssayCalibration['anchors'];
}

/** Defaults used for the shipped calibration. */
export const defaultFitOptions: FitOptions = { lambda: 0.05, anchors: { low: 2, high: 4 } };

const TRAITS = Object.keys(essayTraitFeatures) as CalibratedTrait[];
const LEGACY_MAX = Object.fromEntries(traitMaxima('write-essay', 'legacy').map((t) => [t.trait, t.max])) as Record<string, number>;

function fitTrait(trait: CalibratedTrait, samples: readonly CalibrationSample[], lambda: number): CalibratedTraitModel {
  const inputs = essayTraitFeatures[trait];
  const target = calibrationTargets[trait];
  const rows = samples.map((s) => inputs.map((input) => inputValue(input, s.features)));
  const y = samples.map((s) => s.ratings[target]!);
  // Fit, then drop the input whose weight most contradicts the rubric's direction, until none does.
  const active = inputs.map(() => true);
  let linear = fitRidge(rows, y, lambda);
  for (;;) {
    const columns = inputs.map((_, j) => j).filter((j) => active[j]);
    linear = fitRidge(rows.map((row) => columns.map((j) => row[j]!)), y, lambda);
    const full = expand(linear, columns, rows, inputs.length);
    let worst = -1;
    inputs.forEach((input, j) => {
      if (active[j] && input.sign !== undefined && full.weights[j]! * input.sign < 0 && (worst < 0 || Math.abs(full.weights[j]!) > Math.abs(full.weights[worst]!))) worst = j;
    });
    if (worst < 0) {
      linear = full;
      break;
    }
    active[worst] = false;
  }
  const fitted = rows.map((row) => row.reduce((sum, v, j) => sum + linear.weights[j]! * ((v - linear.means[j]!) / linear.sds[j]!), linear.intercept));
  const spread = standardDeviation(fitted);
  return {
    target, inputs, means: linear.means, sds: linear.sds, weights: linear.weights, intercept: linear.intercept,
    stretch: spread > 0 ? standardDeviation(y) / spread : 1,
  };
}

// A model fitted on some columns, written over all of them (weight 0 for the columns left out).
function expand(model: LinearModel, columns: readonly number[], rows: readonly (readonly number[])[], width: number): LinearModel {
  const means = Array.from({ length: width }, (_, j) => mean(rows.map((r) => r[j]!)));
  const sds = Array.from({ length: width }, (_, j) => standardDeviation(rows.map((r) => r[j]!)) || 1);
  const weights = new Array<number>(width).fill(0);
  columns.forEach((j, k) => {
    weights[j] = model.weights[k]!;
  });
  return { means, sds, weights, intercept: model.intercept };
}

/** Fits every calibrated essay trait on all samples. */
export function fitEssayCalibration(samples: readonly CalibrationSample[], options: FitOptions = defaultFitOptions, description = ''): EssayCalibration {
  const traits = Object.fromEntries(TRAITS.map((trait) => [trait, fitTrait(trait, samples, options.lambda)])) as Record<CalibratedTrait, CalibratedTraitModel>;
  return { description, anchors: options.anchors, traits };
}

function rawOf(calibration: EssayCalibration, trait: CalibratedTrait, features: Readonly<Record<string, number>>): number {
  return ratingToRaw(predictRating(calibration.traits[trait], features), LEGACY_MAX[trait]!, calibration.anchors);
}

/**
 * Measures agreement with the human ratings, in sample and held out by prompt (each prompt's essays scored by models
 * fitted on the other prompts, so the figure says how the models do on prompts they have not seen). `total` is the
 * sum of the calibrated traits' raw values on the legacy scale (form left out: it measures PTE's word limits).
 */
export function measureAgreement(samples: readonly CalibrationSample[], options: FitOptions = defaultFitOptions): TraitAgreement[] {
  const all = fitEssayCalibration(samples, options);
  const groups = [...new Set(samples.map((s) => s.group))];
  const heldOut = new Map<CalibrationSample, Record<CalibratedTrait, number>>();
  for (const group of groups) {
    const model = fitEssayCalibration(samples.filter((s) => s.group !== group), options);
    for (const sample of samples.filter((s) => s.group === group)) {
      heldOut.set(sample, Object.fromEntries(TRAITS.map((t) => [t, rawOf(model, t, sample.features)])) as Record<CalibratedTrait, number>);
    }
  }
  const inSample = samples.map((s) => Object.fromEntries(TRAITS.map((t) => [t, rawOf(all, t, s.features)])) as Record<CalibratedTrait, number>);
  const report: TraitAgreement[] = TRAITS.map((trait) => {
    const human = samples.map((s) => s.ratings[calibrationTargets[trait]]!);
    return {
      trait,
      target: calibrationTargets[trait],
      inSample: pearson(inSample.map((r) => r[trait]), human),
      heldOut: pearson(samples.map((s) => heldOut.get(s)![trait]), human),
    };
  });
  const overall = samples.map((s) => s.ratings.Overall!);
  const sum = (r: Record<CalibratedTrait, number>) => TRAITS.reduce((total, t) => total + r[t], 0);
  report.push({ trait: 'total', target: 'Overall', inSample: pearson(inSample.map(sum), overall), heldOut: pearson(samples.map((s) => sum(heldOut.get(s)!)), overall) });
  return report;
}
