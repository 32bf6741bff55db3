import { questionTypeIds } from '@pte/exam';
import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { skillIds, timeZoneSchema } from './study-history';

/** Query of `GET /progress/summary`: the learner's time zone, in which weeks and days are counted. */
export const progressSummaryQuerySchema = z.object({ timeZone: timeZoneSchema });

/** An average on the 10–90 scale and how many attempts it rests on. */
const averageSchema = z.object({ average: z.number().min(10).max(90), attempts: z.number().int().min(1) });

/**
 * `GET /progress/summary` answers `{ data: summary }`: attempts this week (from Monday), the practice streak
 * (consecutive days with an attempt, ending today or yesterday), the average per skill fed, and the three task
 * types with the lowest average.
 */
export const progressSummaryResponseSchema = dataEnvelope(
  z.object({
    totalAttempts: z.number().int().min(0),
    attemptsThisWeek: z.number().int().min(0),
    streak: z.object({ days: z.number().int().min(0), practisedToday: z.boolean() }),
    skills: z.array(averageSchema.extend({ skill: z.enum(skillIds) })),
    weakestTypes: z.array(averageSchema.extend({ type: z.enum(questionTypeIds) })).max(3),
  }),
);

/** The learner's progress summary. */
export type ProgressSummary = z.infer<typeof progressSummaryResponseSchema>['data'];
