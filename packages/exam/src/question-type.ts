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
export interface TaskTimings {
  /** Preparation before the microphone opens (speaking) or before the audio starts (listening). */
  prepareSeconds?: number;
  /** Time allowed to answer: recording length for speaking, writing time for written tasks. */
  answerSeconds?: number;
  /** For tasks on a shared section clock (reading, listening part B): a fair share of that clock. */
  suggestedSeconds?: number;
}

/** The PTE communicative skills an item feeds. */
export type Skill = 'speaking' | 'writing' | 'reading' | 'listening';

/** Metadata every PTE task type declares. Schemas and scorers are added per type. */
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
  /** Skills this task contributes to (PTE 2025 "one task, one skill" mapping where published). */
  skills: readonly Skill[];
}

/** Declares a task type; keeps the literal id so the registry can derive `QuestionTypeId`. */
export function defineQuestionType<const Id extends string, T extends QuestionTypeMeta<Id>>(definition: T & { id: Id }): T {
  return definition;
}

/** Route of a task type's practice page. */
export function practiceRoute(type: Pick<QuestionTypeMeta, 'section' | 'slug'>): string {
  return `/${type.section}/${type.slug}`;
}
