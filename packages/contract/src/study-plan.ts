import { questionTypeIds } from '@pte/exam';
import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { timeZoneSchema } from './study-history';

/** How far ahead a study plan reaches: an exam more than this many years away is refused. */
const planYearsAhead = 2;

/** The message of an exam date more than {@link planYearsAhead} years away. */
export const farExamDateMessage = `Your exam date is more than ${planYearsAhead} years away. Choose a date within the next ${planYearsAhead} years.`;

/** The latest exam date a plan made on `today` (`YYYY-MM-DD`) accepts: the same day, two years on. */
export function latestPlanExamDate(today: string): string {
  return `${Number(today.slice(0, 4)) + planYearsAhead}${today.slice(4)}`;
}

/** Query of `GET /study-plan`: the learner's time zone now, in which "today" and the done counts are read. */
export const studyPlanQuerySchema = z.object({ timeZone: timeZoneSchema });

/**
 * `PUT /study-plan` body: the plan's inputs. A field left out keeps the current plan's value, else the profile's
 * (exam date, target score); the exam date must be from today (in `timeZone`) to two years ahead.
 */
export const studyPlanInputsSchema = z
  .object({
    examDate: z.iso.date('Give the exam date as YYYY-MM-DD').optional(),
    targetScore: z.number({ error: 'The target score is a number from 10 to 90' }).int('The target score is a whole number').min(10, 'Target scores run from 10 to 90').max(90, 'Target scores run from 10 to 90').optional(),
    minutesPerDay: z
      .number({ error: 'Minutes per day is a number from 10 to 600' })
      .int('Minutes per day is a whole number')
      .min(10, 'Plan at least 10 minutes a day')
      .max(600, 'Plan at most 600 minutes (10 hours) a day')
      .optional(),
    timeZone: timeZoneSchema,
  })
  .strict();

/** The body of `PUT /study-plan`, as read. */
export type StudyPlanInputs = z.infer<typeof studyPlanInputsSchema>;

/** `POST /study-plan/regenerate` body: the learner's time zone now (today's date is read in it). */
export const regenerateStudyPlanRequestSchema = z.object({ timeZone: timeZoneSchema }).strict();

/**
 * What a timed set is, in words for the learner: a sitting of every task type under exam timings, taken as a mock
 * test on the Mock Tests page (the plan's day links there).
 */
export const timedSetDescription = 'Timed set: every task type under exam timings. Take the mini mock test (about 30 minutes) or a full mock test on the Mock Tests page.';

const countSchema = z.number().int().min(0);

/** Planned practice of one task type on one day: how many items, how many the learner has done that day. */
const practiceItemSchema = z.object({
  kind: z.literal('practice'),
  type: z.enum(questionTypeIds),
  planned: countSchema,
  /** The learner's answers of this type on this day (in the plan's time zone): practice attempts and mock-test items. */
  done: countSchema,
  /** The part of `planned` carried over from earlier days that were not finished. */
  carriedOver: countSchema,
  /** Minutes the planned items take, feedback reading included. */
  minutes: countSchema,
});

/** A full timed set (one item of every task type, under exam timings), taken as a mock test. */
const timedSetItemSchema = z.object({
  kind: z.literal('timed-set'),
  types: z.array(z.enum(questionTypeIds)),
  /** How many of `types` the learner answered on this day, in practice or in a mock test. */
  done: countSchema,
  minutes: countSchema,
  description: z.string(),
});

/** One planned day: its date, whether it is the light day before the exam, and its items. */
const planDaySchema = z.object({
  date: z.iso.date(),
  light: z.boolean(),
  items: z.array(z.discriminatedUnion('kind', [practiceItemSchema, timedSetItemSchema])),
  minutes: countSchema,
});

/** A planned day, with done counts. */
export type StudyPlanDay = z.infer<typeof planDaySchema>;

/** A planned item: practice of one task type, or a timed set. */
export type StudyPlanItem = StudyPlanDay['items'][number];

/**
 * The learner's study plan: its inputs, today (with what was carried over from unfinished days and what is done)
 * and the days after today up to the day before the exam.
 */
const studyPlanSchema = z.object({
  examDate: z.iso.date(),
  targetScore: z.number().int().min(10).max(90),
  minutesPerDay: z.number().int().min(10).max(600),
  timeZone: z.string(),
  /** When the upcoming days were last generated (they are regenerated from new results after a week). */
  generatedAt: z.iso.datetime(),
  /** Today's date in the learner's time zone. */
  today: z.iso.date(),
  /** Days from today to the exam (0 on exam day, negative once it has passed). */
  daysToExam: z.number().int(),
  /** Today's plan; null from exam day on. */
  todayPlan: planDaySchema.nullable(),
  /** The days after today, up to the day before the exam. */
  upcoming: z.array(planDaySchema),
});

/** The learner's study plan as the API returns it. */
export type StudyPlan = z.infer<typeof studyPlanSchema>;

/** `GET /study-plan` answers `{ data: plan }`, or `{ data: null }` when the learner has none. */
export const studyPlanResponseSchema = dataEnvelope(studyPlanSchema.nullable());

/** `PUT /study-plan` and `POST /study-plan/regenerate` answer `{ data: plan }`. */
export const savedStudyPlanResponseSchema = dataEnvelope(studyPlanSchema);
