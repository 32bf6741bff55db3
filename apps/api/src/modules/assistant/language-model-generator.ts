import OpenAI from 'openai';
import type { LanguageModelConfig } from '../../platform/config';
import { groundedPrompt, type AnswerGenerator } from './grounded-answer';

/** The longest answer asked of the model, in tokens (about 150 words asked for, with room to finish). */
const maxAnswerTokens = 600;

/** The placeholder key sent to servers that need none (Ollama, llama.cpp): the client library requires one. */
const noApiKey = 'none';

/** How many times the wait for the first words a whole answer may take at most. */
export const wholeAnswerTimeFactor = 3;

/** The model answered with an error, nothing, or not in time. */
class LanguageModelFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LanguageModelFailed';
  }
}

/**
 * An {@link AnswerGenerator} backed by an OpenAI-compatible chat completions server (Ollama, llama.cpp, vLLM or a
 * hosted service), through the `openai` client with `stream: true`: the answer's text is yielded as the model writes
 * it. One request per answer, not retried. The first words must come within `timeoutMs` and the whole answer within
 * {@link wholeAnswerTimeFactor} times that; past either deadline the request is aborted. The iteration throws
 * {@link LanguageModelFailed} when the server fails, breaks off or is too slow; an iteration left early aborts the
 * request.
 */
export function createLanguageModelGenerator(config: LanguageModelConfig): AnswerGenerator {
  const wholeAnswerMs = config.timeoutMs * wholeAnswerTimeFactor;
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? noApiKey,
    organization: null,
    project: null,
    timeout: wholeAnswerMs,
    maxRetries: 0,
    logLevel: 'off',
  });
  const failed = (what: string, cause?: unknown) => {
    const reason = cause instanceof Error ? `: ${cause.message}` : '';
    return new LanguageModelFailed(`The language model at ${config.baseUrl} ${what}${reason}`, { cause });
  };

  return {
    async *stream(grounded) {
      const controller = new AbortController();
      let deadline: LanguageModelFailed | null = null;
      const stopAt = (ms: number, what: string) =>
        setTimeout(() => {
          deadline = failed(what);
          controller.abort(deadline);
        }, ms);
      const firstWords = stopAt(config.timeoutMs, `wrote nothing within ${config.timeoutMs / 1000} s`);
      const wholeAnswer = stopAt(wholeAnswerMs, `did not finish within ${wholeAnswerMs / 1000} s`);
      let finished = false;
      try {
        const chunks = await client.chat.completions.create(
          { model: config.model, messages: groundedPrompt(grounded), temperature: 0.2, max_tokens: maxAnswerTokens, stream: true },
          { signal: controller.signal },
        );
        for await (const chunk of chunks) {
          const piece = chunk.choices?.[0]?.delta?.content;
          if (typeof piece !== 'string' || piece === '') continue;
          clearTimeout(firstWords);
          yield piece;
        }
        // The client ends an aborted stream quietly: a deadline that stopped it is a failure, not the answer's end.
        if (deadline) throw deadline;
        finished = true;
      } catch (error) {
        throw deadline ?? failed('did not answer', error);
      } finally {
        clearTimeout(firstWords);
        clearTimeout(wholeAnswer);
        // Left early (the caller stopped reading) or failed: the request is not kept open.
        if (!finished) controller.abort();
      }
    },
  };
}
