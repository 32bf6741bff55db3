import { practiceRoute, questionTypes, sections } from '@pte/exam';
import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { useThunkResult } from '@/app/use-thunk-result';
import { EmptyState } from '@/components/ui/empty-state';
import { Progress } from '@/components/ui/progress';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { RetryAlert } from '@/components/ui/retry-alert';
import { computeExamCountdown, daysLeftText } from './exam-countdown';
import { loadProgressSummary } from './progress-summary-request';

/** What the progress card needs of the profile: the exam date and target, and when preparation started. */
interface ProgressProfile {
  examDate: string | null;
  targetScore: number | null;
  createdAt: string;
}

const sectionTitles: Record<string, string> = Object.fromEntries(sections.map((section) => [section.id, section.title]));

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-background p-4">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-sm text-muted-foreground">{note}</dd>}
    </div>
  );
}

function examCountdownText(profile: ProgressProfile | null): { value: string; note?: string } {
  const countdown = profile ? computeExamCountdown(profile.examDate, profile.createdAt) : null;
  const target = profile?.targetScore ? `Target ${profile.targetScore} / 90` : 'No target score set';
  if (!countdown || countdown.kind === 'no-date') return { value: 'No date set', note: target };
  if (countdown.kind === 'today') return { value: 'Today', note: target };
  if (countdown.kind === 'past') return { value: 'Exam passed', note: target };
  return { value: daysLeftText(countdown.daysLeft), note: target };
}

/** How a skill's average stands against the target score, in words. */
function againstTarget(average: number, target: number | null): string {
  if (target === null) return '';
  if (average >= target) return ` · at or above your target of ${target}`;
  return ` · ${target - average} below your target of ${target}`;
}

/**
 * "Your progress" from the learner's attempts (loaded each time the dashboard opens, so it shows the latest): attempts
 * this week, the practice streak, the exam countdown and target, the 10–90 average per skill, and the three weakest
 * task types with links to practise them.
 */
export function ProgressSummaryCard({ profile }: { profile: ProgressProfile | null }) {
  const { result, retry } = useThunkResult(() => loadProgressSummary(), 'summary', 'Your progress could not be loaded.');
  if (result.status === 'loading') return <LoadingPlaceholder label="Loading your progress…" blocks={['h-24', 'h-24', 'h-24']} className="grid gap-3 sm:grid-cols-3" />;
  if (result.status === 'failed') return <RetryAlert message={result.message} onRetry={retry} />;

  const summary = result.value;
  if (summary.totalAttempts === 0) {
    return (
      <EmptyState icon={<BarChart3 />} title="No practice results yet">
        Answer a practice question above: your attempts this week, your practice streak and your scores by skill will appear here.
      </EmptyState>
    );
  }

  const exam = examCountdownText(profile);
  const target = profile?.targetScore ?? null;
  const streakNote = summary.streak.days > 0 && !summary.streak.practisedToday ? 'Practise today to keep it going.' : undefined;
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat label="Attempts this week" value={String(summary.attemptsThisWeek)} note={`${summary.totalAttempts} in all`} />
        <Stat label="Practice streak" value={summary.streak.days === 1 ? '1 day' : `${summary.streak.days} days`} note={streakNote} />
        <Stat label="Exam countdown" value={exam.value} note={exam.note} />
      </dl>
      <div className="grid gap-5 md:grid-cols-2">
        <section aria-labelledby="skill-averages-heading" className="flex flex-col gap-3">
          <h3 id="skill-averages-heading" className="text-sm font-semibold">
            Average by skill (10–90)
          </h3>
          <ul className="flex flex-col gap-3">
            {summary.skills.map((skill) => {
              const title = sectionTitles[skill.skill] ?? skill.skill;
              const attempts = skill.attempts === 1 ? '1 attempt' : `${skill.attempts} attempts`;
              return (
                <li key={skill.skill} className="flex flex-col gap-1.5">
                  <span className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-medium">{title}</span>
                    <span className="tabular-nums">
                      {skill.average}
                      <span className="text-muted-foreground">
                        {' '}
                        from {attempts}
                        {againstTarget(skill.average, target)}
                      </span>
                    </span>
                  </span>
                  <Progress aria-label={`${title} average`} getValueLabel={() => `${skill.average} of 90`} value={skill.average - 10} max={80} />
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="weakest-types-heading" className="flex flex-col gap-3">
          <h3 id="weakest-types-heading" className="text-sm font-semibold">
            Task types to work on
          </h3>
          <ol className="flex flex-col gap-2">
            {summary.weakestTypes.map((weak) => {
              const type = questionTypes[weak.type];
              return (
                <li key={weak.type} className="flex items-center justify-between gap-3 rounded-lg border p-3 text-sm">
                  <span className="flex flex-col">
                    <span className="font-medium">{type.title}</span>
                    <span className="text-muted-foreground">
                      Average {weak.average} from {weak.attempts === 1 ? '1 attempt' : `${weak.attempts} attempts`}
                    </span>
                  </span>
                  <Link to={practiceRoute(type)} className="font-medium text-primary underline-offset-4 hover:underline">
                    Practise<span className="sr-only"> {type.title}</span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      </div>
    </div>
  );
}
