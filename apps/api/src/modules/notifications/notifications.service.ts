import type { AppNotification, NotificationKind, NotificationList } from '@pte/contract';
import { isNotificationKind, notificationListLimit } from '@pte/contract';
import { questionTypeIds } from '@pte/exam';
import { notFound } from '../../platform/http-error';
import type { AuthUser } from '../auth/auth.guard';
import { localDate, localHour, practiceStreak } from '../progress/learner-calendar';
import type { ProgressRepository } from '../progress/progress.repository';
import {
  bestScoreNote,
  examDateReminder,
  planTodayNote,
  profileReminderKeys,
  streakAtRiskNote,
  targetScoreReminder,
  welcomeNote,
  type NoteDraft,
  type TodaysPlan,
} from './notification-notes';
import type { NotificationRecord, NotificationsRepository } from './notifications.repository';

/** Today's study plan of a learner, in `timeZone`, or null when they have none (the study-plan module's `todaysPlan`). */
export type TodaysPlanSource = (userId: string, timeZone: string) => Promise<TodaysPlan | null>;

/** From this local hour on, a streak that has not been kept today is said to be at risk. */
const streakWarningHour = 18;

/** A streak worth warning about: at least this many days. */
const streakWarningMinDays = 2;

/** A new best score is announced only for an attempt this recent (older bests are old news). */
const bestScoreWindowMs = 7 * 86_400_000;

/** What the notifications service is built from. */
interface NotificationsServiceOptions {
  /** The per-day attempt counts of the progress summary, which the streak is read from. */
  progress: ProgressRepository;
  /** Today's study plan; without it no `plan-today` note is made. */
  todaysPlan?: TodaysPlanSource | undefined;
  /** The clock (tests fix it). */
  now?: () => Date;
}

/** Maps a stored note to the API's shape (its kind checked by the caller). */
function toNotification(record: NotificationRecord & { kind: NotificationKind }): AppNotification {
  return {
    id: record.id,
    kind: record.kind,
    title: record.title,
    body: record.body,
    href: record.href,
    createdAt: record.createdAt.toISOString(),
    readAt: record.readAt?.toISOString() ?? null,
  };
}

/**
 * The learner's notes. Events are evaluated when the notes are asked for (listing, or an e-mail reminder run), never
 * in the answer paths: each current event makes its note once (keyed by the event). Reminders to set the exam date or
 * the target score are deleted once the profile field is set, so a field cleared later brings its reminder back unread.
 */
export function createNotificationsService(repository: NotificationsRepository, { progress, todaysPlan, now = () => new Date() }: NotificationsServiceOptions) {
  /** The notes of the events current for the learner at `instant`, days counted in `timeZone`. */
  async function currentEvents(userId: string, timeZone: string, instant: Date): Promise<NoteDraft[]> {
    const facts = await repository.learnerFacts(userId);
    if (!facts) throw notFound('Your account no longer exists.');
    const [bests, days, plan] = await Promise.all([
      repository.newBestScores(userId, questionTypeIds, new Date(instant.getTime() - bestScoreWindowMs)),
      progress.attemptsPerDay(userId, timeZone),
      todaysPlan?.(userId, timeZone) ?? null,
    ]);

    const drafts = [welcomeNote(facts.displayName ?? facts.name)];
    if (!facts.examDate) drafts.push(examDateReminder());
    if (facts.targetScore === null) drafts.push(targetScoreReminder());
    drafts.push(...bests.map(bestScoreNote));

    const today = localDate(instant, timeZone);
    const streak = practiceStreak(
      days.map((day) => day.day),
      today,
    );
    if (streak.days >= streakWarningMinDays && !streak.practisedToday && localHour(instant, timeZone) >= streakWarningHour) {
      drafts.push(streakAtRiskNote({ today, streakDays: streak.days }));
    }
    const planNote = plan ? planTodayNote(plan) : null;
    if (planNote) drafts.push(planNote);
    return drafts;
  }

  async function refresh(userId: string, timeZone: string): Promise<NoteDraft[]> {
    const instant = now();
    const drafts = await currentEvents(userId, timeZone, instant);
    const current = new Set(drafts.map((draft) => draft.key));
    await repository.removeNotes(
      userId,
      Object.values(profileReminderKeys).filter((key) => !current.has(key)),
    );
    await repository.addNotes(userId, drafts, instant);
    return drafts;
  }

  return {
    /**
     * Makes the notes of the learner's current events that do not exist yet and removes profile reminders that no
     * longer apply; returns the current events' notes (as drafts; the stored note of an event may be older).
     */
    refresh,

    /** The learner's newest notes (after making those of current events) and how many of all their notes are unread. */
    async list(learner: AuthUser, timeZone: string): Promise<NotificationList> {
      await refresh(learner.id, timeZone);
      const [records, unread] = await Promise.all([repository.list(learner.id, notificationListLimit), repository.countUnread(learner.id)]);
      // A kind this version does not know (written by a newer one) is left out rather than mislabelled.
      const items = records.flatMap((record) => (isNotificationKind(record.kind) ? [toNotification({ ...record, kind: record.kind })] : []));
      return { items, unread };
    },

    /** Marks one of the learner's notes read; 404 when there is no such note of theirs. */
    async markRead(learner: AuthUser, id: string): Promise<AppNotification> {
      const record = await repository.markRead(learner.id, id);
      if (!record || !isNotificationKind(record.kind)) throw notFound('This notification does not exist, or it was removed.');
      return toNotification({ ...record, kind: record.kind });
    },

    /** Marks all the learner's notes read; returns how many were unread. */
    async markAllRead(learner: AuthUser): Promise<number> {
      return repository.markAllRead(learner.id);
    },
  };
}

/** The notifications service. */
export type NotificationsService = ReturnType<typeof createNotificationsService>;
