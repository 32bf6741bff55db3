import { SPEECH_SAMPLE_RATE } from '@pte/audio';
import { isFiller } from './language-model';
import { prepareRecording, type PreparedRecording } from './prepare-recording';
import type { SpeechAssessmentRequest } from './speech-assessment';
import type { AlignedWord, Alignment, AlignmentUnit, RecognizedWord, SpeechRecognizer } from './speech-recognizer';
import type { ReferenceToken } from './spoken-text';
import { speechTaskStrategies } from './tasks/speech-task-strategies';
import type { WordAlignment } from './word-alignment';

/** Seconds of audio kept around the detected speech when trimming silence before recognition. */
const TRIM_MARGIN = 0.4;

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

/** The word sequence that was force-aligned, and what each of its units stands for. */
export interface AlignmentPlan {
  units: AlignmentUnit[];
  /** Per unit: the written text has a phrase boundary after it. */
  phraseEndsAfter: boolean[];
  /** Per unit: the reference token it belongs to (reference tasks), or the recognised word (free speech). */
  referenceIndex: (number | null)[];
  /** Units that are insertions (not scored for pronunciation). */
  inserted: number[];
}

/** A force-aligned word whose phones also carry their loudness. */
export interface MeasuredWord extends AlignedWord {
  /** Per phone: its mean level relative to the answer's speech level, dB. */
  phoneLevels: number[];
}

/**
 * Everything the expensive stages (decoding, recognition, forced alignment) found in one answer: plain
 * data, so it can cross threads and be cached, and everything scoring reads (`scoreAnswer`).
 */
export interface AnswerMeasurement {
  /** The recogniser used, e.g. `pocketsphinx`. */
  engine: string;
  durationSeconds: number;
  /** Sample rate of the uploaded recording, Hz (under 16 kHz loses detail the recogniser uses). */
  sourceSampleRate: number;
  /** Speech level over the background noise, dB. */
  signalToNoiseDb: number;
  /** Share of the recording at full scale. */
  clippedShare: number;
  /** Words and hesitations recognised, in seconds from the start of the recording. */
  recognized: RecognizedWord[];
  plan: AlignmentPlan;
  /** The aligned words (empty when alignment failed). */
  aligned: MeasuredWord[];
  /** Syllables of every word recognised or aligned, from the engine's dictionary. */
  syllables: Record<string, number>;
}

function shift<T extends { start: number; end: number }>(items: readonly T[], offset: number): T[] {
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
 * Measures one spoken answer: checks and converts the recording, recognises it (biased to the reference
 * or the key vocabulary), aligns what was heard with the reference and force-aligns it at phone level for
 * timings and goodness of pronunciation.
 *
 * @throws SpeechRejectedError when the recording cannot be assessed.
 */
export async function measureAnswer(
  request: SpeechAssessmentRequest,
  recognizer: SpeechRecognizer,
  stageTimes?: StageTimes,
): Promise<AnswerMeasurement> {
  let stageStart = performance.now();
  const endStage = (stage: keyof StageTimes) => {
    const now = performance.now();
    if (stageTimes) stageTimes[stage] += (now - stageStart) / 1000;
    stageStart = now;
  };
  const recording = prepareRecording(request.wav, request.maxSeconds);
  endStage('prepare');
  const window = speechWindow(recording);
  const expected = speechTaskStrategies[request.task].expect(request);
  const recognition = await recognizer.recognize(window.pcm, expected.recognition);
  endStage('recognition');
  const recognized = shift(recognition.words, window.offset);
  const { wordAlignment } = expected.scoreContent(recognized);
  const plan = alignmentPlan(recognized, expected.reference, wordAlignment, recognizer);
  endStage('scoring');
  let alignment: Alignment | null = null;
  if (plan.units.length) {
    alignment = await recognizer.align(window.pcm, plan.units);
    if (!alignment) alignment = await recognizer.align(window.pcm, plan.units.map((unit) => ({ ...unit, optional: true })));
  }
  endStage('alignment');
  const aligned = (alignment?.words ?? []).map((word): MeasuredWord => {
    const phones = shift(word.phones, window.offset);
    return {
      ...word,
      start: round3(word.start + window.offset),
      end: round3(word.end + window.offset),
      phones,
      phoneLevels: phones.map((phone) => Math.round(phoneLevel(recording, phone.start, phone.end) - recording.voice.speechLevelDb)),
    };
  });
  const syllables: Record<string, number> = {};
  for (const word of [...recognized, ...aligned]) syllables[word.text] ??= recognizer.syllables(word.text);
  return {
    engine: recognizer.name,
    durationSeconds: recording.durationSeconds,
    sourceSampleRate: recording.source.sampleRate,
    signalToNoiseDb: recording.voice.snrDb,
    clippedShare: recording.clippedShare,
    recognized,
    plan,
    aligned,
    syllables,
  };
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
  const plan: AlignmentPlan = { units: [], phraseEndsAfter: [], referenceIndex: [], inserted: [] };
  const add = (text: string, options: { optional?: boolean; phraseEnd?: boolean; referenceIndex?: number; inserted?: boolean }) => {
    const pronunciations = recognizer.pronunciations(text);
    if (!pronunciations.length) return;
    if (options.inserted) plan.inserted.push(plan.units.length);
    plan.units.push({ text, pronunciations, optional: options.optional });
    plan.phraseEndsAfter.push(options.phraseEnd ?? false);
    plan.referenceIndex.push(options.referenceIndex ?? null);
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
