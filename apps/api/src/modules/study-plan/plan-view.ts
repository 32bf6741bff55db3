import { timedSetDescription, type StudyPlan, type StudyPlanDay, type StudyPlanItem } from '@pte/contract';
import { questionTypeIds, type QuestionTypeId } from '@pte/exam';
import { addDays, daysBetween } from '../progress/learner-calendar';
import { itemMinutes, minutesPerItem, type PlannedDay } from './plan-generator';
import type { StoredPlan } from './study-plan.repository';

/** How many past days are looked back at for unfinished practice to carry into today. */
export const rollForwardDays = 7;

/** Today's items may reach this many times the learner's minutes per day with what is carried over. */
const carriedDayLimit = 1.5;

/** How many attempts the learner made of a task type on a day: `doneOn(day, type)`. */
type DoneCounts = (day: string, type: QuestionTypeId) => number;

/** A lookup of attempts per day and task type, from the repository's rows. */
export function doneCountsOf(rows: readonly { day: string; type: string; attempts: number }[]): DoneCounts {
  const byKey = new Map(rows.map((row) => [`${row.day} ${row.type}`, row.attempts]));
  return (day, type) => byKey.get(`${day} ${type}`) ?? 0;
}

/** Unfinished practice of the last {@link rollForwardDays} days before `today`: items still to do per type. */
function unfinishedBefore(days: readonly PlannedDay[], today: string, doneOn: DoneCounts): Map<QuestionTypeId, number> {
  const unfinished = new Map<QuestionTypeId, number>();
  const from = addDays(today, -rollForwardDays);
  for (const day of days) {
    if (day.date < from || day.date >= today) continue;
    for (const item of day.items) {
      if (item.kind !== 'practice') continue;
      const missing = item.count - doneOn(day.date, item.type);
      if (missing > 0) unfinished.set(item.type, (unfinished.get(item.type) ?? 0) + missing);
    }
  }
  return unfinished;
}

/** A planned day as shown: each item with what is done on that day and its minutes. */
function dayView(day: PlannedDay, doneOn: DoneCounts): StudyPlanDay {
  const items = day.items.map((item): StudyPlanItem =>
    item.kind === 'practice'
      ? { kind: 'practice', type: item.type, planned: item.count, done: doneOn(day.date, item.type), carriedOver: 0, minutes: itemMinutes(item) }
      : {
          kind: 'timed-set',
          types: item.types,
          done: item.types.filter((type) => doneOn(day.date, type) > 0).length,
          minutes: itemMinutes(item),
          description: timedSetDescription,
        },
  );
  return { date: day.date, light: day.light, items, minutes: items.reduce((sum, item) => sum + item.minutes, 0) };
}

/**
 * Today with unfinished practice of earlier days carried in (never on the light day before the exam), one item at a
 * time in the registry's order while the day stays within {@link carriedDayLimit} times the minutes per day.
 */
function todayWithCarriedOver(plan: StoredPlan, today: string, doneOn: DoneCounts): StudyPlanDay {
  const planned = plan.days.find((day) => day.date === today) ?? { date: today, light: false, items: [] };
  const view = dayView(planned, doneOn);
  if (planned.light) return view;
  const unfinished = unfinishedBefore(plan.days, today, doneOn);
  let room = Math.floor(plan.minutesPerDay * carriedDayLimit) - view.minutes;
  const items = [...view.items];
  for (const type of questionTypeIds) {
    let carried = 0;
    while (carried < (unfinished.get(type) ?? 0) && minutesPerItem[type] <= room) {
      carried += 1;
      room -= minutesPerItem[type];
    }
    if (carried === 0) continue;
    const index = items.findIndex((item) => item.kind === 'practice' && item.type === type);
    const existing = items[index];
    const minutes = carried * minutesPerItem[type];
    if (existing?.kind === 'practice') items[index] = { ...existing, planned: existing.planned + carried, carriedOver: carried, minutes: existing.minutes + minutes };
    else items.push({ kind: 'practice', type, planned: carried, done: doneOn(today, type), carriedOver: carried, minutes });
  }
  return { ...view, items, minutes: items.reduce((sum, item) => sum + item.minutes, 0) };
}

/** The learner's plan as shown on `today`: today's items with done counts and carried-over practice, and the days after. */
export function planView(plan: StoredPlan, today: string, doneOn: DoneCounts): StudyPlan {
  const daysToExam = daysBetween(today, plan.examDate);
  return {
    examDate: plan.examDate,
    targetScore: plan.targetScore,
    minutesPerDay: plan.minutesPerDay,
    timeZone: plan.timeZone,
    generatedAt: plan.updatedAt.toISOString(),
    today,
    daysToExam,
    todayPlan: daysToExam > 0 ? todayWithCarriedOver(plan, today, doneOn) : null,
    upcoming: plan.days.filter((day) => day.date > today && day.date < plan.examDate).map((day) => dayView(day, doneOn)),
  };
}
