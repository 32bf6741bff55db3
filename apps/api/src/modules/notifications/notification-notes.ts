import type { NotificationKind } from '@pte/contract';
import { isQuestionTypeId, questionTypes } from '@pte/exam';

/**
 * The notes the server makes, one builder per event. Each note's `key` names its event for the learner, so making
 * the same event's note twice keeps the first (see `notifications.repository.ts`). Links are the web app's paths.
 */

/** A note to store: its event `key` (unique per learner) and what the learner reads. */
export interface NoteDraft {
  kind: NotificationKind;
  key: string;
  title: string;
  body: string;
  href: string | null;
}

/** The web app's pages the notes lead to. */
const appPaths = { dashboard: '/dashboard', settings: '/settings', studyPlan: '/study-plan', studyHistory: '/study-history' } as const;

/** Keys of the notes made once, or while a profile field is missing. */
export const profileReminderKeys = { examDate: 'set-exam-date', targetScore: 'set-target-score' } as const;

/** A task type's title, or its id when the registry no longer knows it. */
function typeTitle(type: string): string {
  return isQuestionTypeId(type) ? questionTypes[type].title : type;
}

/** The welcome note, made once for every learner. */
export function welcomeNote(displayName: string): NoteDraft {
  const firstName = displayName.trim().split(/\s+/)[0];
  return {
    kind: 'welcome',
    key: 'welcome',
    title: firstName ? `Welcome to PTE Coach, ${firstName}` : 'Welcome to PTE Coach',
    body: 'Pick any practice type from the sidebar to get started.',
    href: appPaths.dashboard,
  };
}

/** The reminder to set the exam date, kept while the profile has none. */
export function examDateReminder(): NoteDraft {
  return {
    kind: 'set-exam-date',
    key: profileReminderKeys.examDate,
    title: 'Set your exam date',
    body: 'Add your exam date in Settings to see how many days you have left to prepare.',
    href: appPaths.settings,
  };
}

/** The reminder to choose a target score, kept while the profile has none. */
export function targetScoreReminder(): NoteDraft {
  return {
    kind: 'set-target-score',
    key: profileReminderKeys.targetScore,
    title: 'Choose a target score',
    body: 'Tell us the overall score you are aiming for (10–90) so your progress can be measured against it.',
    href: appPaths.settings,
  };
}

/** A new best: the attempt `attemptId` of `type` scored `score`, above every earlier attempt's best, `previous`. */
export function bestScoreNote({ attemptId, type, score, previous }: { attemptId: string; type: string; score: number; previous: number }): NoteDraft {
  const title = typeTitle(type);
  return {
    kind: 'best-score',
    key: `best-score:${attemptId}`,
    title: `New best score in ${title}`,
    body: `Your latest ${title} answer scored ${score} out of 90, above your previous best of ${previous}.`,
    href: `${appPaths.studyHistory}/${attemptId}`,
  };
}

/** The learner's `streakDays`-day streak ends tonight unless they practise on `today` (a local `YYYY-MM-DD`). */
export function streakAtRiskNote({ today, streakDays }: { today: string; streakDays: number }): NoteDraft {
  return {
    kind: 'streak-at-risk',
    key: `streak-at-risk:${today}`,
    title: `Keep your ${streakDays}-day streak going`,
    body: `You have practised ${streakDays} days in a row but not yet today. Answer one question before midnight to keep your streak.`,
    href: appPaths.dashboard,
  };
}

/** One task type of today's plan: how many questions are planned and how many are done. */
interface PlanItem {
  type: string;
  planned: number;
  done: number;
}

/** Today's study plan, `date` in the plan's time zone. */
export interface TodaysPlan {
  date: string;
  items: PlanItem[];
}

/** The note of today's plan, or null when nothing is left to do today. */
export function planTodayNote(plan: TodaysPlan): NoteDraft | null {
  const left = plan.items.filter((item) => item.planned > item.done);
  if (left.length === 0) return null;
  const questions = left.reduce((sum, item) => sum + item.planned - item.done, 0);
  const list = left.map((item) => `${typeTitle(item.type)} (${item.planned - item.done})`).join(', ');
  return {
    kind: 'plan-today',
    key: `plan-today:${plan.date}`,
    title: questions === 1 ? "Today's plan: 1 question" : `Today's plan: ${questions} questions`,
    body: `Planned for today: ${list}.`,
    href: appPaths.studyPlan,
  };
}
