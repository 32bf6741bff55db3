import type { StudyPlanDay } from '@pte/contract';
import { ChevronDown } from 'lucide-react';
import { dayLabel, minutesLabel, mondayOf } from './plan-dates';
import { taskTypeLabel } from './task-type-label';

/** The upcoming days grouped by week (from Monday), in order. */
function weeksOf(days: readonly StudyPlanDay[]): { monday: string; days: StudyPlanDay[] }[] {
  const weeks: { monday: string; days: StudyPlanDay[] }[] = [];
  for (const day of days) {
    const monday = mondayOf(day.date);
    const week = weeks.at(-1);
    if (week?.monday === monday) week.days.push(day);
    else weeks.push({ monday, days: [day] });
  }
  return weeks;
}

function DayPlan({ day }: { day: StudyPlanDay }) {
  return (
    <li className="grid gap-1 border-t py-2 first:border-t-0 sm:grid-cols-[8rem_1fr]">
      <p className="text-sm font-medium">
        {dayLabel(day.date)}
        {day.light && <span className="block text-xs font-normal text-muted-foreground">Light day</span>}
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {day.items.length === 0 && <li className="text-muted-foreground">Rest</li>}
        {day.items.map((item) =>
          item.kind === 'practice' ? (
            <li key={item.type}>
              {taskTypeLabel(item.type)} × {item.planned}
            </li>
          ) : (
            <li key="timed-set" className="font-medium text-primary">
              Timed set of every task type ({minutesLabel(item.minutes)})
            </li>
          ),
        )}
        <li className="text-muted-foreground">{minutesLabel(day.minutes)}</li>
      </ul>
    </li>
  );
}

/** The days after today up to the exam, one collapsible week each (the first one open). */
export function UpcomingWeeks({ days }: { days: readonly StudyPlanDay[] }) {
  if (days.length === 0) return <p className="text-sm text-muted-foreground">No more days are planned before your exam.</p>;
  return (
    <div className="flex flex-col gap-2">
      {weeksOf(days).map((week, index) => (
        <details key={week.monday} open={index === 0} className="group rounded-lg border bg-background">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            <span className="font-medium">
              Week of {dayLabel(week.monday)}
              <span className="ml-2 text-sm font-normal text-muted-foreground">
                {week.days.length === 1 ? '1 day' : `${week.days.length} days`} · {minutesLabel(week.days.reduce((sum, day) => sum + day.minutes, 0))}
              </span>
            </span>
            <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <ul className="px-4 pb-3">
            {week.days.map((day) => (
              <DayPlan key={day.date} day={day} />
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
