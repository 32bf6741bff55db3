import { useCallback, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { loadBookmark, saveBookmark } from './question-list-requests';

/**
 * The bookmarks a practice page knows of, shared by the header's toggle and the question list: learnt from the
 * list or asked for one question, and changed at once when toggled (put back if the server refuses).
 */
export function useBookmarks() {
  const dispatch = useAppDispatch();
  const [states, setStates] = useState<Readonly<Record<string, boolean>>>({});

  /** Records what the server said of some questions. */
  const remember = useCallback((known: Readonly<Record<string, boolean>>) => setStates((current) => ({ ...current, ...known })), []);

  /** Asks the server whether question `questionId` is bookmarked; returns how to abort the request. */
  const load = useCallback(
    (questionId: string) => {
      const request = dispatch(loadBookmark(questionId));
      request.unwrap().then(
        (state) => remember({ [state.questionId]: state.bookmarked }),
        () => {},
      );
      return () => request.abort();
    },
    [dispatch, remember],
  );

  /** Bookmarks question `questionId` (or removes its bookmark); resolves to null, or the learner's message when it failed. */
  const toggle = useCallback(
    async (questionId: string, bookmarked: boolean): Promise<string | null> => {
      remember({ [questionId]: bookmarked });
      try {
        await dispatch(saveBookmark({ questionId, bookmarked })).unwrap();
        return null;
      } catch (reason) {
        remember({ [questionId]: !bookmarked });
        return typeof reason === 'string' ? reason : 'Could not change the bookmark.';
      }
    },
    [dispatch, remember],
  );

  return { states, remember, load, toggle };
}

/** The bookmarks of a practice page. */
export type Bookmarks = ReturnType<typeof useBookmarks>;
