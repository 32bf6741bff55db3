import type { AnswerOf, QuestionTypeId } from '@pte/exam';
import type { RecordedTake } from './recording/recorded-take';
import type { SelectableValue } from './state/multi-answer-slice';

/** What every answer widget is told: whether the answer is submitted (read-only, marks shown). */
interface AnswerControllerBase {
  isLocked: boolean;
}

/** Fill in the blanks: the answers keyed by blank order ("1", "2", …). */
export interface BlanksAnswerController extends AnswerControllerBase {
  values: Readonly<Record<string, string>>;
  setBlank(blank: number, value: string): void;
}

/** Multiple answers: the selected option letters or word positions. */
export interface MultiAnswerController<Value extends SelectableValue = SelectableValue> extends AnswerControllerBase {
  selected: readonly Value[];
  toggle(value: Value): void;
}

/** Single answer: the chosen option letter, or the typed sentence. */
export interface SingleAnswerController extends AnswerControllerBase {
  value: string;
  setValue(value: string): void;
}

/** Re-order paragraphs: the paragraph ids placed so far, in the learner's order. */
export interface ReorderAnswerController extends AnswerControllerBase {
  order: readonly string[];
  setOrder(order: readonly string[]): void;
}

/** Written tasks: the learner's text (a draft kept on this device until assessed; once assessed, the text as sent). */
export interface WrittenAnswerController extends AnswerControllerBase {
  text: string;
  setText(text: string): void;
}

/**
 * Speaking tasks: the learner's take (16 kHz WAV and its samples), kept on the page until it is assessed and
 * after a failed submission; `setTake(null)` discards an unsent take to record again.
 */
export interface SpeakingAnswerController extends AnswerControllerBase {
  take: RecordedTake | null;
  setTake(take: RecordedTake | null): void;
  /** Still looking for an unsent take kept on this device: the task waits rather than start a new recording. */
  isRestoring: boolean;
}

/** Any family's answer controller. */
export type AnswerController =
  | BlanksAnswerController
  | MultiAnswerController
  | SingleAnswerController
  | ReorderAnswerController
  | WrittenAnswerController
  | SpeakingAnswerController;

/**
 * The controller a task type's view receives, derived from the type's answer schema in the registry: answers
 * keyed by blank (fill in the blanks), a list (options or word positions), one answer, an order, a text, or a
 * recording.
 */
export type AnswerControllerFor<Id extends QuestionTypeId> =
  AnswerOf<Id> extends { answers: readonly (infer Value extends SelectableValue)[] }
    ? MultiAnswerController<Value>
    : AnswerOf<Id> extends { answers: Record<string, string> }
      ? BlanksAnswerController
      : AnswerOf<Id> extends { order: readonly string[] }
        ? ReorderAnswerController
        : AnswerOf<Id> extends { answer: string }
          ? SingleAnswerController
          : AnswerOf<Id> extends { text: string }
            ? WrittenAnswerController
            : SpeakingAnswerController;
