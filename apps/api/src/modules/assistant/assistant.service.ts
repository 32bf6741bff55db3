import type { AssistantExplanationRequest, AssistantMessage, AssistantReply } from '@pte/contract';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError, notFound } from '../../platform/http-error';
import type { AuthUser } from '../auth/auth.guard';
import { abusiveMessageReply, isAbusive } from './abusive-messages';
import { writeAnswer, type Answer, type LanguageModel, type ProgressListener } from './answer-writer';
import type { AssistantRepository } from './assistant.repository';
import { readContentPassages } from './content-passages';
import type { GroundedQuestion } from './grounded-answer';
import { answerFromLearnerData, type LearnerDataSources } from './learner-answers';
import { recogniseIntent } from './learner-intents';
import { answerFromPassages, passagesToAnswerFrom } from './passage-answer';
import { createPassageIndex, type PassageIndex } from './passage-index';
import { explainResult } from './result-explanation';

/** How many questions one learner may ask per time window. */
interface AssistantLimit {
  max: number;
  windowMs: number;
}

/** The default limit: 20 questions per learner per minute. */
const defaultAssistantLimit: AssistantLimit = { max: 20, windowMs: 60_000 };

/** How many passages a question's search looks at. */
const passagesConsidered = 10;

/** A learner asked more questions than the limit allows: 429 `RATE_LIMITED`, with the seconds to wait. */
export class AssistantLimitReached extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(limit: AssistantLimit, waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    super(429, 'RATE_LIMITED', `You have asked ${limit.max} questions in a short time. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and ask again.`);
    this.retryAfterSeconds = seconds;
  }
}

/** An answer before it is written: the built-in one, and what grounds a language model's (none: the built-in only). */
interface PreparedAnswer {
  builtIn: Answer;
  grounded: GroundedQuestion | null;
}

/** An exchange the limit has let through: running it writes the answer and keeps both messages. */
export interface AssistantExchange {
  /**
   * Writes the answer, telling `onProgress` its text as it is written, then keeps the learner's message and the answer
   * in their conversation and resolves them as stored.
   */
  run(onProgress?: ProgressListener): Promise<AssistantReply>;
}

/** What the assistant answers to an abusive message; nothing is searched and no model is asked. */
const abusiveAnswer: Answer = { text: abusiveMessageReply, citations: [], source: 'none', answeredBy: 'built-in' };

/** What the assistant says when neither the learner's data nor the guides answer a question. */
const unknownAnswer: Answer = {
  text:
    'I do not know the answer to that: nothing in the study guides or the Help Center covers it. I can answer questions about the PTE tasks and how they are scored, about using PTE Coach, and about your own results (for example "What is my weakest task?" or "What should I practise today?"). You can also browse the Study Materials and the Help Center, where you can contact the support team.',
  citations: [
    { title: 'Study Materials', href: '/resources/study-materials', section: null },
    { title: 'Help Center', href: '/resources/help', section: null },
  ],
  source: 'none',
  answeredBy: 'built-in',
};

/** What the assistant service is built from. */
interface AssistantServiceParts {
  repository: AssistantRepository;
  /** The content folder, holding `guides/`, `guides/skills/` and `help/`. */
  contentDir: string;
  learnerData: LearnerDataSources;
  limit?: AssistantLimit;
  /**
   * A language model that writes the answers, and where its failures are reported; without it (the default) every
   * answer is the built-in one.
   */
  languageModel?: LanguageModel;
}

/**
 * The AI Assistant, with no external service: a question about the learner's own results (recognised by
 * `recogniseIntent`) is answered from their data; any other from the passages of the guides and Help Center that
 * match it best, quoted and cited; below the relevance threshold it says it does not know. An abusive message gets a
 * calm, brief reply and is neither searched nor sent to a model. "Explain this result" explains one of the learner's
 * attempts from its assessment and the guide sections on its traits. The passages are read and indexed on the first
 * question. Each exchange is kept in the learner's conversation. The rate limit counts in this server's memory: with
 * several API instances a learner may ask `max` questions through each.
 *
 * With a `languageModel`, an answer found in the learner's data or the passages is written by the model from the same
 * passages and data, citing what it used, and can be followed as it is written; when the model fails, times out or
 * writes nothing, the built-in answer is given instead (`writeAnswer`). Each answer records who wrote it
 * (`answeredBy`). A question nothing answers gets the built-in "I do not know" without asking the model.
 */
