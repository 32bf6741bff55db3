import type { Skill } from './question-type';

/** One PTE trait's mark for an answer, e.g. `choices`, `content`, `fluency`. */
export interface TraitScore {
  /** The band or points PTE would give. */
  score: number;
  /** The most this trait can give for this item. */
  max: number;
  /** A continuous estimate behind the band, when the scorer has one (speech and writing measures). */
  raw?: number;
}

/** How one word of an answer fared, for word-level feedback. */
export const wordStatuses = ['correct', 'omitted', 'inserted', 'substituted', 'mispronounced'] as const;

/** A word's status: matched, missing from the answer, added by the learner, replaced, or poorly pronounced. */
type WordStatus = (typeof wordStatuses)[number];

/** One word of word-level feedback, in answer order. Timings and quality come from speech assessment. */
export interface WordMark {
  text: string;
  status: WordStatus;
  /** Start of the word in the recording, seconds. */
  start?: number;
  /** End of the word in the recording, seconds. */
  end?: number;
  /** Pronunciation quality of the word, 0–1. */
  quality?: number;
  /** For a substituted word: what was heard instead. */
  heard?: string;
  /** Sounds (CMU ARPAbet phones) of the word that were poorly pronounced. */
  weakPhones?: string[];
}

/** The 10–90 estimate an answer contributes to each skill its task feeds. */
export type SkillScores = Partial<Record<Skill, number>>;

/**
 * What a task type's scorer returns: the assessment of one answer, without the fields the API adds
 * (`questionId`, `explanation`).
 */
export interface ScoredAnswer<TaskType extends string = string> {
  /** The task type id, e.g. `reading-multiple-choice-multiple-answers`. */
  taskType: TaskType;
  /** PTE traits keyed by trait id, in the order of the type's rubric. */
  traits: Record<string, TraitScore>;
  /** Sum of the trait scores and of their maxima. */
  total: { score: number; max: number };
  skills: SkillScores;
  /** What the learner said (speaking) or the audio script revealed after submission (listening). */
  transcript?: string;
  words?: WordMark[];
  /** Measurements behind the traits, e.g. speech rate, pauses, word count. */
  metrics?: Record<string, number>;
  /** Short advice in plain language. */
  feedback: string[];
  /** The right answer, revealed after submission. */
  correctAnswer?: unknown;
  /** Per-choice or per-blank marks so the interface can highlight what was right and wrong. */
  details?: unknown;
}

/** The assessment of one answer as the API returns it (the spec's `aiData`, `results`, `result`). */
export interface AssessmentResult<TaskType extends string = string> extends ScoredAnswer<TaskType> {
  questionId: string;
  /** Why the answer is right, from the question bank. */
  explanation?: string;
}

/**
 * The 10–90 contribution of one answer to a skill: `round(10 + 80 × score / max)`, PTE's Global Scale range
 * (docs/task-types.md#skill-estimates). An item with nothing to score contributes the floor.
 */
export function skillScore(score: number, max: number): number {
  if (!(max > 0)) return 10;
  const share = Math.min(1, Math.max(0, score / max));
  return Math.round(10 + 80 * share);
}
