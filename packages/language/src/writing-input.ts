// What the engine accepts, kept apart from the engine itself so that a server's main thread can check answers
// without loading it (see `assessor.ts`).

/** Longest answer assessed, in characters (a 380-word essay is about 2,500). Longer input is refused. */
export const MAX_WRITING_LENGTH = 20_000;

/**
 * Longest run of characters without a space the engine reads as words. English words stop well short of it (the
 * longest in the dictionaries have under 30 letters); a longer run is text whose spaces are missing, which no
 * trait can mark and which costs the engine time that grows with its length.
 */
export const MAX_WORD_LENGTH = 60;

/** Why the engine refuses an answer: nothing written, too much, or a run of characters with no spaces. */
export type WritingInputProblemCode = 'empty' | 'too-long' | 'run-on';

/** Raised for input the engine refuses to assess; `message` is written for the learner. */
export class WritingInputError extends Error {
  constructor(
    message: string,
    readonly code: WritingInputProblemCode,
  ) {
    super(message);
    this.name = 'WritingInputError';
  }
}

/**
 * Why an answer cannot be assessed, in words for the learner, or null when it can. The API answers 400 with this
 * message and stores nothing; `assessWriting` itself scores an empty answer as 0 and throws for an over-long one.
 */
export function writingInputProblem(text: string): { code: WritingInputProblemCode; message: string } | null {
  if (text.trim() === '') return { code: 'empty', message: 'Write your answer before submitting.' };
  if (text.length > MAX_WRITING_LENGTH) {
    return { code: 'too-long', message: `The answer is too long to assess (over ${MAX_WRITING_LENGTH.toLocaleString('en')} characters).` };
  }
  const runOn = text.split(/\s+/).find((run) => run.length > MAX_WORD_LENGTH);
  if (runOn) {
    return {
      code: 'run-on',
      message: `Your answer has ${runOn.length.toLocaleString('en')} characters in a row with no space (“${runOn.slice(0, 20)}…”). Check that the spaces between words are there, then submit again.`,
    };
  }
  return null;
}
