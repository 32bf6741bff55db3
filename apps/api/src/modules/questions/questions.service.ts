import { fetchSections, isFetchSection, publicQuestionSchema, type QuestionsPageResponse } from '@pte/contract';
import {
  isQuestionTypeId,
  poolOf,
  questionTypes,
  toPublicQuestion,
  type ContentItem,
  type Difficulty,
  type ItemPool,
  type PublicQuestion,
  type QuestionMedia,
  type QuestionTypeId,
} from '@pte/exam';
import { LRUCache } from 'lru-cache';
import { HttpError, notFound } from '../../platform/http-error';
import type { MediaLibrary } from '../media/media-library';
import type { QuestionMediaFiles } from './question-bank.loader';
import type { QuestionRecord, QuestionsRepository } from './questions.repository';

/** One page of a fetch section: the spec's `data` of `GET /questions/category-section/{section}`. */
type QuestionsPage = QuestionsPageResponse['data'];

/** What page of a section to show: page n, or the page of question `id`. */
interface PageRequest {
  page: number;
  id?: string | undefined;
}

function quotedList(titles: readonly string[]): string {
  const quoted = [...new Set(titles)].map((title) => `“${title}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/** 400 for a question sent to an assess path that does not assess its type, naming the path that does. */
function wrongTaskType(item: ContentItem, accepted: readonly QuestionTypeId[]): HttpError {
  const own = questionTypes[item.type];
  const where = own.assessPath === '/question-attempt' ? 'POST /api/question-attempt' : `POST /api${own.assessPath}`;
  return new HttpError(
    400,
    'WRONG_TASK_TYPE',
    `This question is not a ${quotedList(accepted.map((id) => questionTypes[id].title))} task. It is a “${own.title}” task, answered at ${where}.`,
  );
}

/** 404 for a mock-test item asked for in practice: it is never practised, as if it were not in the bank. */
export function notAvailableForPractice(id: string): HttpError {
  return notFound(`Question “${id}” is not available for practice: it is kept for the mock tests.`);
}

/** Whether a bank item is of one of the `accepted` task types. */
function isItemOf<Id extends QuestionTypeId>(item: ContentItem, accepted: readonly Id[]): item is ContentItem<Id> {
  const acceptedIds: readonly QuestionTypeId[] = accepted;
  return acceptedIds.includes(item.type);
}

/** Rebuilds the bank item a row was loaded from (the loader wrote it from a validated item). */
function toContentItem(record: QuestionRecord): ContentItem {
  if (!isQuestionTypeId(record.type)) throw new Error(`Question ${record.id} has unknown type ${record.type}`);
  return {
    id: record.id,
    type: record.type,
    title: record.title,
    topic: record.topic ?? '',
    difficulty: record.difficulty as Difficulty,
    prompt: record.prompt,
    answerKey: record.answerKey,
    explanation: record.explanation,
    ...(record.audio ? { audio: record.audio } : {}),
    ...(record.modelAnswer ? { modelAnswer: record.modelAnswer } : {}),
    ...(record.pool === 'mock' ? { pool: 'mock' } : {}),
  } as ContentItem;
}

/** How long a section or item read from the database is reused: the bank only changes when a server starts. */
const questionCacheTtlMs = 60_000;

/** A fetch section's items of one pool as served: the items (with keys, for assessment) and their public form, in page order. */
interface SectionPages {
  items: ContentItem[];
  questions: PublicQuestion[];
  /** Seconds of each item's recording, 0 when it has none. */
  audioSeconds: number[];
}

/** Remembers pending and settled reads by key for `questionCacheTtlMs`; a failed read is forgotten at once. */
function createReadCache<V>(maxEntries: number) {
  const cache = new LRUCache<string, Promise<V>>({ max: maxEntries, ttl: questionCacheTtlMs });
  return (key: string, read: () => Promise<V>): Promise<V> => {
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = read();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  };
}

/**
 * Learners' view of the bank: one question per page, no answer keys (but re-order's), media URLs added. Practice
 * is served from the practice pool alone: the mock pool's items (`"pool": "mock"`) are kept for the mock tests, so
 * no practice page, and no practice assess path, ever serves one. Sections and items are cached in memory for
 * {@link questionCacheTtlMs} (concurrent first reads share one query), so page fetches do not touch the database; a
 * bank reloaded by another server shows within a minute.
 */
export function createQuestionsService(repository: QuestionsRepository, media: MediaLibrary) {
  function mediaUrls(record: QuestionRecord): QuestionMedia | undefined {
    const files = (record.media ?? {}) as QuestionMediaFiles;
    const urls: QuestionMedia = {};
    const audioUrl = files.audio ? media.urlFor(files.audio) : undefined;
    const imageUrl = files.image ? media.urlFor(files.image) : undefined;
    if (audioUrl) urls.audioUrl = audioUrl;
    if (imageUrl) urls.imageUrl = imageUrl;
    return audioUrl || imageUrl ? urls : undefined;
  }

  function toPublic(record: QuestionRecord, item: ContentItem): PublicQuestion {
    const question = toPublicQuestion(item);
    const urls = mediaUrls(record);
    return urls ? { ...question, media: urls } : question;
  }

  const readSection = createReadCache<SectionPages>(64);
  const readItem = createReadCache<ContentItem | undefined>(2000);

  function loadSection(section: string, pool: ItemPool): Promise<SectionPages> {
    return readSection(`${pool} ${section}`, async () => {
      const records = await repository.listSection(section, pool);
      const items = records.map(toContentItem);
      // Checked (and stripped to the schema) once here, so the route can send cached pages without re-encoding.
      return {
        items,
        questions: records.map((record, index) => publicQuestionSchema.parse(toPublic(record, items[index]!))),
        audioSeconds: records.map((record) => (record.media as QuestionMediaFiles | null)?.audioSeconds ?? 0),
      };
    });
  }

  /** The bank item with id `id` (of either pool), with its answer key, or undefined when it is not in the bank. */
  function findItem(id: string): Promise<ContentItem | undefined> {
    return readItem(id, async () => {
      const record = await repository.findById(id);
      return record ? toContentItem(record) : undefined;
    });
  }

  /** The bank item with id `id` when learners may practise it: undefined when it is not in the bank or is a mock-test item. */
  async function findPracticeItem(id: string): Promise<ContentItem | undefined> {
    const item = await findItem(id);
    return item && poolOf(item) === 'practice' ? item : undefined;
  }

  return {
    /**
     * Page `page` of fetch section `section`'s practice questions (one question per page), or the page of question
     * `id` when given. An empty section answers page 1 with no questions; an unknown section, a page past the last or
     * an id not among the section's practice questions answers 404.
     */
    async getPage(section: string, request: PageRequest): Promise<QuestionsPage> {
      if (!isFetchSection(section)) {
        throw notFound(`There is no question section called “${section}”. The sections are: ${fetchSections.join(', ')}.`);
      }
      const { items, questions } = await loadSection(section, 'practice');
      const total = items.length;
      let page = request.page;
      if (request.id !== undefined) {
        const index = items.findIndex((item) => item.id === request.id);
        if (index < 0) {
          const item = await findItem(request.id);
          if (item && poolOf(item) !== 'practice' && questionTypes[item.type].fetchSection === section) throw notAvailableForPractice(request.id);
          throw notFound(`Question “${request.id}” is not in the “${section}” section.`);
        }
        page = index + 1;
      }
      const question = questions[page - 1];
      if (!question) {
        if (total === 0 && page === 1) return { questions: [], pagination: { page: 1, totalPages: 0, total: 0 } };
        throw notFound(`Page ${page} does not exist: the “${section}” section has ${total} question${total === 1 ? '' : 's'}, one per page.`);
      }
      return { questions: [question], pagination: { page, totalPages: total, total } };
    },

    /**
     * The bank item `id` answered at a practice assess path that serves the `accepted` types: 404 when it is not in
     * the bank or is kept for the mock tests (as if it were not there: it is never practised), 400
     * (`WRONG_TASK_TYPE`) when it is another type's question.
     */
    async findItemFor<Id extends QuestionTypeId>(id: string, accepted: readonly Id[]): Promise<ContentItem<Id>> {
      const item = await findItem(id);
      if (!item) throw notFound(`There is no question “${id}” in the bank.`);
      if (poolOf(item) !== 'practice') throw notAvailableForPractice(id);
      if (!isItemOf(item, accepted)) throw wrongTaskType(item, accepted);
      return item;
    },

    findItem,

    findPracticeItem,

    /**
     * The questions of task type `type` in pool `pool`, in bank order, each with its public form (media URLs
     * included) and its recording's length: what a mock test is assembled from.
     */
    async questionsOfType(type: QuestionTypeId, pool: ItemPool): Promise<{ item: ContentItem; question: PublicQuestion; audioSeconds: number }[]> {
      const { items, questions, audioSeconds } = await loadSection(questionTypes[type].fetchSection, pool);
      return items.map((item, index) => ({ item, question: questions[index]!, audioSeconds: audioSeconds[index] ?? 0 }));
    },

    /**
     * Bank item `item` as it is served (with its media URLs): on its practice page, or in a mock test for a mock-test
     * item. Kept with an attempt, shown in a test.
     */
    async servedQuestion(item: ContentItem): Promise<PublicQuestion> {
      const { questions } = await loadSection(questionTypes[item.type].fetchSection, poolOf(item));
      // A retired item is no longer in its section: kept without media, as it can no longer be fetched.
      return questions.find((question) => question.id === item.id) ?? toPublicQuestion(item);
    },
  };
}

/** The questions service. */
export type QuestionsService = ReturnType<typeof createQuestionsService>;
