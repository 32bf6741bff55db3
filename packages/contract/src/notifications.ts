import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { timeZoneSchema } from './study-history';

/**
 * The kinds of note the server makes, each for one kind of event: the welcome note (once), reminders to set the
 * exam date and the target score (while missing), a new best score on a task type, a practice streak about to
 * break, and today's study plan. A mock test's report will be one more kind (`mock-report`) once mock tests exist.
 */
export const notificationKinds = ['welcome', 'set-exam-date', 'set-target-score', 'best-score', 'streak-at-risk', 'plan-today'] as const;

/** What kind of event a note was made for. */
export type NotificationKind = (typeof notificationKinds)[number];

/** Whether `value` is one of the {@link notificationKinds}. */
export function isNotificationKind(value: string): value is NotificationKind {
  return (notificationKinds as readonly string[]).includes(value);
}

/** The most notes `GET /notifications` lists: the newest ones. */
export const notificationListLimit = 50;

/** One note for the learner; `readAt` is null while it is unread. */
const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** Where the note leads in the app (a path such as `/settings`), or null. */
  href: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});

/** A note as the API returns it. */
export type AppNotification = z.infer<typeof notificationSchema>;

/** Query of `GET /notifications`: the learner's time zone, in which "today" and "18:00" are read (default UTC). */
export const notificationsQuerySchema = z.object({ timeZone: timeZoneSchema });

/**
 * `GET /notifications` answers `{ data: { items, unread } }`: the newest notes first (at most
 * {@link notificationListLimit}) and how many of all the learner's notes are unread.
 */
export const notificationsResponseSchema = dataEnvelope(
  z.object({
    items: z.array(notificationSchema).max(notificationListLimit),
    unread: z.number().int().min(0),
  }),
);

/** The learner's notes and unread count. */
export type NotificationList = z.infer<typeof notificationsResponseSchema>['data'];

/** Path of `POST /notifications/{id}/read`. */
export const notificationParamsSchema = z.object({ id: z.uuid('Not a notification id') });

/** `POST /notifications/{id}/read` answers `{ data: note }`, the note now marked read. */
export const notificationResponseSchema = dataEnvelope(notificationSchema);

/** `POST /notifications/read-all` answers `{ data: { marked } }`: how many unread notes it marked read. */
export const markAllNotificationsReadResponseSchema = dataEnvelope(z.object({ marked: z.number().int().min(0) }));
