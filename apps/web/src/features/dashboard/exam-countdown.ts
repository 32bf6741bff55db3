/** Where the learner stands relative to their exam day. */
export type ExamCountdown =
  | { kind: 'no-date' }
  | { kind: 'upcoming'; daysLeft: number; /** Share (0–100) of the time from sign-up to exam day already passed. */ progress: number }
  | { kind: 'today'; progress: 100 }
  | { kind: 'past'; daysAgo: number };

const DAY_MS = 86_400_000;

/** Local midnight of a `YYYY-MM-DD` date. */
function parseCalendarDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Whole calendar days from `from` to `to` (rounded, so a daylight-saving shift does not lose a day). */
function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

/**
 * The exam countdown from the profile: days until `examDate` (in the learner's calendar), and how much of
 * the time between `createdAt` (when they started preparing here) and the exam has passed.
 */
export function computeExamCountdown(examDate: string | null, createdAt: string, today: Date = new Date()): ExamCountdown {
  const exam = examDate ? parseCalendarDate(examDate) : null;
  if (!exam) return { kind: 'no-date' };
  const todayStart = startOfDay(today);
  const daysLeft = daysBetween(todayStart, exam);
  if (daysLeft < 0) return { kind: 'past', daysAgo: -daysLeft };
  if (daysLeft === 0) return { kind: 'today', progress: 100 };
  const created = new Date(createdAt);
  const start = Number.isNaN(created.getTime()) ? todayStart : startOfDay(created);
  const total = daysBetween(start, exam);
  const elapsed = daysBetween(start, todayStart);
  const progress = total <= 0 ? 0 : Math.min(100, Math.max(0, Math.round((elapsed / total) * 100)));
  return { kind: 'upcoming', daysLeft, progress };
}

/** "1 day left", "8 days left". */
export function daysLeftText(daysLeft: number): string {
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
}

/** An exam date written for people, e.g. "Sat, 12 Jun 2027". */
export function formatExamDate(examDate: string): string {
  const date = parseCalendarDate(examDate);
  return date ? date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }) : examDate;
}
