export { fitEssayCalibration, measureAgreement, defaultFitOptions, type CalibrationSample, type TraitAgreement, type FitOptions } from './fit-calibration';
export { calibrationSource } from './calibration-source';
export { pearson, mean, standardDeviation } from './statistics';
export { essayTraitFeatures, calibrationTargets } from '../scoring/essay-trait-features';
