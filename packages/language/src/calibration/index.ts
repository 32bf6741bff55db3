export { fitEssayCalibration, measureAgreement, defaultFitOptions } from './fit-calibration';
export { calibrationSource } from './calibration-source';
export { pearson } from './statistics';
