import { formatDateTime } from '@pte/exam';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useThunkResult } from '@/app/use-thunk-result';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { RetryAlert } from '@/components/ui/retry-alert';
import { mockTestReportPath, paths } from '@/lib/paths';
import { loadTestSessions } from './mock-test-requests';

const linkClass = 'text-sm font-medium text-primary underline-offset-4 hover:underline';

/**
 * The dashboard's mock test card: the overall score of the learner's latest completed full or mini mock test with a
 * link to its report, or an invitation to take one.
 */
export function LatestTestCard() {
  const { result, retry } = useThunkResult(() => loadTestSessions(), 'latest-test', 'Your past mock tests could not be loaded.');
  if (result.status === 'loading') return <LoadingPlaceholder label="Loading your mock tests…" blocks={['h-20']} />;
  if (result.status === 'failed') return <RetryAlert message={result.message} onRetry={retry} />;

  // Newest first: the first completed test with an overall score is the latest.
  const latest = result.value.find((session) => session.status === 'completed' && session.overall !== null);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <ClipboardCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        {latest ? (
          <p className="text-sm">
            <span className="font-semibold">Latest mock test: overall {latest.overall}</span>
            <span className="block text-muted-foreground">
              {latest.title}, {formatDateTime(latest.startedAt).formattedDate}
            </span>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Sit a mock test under exam conditions to see your overall score on the 10–90 scale.</p>
        )}
      </div>
      {latest ? (
        <Link to={mockTestReportPath(latest.id)} className={linkClass}>
          See the report
        </Link>
      ) : (
        <Link to={paths.mockTests.catalogue} className={linkClass}>
          Take a mock test
        </Link>
      )}
    </div>
  );
}
