import { useThunkResult } from '@/app/use-thunk-result';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ActiveTestCard } from './active-test-card';
import { loadMockTestCatalogue, loadTestSessions } from './mock-test-requests';
import { ReportHistory } from './report-history';
import { TestCatalogue } from './test-catalogue';

/**
 * `/mock-tests`: the learner's test in progress to resume (first, when there is one), the tests on offer with a
 * Start button each, and the report history with the trend of their scores. Loaded each time the page opens.
 */
export function MockTestsPage() {
  const catalogue = useThunkResult(() => loadMockTestCatalogue(), 'catalogue', 'The mock tests could not be loaded.');
  const history = useThunkResult(() => loadTestSessions(), 'sessions', 'Your past mock tests could not be loaded.');
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Mock Tests</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Sit a test under exam conditions and get a score report on the 10–90 scale: overall, the four skills and what to practise next.
        </p>
      </div>
      {catalogue.result.status === 'loading' && <LoadingPlaceholder label="Loading the mock tests…" blocks={['h-8 w-48', 'h-40', 'h-40']} />}
      {catalogue.result.status === 'failed' && <RetryAlert message={catalogue.result.message} onRetry={catalogue.retry} />}
      {catalogue.result.status === 'loaded' && (
        <>
          {catalogue.result.value.active && <ActiveTestCard session={catalogue.result.value.active} />}
          <TestCatalogue tests={catalogue.result.value.tests} />
        </>
      )}
      {history.result.status === 'loading' && <LoadingPlaceholder label="Loading your reports…" blocks={['h-8 w-40', 'h-48']} />}
      {history.result.status === 'failed' && <RetryAlert message={history.result.message} onRetry={history.retry} />}
      {history.result.status === 'loaded' && <ReportHistory sessions={history.result.value} />}
    </div>
  );
}
