import type { SpeechModels } from './trait-models';

/**
 * Models from measures to PTE bands, fitted by `scripts/eval-speech.mjs --write` on 2026-11-25 on the
 * 1935 utterances of speechocean762-natural and -dev (Zhang et al. 2021, CC BY 4.0): ridge regression (λ = 10)
 * on standardised features to the median human score ÷ 2 (0–10 → PTE's 0–5); word quality is a least-squares
 * line from a word's GOP to its human accuracy ÷ 10. Product scores (gates and bands applied), speaker-held-out
 * 5-fold CV, Pearson r pronunciation / fluency / total on the natural folder: adults 0.745 / 0.803 / 0.779,
 * all ages 0.565 / 0.673 / 0.609.
 * The GOP scale depends on the alignment decoder's settings in pocketsphinx-recognizer.ts: refit after changing them.
 */
export const calibration: SpeechModels = {
  "pronunciation": {
    "intercept": 3.83614,
    "features": {
      "gopPhoneMean": {
        "weight": -0.07788,
        "center": -91.01773,
        "scale": 9.37958,
        "min": -117.47339,
        "max": -71.8018
      },
      "lowPhoneShare": {
        "weight": -0.04131,
        "center": 0.04536,
        "scale": 0.05539,
        "min": 0,
        "max": 0.25
      },
      "gopWorstWords": {
        "weight": 0.04554,
        "center": -104.68556,
        "scale": 18.98266,
        "min": -185.66667,
        "max": -76.9661
      },
      "gopZMean": {
        "weight": 0.07039,
        "center": 0.01142,
        "scale": 0.28334,
        "min": -0.7866,
        "max": 0.60698
      },
      "gopZWorst": {
        "weight": 0.02345,
        "center": -1.23905,
        "scale": 0.74966,
        "min": -3.49228,
        "max": 0.03344
      },
      "gopZLowShare": {
        "weight": -0.03704,
        "center": 0.04665,
        "scale": 0.05854,
        "min": 0,
        "max": 0.25
      },
      "lengthDeviation": {
        "weight": -0.02041,
        "center": 0.81097,
        "scale": 0.21149,
        "min": 0.43972,
        "max": 1.37586
      },
      "speechRate": {
        "weight": -0.16646,
        "center": 2.94191,
        "scale": 0.84352,
        "min": 1.232,
        "max": 4.965
      },
      "articulationRate": {
        "weight": 0.23254,
        "center": 3.05459,
        "scale": 0.80385,
        "min": 1.413,
        "max": 5.147
      },
      "wordsPerMinute": {
        "weight": -0.01504,
        "center": 151.27661,
        "scale": 42.35953,
        "min": 66.852,
        "max": 260.87
      },
      "phonationRatio": {
        "weight": 0.03913,
        "center": 0.95967,
        "scale": 0.07156,
        "min": 0.702,
        "max": 1
      },
      "runShare": {
        "weight": 0.13168,
        "center": 0.8229,
        "scale": 0.27028,
        "min": 0.2,
        "max": 1
      },
      "pausesPerWord": {
        "weight": -0.01858,
        "center": 0.03082,
        "scale": 0.06785,
        "min": 0,
        "max": 0.3
      },
      "pausesWithinPerWord": {
        "weight": -0.01858,
        "center": 0.03082,
        "scale": 0.06785,
        "min": 0,
        "max": 0.3
      },
      "meanPauseSeconds": {
        "weight": -0.06541,
        "center": 0.09838,
        "scale": 0.21329,
        "min": 0,
        "max": 0.98
      },
      "longPausesPerWord": {
        "weight": 0.0185,
        "center": 0.00145,
        "scale": 0.01062,
        "min": 0,
        "max": 0.08333
      },
      "fillersPerWord": {
        "weight": 0.00599,
        "center": 0.03072,
        "scale": 0.06677,
        "min": 0,
        "max": 0.28571
      },
      "repetitionsPerWord": {
        "weight": 0.0041,
        "center": 0.00715,
        "scale": 0.03124,
        "min": 0,
        "max": 0.17391
      },
      "matchedShare": {
        "weight": 0.12403,
        "center": 0.66435,
        "scale": 0.27869,
        "min": 0,
        "max": 1
      },
      "errorShare": {
        "weight": -0.14932,
        "center": 0.55369,
        "scale": 0.48999,
        "min": 0,
        "max": 2
      },
      "insertionShare": {
        "weight": -0.09427,
        "center": 0.23909,
        "scale": 0.30041,
        "min": 0,
        "max": 1.4
      },
      "omissionShare": {
        "weight": -0.02382,
        "center": 0.01901,
        "scale": 0.05506,
        "min": 0,
        "max": 0.25
      }
    }
  },
  "fluency": {
    "intercept": 3.83924,
    "features": {
      "gopPhoneMean": {
        "weight": -0.11721,
        "center": -91.01773,
        "scale": 9.37958,
        "min": -117.47339,
        "max": -71.8018
      },
      "lowPhoneShare": {
        "weight": -0.05163,
        "center": 0.04536,
        "scale": 0.05539,
        "min": 0,
        "max": 0.25
      },
      "gopWorstWords": {
        "weight": 0.06303,
        "center": -104.68556,
        "scale": 18.98266,
        "min": -185.66667,
        "max": -76.9661
      },
      "gopZMean": {
        "weight": 0.05342,
        "center": 0.01142,
        "scale": 0.28334,
        "min": -0.7866,
        "max": 0.60698
      },
      "gopZWorst": {
        "weight": 0.00783,
        "center": -1.23905,
        "scale": 0.74966,
        "min": -3.49228,
        "max": 0.03344
      },
      "gopZLowShare": {
        "weight": -0.03474,
        "center": 0.04665,
        "scale": 0.05854,
        "min": 0,
        "max": 0.25
      },
      "lengthDeviation": {
        "weight": -0.05764,
        "center": 0.81097,
        "scale": 0.21149,
        "min": 0.43972,
        "max": 1.37586
      },
      "speechRate": {
        "weight": -0.14123,
        "center": 2.94191,
        "scale": 0.84352,
        "min": 1.232,
        "max": 4.965
      },
      "articulationRate": {
        "weight": 0.24644,
        "center": 3.05459,
        "scale": 0.80385,
        "min": 1.413,
        "max": 5.147
      },
      "wordsPerMinute": {
        "weight": -0.02182,
        "center": 151.27661,
        "scale": 42.35953,
        "min": 66.852,
        "max": 260.87
      },
      "phonationRatio": {
        "weight": 0.07637,
        "center": 0.95967,
        "scale": 0.07156,
        "min": 0.702,
        "max": 1
      },
      "runShare": {
        "weight": 0.22315,
        "center": 0.8229,
        "scale": 0.27028,
        "min": 0.2,
        "max": 1
      },
      "pausesPerWord": {
        "weight": 0.01103,
        "center": 0.03082,
        "scale": 0.06785,
        "min": 0,
        "max": 0.3
      },
      "pausesWithinPerWord": {
        "weight": 0.01103,
        "center": 0.03082,
        "scale": 0.06785,
        "min": 0,
        "max": 0.3
      },
      "meanPauseSeconds": {
        "weight": -0.07652,
        "center": 0.09838,
        "scale": 0.21329,
        "min": 0,
        "max": 0.98
      },
      "longPausesPerWord": {
        "weight": 0.0151,
        "center": 0.00145,
        "scale": 0.01062,
        "min": 0,
        "max": 0.08333
      },
      "fillersPerWord": {
        "weight": 0.04909,
        "center": 0.03072,
        "scale": 0.06677,
        "min": 0,
        "max": 0.28571
      },
      "repetitionsPerWord": {
        "weight": 0.00821,
        "center": 0.00715,
        "scale": 0.03124,
        "min": 0,
        "max": 0.17391
      },
      "matchedShare": {
        "weight": 0.06287,
        "center": 0.66435,
        "scale": 0.27869,
        "min": 0,
        "max": 1
      },
      "errorShare": {
        "weight": -0.14592,
        "center": 0.55369,
        "scale": 0.48999,
        "min": 0,
        "max": 2
      },
      "insertionShare": {
        "weight": -0.1556,
        "center": 0.23909,
        "scale": 0.30041,
        "min": 0,
        "max": 1.4
      },
      "omissionShare": {
        "weight": -0.02102,
        "center": 0.01901,
        "scale": 0.05506,
        "min": 0,
        "max": 0.25
      }
    }
  },
  "total": {
    "intercept": 3.71538,
    "features": {
      "gopPhoneMean": {
        "weight": -0.12282,
        "center": -91.01773,
        "scale": 9.37958,
        "min": -117.47339,
        "max": -71.8018
      },
      "lowPhoneShare": {
        "weight": -0.05066,
        "center": 0.04536,
        "scale": 0.05539,
        "min": 0,
        "max": 0.25
      },
      "gopWorstWords": {
        "weight": 0.06694,
        "center": -104.68556,
        "scale": 18.98266,
        "min": -185.66667,
        "max": -76.9661
      },
      "gopZMean": {
        "weight": 0.09795,
        "center": 0.01142,
        "scale": 0.28334,
        "min": -0.7866,
        "max": 0.60698
      },
      "gopZWorst": {
        "weight": 0.0373,
        "center": -1.23905,
        "scale": 0.74966,
        "min": -3.49228,
        "max": 0.03344
      },
      "gopZLowShare": {
        "weight": -0.046,
        "center": 0.04665,
        "scale": 0.05854,
        "min": 0,
        "max": 0.25
      },
      "lengthDeviation": {
        "weight": -0.0449,
        "center": 0.81097,
        "scale": 0.21149,
        "min": 0.43972,
        "max": 1.37586
      },
      "speechRate": {
        "weight": -0.16372,
        "center": 2.94191,
        "scale": 0.84352,
        "min": 1.232,
        "max": 4.965
      },
      "articulationRate": {
        "weight": 0.25499,
        "center": 3.05459,
        "scale": 0.80385,
        "min": 1.413,
        "max": 5.147
      },
      "wordsPerMinute": {
        "weight": -0.03208,
        "center": 151.27661,
        "scale": 42.35953,
        "min": 66.852,
        "max": 260.87
      },
      "phonationRatio": {
        "weight": 0.08872,
        "center": 0.95967,
        "scale": 0.07156,
        "min": 0.702,
        "max": 1
      },
      "runShare": {
        "weight": 0.16687,
        "center": 0.8229,
        "scale": 0.27028,
        "min": 0.2,
        "max": 1
      },
      "pausesPerWord": {
        "weight": -0.00773,
        "center": 0.03082,
        "scale": 0.06785,
        "min": 0,
        "max": 0.3
      },
      "pausesWithinPerWord": {
        "weight": -0.00773,
        "center": 0.03082,
        "scale": 0.06785,
        "min": 0,
        "max": 0.3
      },
      "meanPauseSeconds": {
        "weight": -0.07856,
        "center": 0.09838,
        "scale": 0.21329,
        "min": 0,
        "max": 0.98
      },
      "longPausesPerWord": {
        "weight": 0.0159,
        "center": 0.00145,
        "scale": 0.01062,
        "min": 0,
        "max": 0.08333
      },
      "fillersPerWord": {
        "weight": 0.02636,
        "center": 0.03072,
        "scale": 0.06677,
        "min": 0,
        "max": 0.28571
      },
      "repetitionsPerWord": {
        "weight": 0.00998,
        "center": 0.00715,
        "scale": 0.03124,
        "min": 0,
        "max": 0.17391
      },
      "matchedShare": {
        "weight": 0.12637,
        "center": 0.66435,
        "scale": 0.27869,
        "min": 0,
        "max": 1
      },
      "errorShare": {
        "weight": -0.19354,
        "center": 0.55369,
        "scale": 0.48999,
        "min": 0,
        "max": 2
      },
      "insertionShare": {
        "weight": -0.11157,
        "center": 0.23909,
        "scale": 0.30041,
        "min": 0,
        "max": 1.4
      },
      "omissionShare": {
        "weight": -0.03331,
        "center": 0.01901,
        "scale": 0.05506,
        "min": 0,
        "max": 0.25
      }
    }
  },
  "wordQuality": {
    "intercept": 0.89275,
    "features": {
      "gop": {
        "weight": -0.00164,
        "center": -82.5893,
        "scale": 16.94773,
        "min": -140.2,
        "max": -48.14706
      },
      "gopZMean": {
        "weight": -0.07516,
        "center": 0.03966,
        "scale": 0.61301,
        "min": -2.04279,
        "max": 1.20175
      },
      "gopZMin": {
        "weight": 0.1681,
        "center": -0.69908,
        "scale": 1.07827,
        "min": -4.13383,
        "max": 1.0542
      },
      "lengthDeviation": {
        "weight": -0.06836,
        "center": 0.80515,
        "scale": 0.38914,
        "min": 0.09398,
        "max": 1.92053
      },
      "misheard": {
        "weight": -0.19183,
        "center": 0.33361,
        "scale": 0.4715,
        "min": 0,
        "max": 1
      }
    }
  },
  "phones": {
    "AA": {
      "gop": -84.605,
      "gopSpread": 30.155,
      "logFrames": 2.5084,
      "logFramesSpread": 0.6602
    },
    "AE": {
      "gop": -68.823,
      "gopSpread": 22.782,
      "logFrames": 2.6564,
      "logFramesSpread": 0.5726
    },
    "AH": {
      "gop": -92.579,
      "gopSpread": 22.486,
      "logFrames": 2.3366,
      "logFramesSpread": 0.7593
    },
    "AO": {
      "gop": -89.471,
      "gopSpread": 39.972,
      "logFrames": 2.5039,
      "logFramesSpread": 0.6985
    },
    "AW": {
      "gop": -84.845,
      "gopSpread": 29.786,
      "logFrames": 2.7291,
      "logFramesSpread": 0.6915
    },
    "AY": {
      "gop": -79.504,
      "gopSpread": 26.472,
      "logFrames": 2.7786,
      "logFramesSpread": 0.6457
    },
    "B": {
      "gop": -93.187,
      "gopSpread": 30.428,
      "logFrames": 2.0346,
      "logFramesSpread": 0.7224
    },
    "CH": {
      "gop": -83.243,
      "gopSpread": 29.771,
      "logFrames": 2.4877,
      "logFramesSpread": 0.5405
    },
    "D": {
      "gop": -101.562,
      "gopSpread": 29.834,
      "logFrames": 1.919,
      "logFramesSpread": 0.6799
    },
    "DH": {
      "gop": -86.553,
      "gopSpread": 27.366,
      "logFrames": 2.3632,
      "logFramesSpread": 0.9787
    },
    "EH": {
      "gop": -91.543,
      "gopSpread": 31.513,
      "logFrames": 2.3712,
      "logFramesSpread": 0.6314
    },
    "ER": {
      "gop": -102.108,
      "gopSpread": 34.903,
      "logFrames": 2.3055,
      "logFramesSpread": 0.7639
    },
    "EY": {
      "gop": -77.091,
      "gopSpread": 28.199,
      "logFrames": 2.7331,
      "logFramesSpread": 0.6645
    },
    "F": {
      "gop": -90.361,
      "gopSpread": 38.466,
      "logFrames": 2.2549,
      "logFramesSpread": 0.6819
    },
    "G": {
      "gop": -93.624,
      "gopSpread": 26.642,
      "logFrames": 2.2538,
      "logFramesSpread": 0.6946
    },
    "HH": {
      "gop": -79.452,
      "gopSpread": 29.099,
      "logFrames": 2.4045,
      "logFramesSpread": 0.6674
    },
    "IH": {
      "gop": -91.371,
      "gopSpread": 22.631,
      "logFrames": 2.2948,
      "logFramesSpread": 0.6986
    },
    "IY": {
      "gop": -86.599,
      "gopSpread": 37.025,
      "logFrames": 2.5364,
      "logFramesSpread": 0.763
    },
    "JH": {
      "gop": -110.068,
      "gopSpread": 40.287,
      "logFrames": 2.066,
      "logFramesSpread": 0.5483
    },
    "K": {
      "gop": -93.302,
      "gopSpread": 30.744,
      "logFrames": 2.2861,
      "logFramesSpread": 0.6923
    },
    "L": {
      "gop": -120.366,
      "gopSpread": 46.951,
      "logFrames": 1.7971,
      "logFramesSpread": 0.7221
    },
    "M": {
      "gop": -91.919,
      "gopSpread": 32.703,
      "logFrames": 2.1112,
      "logFramesSpread": 0.6227
    },
    "N": {
      "gop": -89.694,
      "gopSpread": 32.04,
      "logFrames": 2.0292,
      "logFramesSpread": 0.671
    },
    "NG": {
      "gop": -86.407,
      "gopSpread": 37.452,
      "logFrames": 2.372,
      "logFramesSpread": 0.7528
    },
    "OW": {
      "gop": -81.551,
      "gopSpread": 30.909,
      "logFrames": 2.7119,
      "logFramesSpread": 0.6559
    },
    "OY": {
      "gop": -91.295,
      "gopSpread": 30.417,
      "logFrames": 3.0779,
      "logFramesSpread": 0.5346
    },
    "P": {
      "gop": -97.523,
      "gopSpread": 34.097,
      "logFrames": 2.1725,
      "logFramesSpread": 0.7257
    },
    "R": {
      "gop": -114.791,
      "gopSpread": 40.721,
      "logFrames": 1.802,
      "logFramesSpread": 0.6088
    },
    "S": {
      "gop": -83.863,
      "gopSpread": 36.263,
      "logFrames": 2.3219,
      "logFramesSpread": 0.6392
    },
    "SH": {
      "gop": -79.372,
      "gopSpread": 40.317,
      "logFrames": 2.5719,
      "logFramesSpread": 0.6025
    },
    "T": {
      "gop": -96.701,
      "gopSpread": 28.807,
      "logFrames": 2.1903,
      "logFramesSpread": 0.6944
    },
    "TH": {
      "gop": -97.554,
      "gopSpread": 38.821,
      "logFrames": 2.3075,
      "logFramesSpread": 0.7014
    },
    "UH": {
      "gop": -92.634,
      "gopSpread": 25.829,
      "logFrames": 2.1866,
      "logFramesSpread": 0.6968
    },
    "UW": {
      "gop": -85.157,
      "gopSpread": 30.383,
      "logFrames": 2.5166,
      "logFramesSpread": 0.7069
    },
    "V": {
      "gop": -99.636,
      "gopSpread": 37.834,
      "logFrames": 1.8631,
      "logFramesSpread": 0.623
    },
    "W": {
      "gop": -90.96,
      "gopSpread": 36.948,
      "logFrames": 2.3255,
      "logFramesSpread": 0.657
    },
    "Y": {
      "gop": -74.668,
      "gopSpread": 25.736,
      "logFrames": 2.3663,
      "logFramesSpread": 0.5578
    },
    "Z": {
      "gop": -82.742,
      "gopSpread": 34.507,
      "logFrames": 2.366,
      "logFramesSpread": 0.6642
    }
  },
  "typical": {
    "pronunciation": {
      "gopPhoneMean": [
        -98.5553,
        -98.5553,
        -98.5553,
        -93.3782,
        -90.3561,
        -88.4372
      ],
      "lowPhoneShare": [
        0.08,
        0.08,
        0.08,
        0.0645,
        0.0333,
        0
      ],
      "gopWorstWords": [
        -111.7931,
        -111.7931,
        -111.7931,
        -106.8261,
        -100.5789,
        -99.381
      ],
      "gopZMean": [
        -0.2432,
        -0.2432,
        -0.2432,
        -0.0584,
        0.0413,
        0.0855
      ],
      "gopZWorst": [
        -1.9359,
        -1.9359,
        -1.9359,
        -1.5623,
        -1.0111,
        -0.9704
      ],
      "gopZLowShare": [
        0.0952,
        0.0952,
        0.0952,
        0.0714,
        0,
        0
      ],
      "lengthDeviation": [
        1.1142,
        1.1142,
        1.1142,
        0.9787,
        0.7602,
        0.7007
      ],
      "speechRate": [
        2.091,
        2.091,
        2.091,
        2.268,
        2.941,
        3.261
      ],
      "articulationRate": [
        2.375,
        2.375,
        2.375,
        2.532,
        3.03,
        3.309
      ],
      "wordsPerMinute": [
        104.803,
        104.803,
        104.803,
        120.482,
        151.899,
        168.067
      ],
      "phonationRatio": [
        0.884,
        0.884,
        0.884,
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
        0.39,
        0.39,
        0.39,
        0.265,
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
        0.0667,
        0.0667,
        0.0667,
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
        -97.0755,
        -97.0755,
        -97.067,
        -94.1541,
        -89.7375,
        -89.7069
      ],
      "lowPhoneShare": [
        0.0909,
        0.0909,
        0.0769,
        0.0667,
        0.0303,
        0
      ],
      "gopWorstWords": [
        -113.4,
        -113.4,
        -111.1667,
        -106.7857,
        -100,
        -99.9259
      ],
      "gopZMean": [
        -0.2231,
        -0.2231,
        -0.2077,
        -0.072,
        0.0604,
        0.05
      ],
      "gopZWorst": [
        -1.8054,
        -1.8054,
        -1.8763,
        -1.5977,
        -0.9913,
        -1.0039
      ],
      "gopZLowShare": [
        0.0909,
        0.0909,
        0.087,
        0.0714,
        0,
        0
      ],
      "lengthDeviation": [
        1.1891,
        1.1891,
        1.1281,
        0.9907,
        0.7623,
        0.701
      ],
      "speechRate": [
        1.786,
        1.786,
        1.892,
        2.273,
        2.882,
        3.356
      ],
      "articulationRate": [
        2.119,
        2.119,
        2.213,
        2.532,
        2.989,
        3.396
      ],
      "wordsPerMinute": [
        85.006,
        85.006,
        94.118,
        119.734,
        150.754,
        169.014
      ],
      "phonationRatio": [
        0.875,
        0.875,
        0.881,
        0.918,
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
        0.2,
        0.2,
        0.1111,
        0.0769,
        0,
        0
      ],
      "pausesWithinPerWord": [
        0.2,
        0.2,
        0.1111,
        0.0769,
        0,
        0
      ],
      "meanPauseSeconds": [
        0.437,
        0.437,
        0.407,
        0.3,
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
        0.4286,
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
