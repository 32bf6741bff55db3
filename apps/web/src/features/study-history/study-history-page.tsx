import type { StudyHistoryPage as HistoryPage } from '@pte/contract';
import { questionTypeList, practiceRoute } from '@pte/exam';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { HistoryFilterForm } from './history-filter-form';
import { hasFilters, historyFiltersOf, historySearchOf, type HistoryFilters } from './history-filters';
import { HistoryList } from './history-list';
import { loadHistoryPage } from './study-history-requests';

type PageState = { status: 'loading' } | { status: 'loaded'; page: HistoryPage } | { status: 'failed'; message: string };

/** What was loaded, and for which request (the address query and retry count). */
type LoadedState = PageState & { request: string };

/** Where the empty history sends a learner to start: the first task type of the first section. */
const firstPracticeRoute = practiceRoute(questionTypeList[0]!);

/**
 * The study history: every attempt, newest first, ten a page, filtered by skill, task type, days and score (kept
 * in the address, so Back and reloads keep them). Each attempt opens at `attemptPath(id)`.
 */
export function StudyHistoryPage({ attemptPath }: { attemptPath(id: string): string }) {
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const [retries, setRetries] = useState(0);
  const requestKey = `${search}#${retries}`;
  const [loaded, setLoaded] = useState<LoadedState>({ status: 'loading', request: '' });
  // A state loaded for another query is stale: the new one is loading.
  const state: PageState = loaded.request === requestKey ? loaded : { status: 'loading' };
  const filters = historyFiltersOf(new URLSearchParams(search));

  useEffect(() => {
    const request = dispatch(loadHistoryPage(historyFiltersOf(new URLSearchParams(search))));
    void request.then((action) => {
      if (loadHistoryPage.fulfilled.match(action)) setLoaded({ status: 'loaded', page: action.payload, request: requestKey });
      else if (!action.meta.aborted) setLoaded({ status: 'failed', message: action.payload ?? 'Could not load your study history.', request: requestKey });
    });
    return () => request.abort();
  }, [dispatch, search, requestKey]);

  const show = (next: HistoryFilters) => setSearchParams(historySearchOf(next));

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Study History</h1>
        <p className="mt-1 text-sm text-muted-foreground">Every answer you have submitted, with its assessment. Open one to see it as it was, try it again or delete it.</p>
      </div>
      <HistoryFilterForm key={search} filters={filters} onApply={show} />

      {state.status === 'loading' && (
        <div aria-busy="true" className="flex flex-col gap-2">
          <p role="status" className="sr-only">
            Loading your attempts…
          </p>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      )}
      {state.status === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          {state.message}
          <Button variant="outline" size="sm" onClick={() => setRetries((count) => count + 1)}>
            Try again
          </Button>
        </div>
      )}
      {state.status === 'loaded' && state.page.attempts.length === 0 && (
        <EmptyState icon={<History />} title={hasFilters(filters) ? 'No attempts match these filters' : 'No attempts yet'}>
          {hasFilters(filters) ? (
            'Change or clear the filters above to see more of your attempts.'
          ) : (
            <>
              Answer a practice question and it will be listed here with its assessment.{' '}
              <Link to={firstPracticeRoute} className="font-medium text-primary underline-offset-4 hover:underline">
                Start practising
              </Link>
            </>
          )}
        </EmptyState>
      )}
      {state.status === 'loaded' && state.page.attempts.length > 0 && (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {state.page.pagination.total === 1 ? '1 attempt' : `${state.page.pagination.total} attempts`}
          </p>
          <HistoryList attempts={state.page.attempts} attemptPath={attemptPath} />
          {state.page.pagination.totalPages > 1 && (
            <nav aria-label="Study history pages" className="flex flex-wrap items-center justify-between gap-3">
              <Button variant="outline" disabled={filters.page <= 1} onClick={() => show({ ...filters, page: filters.page - 1 })}>
                <ChevronLeft aria-hidden />
                Newer
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {filters.page} of {state.page.pagination.totalPages}
              </span>
              <Button variant="outline" disabled={filters.page >= state.page.pagination.totalPages} onClick={() => show({ ...filters, page: filters.page + 1 })}>
                Older
                <ChevronRight aria-hidden />
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
