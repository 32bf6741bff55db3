/** The essay traits whose bands come from a model calibrated on human ratings. */
export type CalibratedTrait = 'grammar' | 'spelling' | 'vocabularyRange' | 'generalLinguisticRange' | 'developmentStructureCoherence' | 'content';

/** A model input: a measured feature, optionally log-transformed (rates are skewed towards zero). */
export interface FeatureInput {
  feature: string;
  transform: 'identity' | 'log1p';
  /**
   * The direction the rubric implies (+1: more is better, -1: more is worse). Fitting drops an input whose weight
   * comes out the other way, so every band can be explained by what it measures.
   */
  sign?: 1 | -1;
}

const log = (feature: string, sign?: 1 | -1): FeatureInput => ({ feature, transform: 'log1p', ...(sign ? { sign } : {}) });
const id = (feature: string, sign?: 1 | -1): FeatureInput => ({ feature, transform: 'identity', ...(sign ? { sign } : {}) });

// Overall control of the language: human analytic ratings share a strong halo (ELLIPSE traits correlate 0.61–0.81
// with each other), so every trait model also sees how many sentences are error-free, the grammar error rate and
// lexical diversity, besides the features of its own trait.
const CONTROL: readonly FeatureInput[] = [id('errorFreeSentenceShare', 1), log('grammarErrorRate', -1), id('mtld', 1)];

/**
 * The measured features each calibrated essay trait is computed from: the features of that trait plus the shared
 * control measures. The human rating each one was calibrated against is in `calibrationTargets`.
 */
export const essayTraitFeatures: Readonly<Record<CalibratedTrait, readonly FeatureInput[]>> = {
  grammar: [
    ...CONTROL, log('structureErrorRate', -1), log('mechanicsErrorRate', -1), id('meanSentenceLength'), id('sentenceLengthSd'),
    id('clausesPerSentence'), id('subordinatorsPerSentence'), id('passivesPerSentence'),
  ],
  spelling: [
    ...CONTROL, log('misspellingRate', -1), log('mechanicsErrorRate', -1), log('spacingErrorRate', -1), id('lowercaseStartShare', -1),
    log('lowercaseIRate', -1), id('sentenceLengthSd'),
  ],
  vocabularyRange: [
    ...CONTROL, id('k1Share', -1), id('k3to5Share', 1), id('beyond5kShare', 1), id('offListShare'), id('contentZipf', -1),
    id('longWordShare', 1), id('meanWordLength', 1), id('vagueShare', -1), log('vocabularyIssueRate', -1), log('informalRate', -1),
    id('logDistinctContentWords', 1), log('misspellingRate', -1),
  ],
  generalLinguisticRange: [
    ...CONTROL, id('meanSentenceLength'), id('sentenceLengthSd'), id('longSentenceShare'), id('shortSentenceShare'),
    id('clausesPerSentence'), id('subordinatorsPerSentence'), id('relativesPerSentence'), id('passivesPerSentence'),
    id('commasPerSentence'), log('semicolonColonRate'), id('openerVariety'), id('adjectiveShare'), id('prepositionShare'),
    id('longWordShare', 1), log('structureErrorRate', -1), id('logDistinctContentWords', 1),
  ],
  developmentStructureCoherence: [
    ...CONTROL, id('paragraphs'), id('sentencesPerParagraph'), id('paragraphBalance'), id('singleSentenceParagraphShare', -1),
    id('connectivesPerSentence'), id('connectiveDistinct', 1), id('connectiveFunctions', 1), log('advancedConnectiveRate', 1),
    id('connectiveTopShare', -1), id('adjacentOverlap'), id('linkedSentences'), id('paragraphOverlap'),
    id('referringOpenerShare'), id('concludes', 1), log('structureErrorRate', -1), id('logWords'),
  ],
  // Without the item's key aspects, content is what can be measured: how much the essay develops (length, distinct
  // ideas, paragraphs, range of argument moves, a conclusion) and how well it is expressed.
  content: [
    ...CONTROL, id('logWords'), id('logDistinctContentWords', 1), id('paragraphs'), id('connectiveFunctions', 1), id('concludes', 1),
  ],
};

/** The ELLIPSE rating (1–5) each calibrated trait was fitted to (data/ellipse-dev README, "rough correspondence"). */
export const calibrationTargets: Readonly<Record<CalibratedTrait, string>> = {
  grammar: 'Grammar',
  spelling: 'Conventions',
  vocabularyRange: 'Vocabulary',
  generalLinguisticRange: 'Syntax',
  developmentStructureCoherence: 'Cohesion',
  // Essays in the calibration set have no PTE key aspects; content there is what is measurable without them
  // (development and relevance to the topic), fitted to the holistic rating.
  content: 'Overall',
};

/** The value of one model input for a feature record (missing features count as 0). */
export function inputValue(input: FeatureInput, features: Readonly<Record<string, number>>): number {
  const value = features[input.feature] ?? 0;
  return input.transform === 'log1p' ? Math.log1p(Math.max(0, value)) : value;
}
