/** Calendar days as `YYYY-MM-DD` text, in the learner's time zone: what the progress summary counts in. */

const DAY_MS = 86_400_000;

/** The date `instant` falls on in `timeZone`, as `YYYY-MM-DD`. */
export function localDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `to` is after `from` (negative when before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The Monday of the week `day` is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The run of consecutive practice days that ends on the latest one, when that is `today` or the day before (a
 * streak still alive until the day ends); `days` newest first, without repeats.
 */
export function practiceStreak(days: readonly string[], today: string): { days: number; practisedToday: boolean } {
  const latest = days[0];
  if (!latest || latest < addDays(today, -1)) return { days: 0, practisedToday: false };
  let length = 1;
  while (days[length] === addDays(latest, -length)) length += 1;
  return { days: length, practisedToday: latest === today };
}

/** The hour of the day (0–23) `instant` falls in, in `timeZone`. */
export function localHour(instant: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(instant));
}
