import { calibration } from './calibration';
import { writeFeedback } from './feedback';
import { measureFluency, type TimedWord } from './fluency';
import { isFiller } from './language-model';
import type { AlignmentPlan, AnswerMeasurement, MeasuredWord } from './measure-answer';
import {
  LOW_PHONE_GOP,
  measureNormalisedPronunciation,
  measurePronunciation,
  wordPronunciationFeatures,
} from './pronunciation';
import type { SpeechAssessment, SpeechAssessmentRequest, SpeechWord } from './speech-assessment';
import { describeExplanation, explainTrait, type TraitExplanation } from './score-explanations';
import type { RecognizedWord } from './speech-recognizer';
import type { ReferenceToken } from './spoken-text';
import { speechTaskStrategies } from './tasks/speech-task-strategies';
import { answerFeatures, applyLinearModel, type ContentFeatures, type SpeechModels } from './trait-models';
import type { WordAlignment } from './word-alignment';

/** Words that usually start a new clause in free speech: a pause before them is between phrases. */
const CLAUSE_STARTERS = new Set(
  'and but so because which who that then however also while whereas although if when first second third finally overall in'.split(' '),
);

/** What the models read, for fitting them: the answer's features, each reference word's, and every phone scored. */
interface ModelFeatures {
  answer: Record<string, number>;
  /** Word-quality features of each reference word in order (null when omitted or not aligned). */
  referenceWords: (Record<string, number> | null)[];
  /** Every phone scored: [phone, GOP, length in 10 ms frames]. */
  phones: [string, number, number][];
}

/**
 * The forced alignment of the reference fits the audio about as well as in answers that read the text:
 * phones on average no more than this many standard deviations below their typical GOP. Reading another
 * text, the reference's phones are forced onto the wrong sounds and fall far below (measured with the
 * corpus's answers scored against other prompts, and synthesised speech).
 */
const ON_TEXT_GOP_Z = -1.2;

/** A scored answer and, for calibration, the features its traits were estimated from. */
interface ScoredAnswer {
  assessment: SpeechAssessment;
  features: ModelFeatures;
}

/** What a request says about the expected answer (the recording itself is not needed to score it). */
type ScoringRequest = Omit<SpeechAssessmentRequest, 'wav'>;

/**
 * Scores a measured answer: content by the task's PTE rule, fluency from the word timings, pronunciation
 * from goodness of pronunciation, bands from the trait models (`models`, the shipped calibration unless a
 * calibration run passes its own), word marks and advice. An answer off the text or topic gets content 0,
 * which makes the whole item 0 (PTE gives no fluency or pronunciation credit for it), with `zeroReason`
 * saying why; for a reference task that needs alignment evidence besides the words recognised.
 */
