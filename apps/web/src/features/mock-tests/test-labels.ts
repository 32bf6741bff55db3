import type { TestReport, TestSessionSummary } from '@pte/contract';
import { questionTypes } from '@pte/exam';

/** A slot of a test: a task type of the registry, or the unscored personal introduction. */
type TestItemType = TestReport['items'][number]['type'];

/** The kinds of test in words: "Full mock test", "Sectional test", "Mini mock test". */
export const testKindLabels: Record<TestSessionSummary['kind'], string> = {
  full: 'Full mock test',
  sectional: 'Sectional test',
  mini: 'Mini mock test',
};

/** A session's status in words. */
export const sessionStatusLabels: Record<TestSessionSummary['status'], string> = {
  'in-progress': 'In progress',
  completed: 'Completed',
  abandoned: 'Abandoned',
};

/** The title of a test slot: the task type's title, or "Personal Introduction". */
export function itemTypeTitle(type: TestItemType): string {
  return type === 'personal-introduction' ? 'Personal Introduction' : questionTypes[type].title;
}

/** A time limit in minutes for the learner: "45 minutes", "2 h 15 min". */
export function minutesText(minutes: number): string {
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const rest = minutes % 60;
  return rest === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}

/** A duration in seconds for the learner: "45 s", "4 min 5 s", "12 min". */
export function durationText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const rest = seconds % 60;
  return rest === 0 ? `${seconds / 60} min` : `${Math.floor(seconds / 60)} min ${rest} s`;
}

/** "1 item", "20 items" (and the like for any noun with a plain plural). */
export function countText(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}
