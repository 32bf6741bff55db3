import type { z } from 'zod';
import { skillScore, type ScoredAnswer, type SkillScores } from './assessment';
import type { ItemAudio } from './content/item-audio';
import type { SectionId } from './sections';

/**
 * How a task is answered. The web app keeps one Redux slice per question type, built by one factory per
 * family, holding exactly the answer state the product spec gives that family.
 */
export type AnswerFamily =
  | 'speaking' // aiData, audioBlob, userAttempts
  | 'summarize' // userAnswer, userAttempts (written answers scored on traits)
  | 'blanks' // userAnswers keyed by blank order, results, isSubmitted
  | 'multi-answer' // userAnswers (selected options), results, isSubmitted
  | 'single-answer' // userAnswer, result, isSubmitted
  | 'reorder'; // userAttempts, currentResult

/** Timings of the real test for one item, in seconds. Shown in practice, not enforced. */
interface TaskTimings {
  /**
   * Preparation before the microphone opens (speaking, after any prompt audio; the exam plays a tone when it
   * ends) or before the audio starts (listening).
   */
  prepareSeconds?: number;
  /** Speaking tasks with prompt audio: the countdown before the audio plays. */
  audioLeadSeconds?: number;
  /** Time allowed to answer: recording length for speaking, writing time for written tasks. */
  answerSeconds?: number;
  /** For tasks on a shared section clock (reading, listening part B): a fair share of that clock. */
  suggestedSeconds?: number;
}

/** Speaking: the exam's recorder stops after this many seconds of silence (docs/exam-format.md#microphone-and-recording). */
export const SILENCE_STOP_SECONDS = 3;

/** The PTE communicative skills an item feeds. */
export type Skill = 'speaking' | 'writing' | 'reading' | 'listening';

/** Metadata every PTE task type declares. */
export interface QuestionTypeMeta<Id extends string = string> {
  /** Stable id, used in URLs of the API's results and in stored attempts. */
  id: Id;
  section: SectionId;
  /** Title shown in the sidebar and top bar. */
  title: string;
  /** Last segment of the practice route: `/{section}/{slug}`. */
  slug: string;
  /** Key accepted by `GET /questions/category-section/{section}`. */
  fetchSection: string;
  /** API path (under `/api`) that assesses an answer. */
  assessPath: string;
  family: AnswerFamily;
  timings: TaskTimings;
  /** Skills this task contributes to: exactly those of its entry in `skillContributions` (mock-tests/skill-contributions.ts). */
  skills: readonly Skill[];
}

/** Whether items of a type come with audio (`audio.script` + `audio.voice` in the bank). */
type AudioRequirement = 'required' | 'none';

/** Whether items of a type carry a `modelAnswer` (speaking and writing). */
type ModelAnswerRequirement = 'required' | 'optional' | 'none';

// Method-style signature so a definition with specific schemas stays assignable to the general one.
type TraitMaxOf<Key, Prompt> = { maxFor(answerKey: Key, prompt: Prompt): number }['maxFor'];

/** One trait of a task type's rubric, as PTE publishes it (legacy Score Guide maxima, docs/task-types.md#traits-and-maxima). */
export interface TraitDefinition<Key = unknown, Prompt = unknown, TraitId extends string = string> {
  /** Key of the trait in an assessment's `traits`, e.g. `content`, `choices`. */
  id: TraitId;
  /** Name shown on the score card. */
  label: string;
  /** Most points the trait gives: a constant, or computed from the item (e.g. the number of correct options). */
  max: number | TraitMaxOf<Key, Prompt>;
  /** How the trait is marked, in one sentence. */
  description: string;
}

/** The parts of a bank item a type's cross-field checks look at. */
export interface ItemParts<Prompt = unknown, Key = unknown> {
  prompt: Prompt;
  answerKey: Key;
  audio?: ItemAudio;
  /** The item's model answer, when it has one. */
  modelAnswer?: string | undefined;
}

/** Reports one problem in a bank item: a message and the path of the offending field from the item root. */
export type ItemIssueReporter = (message: string, path: readonly (string | number)[]) => void;

/** What a type's scorer produces; the engine adds `taskType`, `total` and `skills`. */
export type TraitMarks = Omit<ScoredAnswer, 'taskType' | 'total' | 'skills'>;

