import type { TestSessionSummary } from '@pte/contract';
import { formatDateTime } from '@pte/exam';
import { PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { mockTestSessionPath } from '@/lib/paths';
import { testKindLabels } from './test-labels';

/**
 * The learner's test in progress, shown first and prominently: what it is, when it was started and "Resume", which
 * opens it at the item and with the time the learner had left. Only one test runs at a time.
 */
export function ActiveTestCard({ session }: { session: TestSessionSummary }) {
  const { formattedDate, formattedTime } = formatDateTime(session.startedAt);
  return (
    <section aria-labelledby="active-test-heading" className="flex flex-wrap items-center justify-between gap-4 rounded-xl border-2 border-primary bg-primary/5 p-5">
      <div className="flex items-start gap-3">
        <PlayCircle aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id="active-test-heading" className="text-lg font-semibold">
            Your test in progress: {session.title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {testKindLabels[session.kind]} started on{' '}
            <time dateTime={session.startedAt}>
              {formattedDate} at {formattedTime}
            </time>
            . Resume it where you left off, with the time you had left; you can start another test once it is finished or abandoned.
          </p>
        </div>
      </div>
      <Button asChild size="lg">
        <Link to={mockTestSessionPath(session.id)}>Resume</Link>
      </Button>
    </section>
  );
}
