/** The browser's IANA time zone (UTC when it reports none): the API counts the learner's days and weeks in it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
