import {
  markAllNotificationsReadResponseSchema,
  notificationResponseSchema,
  notificationsResponseSchema,
  type AppNotification,
  type NotificationList,
} from '@pte/contract';
import { createApiThunk } from '@/app/use-thunk-result';
import { failureMessage } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

/**
 * `GET /notifications?timeZone=…`: the learner's notes, newest first, and how many are unread. The server makes the
 * notes of current events (today's plan, a streak about to break…) as it answers, reading days in the browser's zone.
 */
export const loadNotifications = createApiThunk<NotificationList, void>('notifications/load', async (_, { extra, signal, rejectWithValue }) => {
  try {
    return notificationsResponseSchema.parse(await extra.api.get(`/notifications?${new URLSearchParams({ timeZone: browserTimeZone() })}`, { signal })).data;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Your notifications could not be loaded.'));
  }
});

/** `POST /notifications/{id}/read`: the note, now read. */
export const markNotificationRead = createApiThunk<AppNotification, string>('notifications/markRead', async (id, { extra, rejectWithValue }) => {
  try {
    return notificationResponseSchema.parse(await extra.api.post(`/notifications/${encodeURIComponent(id)}/read`)).data;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'The notification could not be marked as read.'));
  }
});

/** `POST /notifications/read-all`: marks every note read; answers how many were unread. */
export const markAllNotificationsRead = createApiThunk<number, void>('notifications/markAllRead', async (_, { extra, rejectWithValue }) => {
  try {
    return markAllNotificationsReadResponseSchema.parse(await extra.api.post('/notifications/read-all')).data.marked;
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Your notifications could not be marked as read.'));
  }
});
