import { Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { ContentEntry } from '@/lib/content/content-collection';
import { helpArticleFiles } from '@/lib/content/content-library';
import { helpArticlePath } from '@/lib/paths';
import { ContactForm } from './contact-form';
import { createHelpSearch } from './help-search';
import { helpTopics } from './help-topics';

/** Every article, loaded once the page opens (the search needs their text). */
type Articles = { status: 'loading' } | { status: 'loaded'; entries: ContentEntry[] } | { status: 'failed' };

function useHelpArticles(): { articles: Articles; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; articles: Articles } | null>(null);
  useEffect(() => {
    let current = true;
    helpArticleFiles.loadAll().then(
      (entries) => current && setSettled({ attempt, articles: { status: 'loaded', entries } }),
      () => current && setSettled({ attempt, articles: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return { articles: settled?.attempt === attempt ? settled.articles : { status: 'loading' }, retry: () => setAttempt((count) => count + 1) };
}

/** The articles in topic order, with every article a topic does not name at the end. */
function inTopicOrder(entries: readonly ContentEntry[]): Array<{ title: string; entries: ContentEntry[] }> {
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
  const groups = helpTopics.map((topic) => ({ title: topic.title, entries: topic.slugs.flatMap((slug) => bySlug.get(slug) ?? []) }));
  const named = new Set(helpTopics.flatMap((topic) => topic.slugs));
  const others = entries.filter((entry) => !named.has(entry.slug));
  return [...groups, ...(others.length > 0 ? [{ title: 'More', entries: others }] : [])].filter((group) => group.entries.length > 0);
}

/** One article in a list: its title as a link and its summary. */
function ArticleItem({ entry }: { entry: ContentEntry }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border bg-card p-4">
      <Link to={helpArticlePath(entry.slug)} className="font-medium text-primary underline-offset-4 hover:underline">
        {entry.document.title ?? entry.slug}
      </Link>
      <p className="text-sm text-muted-foreground">{entry.document.summary}</p>
    </li>
  );
}

/** The article list: grouped by topic, or the search's results in rank order. */
function ArticleList({ entries, query }: { entries: ContentEntry[]; query: string }) {
  const search = useMemo(() => createHelpSearch(entries), [entries]);
  const trimmed = query.trim();
  const results = useMemo(() => search.search(trimmed), [search, trimmed]);
  if (trimmed === '') {
    return (
      <div className="flex flex-col gap-6">
        {inTopicOrder(entries).map((group) => (
          <section key={group.title} aria-label={group.title} className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">{group.title}</h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {group.entries.map((entry) => (
                <ArticleItem key={entry.slug} entry={entry} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }
  return (
    <section aria-label="Search results" className="flex flex-col gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {results.length === 0 ? `No article matches “${trimmed}”. Try other words, or write to us below.` : `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'} “${trimmed}”.`}
      </p>
      {results.length > 0 && (
        <ul className="grid gap-3">
          {results.map((entry) => (
            <ArticleItem key={entry.slug} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** `/resources/help`: search the articles about using PTE Coach, read them by topic, or write to the support team. */
export function HelpCenterPage() {
  const { articles, retry } = useHelpArticles();
  const [query, setQuery] = useState('');
  const contact = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // "Write to the support team" links here with #contact: the router does not scroll to it by itself.
  useEffect(() => {
    if (hash === '#contact') contact.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, articles.status]);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Help Center</h1>
        <p className="text-muted-foreground">How PTE Coach works: setting up your microphone, how every score is worked out and how far to trust it, mock tests, planning and your account.</p>
      </header>
      <div role="search" className="flex flex-col gap-2">
        <label htmlFor="help-search" className="text-sm font-medium">
          Search the help articles
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id="help-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="For example: microphone, essay score, delete account" className="pl-9" />
        </div>
      </div>
      {articles.status === 'loading' && (
        <div role="status" aria-label="Loading the articles" className="grid gap-3 md:grid-cols-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      )}
      {articles.status === 'failed' && <RetryAlert message="The articles could not be loaded. Check your connection and try again." onRetry={retry} />}
      {articles.status === 'loaded' && <ArticleList entries={articles.entries} query={query} />}
      <Card id="contact" ref={contact} className="scroll-mt-20">
        <CardHeader>
          <CardTitle>Contact us</CardTitle>
          <CardDescription>Could not find an answer? Write to the support team. We reply by e-mail to the address you signed up with.</CardDescription>
        </CardHeader>
        <CardContent>
          <ContactForm />
        </CardContent>
      </Card>
    </div>
  );
}
