/** Short labels of the report's days and weeks, e.g. "3 Mar"; dates are `YYYY-MM-DD` in the learner's time zone. */
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "3 Mar" for `2026-03-03`. */
export function shortDay(day: string): string {
  return shortDate.format(new Date(`${day}T00:00:00Z`));
}

/** "Week of 3 Mar" for the week starting on Monday `2026-03-03`. */
export function weekLabel(weekStart: string): string {
  return `Week of ${shortDay(weekStart)}`;
}
