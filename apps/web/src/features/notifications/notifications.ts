import { readStoredJson, writeStoredJson } from '@/lib/browser-storage';
import { paths } from '@/lib/paths';

/** A note for the learner in the top bar's notifications list. */
interface AppNotification {
  /** Stable id, used to remember that it was read. */
  id: string;
  title: string;
  body: string;
  /** Where the note leads, if anywhere. */
  href?: string;
}

/** The profile fields notifications are generated from. */
export interface NotificationProfile {
  displayName: string;
  examDate: string | null;
  targetScore: number | null;
}

/** The learner's notifications, generated from their profile: reminders first, then the welcome note. */
export function buildNotifications(profile: NotificationProfile): AppNotification[] {
  const notes: AppNotification[] = [];
  if (!profile.examDate) {
    notes.push({
      id: 'set-exam-date',
      title: 'Set your exam date',
      body: 'Add your exam date in Settings to see how many days you have left to prepare.',
      href: paths.settings,
    });
  }
  if (profile.targetScore === null) {
    notes.push({
      id: 'set-target-score',
      title: 'Choose a target score',
      body: 'Tell us the overall score you are aiming for (10–90) so your progress can be measured against it.',
      href: paths.settings,
    });
  }
  const firstName = profile.displayName.trim().split(/\s+/)[0];
  notes.push({
    id: 'welcome',
    title: firstName ? `Welcome to PTE Coach, ${firstName}` : 'Welcome to PTE Coach',
    body: 'Pick any practice type from the sidebar to get started.',
    href: paths.dashboard,
  });
  return notes;
}

/** localStorage key of the ids a learner has read. */
export function readStateKey(userId: string): string {
  return `pte-coach.notifications.read.${userId}`;
}

/** Ids of the notifications `userId` has read on this device. */
export function loadReadIds(userId: string): string[] {
  const stored = readStoredJson(readStateKey(userId));
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

/** Remembers that `userId` has read `ids` (added to what was read before). */
export function saveReadIds(userId: string, ids: string[]): string[] {
  const merged = [...new Set([...loadReadIds(userId), ...ids])];
  writeStoredJson(readStateKey(userId), merged);
  return merged;
}
