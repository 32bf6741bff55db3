import type { AssistantMessage, AssistantReply } from '@pte/contract';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../../platform/http-error';
import type { AuthUser } from '../auth/auth.guard';
import type { AssistantRepository, NewAssistantMessage } from './assistant.repository';
import { readContentPassages } from './content-passages';
import { citedAnswer, type AnswerGenerator, type GroundedQuestion } from './grounded-answer';
import { answerFromLearnerData, type LearnerDataSources } from './learner-answers';
import { recogniseIntent } from './learner-intents';
import { answerFromPassages, passagesToAnswerFrom } from './passage-answer';
import { createPassageIndex, type PassageIndex } from './passage-index';

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

/** An answer to store: everything of a message but its role. */
type Answer = Omit<NewAssistantMessage, 'role'>;

/** Where the service reports that the language model failed (and the built-in answer was given). */
interface AssistantLog {
  warn(details: object, message: string): void;
}

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
  languageModel?: { generator: AnswerGenerator; log: AssistantLog };
}

/**
 * The AI Assistant, with no external service: a question about the learner's own results (recognised by
 * `recogniseIntent`) is answered from their data; any other from the passages of the guides and Help Center that
 * match it best, quoted and cited; below the relevance threshold it says it does not know. The passages are read
 * and indexed on the first question. Each exchange is kept in the learner's conversation. The rate limit counts in
 * this server's memory: with several API instances a learner may ask `max` questions through each.
 *
 * With a `languageModel`, an answer found in the learner's data or the passages is written by the
 * model from the same passages and data, citing what it used; when the model fails, times out or writes nothing, the
 * built-in answer is given instead. Each answer records who wrote it (`answeredBy`). A question nothing answers gets
 * the built-in "I do not know" without asking the model.
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

  /** The model's answer to `grounded`, or `builtIn` when there is no model or it gives no answer. */
  async function generated(builtIn: Answer, grounded: GroundedQuestion): Promise<Answer> {
    if (!languageModel) return builtIn;
    try {
      const written = citedAnswer(await languageModel.generator.generate(grounded), grounded.sources);
      if (written) return { ...written, source: builtIn.source, answeredBy: 'model' };
      languageModel.log.warn({ source: builtIn.source }, 'The language model wrote no answer; the built-in answer was given');
    } catch (error) {
      languageModel.log.warn({ err: error, source: builtIn.source }, 'The language model failed; the built-in answer was given');
    }
    return builtIn;
  }

  /** The answer to `message` for `learner`. */
  async function answer(learner: AuthUser, message: string, timeZone: string): Promise<Answer> {
    const intent = recogniseIntent(message);
    if (intent) {
      const fromData = await answerFromLearnerData(learnerData, learner, intent, timeZone);
      const builtIn: Answer = { ...fromData, source: 'your-data', answeredBy: 'built-in' };
      return generated(builtIn, { question: message, sources: fromData.citations.map((citation) => ({ citation, text: null })), learnerResults: fromData.text });
    }
    const hits = (await passageIndex()).search(message, passagesConsidered);
    const found = answerFromPassages(message, hits);
    if (!found) return unknownAnswer;
    const sources = passagesToAnswerFrom(hits).map(({ passage }) => ({ citation: { title: passage.title, href: passage.href, section: passage.heading }, text: passage.markdown }));
    return generated({ ...found, source: 'guides', answeredBy: 'built-in' }, { question: message, sources, learnerResults: null });
  }

  return {
    /**
     * Answers the learner's question and keeps both in their conversation. Throws {@link AssistantLimitReached} past
     * the learner's limit.
     */
    async ask(learner: AuthUser, request: { message: string; timeZone: string }): Promise<AssistantReply> {
      try {
        await limiter.consume(learner.id);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) throw new AssistantLimitReached(limit, refusal.msBeforeNext);
        throw refusal;
      }
      const reply = await answer(learner, request.message, request.timeZone);
      const [question, stored] = await repository.append(learner.id, [
        { role: 'learner', text: request.message, citations: [], source: null, answeredBy: null },
        { role: 'assistant', ...reply },
      ]);
      return { question: question!, answer: stored! };
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
