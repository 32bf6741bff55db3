/** Fits the speech models (calibration.ts's SpeechModels) on measured, human-scored utterances. */
import { fitLinear, percentile, round } from './statistics.mjs';

/** Features every trait model reads (trait-models.ts's answerFeatures), in order. */
const ANSWER_FEATURES = [
  'gopPhoneMean', 'lowPhoneShare', 'gopWorstWords', 'gopZMean', 'gopZWorst', 'gopZLowShare', 'lengthDeviation',
  'speechRate', 'articulationRate', 'wordsPerMinute', 'phonationRatio', 'runShare', 'pausesPerWord', 'pausesWithinPerWord',
  'meanPauseSeconds', 'longPausesPerWord', 'fillersPerWord', 'repetitionsPerWord',
  'matchedShare', 'errorShare', 'insertionShare', 'omissionShare',
];
/** Features the word-quality model reads (pronunciation.ts's wordPronunciationFeatures, and misheard). */
const WORD_FEATURES = ['gop', 'gopZMean', 'gopZMin', 'lengthDeviation', 'misheard'];
/** Ridge penalty on standardised features. */
export const RIDGE = 10;

/** Models with nothing fitted: scoring with them yields the phones and features to fit on. */
const EMPTY_MODELS = {
  pronunciation: { intercept: 0, features: {} },
  fluency: { intercept: 0, features: {} },
  total: { intercept: 0, features: {} },
  wordQuality: { intercept: 0, features: {} },
  phones: {},
  typical: { pronunciation: {}, fluency: {} },
};

/** Mean and standard deviation. */
function spread(values) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return [mean, Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length)];
}

/** Each phone's mean and spread of GOP and of log length over every phone scored (phones seen under 20 times left out). */
function fitPhoneNorms(phoneLists) {
  const byPhone = new Map();
  for (const phones of phoneLists) for (const [phone, gop, frames] of phones) {
    if (!byPhone.has(phone)) byPhone.set(phone, []);
    byPhone.get(phone).push([gop, Math.log(frames)]);
  }
  const norms = {};
  for (const phone of [...byPhone.keys()].sort()) {
    const seen = byPhone.get(phone);
    if (seen.length < 20) continue;
    const [gop, gopSpread] = spread(seen.map(([gop]) => gop));
    const [logFrames, logFramesSpread] = spread(seen.map(([, length]) => length));
    norms[phone] = { gop: round(gop, 3), gopSpread: round(gopSpread, 3), logFrames: round(logFrames, 4), logFramesSpread: round(logFramesSpread, 4) };
  }
  return norms;
}

/**
 * Fits every model on `rows` ({ utterance } with the human scores 0–10); `featuresOf(row, models)` scores a row
 * with the given models and returns its ModelFeatures. Phone norms first (they do not depend on any model),
 * then, on features measured against them, pronunciation ↔ accuracy ÷ 2, fluency ↔ fluency ÷ 2 and total ↔
 * total ÷ 2 (PTE's 0–5) by ridge regression, and word quality ↔ word accuracy (wordQualityOf).
 */
export function fitModels(rows, featuresOf) {
  const phones = fitPhoneNorms(rows.map((row) => featuresOf(row, EMPTY_MODELS).phones));
  const features = rows.map((row) => featuresOf(row, { ...EMPTY_MODELS, phones }));
  const examples = (target) => rows.map((row, i) => ({ x: features[i].answer, y: target(row.utterance) }));
  return {
    pronunciation: fitLinear(examples((u) => u.accuracy / 2), ANSWER_FEATURES, RIDGE),
    fluency: fitLinear(examples((u) => u.fluency / 2), ANSWER_FEATURES, RIDGE),
    total: fitLinear(examples((u) => u.total / 2), ANSWER_FEATURES, RIDGE),
    wordQuality: fitWordQuality(wordExamples(rows, features)),
    phones,
    typical: {
      pronunciation: typicalByBand(rows, features, (u) => u.accuracy),
      fluency: typicalByBand(rows, features, (u) => u.fluency),
    },
  };
}

/**
 * Per feature, its median among the answers raters placed in each band 0–5 (human score ÷ 2, rounded); a band
 * with fewer than 10 answers takes the nearest band's median.
 */
function typicalByBand(rows, features, score) {
  const bandOf = (row) => Math.max(0, Math.min(5, Math.round(score(row.utterance) / 2)));
  const typical = {};
  for (const name of ANSWER_FEATURES) {
    const medians = [0, 1, 2, 3, 4, 5].map((band) => {
      const values = rows.flatMap((row, i) => (bandOf(row) === band && Number.isFinite(features[i].answer[name]) ? [features[i].answer[name]] : []));
      return values.length >= 10 ? round(percentile(values, 0.5), 4) : undefined;
    });
    typical[name] = medians.map((_, band) => {
      for (let distance = 0; distance < 6; distance++) {
        const found = medians[band - distance] ?? medians[band + distance];
        if (found !== undefined) return found;
      }
      return 0;
    });
  }
  return typical;
}

/**
 * A word's quality from its human accuracy (0–10): 1 at 10, 0.5 at 7.5, 0 at 5 or less. On that scale the
 * app's 0.5 threshold for an unclear word sits between "right with an accent" (7–9) and "phones wrong" (≤ 6).
 */
function wordQualityOf(accuracy) {
  return Math.max(0, Math.min(1, (accuracy - 5) / 5));
}

/** Words whose median accuracy is below this are mispronounced (speechocean762: 7–9 = right with an accent). */
export const MISPRONOUNCED_BELOW = 7;

/**
 * Word quality: a ridge line from the word's features to wordQualityOf(accuracy), then stretched about the
 * app's 0.5 threshold so that as many training words fall below it as raters marked mispronounced (least
 * squares alone pulls every estimate towards the mean, and hardly any word would be marked).
 */
function fitWordQuality(examples) {
  const model = fitLinear(examples.map(({ x, accuracy }) => ({ x, y: wordQualityOf(accuracy) })), WORD_FEATURES, RIDGE);
  const predictions = examples.filter(({ x }) => WORD_FEATURES.every((name) => Number.isFinite(x[name]))).map(({ x }) => linear(model, x));
  const wrongShare = examples.filter(({ accuracy }) => accuracy < MISPRONOUNCED_BELOW).length / examples.length;
  const threshold = percentile(predictions, wrongShare);
  const stretch = 0.5 / Math.max(1e-6, percentile(predictions, 0.5) - threshold);
  const features = {};
  for (const [name, term] of Object.entries(model.features)) features[name] = { ...term, weight: round(term.weight * stretch, 5) };
  return { intercept: round(0.5 + (model.intercept - threshold) * stretch, 5), features };
}

/** A linear model's value (as trait-models.ts's applyLinearModel, every feature present). */
function linear(model, x) {
  let value = model.intercept;
  for (const [name, term] of Object.entries(model.features)) value += (term.weight * (Math.min(term.max, Math.max(term.min, x[name])) - term.center)) / term.scale;
  return value;
}

/** Each aligned reference word's quality features with its human accuracy (0–10). */
function wordExamples(rows, features) {
  const examples = [];
  rows.forEach((row, i) => {
    const words = features[i].referenceWords;
    if (words.length !== row.utterance.words.length) return;
    words.forEach((x, index) => {
      if (x) examples.push({ x, accuracy: row.utterance.words[index].accuracy });
    });
  });
  return examples;
}
