import { useEffect, useState } from 'react';
import type { ContentCollection } from './content-collection';
import type { ParsedMarkdown } from './markdown-parsing';

/** Where loading one content file stands. */
type ContentDocumentState =
  | { status: 'loading' }
  /** The collection has no such file (e.g. a guide still being written). */
  | { status: 'missing' }
  | { status: 'loaded'; document: ParsedMarkdown }
  /** The file could not be fetched (e.g. offline). */
  | { status: 'failed' };

/** Loads `<slug>.md` of `collection` and follows `slug`; `retry` loads it again after a failure. */
export function useContentDocument(collection: ContentCollection, slug: string): { state: ContentDocumentState; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${slug}#${attempt}`;
  const [settled, setSettled] = useState<{ key: string; state: ContentDocumentState } | null>(null);

  useEffect(() => {
    let current = true;
    collection.load(slug).then(
      (document) => current && setSettled({ key, state: document ? { status: 'loaded', document } : { status: 'missing' } }),
      () => current && setSettled({ key, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [collection, slug, key]);

  return { state: settled?.key === key ? settled.state : { status: 'loading' }, retry: () => setAttempt((count) => count + 1) };
}
