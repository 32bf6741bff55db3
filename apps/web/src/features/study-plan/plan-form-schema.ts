import { farExamDateMessage, latestPlanExamDate, pastExamDateMessage, type StudyPlan, type StudyPlanInputs } from '@pte/contract';
import { z } from 'zod';
import { browserToday } from '@/lib/time-zone';

/** The plan form's fields, as typed. */
export interface PlanFormValues extends Record<string, string> {
  examDate: string;
  targetScore: string;
  minutesPerDay: string;
}

/** What the form starts from when there is no plan yet: the profile's exam date and target. */
export interface PlanDefaults {
  examDate: string | null;
  targetScore: number | null;
}

/** A whole number from `min` to `max` typed in a field, with `message` when it is not one. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

/** Validates the plan form (an exam date from today, in this browser's calendar, to two years ahead) into a `PUT /study-plan` body. */
export const planFormSchema: z.ZodType<Required<Omit<StudyPlanInputs, 'timeZone'>>, PlanFormValues> = z.object({
  examDate: z
    .string()
    .trim()
    .min(1, 'Choose your exam date.')
    .pipe(z.iso.date('Enter a real date, like 2027-03-14.'))
    .refine((value) => value >= browserToday(), pastExamDateMessage)
    .refine((value) => value <= latestPlanExamDate(browserToday()), farExamDateMessage),
  targetScore: wholeNumber(10, 90, 'Enter a whole number from 10 to 90.'),
  minutesPerDay: wholeNumber(10, 600, 'Enter a whole number of minutes from 10 to 600.'),
});

/** The form's values: the plan's inputs, else the profile's exam date and target with 30 minutes a day. */
export function planFormValuesOf(plan: StudyPlan | null, defaults: PlanDefaults): PlanFormValues {
  if (plan) return { examDate: plan.examDate, targetScore: String(plan.targetScore), minutesPerDay: String(plan.minutesPerDay) };
  return { examDate: defaults.examDate ?? '', targetScore: defaults.targetScore === null ? '' : String(defaults.targetScore), minutesPerDay: '30' };
}
