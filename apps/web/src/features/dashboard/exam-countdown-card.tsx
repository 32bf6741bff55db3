import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { paths } from '@/lib/paths';
import { computeExamCountdown, daysLeftText, formatExamDate, type ExamCountdown } from './exam-countdown';

/** The profile fields the countdown reads. */
interface CountdownProfile {
  examDate: string | null;
  createdAt: string;
}

function summary(countdown: ExamCountdown): string {
  switch (countdown.kind) {
    case 'no-date':
      return 'No exam date set';
    case 'upcoming':
      return daysLeftText(countdown.daysLeft);
    case 'today':
      return 'Exam day is today';
    case 'past':
      return 'Your exam date has passed';
  }
}

/**
 * The sidebar footer's "Exam Countdown" card: days until the learner's exam with a progress bar, or a link to
 * set the date. `profile` null means the profile is still loading (or could not be loaded).
 */
export function ExamCountdownCard({
  profile,
  today,
  unavailable = false,
  onRetry,
}: {
  profile: CountdownProfile | null;
  today?: Date;
  /** The profile could not be loaded: say so instead of showing a placeholder. */
  unavailable?: boolean;
  onRetry?: () => void;
}) {
  if (!profile && unavailable) {
    return (
      <section aria-label="Exam Countdown" className="rounded-lg border border-sidebar-border bg-background/60 p-3">
        <p className="text-xs font-medium text-muted-foreground">Exam Countdown</p>
        <p className="mt-1.5 text-sm">Your exam date could not be loaded.</p>
        {onRetry && (
          <button type="button" onClick={onRetry} className="mt-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
            Try again
          </button>
        )}
      </section>
    );
  }
  if (!profile) {
    return (
      <section aria-label="Exam Countdown" className="rounded-lg border border-sidebar-border bg-background/60 p-3">
        <p className="text-xs font-medium text-muted-foreground">Exam Countdown</p>
        <Skeleton className="mt-2 h-4 w-24" />
        <Skeleton className="mt-2 h-2 w-full" />
      </section>
    );
  }
  const countdown = computeExamCountdown(profile.examDate, profile.createdAt, today);
  return (
    <section aria-label="Exam Countdown" className="rounded-lg border border-sidebar-border bg-background/60 p-3">
      <div className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
        <CalendarClock aria-hidden className="size-3.5" />
        Exam Countdown
      </div>
      {countdown.kind === 'no-date' && (
        <>
          <p className="mt-1.5 text-sm">No exam date yet.</p>
          <Link to={paths.settings} className="mt-1 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
            Set your exam date
          </Link>
        </>
      )}
      {countdown.kind === 'upcoming' && profile.examDate && (
        <>
          <p className="mt-1.5 text-lg leading-tight font-semibold">{daysLeftText(countdown.daysLeft)}</p>
          <p className="text-xs text-muted-foreground">Exam on {formatExamDate(profile.examDate)}</p>
          <Progress
            className="mt-2.5"
            value={countdown.progress}
            aria-label="Preparation time used"
            aria-valuetext={`${countdown.progress}% of your preparation time has passed`}
          />
        </>
      )}
      {countdown.kind === 'today' && (
        <>
          <p className="mt-1.5 text-lg leading-tight font-semibold">Exam day is today</p>
          <p className="text-xs text-muted-foreground">Good luck — you have prepared for this.</p>
          <Progress className="mt-2.5" value={100} aria-label="Preparation time used" aria-valuetext="Exam day" />
        </>
      )}
      {countdown.kind === 'past' && (
        <>
          <p className="mt-1.5 text-sm font-medium">Your exam date has passed</p>
          <Link to={paths.settings} className="mt-1 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
            Update your exam date
          </Link>
        </>
      )}
    </section>
  );
}

/** The countdown as an icon with a tooltip, for the sidebar collapsed to icons. Links to Settings. */
export function ExamCountdownIcon({ profile, today }: { profile: CountdownProfile | null; today?: Date }) {
  const text = profile ? summary(computeExamCountdown(profile.examDate, profile.createdAt, today)) : 'Loading your exam date';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Link
          to={paths.settings}
          className="flex h-9 items-center justify-center rounded-md text-sidebar-foreground hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <CalendarClock aria-hidden className="size-4" />
          <span className="sr-only">{`Exam Countdown: ${text}`}</span>
        </Link>
      </TooltipTrigger>
      <TooltipContent side="right">{`Exam Countdown: ${text}`}</TooltipContent>
    </Tooltip>
  );
}
