import type { SpeechModels } from './trait-models';

/**
 * Mappings from measures to PTE bands, fitted by `scripts/eval-speech.mjs --write` on 2026-11-22 on the
 * 535 utterances of speechocean762-dev (Zhang et al. 2021, CC BY 4.0): ridge regression (λ = 5)
 * on standardised features to the median human score ÷ 2 (0–10 → PTE's 0–5); word quality is a least-squares
 * line from a word's GOP to its human accuracy ÷ 10. Cross-validated by speaker (5 folds), held-out
 * Pearson r: pronunciation 0.776 (6–10 range 0.695), fluency 0.808
 * (0.629), overall ↔ total 0.797; in-sample 0.788 and 0.824.
 * The GOP scale depends on the alignment decoder's settings in pocketsphinx-recognizer.ts: refit after changing them.
 */
export const calibration: SpeechModels = {
  "pronunciation": {
    "intercept": 3.28832,
    "features": {
      "gopPhoneMean": {
        "weight": 0.0017,
        "center": -93.18453,
        "scale": 10.40741,
        "min": -125.74682,
        "max": -71.026
      },
      "lowPhoneShare": {
        "weight": -0.06649,
        "center": 0.06141,
        "scale": 0.0645,
        "min": 0,
        "max": 0.28571
      },
      "gopWorstWords": {
        "weight": 0.05607,
        "center": -108.41277,
        "scale": 23.10374,
        "min": -192.66667,
        "max": -75.03448
      },
      "matchedShare": {
        "weight": 0.26094,
        "center": 0.5275,
        "scale": 0.29861,
        "min": 0,
        "max": 1
      },
      "errorShare": {
        "weight": -0.46982,
        "center": 0.81616,
        "scale": 0.5788,
        "min": 0,
        "max": 2.33333
      },
      "articulationRate": {
        "weight": 0.1713,
        "center": 2.82521,
        "scale": 0.76945,
        "min": 1.272,
        "max": 4.639
      }
    }
  },
  "fluency": {
    "intercept": 3.2986,
    "features": {
      "speechRate": {
        "weight": -0.0048,
        "center": 2.64619,
        "scale": 0.82498,
        "min": 1.146,
        "max": 4.575
      },
      "articulationRate": {
        "weight": 0.14916,
        "center": 2.82521,
        "scale": 0.76945,
        "min": 1.272,
        "max": 4.639
      },
      "phonationRatio": {
        "weight": 0.022,
        "center": 0.93047,
        "scale": 0.08965,
        "min": 0.663,
        "max": 1
      },
      "runShare": {
        "weight": 0.25149,
        "center": 0.71134,
        "scale": 0.31671,
        "min": 0.16668,
        "max": 1
      },
      "pausesWithinPerWord": {
        "weight": -0.00694,
        "center": 0.05823,
        "scale": 0.09148,
        "min": 0,
        "max": 0.38462
      },
      "pausesBetweenPerWord": {
        "weight": 0,
        "center": 0,
        "scale": 1,
        "min": 0,
        "max": 0
      },
      "meanPauseSeconds": {
        "weight": -0.09522,
        "center": 0.19094,
        "scale": 0.28855,
        "min": 0,
        "max": 1.177
      },
      "longPausesPerWord": {
        "weight": 0.02419,
        "center": 0.00403,
        "scale": 0.01931,
        "min": 0,
        "max": 0.125
      },
      "fillersPerWord": {
        "weight": 0.03074,
        "center": 0.04292,
        "scale": 0.07294,
        "min": 0,
        "max": 0.3
      },
      "repetitionsPerWord": {
        "weight": -0.00702,
        "center": 0.00751,
        "scale": 0.03056,
        "min": 0,
        "max": 0.16667
      },
      "matchedShare": {
        "weight": 0.13103,
        "center": 0.5275,
        "scale": 0.29861,
        "min": 0,
        "max": 1
      },
      "errorShare": {
        "weight": -0.44744,
        "center": 0.81616,
        "scale": 0.5788,
        "min": 0,
        "max": 2.33333
      }
    }
  },
  "wordQuality": {
    "intercept": 1.06633,
    "slope": 0.002971
  }
};
