import { questionTypesInSection, sections } from '@pte/exam';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { skillGuideFiles, taskGuideFiles } from '@/lib/content/content-library';
import type { ContentCollection } from '@/lib/content/content-collection';
import { skillGuides } from '@/lib/content/skill-guides';
import { skillGuidePath, taskGuidePath } from '@/lib/paths';

/** The summaries of a collection's files by slug, once loaded. */
type Summaries = { status: 'loading' } | { status: 'loaded'; bySlug: ReadonlyMap<string, { title: string | null; summary: string }> } | { status: 'failed' };

/** Loads every file of the collections to show their summaries; `retry` tries again after a failure. */
function useSummaries(collections: readonly ContentCollection[]): { summaries: Summaries[]; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; summaries: Summaries[] } | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all(
      collections.map((collection) =>
        collection.loadAll().then(
          (entries): Summaries => ({ status: 'loaded', bySlug: new Map(entries.map(({ slug, document }) => [slug, { title: document.title, summary: document.summary }])) }),
          (): Summaries => ({ status: 'failed' }),
        ),
      ),
    ).then((summaries) => current && setSettled({ attempt, summaries }));
    return () => {
      current = false;
    };
  }, [collections, attempt]);
  const loading = collections.map((): Summaries => ({ status: 'loading' }));
  return { summaries: settled?.attempt === attempt ? settled.summaries : loading, retry: () => setAttempt((count) => count + 1) };
}

const guideCollections = [taskGuideFiles, skillGuideFiles] as const;

/** One guide of the index: its title as a link and its summary (or why there is none yet). */
function GuideEntry({ href, title, slug, summaries }: { href: string; title: string; slug: string; summaries: Summaries }) {
  const entry = summaries.status === 'loaded' ? summaries.bySlug.get(slug) : undefined;
  return (
    <li className="flex flex-col gap-1 rounded-lg border bg-card p-4">
      <Link to={href} className="font-medium text-primary underline-offset-4 hover:underline">
        {title}
      </Link>
      {summaries.status === 'loading' && <Skeleton className="h-4 w-5/6" />}
      {summaries.status === 'loaded' && <p className="text-sm text-muted-foreground">{entry ? entry.summary : 'This guide is being written.'}</p>}
    </li>
  );
}

/**
 * `/resources/study-materials`: the guide to each task type, grouped by section in the registry's order, each with
 * its summary, then the skill guides.
 */
export function StudyMaterialsIndex() {
  const { summaries, retry } = useSummaries(guideCollections);
  const [taskSummaries, skillSummaries] = summaries as [Summaries, Summaries];
  const failed = summaries.some((summary) => summary.status === 'failed');
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Study Materials</h1>
        <p className="text-muted-foreground">
          A guide to every task of PTE Academic: what it looks like, its timing, exactly how it is scored, a strategy, common mistakes and an example. The skill
          guides go deeper into what the traits measure.
        </p>
      </header>
      {failed && <RetryAlert message="Some summaries could not be loaded. Check your connection and try again." onRetry={retry} />}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`guides-${section.id}`} className="flex flex-col gap-3">
          <h2 id={`guides-${section.id}`} className="text-lg font-semibold">
            {section.title}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {questionTypesInSection(section.id).map((type) => (
              <GuideEntry key={type.id} href={taskGuidePath(type.id)} title={type.title} slug={type.id} summaries={taskSummaries} />
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="guides-skills" className="flex flex-col gap-3">
        <h2 id="guides-skills" className="text-lg font-semibold">
          Skills
        </h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {skillGuides.map((skill) => (
            <GuideEntry
              key={skill.id}
              href={skillGuidePath(skill.id)}
              title={(skillSummaries.status === 'loaded' ? skillSummaries.bySlug.get(skill.id)?.title : null) ?? skill.title}
              slug={skill.id}
              summaries={skillSummaries}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