/**
 * What one task-type file declares: metadata, the schemas of what the learner sees (`prompt`), what is kept
 * back (`answerKey`) and what the learner submits (`answer`), the trait rubric and, for objective types, the
 * scorer.
 */
interface QuestionTypeDeclaration<
  Id extends string = string,
  Prompt extends z.ZodType = z.ZodType,
  Key extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
  TraitId extends string = string,
> extends QuestionTypeMeta<Id> {
  prompt: Prompt;
  answerKey: Key;
  answer: Answer;
  audio: AudioRequirement;
  modelAnswer: ModelAnswerRequirement;
  traits: readonly TraitDefinition<z.output<Key>, z.output<Prompt>, TraitId>[];
  /** Cross-field checks of a bank item beyond its schemas (blank counts, options, script agreement). */
  checkItem?(item: ItemParts<z.output<Prompt>, z.output<Key>>, report: ItemIssueReporter): void;
  /**
   * Checks a parsed answer against the item it answers: it may only name options, blanks, words or paragraphs
   * the item has, each once. Paths are reported from the answer's root (e.g. `['answers', 1]`).
   */
  checkAnswer?(answer: z.output<Answer>, item: ItemParts<z.output<Prompt>, z.output<Key>>, report: ItemIssueReporter): void;
  /** Pure scorer for objective types; speaking and writing types are assessed elsewhere and leave it out. */
  score?(answer: z.output<Answer>, answerKey: z.output<Key>, prompt: z.output<Prompt>): TraitMarks;
}

/** A registered task type: its declaration with a scorer that returns the full assessment shape. */
export interface QuestionTypeDefinition<
  Id extends string = string,
  Prompt extends z.ZodType = z.ZodType,
  Key extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
  TraitId extends string = string,
> extends Omit<QuestionTypeDeclaration<Id, Prompt, Key, Answer, TraitId>, 'score'> {
  /** Scores a parsed answer against the item's key and prompt. Pure. */
  score?(answer: z.output<Answer>, answerKey: z.output<Key>, prompt: z.output<Prompt>): ScoredAnswer<Id>;
}

/**
 * Declares a task type. Keeps the literal id (the registry derives `QuestionTypeId` from it) and the schema
 * types, and wraps the scorer so every result carries `taskType`, the `total` of its traits and the 10–90
 * `skills` estimate (`round(10 + 80 × score / max)` per skill the type feeds).
 */
export function defineQuestionType<
  const Id extends string,
  Prompt extends z.ZodType,
  Key extends z.ZodType,
  Answer extends z.ZodType,
  const TraitId extends string = string,
>(
  declaration: QuestionTypeDeclaration<Id, Prompt, Key, Answer, TraitId>,
): QuestionTypeDefinition<Id, Prompt, Key, Answer, TraitId> {
  const { score, ...rest } = declaration;
  if (!score) return rest;
  return {
    ...rest,
    score: (answer, answerKey, prompt) => completeMarks(declaration, score.call(declaration, answer, answerKey, prompt)),
  };
}

function completeMarks<Id extends string>(type: QuestionTypeMeta<Id>, marks: TraitMarks): ScoredAnswer<Id> {
  const traitScores = Object.values(marks.traits);
  const total = {
    score: traitScores.reduce((sum, trait) => sum + trait.score, 0),
    max: traitScores.reduce((sum, trait) => sum + trait.max, 0),
  };
  const skills: SkillScores = {};
  for (const skill of type.skills) skills[skill] = skillScore(total.score, total.max);
  return { taskType: type.id, ...marks, total, skills };
}

/** The maximum of each trait of a type's rubric for one item, keyed by trait id. */
export function traitMaxima<Key, Prompt>(
  traits: readonly TraitDefinition<Key, Prompt>[],
  answerKey: Key,
  prompt: Prompt,
): Record<string, number> {
  return Object.fromEntries(
    traits.map((trait) => [trait.id, typeof trait.max === 'number' ? trait.max : trait.max(answerKey, prompt)]),
  );
}

/** Route of a task type's practice page. */
export function practiceRoute(type: Pick<QuestionTypeMeta, 'section' | 'slug'>): string {
  return `/${type.section}/${type.slug}`;
}
