/** The browser's IANA time zone (UTC when it reports none): the API counts the learner's days and weeks in it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Today's date in the browser's time zone, as `YYYY-MM-DD` (en-CA writes dates that way). */
export function browserToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: browserTimeZone(), year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
