import type { StudyPlan, StudyPlanInputs } from '@pte/contract';
import { CalendarCheck, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { useThunkResult } from '@/app/use-thunk-result';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-field';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PlanInputsForm } from './plan-inputs-form';
import { longDayLabel, minutesLabel } from './plan-dates';
import { planFormValuesOf, type PlanDefaults } from './plan-form-schema';
import { deleteStudyPlan, loadStudyPlan, regenerateStudyPlan, saveStudyPlan, type PlanChangeFailure } from './study-plan-requests';
import { TodaysPractice } from './todays-practice';
import { UpcomingWeeks } from './upcoming-weeks';

type Notice = { tone: 'error' | 'success'; text: string };

function examText(plan: StudyPlan): string {
  if (plan.daysToExam > 1) return `Your exam is on ${longDayLabel(plan.examDate)}, in ${plan.daysToExam} days.`;
  if (plan.daysToExam === 1) return `Your exam is tomorrow, ${longDayLabel(plan.examDate)}.`;
  if (plan.daysToExam === 0) return 'Your exam is today. Good luck!';
  return 'Your exam date has passed. Set a new date below to plan again.';
}

/** The plan itself: today's practice, the days ahead, and its inputs with regenerate and delete. */
function PlanView({
  plan,
  onSave,
  onRegenerate,
  onDelete,
  busy,
}: {
  plan: StudyPlan;
  onSave(inputs: Required<Omit<StudyPlanInputs, 'timeZone'>>): Promise<PlanChangeFailure | null>;
  onRegenerate(): void;
  onDelete(): void;
  busy: boolean;
}) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Today</CardTitle>
          <CardDescription>{examText(plan)} Items tick off as you practise them; what you leave unfinished moves to the next day.</CardDescription>
        </CardHeader>
        <CardContent>{plan.todayPlan ? <TodaysPractice day={plan.todayPlan} /> : <p className="text-sm text-muted-foreground">Nothing is planned for today.</p>}</CardContent>
      </Card>
      <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
        <h2 id="upcoming-heading" className="text-lg font-semibold">
          Days ahead
        </h2>
        <UpcomingWeeks days={plan.upcoming} />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Plan inputs</CardTitle>
          <CardDescription>
            Target {plan.targetScore} / 90, {minutesLabel(plan.minutesPerDay)} a day. The days ahead were planned from your results on {longDayLabel(plan.generatedAt.slice(0, 10))}
            ; they are planned again each week, or now if you regenerate.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <PlanInputsForm key={`${plan.examDate} ${plan.targetScore} ${plan.minutesPerDay}`} initialValues={planFormValuesOf(plan, { examDate: null, targetScore: null })} submitLabel="Update plan" onSave={onSave} />
          <div className="flex flex-wrap gap-3 border-t pt-5">
            <Button variant="outline" onClick={onRegenerate} disabled={busy}>
              <RefreshCw aria-hidden />
              Regenerate from my latest results
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" disabled={busy}>
                  <Trash2 aria-hidden />
                  Delete plan
                </Button>
              }
              title="Delete your study plan?"
              description="Your plan and its days are removed. Your attempts and scores are kept."
              confirmLabel="Delete plan"
              onConfirm={onDelete}
            />
          </div>
        </CardContent>
      </Card>
    </>
  );
}

/**
 * The Study Plan: a day-by-day plan to the exam from the learner's exam date, target, minutes a day and results.
 * Without a plan, a form (prefilled with the profile's exam date and target, `defaults`) creates one.
 */
export function StudyPlanPage({ defaults }: { defaults: PlanDefaults }) {
  const dispatch = useAppDispatch();
  const { result, retry } = useThunkResult(() => loadStudyPlan(), 'plan', 'Could not load your study plan.');
  // The plan as last changed on this page, replacing the loaded one.
  const [changed, setChanged] = useState<{ plan: StudyPlan | null } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  /** Shows the outcome of a change: the changed plan and `success`, or why it failed (also answered, for the form). */
  function settle(outcome: { meta: { requestStatus: 'fulfilled' | 'rejected' }; payload?: unknown }, success: string): PlanChangeFailure | null {
    setBusy(false);
    if (outcome.meta.requestStatus === 'fulfilled') {
      setChanged({ plan: (outcome.payload as StudyPlan | null | undefined) ?? null });
      setNotice({ tone: 'success', text: success });
      return null;
    }
    const failure = (outcome.payload as PlanChangeFailure | undefined) ?? { message: 'Something went wrong. Please try again.' };
    setNotice({ tone: 'error', text: failure.message });
    return failure;
  }

  function starting() {
    setBusy(true);
    setNotice(null);
  }

  const save = async (inputs: Required<Omit<StudyPlanInputs, 'timeZone'>>, success: string) => {
    starting();
    return settle(await dispatch(saveStudyPlan(inputs)), success);
  };
  const regenerate = async () => {
    starting();
    settle(await dispatch(regenerateStudyPlan()), 'Your days ahead have been planned again from your latest results.');
  };
  const remove = async () => {
    starting();
    settle(await dispatch(deleteStudyPlan()), 'Your study plan has been deleted.');
  };
  const plan = changed ? changed.plan : result.status === 'loaded' ? result.value : undefined;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Study Plan</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          What to practise each day until your exam, weighted towards your weakest task types, with timed sets before the exam.
        </p>
      </div>
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}

      {plan === undefined && result.status === 'loading' && <LoadingPlaceholder label="Loading your study plan…" blocks={['h-40', 'h-24', 'h-24']} />}
      {plan === undefined && result.status === 'failed' && <RetryAlert message={result.message} onRetry={retry} />}
      {plan === null && (
        <>
          <EmptyState icon={<CalendarCheck />} title="You have no study plan yet">
            Tell us your exam date, your target score and how long you can practise each day, and we plan every day until the exam from your results so far.
          </EmptyState>
          <Card>
            <CardHeader>
              <CardTitle>Create your plan</CardTitle>
            </CardHeader>
            <CardContent>
              <PlanInputsForm initialValues={planFormValuesOf(null, defaults)} submitLabel="Create my plan" onSave={(inputs) => save(inputs, 'Your study plan is ready.')} />
            </CardContent>
          </Card>
        </>
      )}
      {plan && (
        <PlanView
          plan={plan}
          busy={busy}
          onSave={(inputs) => save(inputs, 'Your study plan has been updated.')}
          onRegenerate={() => void regenerate()}
          onDelete={() => void remove()}
        />
      )}
    </div>
  );
}
