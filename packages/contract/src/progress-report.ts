import { enablingSkills, questionTypeIds, type EnablingSkillId } from '@pte/exam';
import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { skillIds, timeZoneSchema } from './study-history';

/** How many weeks the report's trends cover, the current one included. */
export const reportWeeks = 12;

/** How many days the report's attempts per day cover, today included. */
export const reportDays = 30;

/** How many of the latest attempts feeding a skill its predicted band rests on, at most. */
export const predictionWindow = 20;

/** The fewest attempts feeding a skill that give it a predicted band. */
export const minimumAttemptsForPrediction = 3;

/** How many task types the report names as the ones that would gain most. */
export const topGainCount = 3;

/** Query of `GET /progress/report`: the learner's time zone, in which days and weeks are counted. */
export const progressReportQuerySchema = z.object({ timeZone: timeZoneSchema });

const score = z.number().int().min(10).max(90);
const skill = z.enum(skillIds);
const enablingSkillIds = enablingSkills.map((entry) => entry.id) as [EnablingSkillId, ...EnablingSkillId[]];
const isoDay = z.iso.date();

/** A learner's week, Monday first, as `YYYY-MM-DD` of its Monday in their time zone. */
const weekStart = isoDay.describe('The Monday that starts the week, in the learner’s time zone');

/** One week of the skill trend: the 10–90 average of each skill practised that week. */
const skillWeekSchema = z.object({
  weekStart,
  skills: z.array(z.object({ skill, average: score, attempts: z.number().int().min(1) })),
});

/** One week of the enabling-skill trend: each enabling skill marked that week as a percentage of the trait maxima. */
const enablingWeekSchema = z.object({
  weekStart,
  skills: z.array(
    z.object({
      skill: z.enum(enablingSkillIds),
      percent: z.number().int().min(0).max(100).describe('100 × the points given ÷ the most points possible, over that week’s marks of the skill’s traits'),
      attempts: z.number().int().min(1).describe('How many attempts marked this enabling skill that week'),
    }),
  ),
});

/** A predicted 10–90 band of one skill (see docs/product-behaviour.md#progress-report). */
const bandSchema = z
  .object({ centre: score, low: score, high: score })
  .describe(
    'centre: the mean of the scores of the latest attempts feeding the skill (at most 20), rounded. low–high: centre ± t × s ÷ √n, where s is the sample standard deviation of those n scores and t the two-sided 95 % Student t quantile for n − 1 degrees of freedom (wider with fewer attempts), at least ± 2 points, rounded and clamped to 10–90.',
  );

/**
 * `GET /progress/report` answers `{ data: report }`: the learner's target, their skill and enabling-skill trends by
 * week, averages per task type, attempts per day, a predicted band per skill with the distance to the target, and
 * the task types that would gain most. Weeks and days are the learner's, in `timeZone`; trends run oldest first
 * and include weeks and days without practice.
 */
export const progressReportResponseSchema = dataEnvelope(
  z.object({
    targetScore: score.nullable().describe('The target score of the learner’s profile, or null when none is set'),
    skillsOverTime: z.array(skillWeekSchema).length(reportWeeks).describe('The last 12 weeks, oldest first, the current week last'),
    taskTypes: z
      .array(z.object({ type: z.enum(questionTypeIds), average: score, best: score, attempts: z.number().int().min(1) }))
      .describe('Every task type the learner has a scored attempt of, in sidebar order'),
    enablingSkillsOverTime: z.array(enablingWeekSchema).length(reportWeeks).describe('The last 12 weeks, oldest first'),
    attemptsPerDay: z
      .array(z.object({ day: isoDay, attempts: z.number().int().min(0) }))
      .length(reportDays)
      .describe('The last 30 days, oldest first, today last, days without practice as 0'),
    predictions: z
      .array(
        z.object({
          skill,
          attempts: z.number().int().min(0).describe('How many attempts the band rests on: the latest attempts feeding the skill, at most 20'),
          band: bandSchema.nullable().describe('Null when fewer than 3 attempts feed the skill'),
          gapToTarget: z.number().int().nullable().describe('target − centre: points still to gain (0 or less when at or above target); null without a target or a band'),
        }),
      )
      .length(skillIds.length)
      .describe('One entry per skill, in section order'),
    overall: z.object({
      predicted: score.nullable().describe('The mean of the four skills’ band centres, rounded; null until every skill has a band'),
      gapToTarget: z.number().int().nullable().describe('target − predicted; null without a target or an overall prediction'),
    }),
    topGains: z
      .array(
        z.object({
          type: z.enum(questionTypeIds),
          average: score.nullable().describe('The type’s 10–90 average, or null when never practised'),
          attempts: z.number().int().min(0),
          skills: z.number().int().min(1).describe('How many skills the type feeds'),
          expectedGain: z
            .number()
            .int()
            .min(1)
            .describe('(target, or 90 without one, − the type’s average, or − 10 when never practised) × the skills it feeds'),
          practicePath: z.string().describe('The type’s practice page'),
        }),
      )
      .max(topGainCount)
      .describe('The task types with the largest expected gain in skill points, largest first; ties go to the less practised type'),
  }),
);

/** The learner's progress report. */
export type ProgressReport = z.infer<typeof progressReportResponseSchema>['data'];
