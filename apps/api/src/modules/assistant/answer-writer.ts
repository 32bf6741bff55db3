import type { AssistantMessage } from '@pte/contract';
import type { NewAssistantMessage } from './assistant.repository';
import { citedAnswer, visibleAnswerText, type AnswerGenerator, type GroundedQuestion } from './grounded-answer';

/** An answer to store: everything of a message but its role. */
export type Answer = Omit<NewAssistantMessage, 'role'>;

/**
 * What the learner sees of an answer while it is written: more text (`delta`), or the whole text replacing what was
 * sent (`replace`: the language model broke off and the built-in answer is given instead).
 */
type AnswerProgress = { kind: 'delta'; text: string } | { kind: 'replace'; text: string };

/** Receives an answer's progress as it is written. */
export type ProgressListener = (progress: AnswerProgress) => void;

/** Where the failures of the language model are reported (the built-in answer is then given). */
interface AssistantLog {
  warn(details: object, message: string): void;
}

/** A language model that writes answers, and where its failures are reported. */
export interface LanguageModel {
  generator: AnswerGenerator;
  log: AssistantLog;
}

/**
 * The answer to give: the built-in one, or, with a language model and `grounded` facts to write from, the model's
 * answer to them, its citations renumbered to the sources it used. `onProgress` hears the text as it is written: the
 * built-in answer as one piece; the model's as it comes. When the model fails, stops or writes nothing before its
 * first words, the built-in answer follows as if the model had not been asked; once words were sent, a `replace` with
 * the built-in answer. The model's iteration is read to its end whatever becomes of the listener, so the answer can be
 * stored even when nobody is reading any more.
 */
export async function writeAnswer(
  builtIn: Answer,
  grounded: GroundedQuestion | null,
  languageModel: LanguageModel | undefined,
  onProgress: ProgressListener = () => {},
): Promise<Answer> {
  if (!languageModel || !grounded) {
    onProgress({ kind: 'delta', text: builtIn.text });
    return builtIn;
  }
  let output = '';
  let shown = '';
  const fallBack = (details: object, message: string): Answer => {
    languageModel.log.warn({ ...details, source: builtIn.source }, message);
    onProgress(shown === '' ? { kind: 'delta', text: builtIn.text } : { kind: 'replace', text: builtIn.text });
    return builtIn;
  };
  try {
    for await (const piece of languageModel.generator.stream(grounded)) {
      output += piece;
      const visible = visibleAnswerText(output);
      if (visible.length > shown.length && visible.startsWith(shown)) {
        onProgress({ kind: 'delta', text: visible.slice(shown.length) });
        shown = visible;
      }
    }
  } catch (error) {
    return fallBack({ err: error, wordsSent: shown !== '' }, 'The language model failed; the built-in answer was given');
  }
  const written = citedAnswer(output, grounded.sources);
  if (!written) return fallBack({}, 'The language model wrote no answer; the built-in answer was given');
  return { ...written, source: builtIn.source, answeredBy: 'model' satisfies AssistantMessage['answeredBy'] };
}