export function scoreAnswer(request: ScoringRequest, measurement: AnswerMeasurement, models: SpeechModels = calibration): ScoredAnswer {
  const strategy = speechTaskStrategies[request.task];
  const expected = strategy.expect({ ...request, wav: new Uint8Array() });
  const reference = expected.reference;
  const { recognized, plan, aligned } = measurement;
  const inserted = new Set(plan.inserted);
  const scoredWords = aligned.filter((word) => !isFiller(word.text) && !inserted.has(word.index));
  const measures = measurePronunciation(scoredWords);
  const normalised = measureNormalisedPronunciation(scoredWords, models.phones);
  const outcome = expected.scoreContent(recognized, { fitsReference: normalised !== null && normalised.gopZMean >= ON_TEXT_GOP_Z });
  const { content, wordAlignment, keyPoints, positions, appropriacy } = outcome;
  const syllables = (word: string) => measurement.syllables[word] ?? 1;

  // Timeline of spoken words for fluency.
  const timeline: TimedWord[] = aligned.length
    ? aligned.map((word) => ({
        text: word.text,
        start: word.start,
        end: word.end,
        syllables: syllables(word.text),
        filler: isFiller(word.text),
        phraseEndsAfter: plan.phraseEndsAfter[word.index] ?? false,
      }))
    : recognized.map((word, index) => ({
        text: word.text,
        start: word.start,
        end: word.end,
        syllables: syllables(word.text),
        filler: isFiller(word.text),
        phraseEndsAfter: CLAUSE_STARTERS.has(recognized[index + 1]?.text ?? ''),
      }));
  if (!reference.length) {
    timeline.forEach((word, index) => {
      word.phraseEndsAfter = CLAUSE_STARTERS.has(timeline[index + 1]?.text ?? '');
    });
  }
  const repetitions = countRepetitions(wordAlignment, recognized, reference);
  const fluencyMetrics = measureFluency(timeline, measurement.durationSeconds, repetitions);

  const referenceCount = reference.length;
  const near = outcome.nearMisses ?? 0;
  const contentFeatures: ContentFeatures = wordAlignment
    ? {
        matchedShare: (wordAlignment.correct + near) / Math.max(1, referenceCount),
        errorShare: (wordAlignment.substitutions - near + wordAlignment.insertions) / Math.max(1, referenceCount),
        insertionShare: wordAlignment.insertions / Math.max(1, referenceCount),
        omissionShare: wordAlignment.omissions / Math.max(1, referenceCount),
      }
    : { matchedShare: 1, errorShare: 0, insertionShare: 0, omissionShare: 0 };
  const features = answerFeatures(measures, normalised, fluencyMetrics, contentFeatures);

  const markedWords = buildWords(reference, wordAlignment, recognized, aligned, plan, models);
  const words: SpeechWord[] = markedWords.map(({ features: _features, ...word }) => word);
  const zeroReason = content.score === 0 ? content.zeroReason : undefined;
  const delivery = {
    fluency: applyLinearModel(models.fluency, features),
    pronunciation: applyLinearModel(models.pronunciation, features),
    total: applyLinearModel(models.total, features),
    wordCount: fluencyMetrics.wordCount,
  };
  const traits = strategy.traits(content, delivery);
  const total = strategy.total(content, delivery, traits);
  const explanations: Partial<Record<'fluency' | 'pronunciation', TraitExplanation>> = {};
  for (const name of ['pronunciation', 'fluency'] as const) {
    const explanation = traits[name] && explainTrait(traits[name], models[name], features, models.typical[name]);
    if (explanation) explanations[name] = explanation;
  }

  const metrics = {
    ...fluencyMetrics,
    signalToNoiseDb: Math.round(measurement.signalToNoiseDb * 10) / 10,
    clippedShare: Math.round(measurement.clippedShare * 1e5) / 1e5,
    gopMean: Math.round(measures.gopMean * 10) / 10,
    lowPhoneShare: Math.round(measures.lowPhoneShare * 1000) / 1000,
    phoneCount: measures.phoneCount,
    matchedWords: wordAlignment ? wordAlignment.correct : fluencyMetrics.wordCount,
    referenceWords: referenceCount,
    processingSeconds: 0,
  };
  const feedback = writeFeedback({
    words,
    metrics,
    sourceSampleRate: measurement.sourceSampleRate,
    zeroReason,
    contentAdvice: strategy.adviseOnContent({
      words,
      keyPoints,
      ...(positions ? { positions } : {}),
      ...(appropriacy ? { appropriacy } : {}),
      contentShare: content.max ? content.score / content.max : 0,
      zeroReason,
    }),
    explanations: (['pronunciation', 'fluency'] as const).flatMap((name) => {
      const explanation = explanations[name];
      return explanation ? [describeExplanation(name === 'fluency' ? 'Oral fluency' : 'Pronunciation', traits[name]!, explanation)] : [];
    }),
    advisesOnDelivery: strategy.advisesOnDelivery,
  });
  const assessment: SpeechAssessment = {
    taskType: request.task,
    traits,
    total,
    transcript: recognized.map((word) => word.text).join(' '),
    words,
    metrics,
    feedback,
    ...(Object.keys(explanations).length ? { explanations } : {}),
    ...(keyPoints ? { keyPoints } : {}),
    ...(positions ? { positions } : {}),
    ...(appropriacy ? { appropriacy } : {}),
    ...(zeroReason ? { zeroReason } : {}),
    engine: measurement.engine,
  };
  return {
    assessment,
    features: {
      answer: features,
      referenceWords: markedWords.filter((word) => word.status !== 'inserted').map((word) => word.features ?? null),
      phones: scoredWords.flatMap((word) => word.phones.map((phone): [string, number, number] => [phone.phone, phone.gop, Math.max(1, Math.round((phone.end - phone.start) * 100))])),
    },
  };
}

