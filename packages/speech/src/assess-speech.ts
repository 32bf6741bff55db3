import { SPEECH_SAMPLE_RATE } from '@pte/audio';
import { calibration } from './calibration';
import { writeFeedback } from './feedback';
import { measureFluency, type TimedWord } from './fluency';
import { isFiller } from './language-model';
import { prepareRecording, type PreparedRecording } from './prepare-recording';
import { LOW_PHONE_GOP, measurePronunciation, wordGop, type PronunciationMeasures } from './pronunciation';
import type { SpeechAssessment, SpeechAssessmentRequest, SpeechWord } from './speech-assessment';
import type { AlignedWord, Alignment, AlignmentUnit, RecognizedWord, SpeechRecognizer } from './speech-recognizer';
import type { ReferenceToken } from './spoken-text';
import { speechTaskStrategies } from './tasks/speech-task-strategies';
import { applyLinearModel, fluencyFeatures, pronunciationFeatures, type ContentFeatures } from './trait-models';
import type { WordAlignment } from './word-alignment';

/** Seconds of audio kept around the detected speech when trimming silence before recognition. */
const TRIM_MARGIN = 0.4;

/** Words that usually start a new clause in free speech: a pause before them is between phrases. */
const CLAUSE_STARTERS = new Set(
  'and but so because which who that then however also while whereas although if when first second third finally overall in'.split(' '),
);

/** Options for calibration runs. */
export interface AssessOptions {
  /** Also return the model features (used by scripts/eval-speech.mjs to fit the mappings). */
  includeFeatures?: boolean;
  /** Also return the wall time of each stage (used by the speech benchmark). */
  includeStageTimes?: boolean;
}

/** Wall seconds spent in each stage of one assessment. */
export interface StageTimes {
  /** WAV decoding, resampling to 16 kHz, level checks and voice activity detection. */
  prepare: number;
  /** Recognition pass (reference-biased or free speech). */
  recognition: number;
  /** Phone-level forced alignment with goodness of pronunciation (a retry included). */
  alignment: number;
  /** Content marks, fluency and pronunciation measures, bands and feedback. */
  scoring: number;
}

/** An assessment plus, on request, the features the trait models read. */
export type AssessmentWithFeatures = SpeechAssessment & {
  features?: {
    pronunciation: Record<string, number>;
    fluency: Record<string, number>;
    /** GOP of each reference word in order (null when omitted), for fitting word quality. */
    referenceWordGop: (number | null)[];
    /** Every scored phone: [phone, GOP, frames, mean level relative to the speech level in dB]. */
    phones: [string, number, number, number][];
  };
  stageTimes?: StageTimes;
};

/** Word quality 0–1 from its GOP (mapping fitted on the corpus's per-word accuracy marks). */
function wordQuality(gop: number): number {
  const value = calibration.wordQuality.intercept + calibration.wordQuality.slope * gop;
  return Math.round(Math.max(0, Math.min(1, value)) * 100) / 100;
}

