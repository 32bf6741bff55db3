// What the engine accepts, kept apart from the engine itself so that a server's main thread can check answers
// without loading it (see `assessor.ts`).

/** Longest answer assessed, in characters (a 380-word essay is about 2,500). Longer input is refused. */
export const MAX_WRITING_LENGTH = 20_000;

/** Raised for input the engine refuses to assess; `message` is written for the learner. */
export class WritingInputError extends Error {
  constructor(
    message: string,
    readonly code: 'empty' | 'too-long',
  ) {
    super(message);
    this.name = 'WritingInputError';
  }
}

/**
 * Why an answer cannot be assessed, in words for the learner, or null when it can. The API answers 400 with this
 * message and stores nothing; `assessWriting` itself scores an empty answer as 0 and throws for an over-long one.
 */
export function writingInputProblem(text: string): { code: 'empty' | 'too-long'; message: string } | null {
  if (text.trim() === '') return { code: 'empty', message: 'Write your answer before submitting.' };
  if (text.length > MAX_WRITING_LENGTH) {
    return { code: 'too-long', message: `The answer is too long to assess (over ${MAX_WRITING_LENGTH.toLocaleString('en')} characters).` };
  }
  return null;
}
