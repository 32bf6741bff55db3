import type { TestSessionSummary } from '@pte/contract';
import { formatDateTime, sections } from '@pte/exam';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ChartPanel } from '@/components/charts/chart-panel';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { mockTestReportPath, mockTestSessionPath } from '@/lib/paths';
import { sessionStatusLabels, testKindLabels } from './test-labels';

// recharts loads only when there is a trend to draw.
const TrendLineChart = lazy(() => import('@/components/charts/trend-line-chart').then((module) => ({ default: module.TrendLineChart })));

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** "12/03/2026 2:05 PM": when a test was started, unique enough to name a row. */
function startedText(session: TestSessionSummary): string {
  const { formattedDate, formattedTime } = formatDateTime(session.startedAt);
  return `${formattedDate} ${formattedTime}`;
}

/** "3 Mar": a short label of the day a test was taken, for the chart's axis. */
function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
}

/** Completed full and mini tests with an overall score, oldest first: the ones a trend compares. */
function trendSessions(sessions: readonly TestSessionSummary[]): TestSessionSummary[] {
  return sessions
    .filter((session) => session.status === 'completed' && session.kind !== 'sectional' && session.overall !== null)
    .toSorted((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
}

function SessionAction({ session }: { session: TestSessionSummary }) {
  if (session.status === 'completed') {
    return (
      <Link to={mockTestReportPath(session.id)} aria-label={`Report of ${session.title}, ${startedText(session)}`} className={linkClass}>
        Report
      </Link>
    );
  }
  if (session.status === 'in-progress') {
    return (
      <Link to={mockTestSessionPath(session.id)} aria-label={`Resume ${session.title}`} className={linkClass}>
        Resume
      </Link>
    );
  }
  return <span className="text-muted-foreground">—</span>;
}

/** Every test the learner started, newest first: date, test, status, the overall score and each skill's, and a link. */
function SessionTable({ sessions }: { sessions: readonly TestSessionSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full border-collapse text-left text-sm tabular-nums">
        <caption className="sr-only">Your mock tests, newest first</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Test
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Overall
            </th>
            {sections.map((section) => (
              <th key={section.id} scope="col" className="px-3 py-2 font-medium">
                {section.title}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-medium print:hidden">
              <span className="sr-only">Open</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id} className="border-t">
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={session.startedAt}>{startedText(session)}</time>
              </td>
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="font-medium">{session.title}</span>
                <span className="block text-xs text-muted-foreground">{testKindLabels[session.kind]}</span>
              </th>
              <td className="px-3 py-2">{sessionStatusLabels[session.status]}</td>
              <td className="px-3 py-2 font-semibold">{session.overall ?? '—'}</td>
              {sections.map((section) => (
                <td key={section.id} className="px-3 py-2">
                  {session.skills[section.id] ?? '—'}
                </td>
              ))}
              <td className="px-3 py-2 print:hidden">
                <SessionAction session={session} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The overall score and each skill's over the learner's completed full and mini tests, with the data as a table. */
function ScoreTrendPanel({ sessions }: { sessions: readonly TestSessionSummary[] }) {
  const trend = trendSessions(sessions);
  const series = [{ key: 'overall', name: 'Overall' }, ...sections.map((section) => ({ key: section.id, name: section.title }))];
  const points = trend.map((session) => ({
    label: shortDate(session.startedAt),
    overall: session.overall,
    ...Object.fromEntries(sections.map((section) => [section.id, session.skills[section.id] ?? null])),
  }));
  return (
    <ChartPanel
      title="Scores over your tests"
      description="Your overall score and each skill on the 10–90 scale in every completed full or mini mock test, oldest first."
      empty={
        trend.length > 0 ? undefined : (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">Complete a full or mini mock test to start your trend.</p>
        )
      }
      table={{
        caption: 'Overall and skill scores per completed test',
        columns: ['Test', 'Overall', ...sections.map((section) => section.title)],
        rows: trend.map((session) => ({
          label: `${session.title}, ${startedText(session)}`,
          cells: [String(session.overall), ...sections.map((section) => String(session.skills[section.id] ?? '—'))],
        })),
      }}
    >
      <Suspense fallback={<Skeleton className="h-full w-full" />}>
        <TrendLineChart points={points} series={series} domain={[10, 90]} />
      </Suspense>
    </ChartPanel>
  );
}

/** The report history: every test the learner started, and the trend of their completed full and mini tests. */
export function ReportHistory({ sessions }: { sessions: readonly TestSessionSummary[] }) {
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-4">
      <h2 id="history-heading" className="text-lg font-semibold">
        Your reports
      </h2>
      {sessions.length === 0 ? (
        <EmptyState title="No tests taken yet">Your score reports will be listed here once you finish your first test, with a chart of how your scores move.</EmptyState>
      ) : (
        <>
          <SessionTable sessions={sessions} />
          <ScoreTrendPanel sessions={sessions} />
        </>
      )}
    </section>
  );
}
