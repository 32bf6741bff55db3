import { pastExamDateMessage } from '@pte/contract';
import { HttpError } from '../../platform/http-error';
import { localDate } from '../progress/learner-calendar';

/** 400 for an exam date that cannot be chosen, with `message` for the learner, also named on the `examDate` field. */
export function invalidExamDate(message: string): HttpError {
  return new HttpError(400, 'INVALID_EXAM_DATE', message, [{ path: 'examDate', message }]);
}

/** Throws {@link invalidExamDate} when `examDate` is before `today` (both `YYYY-MM-DD`). */
export function refusePastExamDate(examDate: string, today: string): void {
  if (examDate < today) throw invalidExamDate(pastExamDateMessage);
}

/**
 * Today where it is earliest on Earth (UTC−12): the profile is saved without the learner's time zone, so a date is
 * refused as past only once it has passed everywhere, and no learner anywhere is refused their own today.
 */
export function earliestToday(now: Date): string {
  return localDate(now, 'Etc/GMT+12');
}
