import type { AnswerFamily } from '@pte/exam';
import type { AnswerController } from './answer-controllers';

const ignore = () => undefined;

function fieldOf(answer: unknown, field: string): unknown {
  return typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[field] : undefined;
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * A read-only controller over an answer as the API stored it (`{ answers }`, `{ answer }`, `{ order }`, `{ text }` or
 * `{ recordingId }`), so a task type's view shows a past answer exactly as it shows one just submitted. A spoken
 * answer has no take on the page: its stored recording is played from the assessment.
 */
export function storedAnswerController(family: AnswerFamily, answer: unknown): AnswerController {
  switch (family) {
    case 'blanks': {
      const answers = fieldOf(answer, 'answers');
      const values = typeof answers === 'object' && answers !== null && !Array.isArray(answers) ? (answers as Record<string, string>) : {};
      return { isLocked: true, values, setBlank: ignore };
    }
    case 'multi-answer': {
      const answers = fieldOf(answer, 'answers');
      const selected = Array.isArray(answers) ? answers.filter((entry): entry is string | number => typeof entry === 'string' || typeof entry === 'number') : [];
      return { isLocked: true, selected, toggle: ignore };
    }
    case 'single-answer':
      return { isLocked: true, value: String(fieldOf(answer, 'answer') ?? ''), setValue: ignore };
    case 'reorder':
      return { isLocked: true, order: stringsOf(fieldOf(answer, 'order')), setOrder: ignore };
    case 'summarize':
      return { isLocked: true, text: String(fieldOf(answer, 'text') ?? ''), setText: ignore };
    case 'speaking':
      return { isLocked: true, take: null, setTake: ignore, isRestoring: false };
  }
}
