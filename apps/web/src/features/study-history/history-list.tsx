import type { HistoryEntry } from '@pte/contract';
import { formatDateTime, questionTypes } from '@pte/exam';
import { Mic } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';

/** How an attempt scored, in words: its 10–90 score and the marks behind it. */
function scoreText(entry: HistoryEntry): string {
  if (entry.score === null || !entry.total) return 'Not scored';
  return `Score ${entry.score} / 90 (${entry.total.score} of ${entry.total.max} marks)`;
}

/** The attempts of one history page, newest first, each a link to the attempt as it was. */
export function HistoryList({ attempts, attemptPath }: { attempts: readonly HistoryEntry[]; attemptPath(id: string): string }) {
  return (
    <ol aria-label="Your attempts, newest first" className="flex flex-col divide-y rounded-xl border">
      {attempts.map((entry) => {
        const { formattedDate, formattedTime } = formatDateTime(entry.createdAt);
        const type = questionTypes[entry.questionType];
        return (
          <li key={entry.id}>
            <Link
              to={attemptPath(entry.id)}
              className="flex flex-wrap items-center justify-between gap-3 p-4 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex flex-col gap-1">
                <span className="font-medium">{entry.title}</span>
                <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <Badge variant="outline">{type.title}</Badge>
                  <time dateTime={entry.createdAt}>
                    {formattedDate} {formattedTime}
                  </time>
                  {entry.hasRecording && (
                    <span className="inline-flex items-center gap-1">
                      <Mic aria-hidden className="size-3.5" />
                      Recording kept
                    </span>
                  )}
                </span>
              </span>
              <span className="text-sm font-semibold tabular-nums">{scoreText(entry)}</span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
