import { practiceRoute, questionTypesInSection, sections } from '@pte/exam';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { selectProfile, selectProfileStatus, selectUser } from '@/features/auth/auth-slice';
import { accentLabels } from '@/features/settings/settings-form-schema';
import { computeExamCountdown, daysLeftText, formatExamDate } from '@/features/dashboard/exam-countdown';
import { ProgressSummaryCard } from '@/features/dashboard/progress-summary-card';
import { LatestTestCard } from '@/features/mock-tests/latest-test-card';
import { sectionIcons } from '@/features/navigation/section-icons';
import { paths } from '@/lib/paths';
import { useAppSelector } from '../hooks';

function SummaryItem({ label, value, action }: { label: string; value: string; action?: { text: string; to: string } }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-background p-4">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-base font-semibold">{value}</dd>
      {action && (
        <dd>
          <Link to={action.to} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {action.text}
          </Link>
        </dd>
      )}
    </div>
  );
}

/** `/dashboard`: a welcome, the learner's profile at a glance, the practice sections, the latest mock test and progress. */
export function DashboardRoute() {
  const user = useAppSelector(selectUser);
  const profile = useAppSelector(selectProfile);
  const profileStatus = useAppSelector(selectProfileStatus);
  const name = profile?.displayName || user?.name || '';
  const countdown = profile ? computeExamCountdown(profile.examDate, profile.createdAt) : null;

  let examValue = 'Not set';
  if (countdown?.kind === 'upcoming' && profile?.examDate) examValue = `${formatExamDate(profile.examDate)} · ${daysLeftText(countdown.daysLeft)}`;
  if (countdown?.kind === 'today') examValue = 'Today';
  if (countdown?.kind === 'past' && profile?.examDate) examValue = `${formatExamDate(profile.examDate)} (passed)`;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{name ? `Welcome, ${name.split(/\s+/)[0]}` : 'Welcome'}</h1>
        <p className="mt-1 text-sm text-muted-foreground">Pick a task type to practise, or check your profile below.</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Your profile</CardTitle>
          <CardDescription>{user?.email}</CardDescription>
        </CardHeader>
        <CardContent>
          {profile ? (
            <dl className="grid gap-3 sm:grid-cols-3">
              <SummaryItem
                label="Exam date"
                value={examValue}
                action={countdown?.kind === 'no-date' ? { text: 'Set your exam date', to: paths.settings } : undefined}
              />
              <SummaryItem
                label="Target score"
                value={profile.targetScore === null ? 'Not set' : `${profile.targetScore} / 90`}
                action={profile.targetScore === null ? { text: 'Choose a target', to: paths.settings } : undefined}
              />
              <SummaryItem label="Accent" value={accentLabels[profile.accent]} />
            </dl>
          ) : profileStatus === 'failed' ? (
            <p className="text-sm text-muted-foreground">Your profile could not be loaded. Check your connection and reload the page.</p>
          ) : (
            <div aria-busy="true" className="grid gap-3 sm:grid-cols-3">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          )}
        </CardContent>
      </Card>

      <section aria-labelledby="practice-heading" className="flex flex-col gap-3">
        <h2 id="practice-heading" className="text-lg font-semibold">
          Practice
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {sections.map((section) => {
            const Icon = sectionIcons[section.id];
            const types = questionTypesInSection(section.id);
            return (
              <Card key={section.id}>
                <CardHeader>
                  <CardTitle as="h3" className="flex items-center gap-2 text-base">
                    <Icon aria-hidden className="size-4 text-primary" />
                    {section.title}
                  </CardTitle>
                  <CardDescription>{`${types.length} task types`}</CardDescription>
                </CardHeader>
                <CardContent className="pt-3">
                  <ul className="flex flex-wrap gap-x-3 gap-y-1.5 text-sm">
                    {types.map((type) => (
                      <li key={type.id}>
                        <Link to={practiceRoute(type)} className="text-primary underline-offset-4 hover:underline">
                          {type.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="mock-test-heading" className="flex flex-col gap-3">
        <h2 id="mock-test-heading" className="text-lg font-semibold">
          Mock tests
        </h2>
        <LatestTestCard />
      </section>

      <section aria-labelledby="progress-heading" className="flex flex-col gap-3">
        <h2 id="progress-heading" className="text-lg font-semibold">
          Your progress
        </h2>
        <ProgressSummaryCard profile={profile} />
      </section>
    </div>
  );
}