/** Insertions that repeat a neighbouring reference word, and immediate repeats in free speech. */
function countRepetitions(
  alignment: WordAlignment | undefined,
  recognized: readonly RecognizedWord[],
  reference: readonly ReferenceToken[],
): number {
  if (!alignment) {
    let count = 0;
    for (let i = 1; i < recognized.length; i++) if (recognized[i]!.text === recognized[i - 1]!.text && !isFiller(recognized[i]!.text)) count++;
    return count;
  }
  let count = 0;
  alignment.tokens.forEach((token, index) => {
    if (token.status !== 'inserted') return;
    const word = token.heard[0]?.text;
    const neighbours = [alignment.tokens[index - 1], alignment.tokens[index + 1]]
      .map((other) => (other?.referenceIndex !== undefined ? reference[other.referenceIndex]?.spoken.flat() : other?.heard.map((h) => h.text)))
      .flat();
    if (word && neighbours.includes(word)) count++;
  });
  return count;
}

/** A word of word-level feedback with the features its quality was estimated from. */
type MarkedWord = SpeechWord & { features?: Record<string, number> };

/** Word-level feedback: reference tokens in order with insertions (reference tasks), or the words heard. */
function buildWords(
  reference: readonly ReferenceToken[],
  alignment: WordAlignment | undefined,
  recognized: readonly RecognizedWord[],
  aligned: readonly MeasuredWord[],
  plan: AlignmentPlan,
  models: SpeechModels,
): MarkedWord[] {
  // A word heard as another word always names its worst sound, so advice can say what to work on.
  const scoreOf = (units: MeasuredWord[], misheard = false): Pick<MarkedWord, 'start' | 'end' | 'quality' | 'weakPhones' | 'features'> => {
    if (!units.length) return {};
    const phones = units.flatMap((unit) => unit.phones);
    const features = { ...wordPronunciationFeatures(phones, models.phones), misheard: misheard ? 1 : 0 };
    let weakPhones = [...new Set(phones.filter((phone) => phone.gop < LOW_PHONE_GOP).map((phone) => phone.phone))];
    if (misheard && !weakPhones.length && phones.length) weakPhones = [phones.reduce((worst, phone) => (phone.gop < worst.gop ? phone : worst)).phone];
    const quality = Math.max(0, Math.min(1, applyLinearModel(models.wordQuality, features)));
    return {
      features,
      start: units[0]!.start,
      end: units[units.length - 1]!.end,
      quality: Math.round(quality * 100) / 100,
      ...(weakPhones.length ? { weakPhones } : {}),
    };
  };
  const byReference = new Map<number, MeasuredWord[]>();
  for (const word of aligned) {
    const referenceIndex = plan.referenceIndex[word.index];
    if (referenceIndex === undefined || referenceIndex === null) continue;
    const list = byReference.get(referenceIndex) ?? [];
    list.push(word);
    byReference.set(referenceIndex, list);
  }
  if (!alignment) {
    // Free speech: the words heard, in order (plan units point back to them).
    return recognized.flatMap((word, index): MarkedWord[] => {
      if (isFiller(word.text)) return [];
      const units = byReference.get(index) ?? [];
      return [{ text: word.text, status: 'correct', ...(units.length ? scoreOf(units) : { start: word.start, end: word.end }) }];
    });
  }
  return alignment.tokens.map((token): MarkedWord => {
    if (token.status === 'inserted') {
      const heard = token.heard[0]!;
      return { text: heard.text, status: 'inserted', start: heard.start, end: heard.end };
    }
    const ref = reference[token.referenceIndex!]!;
    const units = byReference.get(token.referenceIndex!) ?? [];
    const base: SpeechWord = { text: ref.text.replace(/^[^\p{L}\p{N}$£€]+|[^\p{L}\p{N}%]+$/gu, '') || ref.text, status: token.status };
    if (token.status === 'omitted') return base;
    if (token.status === 'substituted') base.heard = token.heard.map((word) => word.text).join(' ');
    const timing = units.length ? scoreOf(units, token.status === 'substituted') : { start: token.heard[0]?.start, end: token.heard[token.heard.length - 1]?.end };
    return { ...base, ...timing };
  });
}