export function createAssistantService({ repository, contentDir, learnerData, limit = defaultAssistantLimit, languageModel }: AssistantServiceParts) {
  const limiter = new RateLimiterMemory({ keyPrefix: 'assistant', points: limit.max, duration: Math.max(1, Math.ceil(limit.windowMs / 1000)) });
  let index: Promise<PassageIndex> | undefined;

  /** The passage index, built on first use; a failed build is forgotten so the next question tries again. */
  function passageIndex(): Promise<PassageIndex> {
    if (!index) {
      const building = readContentPassages(contentDir).then(createPassageIndex);
      index = building;
      building.catch(() => {
        if (index === building) index = undefined;
      });
    }
    return index;
  }

  /** The answer to `message` for `learner`, before it is written. */
  async function prepare(learner: AuthUser, message: string, timeZone: string): Promise<PreparedAnswer> {
    if (isAbusive(message)) return { builtIn: abusiveAnswer, grounded: null };
    const intent = recogniseIntent(message);
    if (intent) {
      const fromData = await answerFromLearnerData(learnerData, learner, intent, timeZone);
      return {
        builtIn: { ...fromData, source: 'your-data', answeredBy: 'built-in' },
        grounded: { question: message, sources: fromData.citations.map((citation) => ({ citation, text: null })), learnerResults: fromData.text },
      };
    }
    const hits = (await passageIndex()).search(message, passagesConsidered);
    const found = answerFromPassages(message, hits);
    if (!found) return { builtIn: unknownAnswer, grounded: null };
    const sources = passagesToAnswerFrom(hits).map(({ passage }) => ({ citation: { title: passage.title, href: passage.href, section: passage.heading }, text: passage.markdown }));
    return { builtIn: { ...found, source: 'guides', answeredBy: 'built-in' }, grounded: { question: message, sources, learnerResults: null } };
  }

  /** Counts one question against the learner's limit; throws {@link AssistantLimitReached} past it. */
  async function countQuestion(learner: AuthUser): Promise<void> {
    try {
      await limiter.consume(learner.id);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw new AssistantLimitReached(limit, refusal.msBeforeNext);
      throw refusal;
    }
  }

  /** An exchange that writes the answer `prepared` gives to `message` and keeps both. */
  function exchange(learner: AuthUser, message: string, prepared: () => Promise<PreparedAnswer>): AssistantExchange {
    return {
      async run(onProgress) {
        const { builtIn, grounded } = await prepared();
        const reply = await writeAnswer(builtIn, grounded, languageModel, onProgress);
        const [question, stored] = await repository.append(learner.id, [
          { role: 'learner', text: message, citations: [], source: null, answeredBy: null },
          { role: 'assistant', ...reply },
        ]);
        return { question: question!, answer: stored! };
      },
    };
  }

  return {
    /**
     * The exchange answering the learner's question; throws {@link AssistantLimitReached} past the learner's limit,
     * before anything is written.
     */
    async ask(learner: AuthUser, request: { message: string; timeZone: string }): Promise<AssistantExchange> {
      await countQuestion(learner);
      return exchange(learner, request.message, () => prepare(learner, request.message, request.timeZone));
    },

    /**
     * The exchange explaining one of the learner's results: the attempt `attemptId`, or their latest attempt at
     * `questionId`. It counts against the same limit ({@link AssistantLimitReached}), and is a 404 when the learner has
     * no such attempt (another learner's attempt is not theirs); both before anything is written. The learner's side of
     * the exchange reads "Explain my Read Aloud result of 28 Nov 2025".
     */
    async explain(learner: AuthUser, request: AssistantExplanationRequest): Promise<AssistantExchange> {
      await countQuestion(learner);
      const attemptId = request.attemptId ?? (request.questionId === undefined ? null : await learnerData.latestAttemptId(learner, request.questionId));
      if (attemptId === null) throw notFound('You have no attempt at this question yet: answer it first, then ask for an explanation.');
      const { attempt, question } = await learnerData.attempt(learner, attemptId);
      const explanation = explainResult(attempt, question.title, await passageIndex(), request.timeZone);
      const builtIn: Answer = { text: explanation.text, citations: explanation.citations, source: 'your-data', answeredBy: 'built-in' };
      return exchange(learner, explanation.request, async () => ({ builtIn, grounded: explanation.grounded }));
    },

    /** The latest 50 messages of the learner's conversation, oldest first. */
    async history(learner: AuthUser): Promise<AssistantMessage[]> {
      return repository.latest(learner.id);
    },

    /** Deletes the learner's whole conversation; answers how many messages it had. */
    async deleteHistory(learner: AuthUser): Promise<number> {
      return repository.deleteAll(learner.id);
    },
  };
}

/** The assistant service. */
export type AssistantService = ReturnType<typeof createAssistantService>;
