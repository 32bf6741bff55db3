import { questionTypeIds, questionTypes, type QuestionTypeId } from '@pte/exam';
import { z } from 'zod';
import { addDays, daysBetween } from '../progress/learner-calendar';

/** Time to read an item's feedback (and, for listening, to hear its recording), added to each item's exam timing. */
const feedbackSecondsPerItem = 60;

/**
 * Minutes one practice item of each task type takes: the real test's timings from the registry (audio lead-in,
 * preparation, and the answer time or the fair share of a section clock) plus {@link feedbackSecondsPerItem},
 * rounded up to whole minutes. The one table the plan's minutes are counted in.
 */
export const minutesPerItem = Object.fromEntries(
  questionTypeIds.map((type) => {
    const { audioLeadSeconds = 0, prepareSeconds = 0, answerSeconds, suggestedSeconds } = questionTypes[type].timings;
    const seconds = audioLeadSeconds + prepareSeconds + (answerSeconds ?? suggestedSeconds ?? 0) + feedbackSecondsPerItem;
    return [type, Math.ceil(seconds / 60)];
  }),
) as Record<QuestionTypeId, number>;

const plannedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('practice'), type: z.enum(questionTypeIds), count: z.number().int().min(1) }),
  z.object({ kind: z.literal('timed-set'), types: z.array(z.enum(questionTypeIds)) }),
]);

/** A planned item: `count` items of one task type, or a timed set of one item of each of `types`. */
type PlannedItem = z.infer<typeof plannedItemSchema>;

/** The days of a plan as stored (`study_plans.days`): each date, whether it is the light day, and its items. */
export const plannedDaysSchema = z.array(z.object({ date: z.iso.date(), light: z.boolean(), items: z.array(plannedItemSchema) }));

/** One planned day. */
export type PlannedDay = z.infer<typeof plannedDaysSchema>[number];

/** Minutes a planned item takes. */
export function itemMinutes(item: PlannedItem): number {
  return item.kind === 'practice' ? item.count * minutesPerItem[item.type] : item.types.reduce((sum, type) => sum + minutesPerItem[type], 0);
}

/** The learner's measured 10–90 average of one task type and how many scored attempts it rests on. */
interface TypeAverage {
  average: number;
  attempts: number;
}

/** What a plan is made from. Dates are `YYYY-MM-DD` in the learner's time zone. */
export interface PlanInputs {
  today: string;
  examDate: string;
  targetScore: number;
  minutesPerDay: number;
  /** Measured averages per task type; a type missing here is unpractised. */
  averages: Partial<Record<QuestionTypeId, TypeAverage>>;
}

/** How much a type needs practice when it has no scored attempt yet: as much as one 15 points below target. */
const unpractisedNeed = 1;

/**
 * How much a type needs practice: more the further its average is below the target (each 20 points below counts
 * one more unit), at least a little when it is above, and {@link unpractisedNeed} when it was never scored.
 */
function needOf(average: TypeAverage | undefined, targetScore: number): number {
  if (!average || average.attempts === 0) return unpractisedNeed;
  return Math.min(2.5, Math.max(0.25, 0.25 + (targetScore - average.average) / 20));
}

/** Each type's share of practice time: its need times the number of skills it feeds. */
function typeWeights({ averages, targetScore }: Pick<PlanInputs, 'averages' | 'targetScore'>): Record<QuestionTypeId, number> {
  return Object.fromEntries(questionTypeIds.map((type) => [type, needOf(averages[type], targetScore) * questionTypes[type].skills.length])) as Record<QuestionTypeId, number>;
}

/** Days before the exam that hold a timed set: two in the last two weeks when the exam is 3 weeks away or more. */
function timedSetOffsets(daysToExam: number): number[] {
  return daysToExam >= 21 ? [9, 2] : [2];
}

/**
 * Fills days with practice by weighted fair sharing of minutes: each next item goes to the type that would have
 * had the least time for its weight after it, among those that still fit the day. The minutes each type was given
 * carry from day to day, so over the plan every type gets time in proportion to its weight, and days vary.
 */
function createDayFiller(weights: Record<QuestionTypeId, number>) {
  const given = Object.fromEntries(questionTypeIds.map((type) => [type, 0])) as Record<QuestionTypeId, number>;
  return (budget: number): PlannedItem[] => {
    const counts = new Map<QuestionTypeId, number>();
    let left = budget;
    for (;;) {
      let best: QuestionTypeId | undefined;
      let bestFinish = Infinity;
      for (const type of questionTypeIds) {
        if (minutesPerItem[type] > left) continue;
        const finish = (given[type] + minutesPerItem[type]) / weights[type];
        if (finish < bestFinish) [best, bestFinish] = [type, finish];
      }
      if (!best) break;
      given[best] += minutesPerItem[best];
      left -= minutesPerItem[best];
      counts.set(best, (counts.get(best) ?? 0) + 1);
    }
    // In the registry's order (the sidebar's), so a day reads section by section.
    return questionTypeIds.flatMap((type) => {
      const count = counts.get(type);
      return count ? [{ kind: 'practice' as const, type, count }] : [];
    });
  };
}

/**
 * A day-by-day study plan from `today` to the day before the exam (none when the exam is today): each day holds
 * practice that fits `minutesPerDay`, weighted towards weak and unpractised types and types feeding more skills;
 * timed sets (taken as mock tests) two days before the exam and, when it is 3 weeks away or more, also nine
 * days before; and a light day (a third of the minutes) just before it. Pure and deterministic.
 */
export function generatePlan(inputs: PlanInputs): PlannedDay[] {
  const daysToExam = daysBetween(inputs.today, inputs.examDate);
  const fill = createDayFiller(typeWeights(inputs));
  const timedSetDays = new Set(timedSetOffsets(daysToExam).map((offset) => addDays(inputs.examDate, -offset)));
  const days: PlannedDay[] = [];
  for (let offset = 0; offset < daysToExam; offset += 1) {
    const date = addDays(inputs.today, offset);
    const light = offset === daysToExam - 1;
    if (timedSetDays.has(date) && !light) {
      days.push({ date, light, items: [{ kind: 'timed-set', types: [...questionTypeIds] }] });
    } else {
      days.push({ date, light, items: fill(light ? Math.ceil(inputs.minutesPerDay / 3) : inputs.minutesPerDay) });
    }
  }
  return days;
}
