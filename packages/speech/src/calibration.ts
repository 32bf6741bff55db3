import type { LinearModel } from './trait-models';

/**
 * Mappings from measures to PTE bands, fitted by `scripts/eval-speech.mjs --write` on 2026-11-22 on the
 * 535 utterances of speechocean762-dev (Zhang et al. 2021, CC BY 4.0): ridge regression (λ = 5)
 * on standardised features to the median human score ÷ 2 (0–10 → PTE's 0–5); word quality is a least-squares
 * line from a word's GOP to its human accuracy ÷ 10. Cross-validated by speaker (5 folds), held-out
 * Pearson r: pronunciation 0.775 (6–10 range 0.686), fluency 0.789
 * (0.626), overall ↔ total 0.792; in-sample 0.787 and 0.812.
 * The GOP scale depends on the alignment decoder's settings in pocketsphinx-recognizer.ts: refit after changing them.
 */
export const calibration: {
  pronunciation: LinearModel;
  fluency: LinearModel;
  wordQuality: { intercept: number; slope: number };
} = {
  "pronunciation": {
    "intercept": 3.28832,
    "features": {
      "gopPhoneMean": {
        "weight": -0.019,
        "center": -93.3921,
        "scale": 10.61263,
        "min": -127.10502,
        "max": -73.01118
      },
      "lowPhoneShare": {
        "weight": -0.13674,
        "center": 0.05856,
        "scale": 0.06572,
        "min": 0,
        "max": 0.28571
      },
      "gopWorstWords": {
        "weight": 0.04437,
        "center": -108.21831,
        "scale": 21.85438,
        "min": -181.33333,
        "max": -76.52632
      },
      "matchedShare": {
        "weight": 0.29241,
        "center": 0.56491,
        "scale": 0.28907,
        "min": 0,
        "max": 1
      },
      "errorShare": {
        "weight": -0.40842,
        "center": 0.69324,
        "scale": 0.51394,
        "min": 0,
        "max": 2
      },
      "articulationRate": {
        "weight": 0.20405,
        "center": 2.77728,
        "scale": 0.77409,
        "min": 1.329,
        "max": 4.762
      }
    }
  },
  "fluency": {
    "intercept": 3.2986,
    "features": {
      "speechRate": {
        "weight": 0.10364,
        "center": 2.58051,
        "scale": 0.83473,
        "min": 1.109,
        "max": 4.639
      },
      "articulationRate": {
        "weight": 0.08634,
        "center": 2.77728,
        "scale": 0.77409,
        "min": 1.329,
        "max": 4.762
      },
      "phonationRatio": {
        "weight": -0.03818,
        "center": 0.92353,
        "scale": 0.09831,
        "min": 0.59,
        "max": 1
      },
      "runShare": {
        "weight": 0.32255,
        "center": 0.70255,
        "scale": 0.31564,
        "min": 0.16669,
        "max": 1
      },
      "pausesWithinPerWord": {
        "weight": 0.04851,
        "center": 0.06222,
        "scale": 0.09603,
        "min": 0,
        "max": 0.42857
      },
      "pausesBetweenPerWord": {
        "weight": 0,
        "center": 0,
        "scale": 1,
        "min": 0,
        "max": 0
      },
      "meanPauseSeconds": {
        "weight": -0.00353,
        "center": 0.20368,
        "scale": 0.31226,
        "min": 0,
        "max": 1.36
      },
      "longPausesPerWord": {
        "weight": -0.06316,
        "center": 0.0057,
        "scale": 0.02505,
        "min": 0,
        "max": 0.14286
      },
      "fillersPerWord": {
        "weight": -0.00561,
        "center": 0.0557,
        "scale": 0.09284,
        "min": 0,
        "max": 0.4
      },
      "repetitionsPerWord": {
        "weight": -0.02997,
        "center": 0.00661,
        "scale": 0.02938,
        "min": 0,
        "max": 0.16667
      },
      "matchedShare": {
        "weight": 0.17652,
        "center": 0.56491,
        "scale": 0.28907,
        "min": 0,
        "max": 1
      },
      "errorShare": {
        "weight": -0.39454,
        "center": 0.69324,
        "scale": 0.51394,
        "min": 0,
        "max": 2
      }
    }
  },
  "wordQuality": {
    "intercept": 1.06656,
    "slope": 0.002963
  }
};
