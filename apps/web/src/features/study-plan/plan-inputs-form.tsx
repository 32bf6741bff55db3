import { useState } from 'react';
import type { StudyPlanInputs } from '@pte/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useZodForm, type FieldErrors } from '@/lib/zod-form';
import { planFormSchema, type PlanFormValues } from './plan-form-schema';
import type { PlanChangeFailure } from './study-plan-requests';

/**
 * The plan's inputs: exam date, target score and minutes a day. `onSave` answers null when saved, or why not; the
 * server's field problems are shown next to their fields.
 */
export function PlanInputsForm({
  initialValues,
  submitLabel,
  onSave,
}: {
  initialValues: PlanFormValues;
  submitLabel: string;
  onSave(inputs: Required<Omit<StudyPlanInputs, 'timeZone'>>): Promise<PlanChangeFailure | null>;
}) {
  const { values, errors, setValue, handleSubmit, setFieldErrors, formRef } = useZodForm(planFormSchema, initialValues);
  const [busy, setBusy] = useState(false);

  const onSubmit = handleSubmit(async (inputs) => {
    setBusy(true);
    const failure = await onSave(inputs);
    setBusy(false);
    if (failure?.fieldErrors) setFieldErrors(failure.fieldErrors as FieldErrors<keyof PlanFormValues & string>);
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} aria-label="Study plan inputs" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="Exam date" hint="The plan runs up to the day before." error={errors.examDate}>
          <Input type="date" name="examDate" value={values.examDate} onChange={(event) => setValue('examDate', event.target.value)} />
        </FormField>
        <FormField label="Target score" hint="Your overall goal, 10 to 90." error={errors.targetScore}>
          <Input name="targetScore" inputMode="numeric" autoComplete="off" value={values.targetScore} onChange={(event) => setValue('targetScore', event.target.value)} />
        </FormField>
        <FormField label="Minutes per day" hint="How long you can practise each day, 10 to 600." error={errors.minutesPerDay}>
          <Input name="minutesPerDay" inputMode="numeric" autoComplete="off" value={values.minutesPerDay} onChange={(event) => setValue('minutesPerDay', event.target.value)} />
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner />}
          {busy ? 'Planning…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