function cpuSeconds(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

function shift<T extends { start: number; end: number }>(items: T[], offset: number): T[] {
  return items.map((item) => ({ ...item, start: round3(item.start + offset), end: round3(item.end + offset) }));
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The stretch of audio worth recognising: detected speech plus a margin. */
function speechWindow(recording: PreparedRecording): { pcm: Int16Array; offset: number } {
  const segments = recording.voice.segments;
  if (!segments.length) return { pcm: recording.pcm, offset: 0 };
  const start = Math.max(0, segments[0]!.start - TRIM_MARGIN);
  const end = Math.min(recording.durationSeconds, segments[segments.length - 1]!.end + TRIM_MARGIN);
  const from = Math.floor(start * SPEECH_SAMPLE_RATE);
  const to = Math.ceil(end * SPEECH_SAMPLE_RATE);
  return { pcm: recording.pcm.subarray(from, to), offset: from / SPEECH_SAMPLE_RATE };
}

/**
 * Assesses one spoken answer: checks and converts the recording, recognises it (biased to the reference
 * or the key vocabulary), scores content by the task's PTE rule, force-aligns the words for goodness of
 * pronunciation, measures fluency from the timings, maps the measures to PTE bands with the calibrated
 * models and writes advice. Content 0 makes the whole item 0 (PTE gives no fluency or pronunciation
 * credit for an off-topic or empty answer), with `zeroReason` saying why.
 *
 * @throws SpeechRejectedError when the recording cannot be assessed.
 */
export async function assessSpeech(
  request: SpeechAssessmentRequest,
  recognizer: SpeechRecognizer,
  options: AssessOptions = {},
): Promise<AssessmentWithFeatures> {
  const started = process.cpuUsage();
  let stageStart = performance.now();
  const stageTimes: StageTimes = { prepare: 0, recognition: 0, alignment: 0, scoring: 0 };
  const endStage = (stage: keyof StageTimes) => {
    const now = performance.now();
    stageTimes[stage] += (now - stageStart) / 1000;
    stageStart = now;
  };
  const recording = prepareRecording(request.wav, request.maxSeconds);
  endStage('prepare');
  const window = speechWindow(recording);
  const task = request.task;
  const strategy = speechTaskStrategies[task];
  const expected = strategy.expect(request);
  const reference = expected.reference;
  const recognition = await recognizer.recognize(window.pcm, expected.recognition);
  endStage('recognition');
  const recognized = shift(recognition.words, window.offset);
  const { content, wordAlignment, keyPoints } = expected.scoreContent(recognized);

  // Forced alignment of what was said, in order, for timings and goodness of pronunciation.
  const plan = alignmentPlan(recognized, reference, wordAlignment, recognizer);
  let alignment: Alignment | null = null;
  endStage('scoring');
  if (plan.units.length) {
    alignment = await recognizer.align(window.pcm, plan.units);
    if (!alignment) alignment = await recognizer.align(window.pcm, plan.units.map((unit) => ({ ...unit, optional: true })));
  }
  endStage('alignment');
  const alignedWords = alignment ? shift(alignment.words, window.offset).map((word) => ({ ...word, phones: shift(word.phones, window.offset) })) : [];

  // Timeline of spoken words for fluency.
  const timeline: TimedWord[] = alignedWords.length
    ? alignedWords.map((word) => ({
        text: word.text,
        start: word.start,
        end: word.end,
        syllables: recognizer.syllables(word.text),
        filler: isFiller(word.text),
        phraseEndsAfter: plan.phraseEndsAfter[word.index] ?? false,
      }))
    : recognized.map((word, index) => ({
        text: word.text,
        start: word.start,
        end: word.end,
        syllables: recognizer.syllables(word.text),
        filler: isFiller(word.text),
        phraseEndsAfter: CLAUSE_STARTERS.has(recognized[index + 1]?.text ?? ''),
      }));
  if (!reference.length) {
    timeline.forEach((word, index) => {
      word.phraseEndsAfter = CLAUSE_STARTERS.has(timeline[index + 1]?.text ?? '');
    });
  }
  const repetitions = countRepetitions(wordAlignment, recognized, reference);
  const fluencyMetrics = measureFluency(timeline, recording.durationSeconds, repetitions);

  const scoredWords = alignedWords.filter((word) => !isFiller(word.text) && !plan.inserted.has(word.index));
  const measures: PronunciationMeasures = measurePronunciation(scoredWords);
  const referenceCount = reference.length;
  const contentFeatures: ContentFeatures = wordAlignment
    ? {
        matchedShare: wordAlignment.correct / Math.max(1, referenceCount),
        errorShare: (wordAlignment.substitutions + wordAlignment.insertions) / Math.max(1, referenceCount),
      }
    : { matchedShare: 1, errorShare: 0 };
  const pronunciationInput = pronunciationFeatures(measures, contentFeatures, fluencyMetrics.articulationRate);
  if (measures.phoneCount === 0) {
    // Alignment failed: leave the GOP terms out (the model then reads them at their average) rather than
    // treat the answer as perfectly or hopelessly pronounced.
    for (const name of ['gopPhoneMean', 'lowPhoneShare', 'gopWorstWords']) delete pronunciationInput[name];
  }
  const fluencyInput = fluencyFeatures(fluencyMetrics, contentFeatures);

  const markedWords = buildWords(reference, wordAlignment, recognized, alignedWords, plan);
  const words: SpeechWord[] = markedWords.map(({ gop: _gop, ...word }) => word);
  const zeroReason = content.score === 0 ? content.zeroReason : undefined;
  const traits = strategy.traits(content, {
    fluency: applyLinearModel(calibration.fluency, fluencyInput),
    pronunciation: applyLinearModel(calibration.pronunciation, pronunciationInput),
    wordCount: fluencyMetrics.wordCount,
  });
  const total = Object.values(traits).reduce((sum, value) => ({ score: sum.score + value.score, max: sum.max + value.max }), { score: 0, max: 0 });

  const metrics = {
    ...fluencyMetrics,
    signalToNoiseDb: Math.round(recording.voice.snrDb * 10) / 10,
    clippedShare: Math.round(recording.clippedShare * 1e5) / 1e5,
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
    zeroReason,
    contentAdvice: strategy.adviseOnContent({ words, keyPoints, contentShare: content.max ? content.score / content.max : 0, zeroReason }),
    advisesOnDelivery: strategy.advisesOnDelivery,
  });
  metrics.processingSeconds = Math.round(cpuSeconds(started) * 1000) / 1000;
  const assessment: AssessmentWithFeatures = {
    taskType: task,
    traits,
    total,
    transcript: recognized.map((word) => word.text).join(' '),
    words,
    metrics,
    feedback,
    ...(keyPoints ? { keyPoints } : {}),
    ...(zeroReason ? { zeroReason } : {}),
    engine: recognizer.name,
  };
  if (options.includeFeatures) {
    assessment.features = {
      pronunciation: pronunciationInput,
      fluency: fluencyInput,
      referenceWordGop: markedWords.filter((word) => word.status !== 'inserted').map((word) => word.gop ?? null),
      phones: scoredWords.flatMap((word) =>
        word.phones.map((phone): [string, number, number, number] => [
          phone.phone,
          Math.round(phone.gop * 10) / 10,
          Math.round((phone.end - phone.start) * 100),
          Math.round(phoneLevel(recording, phone.start, phone.end) - recording.voice.speechLevelDb),
        ]),
      ),
    };
  }
  if (options.includeStageTimes) {
    endStage('scoring');
    assessment.stageTimes = stageTimes;
  }
  return assessment;
}

/** Mean level of a stretch of the recording, dBFS (from the 10 ms frame levels). */
function phoneLevel(recording: PreparedRecording, start: number, end: number): number {
  const levels = recording.voice.levels;
  const from = Math.max(0, Math.floor(start * 100));
  const to = Math.min(levels.length, Math.max(from + 1, Math.round(end * 100)));
  let energy = 0;
  for (let f = from; f < to; f++) energy += 10 ** (levels[f]! / 10);
  return 10 * Math.log10(energy / Math.max(1, to - from) + 1e-12);
}

interface AlignmentPlan {
  units: AlignmentUnit[];
  /** Per unit: the written text has a phrase boundary after it. */
  phraseEndsAfter: boolean[];
  /** Per unit: the reference token it belongs to (reference tasks). */
  referenceIndex: (number | undefined)[];
  /** Units that are insertions (not scored for pronunciation). */
  inserted: Set<number>;
}

/**
 * The word sequence to force-align. Reference tasks: each reference word read correctly (in the spoken
 * form matched) or substituted (its expected form: GOP then shows how far off it was), omitted words as
 * optional, and insertions and hesitations where they were heard. Free speech: the words recognised.
 */
function alignmentPlan(
  recognized: readonly RecognizedWord[],
  reference: readonly ReferenceToken[],
  alignment: WordAlignment | undefined,
  recognizer: SpeechRecognizer,
): AlignmentPlan {
  const plan: AlignmentPlan = { units: [], phraseEndsAfter: [], referenceIndex: [], inserted: new Set() };
  const add = (text: string, options: { optional?: boolean; phraseEnd?: boolean; referenceIndex?: number; inserted?: boolean }) => {
    const pronunciations = recognizer.pronunciations(text);
    if (!pronunciations.length) return;
    if (options.inserted) plan.inserted.add(plan.units.length);
    plan.units.push({ text, pronunciations, optional: options.optional });
    plan.phraseEndsAfter.push(options.phraseEnd ?? false);
    plan.referenceIndex.push(options.referenceIndex);
  };
  if (!alignment) {
    recognized.forEach((word, index) => add(word.text, { optional: isFiller(word.text), referenceIndex: index }));
    return plan;
  }
  // Hesitations go back in by time, before the first token that starts after them.
  const fillers = [...alignment.fillers];
  const flushFillers = (before: number) => {
    while (fillers.length && fillers[0]!.start < before) add(fillers.shift()!.text, { optional: true });
  };
  for (const token of alignment.tokens) {
    const start = token.heard[0]?.start;
    if (start !== undefined) flushFillers(start);
    if (token.status === 'inserted') {
      for (const word of token.heard) add(word.text, { optional: true, inserted: true });
      continue;
    }
    const ref = reference[token.referenceIndex!]!;
    const spoken = token.status === 'correct' ? ref.spoken[token.variant ?? 0]! : ref.spoken[0]!;
    spoken.forEach((word, index) => {
      add(word, {
        optional: token.status === 'omitted',
        phraseEnd: ref.endsPhrase && index === spoken.length - 1,
        referenceIndex: token.referenceIndex,
      });
    });
  }
  flushFillers(Number.POSITIVE_INFINITY);
  return plan;
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

/** Word-level feedback: reference tokens in order with insertions (reference tasks), or the words heard. */
function buildWords(
  reference: readonly ReferenceToken[],
  alignment: WordAlignment | undefined,
  recognized: readonly RecognizedWord[],
  aligned: readonly AlignedWord[],
  plan: AlignmentPlan,
): (SpeechWord & { gop?: number })[] {
  const scoreOf = (units: AlignedWord[]): Pick<SpeechWord, 'start' | 'end' | 'quality' | 'weakPhones'> & { gop?: number } => {
    if (!units.length) return {};
    const phones = units.flatMap((unit) => unit.phones);
    const gop = units.reduce((sum, unit) => sum + wordGop(unit) * unit.phones.length, 0) / Math.max(1, phones.length);
    const weakPhones = [...new Set(phones.filter((phone) => phone.gop < LOW_PHONE_GOP).map((phone) => phone.phone))];
    return {
      gop,
      start: units[0]!.start,
      end: units[units.length - 1]!.end,
      quality: wordQuality(gop),
      ...(weakPhones.length ? { weakPhones } : {}),
    };
  };
  const byReference = new Map<number, AlignedWord[]>();
  for (const word of aligned) {
    const referenceIndex = plan.referenceIndex[word.index];
    if (referenceIndex === undefined) continue;
    const list = byReference.get(referenceIndex) ?? [];
    list.push(word);
    byReference.set(referenceIndex, list);
  }
  if (!alignment) {
    // Free speech: the words heard, in order (plan units point back to them).
    return recognized.flatMap((word, index): (SpeechWord & { gop?: number })[] => {
      if (isFiller(word.text)) return [];
      const units = byReference.get(index) ?? [];
      return [{ text: word.text, status: 'correct', ...(units.length ? scoreOf(units) : { start: word.start, end: word.end }) }];
    });
  }
  return alignment.tokens.map((token): SpeechWord & { gop?: number } => {
    if (token.status === 'inserted') {
      const heard = token.heard[0]!;
      return { text: heard.text, status: 'inserted', start: heard.start, end: heard.end };
    }
    const ref = reference[token.referenceIndex!]!;
    const units = byReference.get(token.referenceIndex!) ?? [];
    const base: SpeechWord = { text: ref.text.replace(/^[^\p{L}\p{N}$£€]+|[^\p{L}\p{N}%]+$/gu, '') || ref.text, status: token.status };
    if (token.status === 'omitted') return base;
    if (token.status === 'substituted') base.heard = token.heard.map((word) => word.text).join(' ');
    const timing = units.length ? scoreOf(units) : { start: token.heard[0]?.start, end: token.heard[token.heard.length - 1]?.end };
    return { ...base, ...timing };
  });
}
