import type { TestReport } from '@pte/contract';
import { formatDateTime } from '@pte/exam';
import { ArrowLeft, Printer, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { Progress } from '@/components/ui/progress';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { AnswerList } from './answer-list';
import type { AnswerReviewViews } from './answer-review';
import { EnablingSkills } from './enabling-skills';
import { ReportTopGains } from './report-top-gains';
import { ScoreDerivation } from './score-derivation';
import { ScoreFigures } from './score-figures';
import { TaskTypeBreakdown } from './task-type-breakdown';
import { countText, durationText, testKindLabels } from './test-labels';
import { useTestReport } from './use-test-report';

/** The notice of a test the learner left for a while: how often, and that the real exam would not have waited. */
function InterruptionNotice({ interruptions }: { interruptions: TestReport['interruptions'] }) {
  if (interruptions.count === 0) return null;
  return (
    <div role="note" className="flex items-start gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <p>
        Your test was interrupted {interruptions.count === 1 ? 'once' : `${interruptions.count} times`}; time away was not counted, which the real exam would not
        allow{interruptions.awaySeconds > 0 ? ` (${durationText(interruptions.awaySeconds)} away in all)` : ''}.
      </p>
    </div>
  );
}

function ReadyReport({ report, views }: { report: TestReport; views: AnswerReviewViews }) {
  const { formattedDate, formattedTime } = formatDateTime(report.completedAt);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Score report: {report.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {testKindLabels[report.kind]}, finished on{' '}
            <time dateTime={report.completedAt}>
              {formattedDate} at {formattedTime}
            </time>
            .
          </p>
        </div>
        <Button variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden />
          Print report
        </Button>
      </div>
      <InterruptionNotice interruptions={report.interruptions} />
      <ScoreFigures report={report} />
      <ReportTopGains gains={report.topGains} hasOverall={report.overall !== null} />
      <TaskTypeBreakdown types={report.taskTypes} />
      <EnablingSkills skills={report.enablingSkills} />
      <ScoreDerivation />
      <AnswerList items={report.items} sessionId={report.sessionId} views={views} />
    </>
  );
}

/**
 * `/mock-tests/report/:sessionId`: the score report of a finished test. While its answers are still being assessed it
 * says how far that has got and asks again every two seconds; then the overall and skill scores with their likely
 * ranges, the gains, the breakdown per task type, the enabling skills, how the numbers are derived, and every answer
 * to review (drawn with `views`). Printable on A4. Mount it once per session (keyed by its id).
 */
export function TestReportPage({ sessionId, views }: { sessionId: string; views: AnswerReviewViews }) {
  const { progress, retry } = useTestReport(sessionId);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 print:max-w-none print:gap-6">
      <Link to={paths.mockTests.catalogue} className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline print:hidden">
        <ArrowLeft aria-hidden className="size-4" />
        All mock tests
      </Link>
      {progress.status === 'loading' && <LoadingPlaceholder label="Loading your score report…" blocks={['h-10 w-2/3', 'h-40', 'h-64']} />}
      {progress.status === 'failed' && <RetryAlert message={progress.message} onRetry={retry} />}
      {progress.status === 'scoring' && (
        <div className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">Your score report</h1>
          <p role="status" className="flex items-center gap-2 text-sm">
            <Spinner />
            Scoring your answers: {progress.assessed} of {progress.total} assessed
          </p>
          <Progress aria-label={`${progress.assessed} of ${countText(progress.total, 'answer')} assessed`} value={progress.assessed} max={Math.max(progress.total, 1)} />
          <p className="text-sm text-muted-foreground">Spoken and written answers take a few seconds each. This page updates by itself.</p>
        </div>
      )}
      {progress.status === 'ready' && <ReadyReport report={progress.report} views={views} />}
    </div>
  );
}
