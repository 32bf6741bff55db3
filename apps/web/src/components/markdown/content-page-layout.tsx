import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { MarkdownContent } from './markdown-content';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { ParsedMarkdown } from '@/lib/content/markdown-parsing';
import type { useContentDocument } from '@/lib/content/use-content-document';
import { TableOfContents } from './table-of-contents';

/** Where loading a document stands, as `useContentDocument` reports it. */
type DocumentState = ReturnType<typeof useContentDocument>['state'];

/** The classes of a document's body: it fills the column, and its first paragraph is the lead. */
export const documentBodyClassName = 'min-w-0 flex-1 [&>p:first-child]:text-lg [&>p:first-child]:text-muted-foreground';

/** Where a content page leads back to. */
interface BackLink {
  to: string;
  label: string;
}

/**
 * A page of Markdown content: a link back, the kicker and title, actions (e.g. "Practise"), then the document with
 * its table of contents beside it (above it on a narrow screen). `missing` is shown when the file does not exist.
 */
export function ContentPageLayout({
  back,
  kicker,
  title,
  actions,
  state,
  onRetry,
  missing,
  renderBody,
}: {
  back: BackLink;
  kicker: string;
  title: string;
  actions?: ReactNode;
  state: DocumentState;
  onRetry(): void;
  missing: ReactNode;
  /** Renders the document's body instead of the plain Markdown (e.g. with a part of the page set inside it). */
  renderBody?: (document: ParsedMarkdown) => ReactNode;
}) {
  return (
    <article className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link to={back.to} className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          {back.label}
        </Link>
        <p className="text-sm font-medium text-primary">{kicker}</p>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {state.status === 'loading' && (
        <div role="status" aria-label="Loading the page" className="flex flex-col gap-3">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
      {state.status === 'failed' && <RetryAlert message="This page could not be loaded. Check your connection and try again." onRetry={onRetry} />}
      {state.status === 'missing' && missing}
      {state.status === 'loaded' && <DocumentWithContents document={state.document} renderBody={renderBody} />}
    </article>
  );
}

/**
 * The document's body, its first paragraph as the lead, with "On this page" beside it. Opened with an anchor
 * (a link to `…#how-it-is-scored`), it scrolls to that heading once the document is on the page: the router does
 * not, and the document arrives after the page has rendered.
 */
function DocumentWithContents({ document, renderBody }: { document: ParsedMarkdown; renderBody: ((document: ParsedMarkdown) => ReactNode) | undefined }) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length <= 1) return;
    globalThis.document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [hash, document]);
  return (
    <div className="flex flex-col gap-8 lg:flex-row-reverse lg:items-start">
      <aside className="lg:sticky lg:top-20 lg:w-56 lg:shrink-0">
        <TableOfContents headings={document.headings} />
      </aside>
      {renderBody ? renderBody(document) : <MarkdownContent markdown={document.body} className={documentBodyClassName} />}
    </div>
  );
}
