import type { ContentResult, KeyPointCoverage } from '../content-scoring';
import type { PositionCoverage } from './discussion-content';
import type { AppropriacyReport } from './situation-appropriacy';
import type { SpeechAssessmentRequest, SpeechTask, SpeechTraitScore, SpeechWord } from '../speech-assessment';
import { isFiller } from '../language-model';
import type { RecognitionContext, RecognizedWord } from '../speech-recognizer';
import type { ReferenceToken } from '../spoken-text';
import type { WordAlignment } from '../word-alignment';

/** A task's content mark, with what it was worked out from. */
interface ContentOutcome {
  content: ContentResult;
  /** Read Aloud, Repeat Sentence: the reference aligned with the words recognised. */
  wordAlignment?: WordAlignment;
  /** Read Aloud, Repeat Sentence: substituted words heard as a near miss of the word expected (counted as read). */
  nearMisses?: number;
  /** Free-speech tasks with key points: how much of each key point was covered. */
  keyPoints?: KeyPointCoverage[];
  /** Summarize Group Discussion: how much of each speaker's position was given. */
  positions?: PositionCoverage[];
  /** Respond to a Situation: how well the reply suits its listener. */
  appropriacy?: AppropriacyReport;
}

/** What one answer is compared with, read from its request. */
interface ExpectedAnswer {
  /** How the recogniser biases its language model: to the reference's word sequence, or to the task's key words. */
  recognition: RecognitionContext;
  /** The written reference (Read Aloud, Repeat Sentence); empty for free speech. */
  reference: ReferenceToken[];
  /**
   * Marks content by the task's PTE rule from the words recognised (hesitations included). Reference tasks
   * mark an answer off the text (content 0 with a reason, which zeroes the item) only when few of its words
   * were recognised and `evidence` says the reference does not fit the audio either.
   */
  scoreContent(recognized: readonly RecognizedWord[], evidence?: ContentEvidence): ContentOutcome;
}

/** What forced alignment says about the answer, beyond the words recognised. */
interface ContentEvidence {
  /** The reference's phones fit the audio about as well as in answers that read it. */
  fitsReference: boolean;
}

/** Estimates of the calibrated models (0–5 scale), before any gate. */
export interface DeliveryEstimate {
  fluency: number;
  pronunciation: number;
  /** The item's overall score. */
  total: number;
  /** Words spoken (hesitations excluded). */
  wordCount: number;
}

/** What content advice is written from. */
export interface ContentAdviceInput {
  words: readonly SpeechWord[];
  keyPoints?: readonly KeyPointCoverage[];
  positions?: readonly PositionCoverage[];
  appropriacy?: AppropriacyReport;
  /** Content score over its maximum. */
  contentShare: number;
  zeroReason?: string;
}

/**
 * How one speaking task is assessed, around the shared pipeline (decoding, rejection, recognition,
 * alignment, fluency, pronunciation, banding): what recognition expects, how content is marked, which
 * traits are reported and when they are zeroed, and the task's own advice.
 */
export interface SpeechTaskStrategy {
  /**
   * Reads what the answer is compared with from the request.
   *
   * @throws TypeError when the request lacks the task's reference material.
   */
  expect(request: SpeechAssessmentRequest): ExpectedAnswer;
  /** The task's traits from its content mark and the delivery estimates, its gates applied. */
  traits(content: ContentResult, delivery: DeliveryEstimate): Record<string, SpeechTraitScore>;
  /** The item total: the sum of the trait bands, or the total model's estimate (its gate applied). */
  total(content: ContentResult, delivery: DeliveryEstimate, traits: Record<string, SpeechTraitScore>): { score: number; max: number };
  /** Advice on content, given first after any zero reason. */
  adviseOnContent(input: ContentAdviceInput): string[];
  /** Whether the feedback also covers pace, pauses, hesitations and unclear words. */
  readonly advisesOnDelivery: boolean;
}

/** The request's reference material, or a TypeError naming what the task needs. */
export function requireText<T extends string | string[]>(value: T | undefined, name: string, task: SpeechTask): T {
  if (value === undefined || value.length === 0) throw new TypeError(`${task} assessment needs ${name}`);
  return value;
}

/** The words recognised, in order, hesitations left out: what free-speech content is marked on. */
export function wordsSaid(recognized: readonly RecognizedWord[]): string[] {
  return recognized.filter((word) => !isFiller(word.text)).map((word) => word.text);
}
