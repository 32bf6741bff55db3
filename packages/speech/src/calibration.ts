import type { SpeechModels } from './trait-models';

/**
 * Models from measures to PTE bands, fitted by `scripts/eval-speech.mjs --write` on 2026-11-25 on the
 * 1935 utterances of speechocean762-natural and -dev (Zhang et al. 2021, CC BY 4.0): ridge regression (λ = 10)
 * on standardised features to the median human score ÷ 2 (0–10 → PTE's 0–5); word quality is a least-squares
 * line from a word's GOP to its human accuracy ÷ 10. Product scores (gates and bands applied), speaker-held-out
 * 5-fold CV, Pearson r pronunciation / fluency / total on the natural folder: adults 0.748 / 0.803 / 0.784,
 * all ages 0.564 / 0.661 / 0.611.
 * The GOP scale depends on the alignment decoder's settings in pocketsphinx-recognizer.ts: refit after changing them.
 */
export const calibration: SpeechModels = {
  "pronunciation": {
    "intercept": 3.83614,
    "features": {
      "gopPhoneMean": {
        "weight": -0.11088,
        "center": -91.02361,
        "scale": 9.38857,
        "min": -118.0721,
        "max": -72.01572
      },
      "lowPhoneShare": {
        "weight": -0.04533,
        "center": 0.04518,
        "scale": 0.05464,
        "min": 0,
        "max": 0.2381
      },
      "gopWorstWords": {
        "weight": 0.03828,
        "center": -104.67924,
        "scale": 19.05373,
        "min": -186.45455,
        "max": -76.5
      },
      "gopZMean": {
        "weight": 0.10775,
        "center": 0.01104,
        "scale": 0.28396,
        "min": -0.79605,
        "max": 0.59598
      },
      "gopZWorst": {
        "weight": 0.0319,
        "center": -1.23918,
        "scale": 0.75207,
        "min": -3.50892,
        "max": 0.05287
      },
      "gopZLowShare": {
        "weight": -0.01477,
        "center": 0.047,
        "scale": 0.05852,
        "min": 0,
        "max": 0.25
      },
      "lengthDeviation": {
        "weight": -0.0198,
        "center": 0.81148,
        "scale": 0.21108,
        "min": 0.44371,
        "max": 1.39319
      },
      "speechRate": {
        "weight": -0.20838,
        "center": 2.94304,
        "scale": 0.8449,
        "min": 1.23,
        "max": 5.114
      },
      "articulationRate": {
        "weight": 0.26933,
        "center": 3.05465,
        "scale": 0.8021,
        "min": 1.413,
        "max": 5.181
      },
      "wordsPerMinute": {
        "weight": -0.00938,
        "center": 151.22278,
        "scale": 42.20971,
        "min": 67.105,
        "max": 260.87
      },
      "phonationRatio": {
        "weight": 0.05376,
        "center": 0.95974,
        "scale": 0.07188,
        "min": 0.701,
        "max": 1
      },
      "runShare": {
        "weight": 0.12376,
        "center": 0.82382,
        "scale": 0.26991,
        "min": 0.2,
        "max": 1
      },
      "pausesPerWord": {
        "weight": -0.0134,
        "center": 0.03074,
        "scale": 0.06782,
        "min": 0,
        "max": 0.3
      },
      "pausesWithinPerWord": {
        "weight": -0.0134,
        "center": 0.03074,
        "scale": 0.06782,
        "min": 0,
        "max": 0.3
      },
      "meanPauseSeconds": {
        "weight": -0.0818,
        "center": 0.09849,
        "scale": 0.21506,
        "min": 0,
        "max": 0.995
      },
      "longPausesPerWord": {
        "weight": 0.02405,
        "center": 0.00171,
        "scale": 0.01189,
        "min": 0,
        "max": 0.09091
      },
      "fillersPerWord": {
        "weight": 0.00622,
        "center": 0.03042,
        "scale": 0.06655,
        "min": 0,
        "max": 0.3
      },
      "repetitionsPerWord": {
        "weight": 0.00696,
        "center": 0.00717,
        "scale": 0.03159,
        "min": 0,
        "max": 0.18182
      },
      "matchedShare": {
        "weight": 0.13005,
        "center": 0.66447,
        "scale": 0.2794,
        "min": 0,
        "max": 1
      },
      "errorShare": {
        "weight": -0.14661,
        "center": 0.55386,
        "scale": 0.49062,
        "min": 0,
        "max": 2
      },
      "insertionShare": {
        "weight": -0.09621,
        "center": 0.23972,
        "scale": 0.30236,
        "min": 0,
        "max": 1.4
      },
      "omissionShare": {
        "weight": -0.021,
        "center": 0.01912,
        "scale": 0.05544,
        "min": 0,
        "max": 0.25
      }
    }
  },
  "fluency": {
    "intercept": 3.83924,
    "features": {
      "gopPhoneMean": {
        "weight": -0.13746,
        "center": -91.02361,
        "scale": 9.38857,
        "min": -118.0721,
        "max": -72.01572
      },
      "lowPhoneShare": {
        "weight": -0.05039,
        "center": 0.04518,
        "scale": 0.05464,
        "min": 0,
        "max": 0.2381
      },
      "gopWorstWords": {
        "weight": 0.06256,
        "center": -104.67924,
        "scale": 19.05373,
        "min": -186.45455,
        "max": -76.5
      },
      "gopZMean": {
        "weight": 0.07525,
        "center": 0.01104,
        "scale": 0.28396,
        "min": -0.79605,
        "max": 0.59598
      },
      "gopZWorst": {
        "weight": 0.00481,
        "center": -1.23918,
        "scale": 0.75207,
        "min": -3.50892,
        "max": 0.05287
      },
      "gopZLowShare": {
        "weight": -0.02536,
        "center": 0.047,
        "scale": 0.05852,
        "min": 0,
        "max": 0.25
      },
      "lengthDeviation": {
        "weight": -0.05518,
        "center": 0.81148,
        "scale": 0.21108,
        "min": 0.44371,
        "max": 1.39319
      },
      "speechRate": {
        "weight": -0.15635,
        "center": 2.94304,
        "scale": 0.8449,
        "min": 1.23,
        "max": 5.114
      },
      "articulationRate": {
        "weight": 0.25726,
        "center": 3.05465,
        "scale": 0.8021,
        "min": 1.413,
        "max": 5.181
      },
      "wordsPerMinute": {
        "weight": -0.01884,
        "center": 151.22278,
        "scale": 42.20971,
        "min": 67.105,
        "max": 260.87
      },
      "phonationRatio": {
        "weight": 0.07997,
        "center": 0.95974,
        "scale": 0.07188,
        "min": 0.701,
        "max": 1
      },
      "runShare": {
        "weight": 0.20511,
        "center": 0.82382,
        "scale": 0.26991,
        "min": 0.2,
        "max": 1
      },
      "pausesPerWord": {
        "weight": 0.01339,
        "center": 0.03074,
        "scale": 0.06782,
        "min": 0,
        "max": 0.3
      },
      "pausesWithinPerWord": {
        "weight": 0.01339,
        "center": 0.03074,
        "scale": 0.06782,
        "min": 0,
        "max": 0.3
      },
      "meanPauseSeconds": {
        "weight": -0.10229,
        "center": 0.09849,
        "scale": 0.21506,
        "min": 0,
        "max": 0.995
      },
      "longPausesPerWord": {
        "weight": 0.0244,
        "center": 0.00171,
        "scale": 0.01189,
        "min": 0,
        "max": 0.09091
      },
      "fillersPerWord": {
        "weight": 0.03954,
        "center": 0.03042,
        "scale": 0.06655,
        "min": 0,
        "max": 0.3
      },
      "repetitionsPerWord": {
        "weight": 0.01214,
        "center": 0.00717,
        "scale": 0.03159,
        "min": 0,
        "max": 0.18182
      },
      "matchedShare": {
        "weight": 0.08503,
        "center": 0.66447,
        "scale": 0.2794,
        "min": 0,
        "max": 1
      },
      "errorShare": {
        "weight": -0.119,
        "center": 0.55386,
        "scale": 0.49062,
        "min": 0,
        "max": 2
      },
      "insertionShare": {
        "weight": -0.17166,
        "center": 0.23972,
        "scale": 0.30236,
        "min": 0,
        "max": 1.4
      },
      "omissionShare": {
        "weight": -0.01477,
        "center": 0.01912,
        "scale": 0.05544,
        "min": 0,
        "max": 0.25
      }
    }
  },
  "total": {
    "intercept": 3.71538,
    "features": {
      "gopPhoneMean": {
        "weight": -0.16084,
        "center": -91.02361,
        "scale": 9.38857,
        "min": -118.0721,
        "max": -72.01572
      },
      "lowPhoneShare": {
        "weight": -0.05239,
        "center": 0.04518,
        "scale": 0.05464,
        "min": 0,
        "max": 0.2381
      },
      "gopWorstWords": {
        "weight": 0.05954,
        "center": -104.67924,
        "scale": 19.05373,
        "min": -186.45455,
        "max": -76.5
      },
      "gopZMean": {
        "weight": 0.14036,
        "center": 0.01104,
        "scale": 0.28396,
        "min": -0.79605,
        "max": 0.59598
      },
      "gopZWorst": {
        "weight": 0.03993,
        "center": -1.23918,
        "scale": 0.75207,
        "min": -3.50892,
        "max": 0.05287
      },
      "gopZLowShare": {
        "weight": -0.02905,
        "center": 0.047,
        "scale": 0.05852,
        "min": 0,
        "max": 0.25
      },
      "lengthDeviation": {
        "weight": -0.04225,
        "center": 0.81148,
        "scale": 0.21108,
        "min": 0.44371,
        "max": 1.39319
      },
      "speechRate": {
        "weight": -0.21291,
        "center": 2.94304,
        "scale": 0.8449,
        "min": 1.23,
        "max": 5.114
      },
      "articulationRate": {
        "weight": 0.29828,
        "center": 3.05465,
        "scale": 0.8021,
        "min": 1.413,
        "max": 5.181
      },
      "wordsPerMinute": {
        "weight": -0.02475,
        "center": 151.22278,
        "scale": 42.20971,
        "min": 67.105,
        "max": 260.87
      },
      "phonationRatio": {
        "weight": 0.10191,
        "center": 0.95974,
        "scale": 0.07188,
        "min": 0.701,
        "max": 1
      },
      "runShare": {
        "weight": 0.15593,
        "center": 0.82382,
        "scale": 0.26991,
        "min": 0.2,
        "max": 1
      },
      "pausesPerWord": {
        "weight": -0.00202,
        "center": 0.03074,
        "scale": 0.06782,
        "min": 0,
        "max": 0.3
      },
      "pausesWithinPerWord": {
        "weight": -0.00202,
        "center": 0.03074,
        "scale": 0.06782,
        "min": 0,
        "max": 0.3
      },
      "meanPauseSeconds": {
        "weight": -0.10391,
        "center": 0.09849,
        "scale": 0.21506,
        "min": 0,
        "max": 0.995
      },
      "longPausesPerWord": {
        "weight": 0.02369,
        "center": 0.00171,
        "scale": 0.01189,
        "min": 0,
        "max": 0.09091
      },
      "fillersPerWord": {
        "weight": 0.02445,
        "center": 0.03042,
        "scale": 0.06655,
        "min": 0,
        "max": 0.3
      },
      "repetitionsPerWord": {
        "weight": 0.01458,
        "center": 0.00717,
        "scale": 0.03159,
        "min": 0,
        "max": 0.18182
      },
      "matchedShare": {
        "weight": 0.13408,
        "center": 0.66447,
        "scale": 0.2794,
        "min": 0,
        "max": 1
      },
      "errorShare": {
        "weight": -0.19093,
        "center": 0.55386,
        "scale": 0.49062,
        "min": 0,
        "max": 2
      },
      "insertionShare": {
        "weight": -0.11242,
        "center": 0.23972,
        "scale": 0.30236,
        "min": 0,
        "max": 1.4
      },
      "omissionShare": {
        "weight": -0.03212,
        "center": 0.01912,
        "scale": 0.05544,
        "min": 0,
        "max": 0.25
      }
    }
  },
  "wordQuality": {
    "intercept": 0.89305,
    "features": {
      "gop": {
        "weight": -0.00313,
        "center": -82.54306,
        "scale": 16.93111,
        "min": -140.11111,
        "max": -47.96512
      },
      "gopZMean": {
        "weight": -0.06876,
        "center": 0.04062,
        "scale": 0.61161,
        "min": -2.0305,
        "max": 1.20583
      },
      "gopZMin": {
        "weight": 0.1635,
        "center": -0.69919,
        "scale": 1.07867,
        "min": -4.14778,
        "max": 1.05883
      },
      "lengthDeviation": {
        "weight": -0.06755,
        "center": 0.8055,
        "scale": 0.38928,
        "min": 0.0921,
        "max": 1.93055
      },
      "misheard": {
        "weight": -0.19182,
        "center": 0.33336,
        "scale": 0.47141,
        "min": 0,
        "max": 1
      }
    }
  },
  "phones": {
    "AA": {
      "gop": -84.457,
      "gopSpread": 29.997,
      "logFrames": 2.5097,
      "logFramesSpread": 0.6573
    },
    "AE": {
      "gop": -69.001,
      "gopSpread": 23.011,
      "logFrames": 2.6551,
      "logFramesSpread": 0.5758
    },
    "AH": {
      "gop": -92.785,
      "gopSpread": 22.54,
      "logFrames": 2.3351,
      "logFramesSpread": 0.7634
    },
    "AO": {
      "gop": -89.547,
      "gopSpread": 39.638,
      "logFrames": 2.5084,
      "logFramesSpread": 0.6965
    },
    "AW": {
      "gop": -84.525,
      "gopSpread": 28.903,
      "logFrames": 2.7418,
      "logFramesSpread": 0.6853
    },
    "AY": {
      "gop": -79.458,
      "gopSpread": 26.119,
      "logFrames": 2.7787,
      "logFramesSpread": 0.6369
    },
    "B": {
      "gop": -93.249,
      "gopSpread": 30.32,
      "logFrames": 2.032,
      "logFramesSpread": 0.7177
    },
    "CH": {
      "gop": -83.135,
      "gopSpread": 28.532,
      "logFrames": 2.4958,
      "logFramesSpread": 0.523
    },
    "D": {
      "gop": -101.596,
      "gopSpread": 30.092,
      "logFrames": 1.921,
      "logFramesSpread": 0.6816
    },
    "DH": {
      "gop": -86.419,
      "gopSpread": 27.299,
      "logFrames": 2.3697,
      "logFramesSpread": 0.9788
    },
    "EH": {
      "gop": -91.937,
      "gopSpread": 31.879,
      "logFrames": 2.3645,
      "logFramesSpread": 0.6354
    },
    "ER": {
      "gop": -101.971,
      "gopSpread": 35.201,
      "logFrames": 2.304,
      "logFramesSpread": 0.7697
    },
    "EY": {
      "gop": -77.054,
      "gopSpread": 27.837,
      "logFrames": 2.7267,
      "logFramesSpread": 0.6664
    },
    "F": {
      "gop": -90.066,
      "gopSpread": 38.415,
      "logFrames": 2.2649,
      "logFramesSpread": 0.6835
    },
    "G": {
      "gop": -93.56,
      "gopSpread": 26.69,
      "logFrames": 2.2534,
      "logFramesSpread": 0.6793
    },
    "HH": {
      "gop": -79.377,
      "gopSpread": 28.809,
      "logFrames": 2.4061,
      "logFramesSpread": 0.6722
    },
    "IH": {
      "gop": -91.267,
      "gopSpread": 22.518,
      "logFrames": 2.2991,
      "logFramesSpread": 0.699
    },
    "IY": {
      "gop": -86.447,
      "gopSpread": 36.826,
      "logFrames": 2.5349,
      "logFramesSpread": 0.7602
    },
    "JH": {
      "gop": -110.387,
      "gopSpread": 40.186,
      "logFrames": 2.0628,
      "logFramesSpread": 0.5526
    },
    "K": {
      "gop": -93.327,
      "gopSpread": 30.949,
      "logFrames": 2.2855,
      "logFramesSpread": 0.6944
    },
    "L": {
      "gop": -120.381,
      "gopSpread": 46.869,
      "logFrames": 1.7934,
      "logFramesSpread": 0.7193
    },
    "M": {
      "gop": -91.965,
      "gopSpread": 33.101,
      "logFrames": 2.1115,
      "logFramesSpread": 0.6243
    },
    "N": {
      "gop": -89.589,
      "gopSpread": 31.83,
      "logFrames": 2.0302,
      "logFramesSpread": 0.6696
    },
    "NG": {
      "gop": -85.391,
      "gopSpread": 35.766,
      "logFrames": 2.396,
      "logFramesSpread": 0.7448
    },
    "OW": {
      "gop": -81.628,
      "gopSpread": 31.059,
      "logFrames": 2.7174,
      "logFramesSpread": 0.6554
    },
    "OY": {
      "gop": -98.69,
      "gopSpread": 47.603,
      "logFrames": 3.0201,
      "logFramesSpread": 0.6566
    },
    "P": {
      "gop": -97.597,
      "gopSpread": 34.07,
      "logFrames": 2.1713,
      "logFramesSpread": 0.7164
    },
    "R": {
      "gop": -115.257,
      "gopSpread": 40.956,
      "logFrames": 1.8022,
      "logFramesSpread": 0.6086
    },
    "S": {
      "gop": -83.814,
      "gopSpread": 35.803,
      "logFrames": 2.3208,
      "logFramesSpread": 0.6411
    },
    "SH": {
      "gop": -78.941,
      "gopSpread": 39.108,
      "logFrames": 2.5735,
      "logFramesSpread": 0.5948
    },
    "T": {
      "gop": -96.46,
      "gopSpread": 28.747,
      "logFrames": 2.1896,
      "logFramesSpread": 0.6939
    },
    "TH": {
      "gop": -97.442,
      "gopSpread": 38.492,
      "logFrames": 2.3065,
      "logFramesSpread": 0.679
    },
    "UH": {
      "gop": -92.773,
      "gopSpread": 25.912,
      "logFrames": 2.1795,
      "logFramesSpread": 0.6943
    },
    "UW": {
      "gop": -85.02,
      "gopSpread": 30.138,
      "logFrames": 2.5205,
      "logFramesSpread": 0.7039
    },
    "V": {
      "gop": -99.801,
      "gopSpread": 37.665,
      "logFrames": 1.8552,
      "logFramesSpread": 0.6223
    },
    "W": {
      "gop": -91.235,
      "gopSpread": 37.337,
      "logFrames": 2.3217,
      "logFramesSpread": 0.6547
    },
    "Y": {
      "gop": -74.306,
      "gopSpread": 25.765,
      "logFrames": 2.3632,
      "logFramesSpread": 0.5534
    },
    "Z": {
      "gop": -82.92,
      "gopSpread": 34.787,
      "logFrames": 2.3609,
      "logFramesSpread": 0.6668
    }
  },
  "typical": {
    "pronunciation": {
      "gopPhoneMean": [
        -98.3844,
        -98.3844,
        -98.3844,
        -93.1652,
        -90.3966,
        -88.2684
      ],
      "lowPhoneShare": [
        0.08,
        0.08,
        0.08,
        0.0625,
        0.0345,
        0
      ],
      "gopWorstWords": [
        -111.7931,
        -111.7931,
        -111.7931,
        -106,
        -100.6596,
        -99.0952
      ],
      "gopZMean": [
        -0.249,
        -0.249,
        -0.249,
        -0.0578,
        0.041,
        0.0907
      ],
      "gopZWorst": [
        -1.902,
        -1.902,
        -1.902,
        -1.5146,
        -1.0274,
        -0.959
      ],
      "gopZLowShare": [
        0.087,
        0.087,
        0.087,
        0.069,
        0,
        0
      ],
      "lengthDeviation": [
        1.1125,
        1.1125,
        1.1125,
        0.9739,
        0.7609,
        0.6992
      ],
      "speechRate": [
        2.122,
        2.122,
        2.122,
        2.268,
        2.941,
        3.261
      ],
      "articulationRate": [
        2.376,
        2.376,
        2.376,
        2.532,
        3.024,
        3.318
      ],
      "wordsPerMinute": [
        101.351,
        101.351,
        101.351,
        120.185,
        152.174,
        168.067
      ],
      "phonationRatio": [
        0.883,
        0.883,
        0.883,
        0.921,
        1,
        1
      ],
      "runShare": [
        0.3334,
        0.3334,
        0.3334,
        0.5,
        1,
        1
      ],
      "pausesPerWord": [
        0.1,
        0.1,
        0.1,
        0.0667,
        0,
        0
      ],
      "pausesWithinPerWord": [
        0.1,
        0.1,
        0.1,
        0.0667,
        0,
        0
      ],
      "meanPauseSeconds": [
        0.41,
        0.41,
        0.41,
        0.26,
        0,
        0
      ],
      "longPausesPerWord": [
        0,
        0,
        0,
        0,
        0,
        0
      ],
      "fillersPerWord": [
        0.0625,
        0.0625,
        0.0625,
        0,
        0,
        0
      ],
      "repetitionsPerWord": [
        0,
        0,
        0,
        0,
        0,
        0
      ],
      "matchedShare": [
        0.2857,
        0.2857,
        0.2857,
        0.4286,
        0.7,
        0.8889
      ],
      "errorShare": [
        1.375,
        1.375,
        1.375,
        1,
        0.4286,
        0.1667
      ],
      "insertionShare": [
        0.6,
        0.6,
        0.6,
        0.4444,
        0.1667,
        0
      ],
      "omissionShare": [
        0,
        0,
        0,
        0,
        0,
        0
      ]
    },
    "fluency": {
      "gopPhoneMean": [
        -97.2755,
        -97.2755,
        -96.8716,
        -93.7958,
        -89.8051,
        -89.542
      ],
      "lowPhoneShare": [
        0.0909,
        0.0909,
        0.0769,
        0.0625,
        0.0323,
        0
      ],
      "gopWorstWords": [
        -113.4,
        -113.4,
        -111.1667,
        -106.7857,
        -99.907,
        -99.8
      ],
      "gopZMean": [
        -0.2374,
        -0.2374,
        -0.1792,
        -0.0709,
        0.0566,
        0.0596
      ],
      "gopZWorst": [
        -1.7827,
        -1.7827,
        -1.8729,
        -1.5475,
        -0.99,
        -1.0025
      ],
      "gopZLowShare": [
        0.0909,
        0.0909,
        0.0833,
        0.0714,
        0,
        0
      ],
      "lengthDeviation": [
        1.1966,
        1.1966,
        1.1263,
        0.9901,
        0.7626,
        0.7019
      ],
      "speechRate": [
        1.786,
        1.786,
        1.892,
        2.268,
        2.882,
        3.356
      ],
      "articulationRate": [
        2.119,
        2.119,
        2.213,
        2.527,
        2.985,
        3.394
      ],
      "wordsPerMinute": [
        85.006,
        85.006,
        94.118,
        119.403,
        151.261,
        169.014
      ],
      "phonationRatio": [
        0.875,
        0.875,
        0.881,
        0.916,
        1,
        1
      ],
      "runShare": [
        0.5,
        0.5,
        0.3333,
        0.5,
        1,
        1
      ],
      "pausesPerWord": [
        0.125,
        0.125,
        0.1111,
        0.0769,
        0,
        0
      ],
      "pausesWithinPerWord": [
        0.125,
        0.125,
        0.1111,
        0.0769,
        0,
        0
      ],
      "meanPauseSeconds": [
        0.42,
        0.42,
        0.407,
        0.295,
        0,
        0
      ],
      "longPausesPerWord": [
        0,
        0,
        0,
        0,
        0,
        0
      ],
      "fillersPerWord": [
        0.0833,
        0.0833,
        0.0714,
        0,
        0,
        0
      ],
      "repetitionsPerWord": [
        0,
        0,
        0,
        0,
        0,
        0
      ],
      "matchedShare": [
        0.1667,
        0.1667,
        0.3333,
        0.4444,
        0.6667,
        0.875
      ],
      "errorShare": [
        1.8333,
        1.8333,
        1.4,
        1,
        0.5,
        0.1667
      ],
      "insertionShare": [
        1.1667,
        1.1667,
        0.6667,
        0.5,
        0.1667,
        0
      ],
      "omissionShare": [
        0,
        0,
        0,
        0,
        0,
        0
      ]
    }
  }
};
