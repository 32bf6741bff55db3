import { bookmarkResponseSchema, questionListResponseSchema, type BookmarkState, type QuestionList } from '@pte/contract';
import type { Difficulty } from '@pte/exam';
import { createApiThunk } from '@/app/use-thunk-result';
import { failureMessage } from '@/lib/api-client';

/** How many questions the list shows a page. */
const LIST_PAGE_SIZE = 50;

/** The question list's filters: empty means "any". */
export interface QuestionListFilters {
  practised: '' | 'yes' | 'no';
  difficulty: '' | Difficulty;
  topic: string;
  bookmarked: boolean;
  page: number;
}

/** No filter: every question of the section, from the first page. */
export const noQuestionListFilters: QuestionListFilters = { practised: '', difficulty: '', topic: '', bookmarked: false, page: 1 };

/** `GET /questions/list/{section}`: one page of the section's questions matching `filters`. */
export const loadQuestionList = createApiThunk<QuestionList, { fetchSection: string; filters: QuestionListFilters }>(
  'questionList/load',
  async ({ fetchSection, filters }, { extra, signal, rejectWithValue }) => {
    const search = new URLSearchParams({ page: String(filters.page), pageSize: String(LIST_PAGE_SIZE) });
    if (filters.practised) search.set('practised', filters.practised);
    if (filters.difficulty) search.set('difficulty', filters.difficulty);
    if (filters.topic) search.set('topic', filters.topic);
    if (filters.bookmarked) search.set('bookmarked', 'yes');
    try {
      return questionListResponseSchema.parse(await extra.api.get(`/questions/list/${encodeURIComponent(fetchSection)}?${search}`, { signal })).data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, 'Could not load the questions.'));
    }
  },
);

/** `GET /bookmarks/{questionId}`: whether the learner bookmarked the question. */
export const loadBookmark = createApiThunk<BookmarkState, string>('questionList/loadBookmark', async (questionId, { extra, signal, rejectWithValue }) => {
  try {
    return bookmarkResponseSchema.parse(await extra.api.get(`/bookmarks/${encodeURIComponent(questionId)}`, { signal })).data;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Could not check your bookmark.'));
  }
});

/** `PUT` (bookmark) or `DELETE` (remove the bookmark) `/bookmarks/{questionId}`. */
export const saveBookmark = createApiThunk<BookmarkState, BookmarkState>('questionList/saveBookmark', async ({ questionId, bookmarked }, { extra, rejectWithValue }) => {
  const path = `/bookmarks/${encodeURIComponent(questionId)}`;
  try {
    return bookmarkResponseSchema.parse(await (bookmarked ? extra.api.put(path) : extra.api.delete(path))).data;
  } catch (error) {
    return rejectWithValue(failureMessage(error, bookmarked ? 'Could not bookmark this question.' : 'Could not remove the bookmark.'));
  }
});
