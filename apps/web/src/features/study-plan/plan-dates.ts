/** Dates of the plan (`YYYY-MM-DD`, calendar days) as the learner reads them. */
import { formatCalendarDate } from '@/lib/calendar-dates';

/** e.g. "Mon 30 Nov". */
export function dayLabel(date: string): string {
  return formatCalendarDate(date, { weekday: 'short', day: 'numeric', month: 'short' });
}

/** e.g. "Monday 30 November 2026". */
export function longDayLabel(date: string): string {
  return formatCalendarDate(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** The Monday of the week `date` is in. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** e.g. "45 min", "1 h 35 min". */
export function minutesLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}
