import type { AnswerFamily } from '@pte/exam';
import type { AnswerController } from '@/features/practice/answer-controllers';

/** The answer families answered with JSON (every family but speaking). */
type JsonAnswerFamily = Exclude<AnswerFamily, 'speaking'>;

/**
 * How a JSON family's answer lives in a test: the widget's state, how a kept answer (in the task type's answer shape)
 * comes back into it, the answer it makes (null when nothing is answered), and the controller its widgets drive.
 */
export interface JsonAnswerRules<State> {
  fromAnswer(answer: unknown): State;
  answerOf(state: State): unknown;
  controller(state: State, update: (change: (current: State) => State) => void): AnswerController;
}

function fieldOf(answer: unknown, field: string): unknown {
  return typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[field] : undefined;
}

/** Fill in the blanks: `{ answers: { "1": "word", … } }`, the blanks filled so far. */
const blanks: JsonAnswerRules<Readonly<Record<string, string>>> = {
  fromAnswer(answer) {
    const answers = fieldOf(answer, 'answers');
    if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return {};
    return Object.fromEntries(Object.entries(answers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  },
  answerOf(values) {
    const filled = Object.entries(values).filter(([, value]) => value.trim() !== '');
    return filled.length > 0 ? { answers: Object.fromEntries(filled) } : null;
  },
  controller: (values, update) => ({ isLocked: false, values, setBlank: (blank, value) => update((current) => ({ ...current, [String(blank)]: value })) }),
};

/** Multiple answers: `{ answers: [...] }`, the option letters (or word positions) selected. */
const multiAnswer: JsonAnswerRules<readonly (string | number)[]> = {
  fromAnswer(answer) {
    const answers = fieldOf(answer, 'answers');
    return Array.isArray(answers) ? answers.filter((entry): entry is string | number => typeof entry === 'string' || typeof entry === 'number') : [];
  },
  answerOf: (selected) => (selected.length > 0 ? { answers: [...selected] } : null),
  controller: (selected, update) => ({
    isLocked: false,
    selected,
    toggle: (value) => update((current) => (current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value])),
  }),
};

/** Single answer: `{ answer }`, the option letter or the typed sentence. */
const singleAnswer: JsonAnswerRules<string> = {
  fromAnswer: (answer) => {
    const value = fieldOf(answer, 'answer');
    return typeof value === 'string' ? value : '';
  },
  answerOf: (value) => (value.trim() !== '' ? { answer: value } : null),
  controller: (value, update) => ({ isLocked: false, value, setValue: (next) => update(() => next) }),
};

/** Re-order paragraphs: `{ order }`, the paragraph ids placed so far. */
const reorder: JsonAnswerRules<readonly string[]> = {
  fromAnswer: (answer) => {
    const order = fieldOf(answer, 'order');
    return Array.isArray(order) ? order.filter((entry): entry is string => typeof entry === 'string') : [];
  },
  answerOf: (order) => (order.length > 0 ? { order: [...order] } : null),
  controller: (order, update) => ({ isLocked: false, order, setOrder: (next) => update(() => [...next]) }),
};

/** Written answers: `{ text }`. */
const written: JsonAnswerRules<string> = {
  fromAnswer: (answer) => {
    const text = fieldOf(answer, 'text');
    return typeof text === 'string' ? text : '';
  },
  answerOf: (text) => (text.trim() !== '' ? { text } : null),
  controller: (text, update) => ({ isLocked: false, text, setText: (next) => update(() => next) }),
};

/** The state each JSON family's widgets drive. */
interface JsonAnswerStates {
  blanks: Readonly<Record<string, string>>;
  'multi-answer': readonly (string | number)[];
  'single-answer': string;
  reorder: readonly string[];
  summarize: string;
}

/** Each JSON family's rules, in the answer shapes of the registry's `answer` schemas. */
export const jsonAnswerRules: { [Family in JsonAnswerFamily]: JsonAnswerRules<JsonAnswerStates[Family]> } = {
  blanks,
  'multi-answer': multiAnswer,
  'single-answer': singleAnswer,
  reorder,
  summarize: written,
};
