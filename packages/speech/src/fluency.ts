import { SILENCE_STOP_SECONDS } from '@pte/exam';

/** A spoken word on the answer's timeline. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
  syllables: number;
  /** A hesitation such as "um". */
  filler: boolean;
  /** The written text has a phrase boundary (punctuation) right after this word, or a clause starts next. */
  phraseEndsAfter: boolean;
}

/** Silent pauses at least this long count (the usual threshold in fluency research). */
const PAUSE_SECONDS = 0.25;
/** Pauses at least this long count as long pauses (PTE's rubric penalises "long pauses"). */
const LONG_PAUSE_SECONDS = 1;

/** Timing measures behind oral fluency. Rates are per second of the stated span. */
export interface FluencyMetrics {
  durationSeconds: number;
  /** Silence before the first word. */
  leadingSilenceSeconds: number;
  /** Silence after the last word. */
  trailingSilenceSeconds: number;
  /** From the first word's start to the last word's end. */
  speakingSeconds: number;
  wordCount: number;
  syllableCount: number;
  /** Syllables per second of speaking time, pauses included. */
  speechRate: number;
  /** Syllables per second of phonation (pauses and hesitations excluded). */
  articulationRate: number;
  wordsPerMinute: number;
  /** Silent pauses ≥ 250 ms between words. */
  pauseCount: number;
  /** …of them, inside a phrase (where a fluent speaker would not pause). */
  pausesWithinPhrases: number;
  /** …of them, at phrase boundaries. */
  pausesBetweenPhrases: number;
  pauseSeconds: number;
  meanPauseSeconds: number;
  /** Pauses of a second or more. */
  longPauseCount: number;
  /** Silences of 3 s or more (PTE's recorder would have stopped). */
  silencesOver3Seconds: number;
  /** Mean syllables between pauses of 250 ms or more (or hesitations). */
  meanLengthOfRun: number;
  /** Hesitations ("um", "uh"). */
  fillerCount: number;
  /** Words said twice in a row or restarted. */
  repetitionCount: number;
  /** Share of speaking time that is phonation. */
  phonationRatio: number;
}

/**
 * Oral-fluency measures from word timings (PTE's rubric, docs/scoring-speech.md#fluency, names hesitations, repetitions, false starts,
 * long pauses, rhythm and phrasing): speech and articulation rate with syllables from the dictionary,
 * silent pauses ≥ 250 ms inside vs between phrases, mean length of run, hesitations, repetitions, long
 * pauses and the 3-second silence rule.
 */
export function measureFluency(words: readonly TimedWord[], durationSeconds: number, repetitionCount: number): FluencyMetrics {
  const spoken = words.filter((word) => !word.filler);
  const fillerCount = words.length - spoken.length;
  const first = words[0];
  const last = words[words.length - 1];
  const empty: FluencyMetrics = {
    durationSeconds: round(durationSeconds),
    leadingSilenceSeconds: round(durationSeconds),
    trailingSilenceSeconds: 0,
    speakingSeconds: 0,
    wordCount: 0,
    syllableCount: 0,
    speechRate: 0,
    articulationRate: 0,
    wordsPerMinute: 0,
    pauseCount: 0,
    pausesWithinPhrases: 0,
    pausesBetweenPhrases: 0,
    pauseSeconds: 0,
    meanPauseSeconds: 0,
    longPauseCount: 0,
    silencesOver3Seconds: durationSeconds >= SILENCE_STOP_SECONDS ? 1 : 0,
    meanLengthOfRun: 0,
    fillerCount,
    repetitionCount,
    phonationRatio: 0,
  };
  if (!first || !last || !spoken.length) return empty;

  const speakingSeconds = Math.max(0.01, last.end - first.start);
  const syllableCount = spoken.reduce((sum, word) => sum + word.syllables, 0);
  let pauseCount = 0;
  let within = 0;
  let between = 0;
  let pauseSeconds = 0;
  let longPauseCount = 0;
  let silencesOver3Seconds = 0;
  let fillerSeconds = 0;
  const runs: number[] = [];
  let run = 0;
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    if (word.filler) {
      fillerSeconds += word.end - word.start;
      if (run > 0) runs.push(run);
      run = 0;
    } else run += word.syllables;
    const next = words[index + 1];
    if (!next) continue;
    const gap = next.start - word.end;
    if (gap >= PAUSE_SECONDS) {
      pauseCount++;
      pauseSeconds += gap;
      if (word.phraseEndsAfter) between++;
      else within++;
      if (gap >= LONG_PAUSE_SECONDS) longPauseCount++;
      if (gap >= SILENCE_STOP_SECONDS) silencesOver3Seconds++;
      if (run > 0) runs.push(run);
      run = 0;
    }
  }
  if (run > 0) runs.push(run);
  const leadingSilenceSeconds = first.start;
  if (leadingSilenceSeconds >= SILENCE_STOP_SECONDS) silencesOver3Seconds++;
  const phonation = Math.max(0.01, speakingSeconds - pauseSeconds - fillerSeconds);
  return {
    durationSeconds: round(durationSeconds),
    leadingSilenceSeconds: round(leadingSilenceSeconds),
    trailingSilenceSeconds: round(Math.max(0, durationSeconds - last.end)),
    speakingSeconds: round(speakingSeconds),
    wordCount: spoken.length,
    syllableCount,
    speechRate: round(syllableCount / speakingSeconds),
    articulationRate: round(syllableCount / phonation),
    wordsPerMinute: round((spoken.length / speakingSeconds) * 60),
    pauseCount,
    pausesWithinPhrases: within,
    pausesBetweenPhrases: between,
    pauseSeconds: round(pauseSeconds),
    meanPauseSeconds: round(pauseCount ? pauseSeconds / pauseCount : 0),
    longPauseCount,
    silencesOver3Seconds,
    meanLengthOfRun: round(runs.length ? runs.reduce((a, b) => a + b, 0) / runs.length : 0),
    fillerCount,
    repetitionCount,
    phonationRatio: round(phonation / speakingSeconds),
  };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
