import { questionTypeList, practiceRoute } from '@pte/exam';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useThunkResult } from '@/app/use-thunk-result';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { RetryAlert } from '@/components/ui/retry-alert';
import { HistoryFilterForm } from './history-filter-form';
import { hasFilters, historyFiltersOf, historySearchOf, type HistoryFilters } from './history-filters';
import { HistoryList } from './history-list';
import { loadHistoryPage } from './study-history-requests';

/** Where the empty history sends a learner to start: the first task type of the first section. */
const firstPracticeRoute = practiceRoute(questionTypeList[0]!);

/**
 * The study history: every attempt, newest first, ten a page, filtered by skill, task type, days and score (kept
 * in the address, so Back and reloads keep them). Each attempt opens at `attemptPath(id)`.
 */
export function StudyHistoryPage({ attemptPath }: { attemptPath(id: string): string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = historyFiltersOf(searchParams);
  const { result, retry } = useThunkResult(() => loadHistoryPage(filters), search, 'Could not load your study history.');

  const show = (next: HistoryFilters) => setSearchParams(historySearchOf(next));

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Study History</h1>
        <p className="mt-1 text-sm text-muted-foreground">Every answer you have submitted, with its assessment. Open one to see it as it was, try it again or delete it.</p>
      </div>
      <HistoryFilterForm key={search} filters={filters} onApply={show} />

      {result.status === 'loading' && <LoadingPlaceholder label="Loading your attempts…" blocks={['h-16', 'h-16', 'h-16']} />}
      {result.status === 'failed' && <RetryAlert message={result.message} onRetry={retry} />}
      {result.status === 'loaded' && result.value.attempts.length === 0 && (
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
      {result.status === 'loaded' && result.value.attempts.length > 0 && (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {result.value.pagination.total === 1 ? '1 attempt' : `${result.value.pagination.total} attempts`}
          </p>
          <HistoryList attempts={result.value.attempts} attemptPath={attemptPath} />
          {result.value.pagination.totalPages > 1 && (
            <nav aria-label="Study history pages" className="flex flex-wrap items-center justify-between gap-3">
              <Button variant="outline" disabled={filters.page <= 1} onClick={() => show({ ...filters, page: filters.page - 1 })}>
                <ChevronLeft aria-hidden />
                Newer
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {filters.page} of {result.value.pagination.totalPages}
              </span>
              <Button variant="outline" disabled={filters.page >= result.value.pagination.totalPages} onClick={() => show({ ...filters, page: filters.page + 1 })}>
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
