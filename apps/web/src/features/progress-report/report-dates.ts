/** Short labels of the report's days and weeks, e.g. "3 Mar"; dates are `YYYY-MM-DD` in the learner's time zone. */
import { formatCalendarDate } from '@/lib/calendar-dates';

/** "3 Mar" for `2026-03-03`. */
export function shortDay(day: string): string {
  return formatCalendarDate(day, { day: 'numeric', month: 'short' });
}

/** "Week of 3 Mar" for the week starting on Monday `2026-03-03`. */
export function weekLabel(weekStart: string): string {
  return `Week of ${shortDay(weekStart)}`;
}
