import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Bookmarks } from './use-bookmarks';

/**
 * A toggle button that bookmarks a question: pressed, with a ticked bookmark icon, when it is bookmarked (its name
 * stays the same, as a toggle's should). `labelled` shows the word beside the icon; without it the button is named after the question's `title`. The state is
 * the one `bookmarks` knows, else `listed` (what a list said of it); with `loadState`, the toggle asks the server
 * when neither is known.
 */
export function BookmarkToggle({
  questionId,
  title,
  bookmarks,
  listed,
  labelled = false,
  loadState = false,
}: {
  questionId: string;
  title: string;
  bookmarks: Bookmarks;
  listed?: boolean;
  labelled?: boolean;
  loadState?: boolean;
}) {
  const bookmarked = bookmarks.states[questionId] ?? listed;
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { load } = bookmarks;
  const known = bookmarked !== undefined;

  useEffect(() => {
    if (loadState && !known) return load(questionId);
  }, [load, loadState, known, questionId]);

  const toggle = async () => {
    setSaving(true);
    setProblem(await bookmarks.toggle(questionId, !bookmarked));
    setSaving(false);
  };

  const Icon = bookmarked ? BookmarkCheck : Bookmark;
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        type="button"
        variant={labelled ? (bookmarked ? 'secondary' : 'outline') : 'ghost'}
        size={labelled ? 'sm' : 'icon'}
        aria-pressed={bookmarked ?? false}
        aria-label={labelled ? undefined : `Bookmark “${title}”`}
        disabled={!known || saving}
        onClick={() => void toggle()}
      >
        <Icon aria-hidden className={bookmarked ? 'fill-primary/20 text-primary' : undefined} />
        {labelled && 'Bookmark'}
      </Button>
      {problem && (
        <span role="alert" className="text-xs text-destructive">
          {problem}
        </span>
      )}
    </span>
  );
}
