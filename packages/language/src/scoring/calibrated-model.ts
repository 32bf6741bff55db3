import { inputValue, type CalibratedTrait, type FeatureInput } from './essay-trait-features';

/** A trait model fitted to human ratings: ridge regression on standardised inputs, then stretched to the ratings' spread. */
export interface CalibratedTraitModel {
  /** The human rating it predicts (an ELLIPSE column, 1–5). */
  target: string;
  inputs: readonly FeatureInput[];
  means: readonly number[];
  sds: readonly number[];
  weights: readonly number[];
  intercept: number;
  /**
   * Linear equating: regression shrinks predictions towards the mean, so predictions are spread by this factor
   * around `intercept` to match the spread of the human ratings.
   */
  stretch: number;
}

/** Fitted essay models and how a predicted rating maps onto PTE's band scale. */
export interface EssayCalibration {
  /** How and on what the models were fitted. */
  description: string;
  /** Rating that maps to band 0 (`low`) and to the trait's maximum (`high`); linear in between. */
  anchors: { low: number; high: number };
  traits: Readonly<Record<CalibratedTrait, CalibratedTraitModel>>;
}

/** The human rating (1–5 scale) a model predicts from a text's features. */
export function predictRating(model: CalibratedTraitModel, features: Readonly<Record<string, number>>): number {
  let prediction = model.intercept;
  model.inputs.forEach((input, j) => {
    prediction += model.weights[j]! * ((inputValue(input, features) - model.means[j]!) / model.sds[j]!);
  });
  return model.intercept + (prediction - model.intercept) * model.stretch;
}

/** Maps a predicted rating onto a trait's 0–max scale (the continuous `raw` value behind the band). */
export function ratingToRaw(rating: number, max: number, anchors: EssayCalibration['anchors']): number {
  const share = (rating - anchors.low) / (anchors.high - anchors.low);
  return Math.min(max, Math.max(0, share * max));
}
