import OpenAI from 'openai';
import type { LanguageModelConfig } from '../../platform/config';
import { groundedPrompt, type AnswerGenerator } from './grounded-answer';

/** The longest answer asked of the model, in tokens (about 150 words asked for, with room to finish). */
const maxAnswerTokens = 600;

/** The placeholder key sent to servers that need none (Ollama, llama.cpp): the client library requires one. */
const noApiKey = 'none';

/** The model answered with an error, nothing, or not in time. */
class LanguageModelFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LanguageModelFailed';
  }
}

/**
 * An {@link AnswerGenerator} backed by an OpenAI-compatible chat completions server (Ollama, llama.cpp, vLLM or a
 * hosted service), through the `openai` client. One request per answer, not retried; the whole answer must arrive
 * within `timeoutMs` (the client's own timeout stops at the response headers, so the request is also aborted at that
 * deadline). Throws {@link LanguageModelFailed} when the server fails, times out or answers no text.
 */
export function createLanguageModelGenerator(config: LanguageModelConfig): AnswerGenerator {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? noApiKey,
    organization: null,
    project: null,
    timeout: config.timeoutMs,
    maxRetries: 0,
    logLevel: 'off',
  });

  return {
    async generate(grounded) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          { model: config.model, messages: groundedPrompt(grounded), temperature: 0.2, max_tokens: maxAnswerTokens, stream: false },
          { signal: AbortSignal.timeout(config.timeoutMs) },
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new LanguageModelFailed(`The language model at ${config.baseUrl} did not answer: ${reason}`, { cause: error });
      }
      const text = completion.choices?.[0]?.message?.content;
      if (typeof text !== 'string' || text.trim() === '') throw new LanguageModelFailed(`The language model at ${config.baseUrl} answered no text`);
      return text;
    },
  };
}
