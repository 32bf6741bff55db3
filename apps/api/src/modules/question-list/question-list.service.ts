import { fetchSections, isFetchSection, type BookmarkState, type QuestionList, type QuestionListQuery } from '@pte/contract';
import { poolOf, type Difficulty } from '@pte/exam';
import { notFound } from '../../platform/http-error';
import type { AuthUser } from '../auth/auth.guard';
import { notAvailableForPractice, type QuestionsService } from '../questions/questions.service';
import type { BookmarksRepository } from './bookmarks.repository';
import type { QuestionListRepository } from './question-list.repository';

/** The section lists of the practice pages and the learner's bookmarks. */
export function createQuestionListService(lists: QuestionListRepository, bookmarks: BookmarksRepository, questions: QuestionsService) {
  /** 404 unless `questionId` is a question of the bank learners practise (a retired one is not, nor a mock-test one). */
  async function requireQuestion(questionId: string): Promise<void> {
    const item = await questions.findItem(questionId);
    if (!item) throw notFound(`There is no question “${questionId}” in the bank.`);
    if (poolOf(item) !== 'practice') throw notAvailableForPractice(questionId);
  }

  return {
    /** One page of the section's practice questions matching `query`, with the learner's bookmarks, attempts and best scores. */
    async list(learner: AuthUser, section: string, query: QuestionListQuery): Promise<QuestionList> {
      if (!isFetchSection(section)) {
        throw notFound(`There is no question section called “${section}”. The sections are: ${fetchSections.join(', ')}.`);
      }
      const { rows, total, topics } = await lists.page(learner.id, section, query);
      return {
        questions: rows.map((row) => ({ ...row, topic: row.topic ?? '', difficulty: row.difficulty as Difficulty })),
        topics,
        pagination: { page: query.page, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) },
      };
    },

    /** Whether the learner bookmarked question `questionId`; 404 for a question not in the bank or kept for the mock tests. */
    async bookmark(learner: AuthUser, questionId: string): Promise<BookmarkState> {
      await requireQuestion(questionId);
      return { questionId, bookmarked: await bookmarks.has(learner.id, questionId) };
    },

    /**
     * Bookmarks question `questionId` (or removes the bookmark); doing it twice changes nothing. 404 for a question not
     * in the bank or kept for the mock tests.
     */
    async setBookmark(learner: AuthUser, questionId: string, bookmarked: boolean): Promise<BookmarkState> {
      await requireQuestion(questionId);
      if (bookmarked) await bookmarks.add(learner.id, questionId);
      else await bookmarks.remove(learner.id, questionId);
      return { questionId, bookmarked };
    },
  };
}

/** The question list service. */
export type QuestionListService = ReturnType<typeof createQuestionListService>;
