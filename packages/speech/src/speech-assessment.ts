import type { FluencyMetrics } from './fluency';
import type { KeyPointCoverage } from './content-scoring';
import type { PositionCoverage, SpeakerPosition } from './tasks/discussion-content';
import type { AppropriacyReport, Audience } from './tasks/situation-appropriacy';
import type { TraitExplanation } from './score-explanations';
import type { ContentStatus } from './word-alignment';

/** The speaking tasks this package assesses (ids as in the `@pte/exam` registry). */
export const speechTasks = [
  'read-aloud',
  'repeat-sentence',
  'describe-image',
  're-tell-lecture',
  'answer-short-question',
  'summarize-group-discussion',
  'respond-to-a-situation',
] as const;

/** A speaking task id. */
export type SpeechTask = (typeof speechTasks)[number];

/** What to assess: the recording and what the answer is compared with. */
export interface SpeechAssessmentRequest {
  /** The uploaded recording: WAV, any PCM rate and channel count. */
  wav: Uint8Array;
  task: SpeechTask;
  /** Read Aloud text or Repeat Sentence sentence. Required for those tasks. */
  reference?: string;
  /**
   * Describe Image key elements, Re-tell Lecture and Summarize Group Discussion key points, or what a Respond
   * to a Situation reply should do. Required for those tasks.
   */
  keyPoints?: string[];
  /** Summarize Group Discussion: each speaker's position (optional: without it, content is the key points alone). */
  positions?: SpeakerPosition[];
  /** Respond to a Situation: who the reply is to and how formal it should be. Required for that task. */
  audience?: Audience;
  /** Answer Short Question: every answer that counts as right. Required for that task. */
  accepted?: string[];
  /** The task's answer time in seconds; longer recordings (beyond a small margin) are refused. */
  maxSeconds: number;
}

/** One trait's result: the band PTE would give and the continuous estimate behind it, on the same scale. */
export interface SpeechTraitScore {
  score: number;
  max: number;
  raw: number;
}

/** One word of word-level feedback. */
export interface SpeechWord {
  /** The reference word (Read Aloud, Repeat Sentence) or the word heard (free speech). */
  text: string;
  status: ContentStatus;
  /** For a substituted word: what was heard instead. */
  heard?: string;
  /** Seconds from the start of the recording. */
  start?: number;
  end?: number;
  /** Pronunciation quality 0–1 from goodness of pronunciation (absent for omitted words). */
  quality?: number;
  /** Phones scored poorly in this word (CMU ARPAbet), for "practise these sounds" feedback. */
  weakPhones?: string[];
}

/** Measurements behind the traits. All numeric so they can be stored and charted. */
export interface SpeechMetrics extends FluencyMetrics {
  /** Speech level over the background noise, dB. */
  signalToNoiseDb: number;
  /** Share of the recording at full scale (distortion). */
  clippedShare: number;
  /** Goodness of pronunciation: frame-weighted mean over all phones (≤ 0). */
  gopMean: number;
  /** Share of phones probably mispronounced. */
  lowPhoneShare: number;
  /** Phones scored. */
  phoneCount: number;
  /** Words of the reference said correctly (Read Aloud, Repeat Sentence), else words recognised. */
  matchedWords: number;
  /** Words in the reference (Read Aloud, Repeat Sentence), else 0. */
  referenceWords: number;
  /** Seconds of processor time the assessment took. */
  processingSeconds: number;
}

/**
 * The assessment of one spoken answer, in the pieces of the result shape of docs/product-behaviour.md#assessment-result (the API adds
 * `questionId`, skills and explanations). Trait ids follow the `@pte/exam` rubric: `content`, `fluency`,
 * `pronunciation`; Answer Short Question has only `vocabulary` (1/0).
 */
export interface SpeechAssessment {
  taskType: SpeechTask;
  traits: Record<string, SpeechTraitScore>;
  /**
   * The item total. Read Aloud and Repeat Sentence: the total model's estimate out of 15 (one decimal),
   * whatever the text's length; other tasks: the sum of the trait bands.
   */
  total: { score: number; max: number };
  /** The words recognised, hesitations included. */
  transcript: string;
  words: SpeechWord[];
  metrics: SpeechMetrics;
  /** Plain-language advice, most important first. */
  feedback: string[];
  /** Fluency and pronunciation below their maximum: the measures that held each down and a next step. */
  explanations?: Partial<Record<'fluency' | 'pronunciation', TraitExplanation>>;
  /** Describe Image, Re-tell Lecture, Summarize Group Discussion, Respond to a Situation: how much of each key point was covered. */
  keyPoints?: KeyPointCoverage[];
  /** Summarize Group Discussion: how much of each speaker's position was given, and whether the speaker was named. */
  positions?: PositionCoverage[];
  /** Respond to a Situation: the greeting, polite form and closing found and the forms that did not suit the listener. */
  appropriacy?: AppropriacyReport;
  /** When content is 0 and so the whole item scores 0: why, for the learner. */
  zeroReason?: string;
  /** The recogniser used, e.g. `pocketsphinx`. */
  engine: string;
}
