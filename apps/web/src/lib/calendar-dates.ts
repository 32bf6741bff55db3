/** Calendar days written `YYYY-MM-DD` (already the learner's days: no time zone is applied again). */

/** `date` formatted with `options`, read as the calendar day it names, e.g. "Mon 30 Nov". */
export function formatCalendarDate(date: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
