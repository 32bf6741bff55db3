/** Fits the speech trait models (calibration.ts's SpeechModels) on measured, human-scored utterances. */
import { fitLinear, round } from './statistics.mjs';

/** Features the pronunciation model reads, in order. */
const PRONUNCIATION_FEATURES = ['gopPhoneMean', 'lowPhoneShare', 'gopWorstWords', 'matchedShare', 'errorShare', 'articulationRate'];
/** Features the fluency model reads, in order. */
const FLUENCY_FEATURES = [
  'speechRate', 'articulationRate', 'phonationRatio', 'runShare', 'pausesWithinPerWord', 'pausesBetweenPerWord',
  'meanPauseSeconds', 'longPausesPerWord', 'fillersPerWord', 'repetitionsPerWord', 'matchedShare', 'errorShare',
];
/** Ridge penalty on standardised features. */
export const RIDGE = 5;

/**
 * Fits every model on `rows` ({ utterance, features } with the human scores 0–10): pronunciation to accuracy
 * ÷ 2 and fluency to fluency ÷ 2 (PTE's 0–5), word quality as a least-squares line from a word's GOP to its
 * accuracy ÷ 10.
 */
export function fitModels(rows) {
  const examples = (names, target) => rows.map((row) => ({ x: { ...row.features.pronunciation, ...row.features.fluency }, y: target(row.utterance) }));
  return {
    pronunciation: fitLinear(examples(PRONUNCIATION_FEATURES, (u) => u.accuracy / 2), PRONUNCIATION_FEATURES, RIDGE),
    fluency: fitLinear(examples(FLUENCY_FEATURES, (u) => u.fluency / 2), FLUENCY_FEATURES, RIDGE),
    wordQuality: fitWordQuality(rows),
  };
}

/** Pairs of (word GOP, human word accuracy 0–10) over the reference words that were aligned. */
export function wordPairs(rows) {
  const pairs = [];
  for (const row of rows) {
    const gops = row.features.referenceWordGop;
    if (gops.length !== row.utterance.words.length) continue;
    gops.forEach((gop, index) => {
      if (gop !== null) pairs.push([gop, row.utterance.words[index].accuracy]);
    });
  }
  return pairs;
}

function fitWordQuality(rows) {
  const pairs = wordPairs(rows).map(([gop, accuracy]) => [gop, accuracy / 10]);
  const mx = pairs.reduce((s, [x]) => s + x, 0) / pairs.length;
  const my = pairs.reduce((s, [, y]) => s + y, 0) / pairs.length;
  const slope = pairs.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / pairs.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return { intercept: round(my - slope * mx, 5), slope: round(slope, 6) };
}
