import { Cron } from 'croner';
import type { MailLogger, Mailer } from '../mail/mailer';
import { localHour } from '../progress/learner-calendar';
import type { NotificationsRepository, ReminderRecipient } from './notifications.repository';
import type { NotificationsService } from './notifications.service';
import { reminderEmail } from './reminder.email';

/** Today's plan is e-mailed from this local hour on, not in the night right after the day starts. */
const planEmailHour = 7;

/** Learners who practised this recently (or have a plan) are the ones a reminder can concern. */
const activeWindowMs = 2 * 86_400_000;

/** How many learners are read from the database at a time. */
const recipientPageSize = 500;

/** What {@link createEmailReminders} sends with. */
interface EmailRemindersOptions {
  repository: NotificationsRepository;
  notifications: NotificationsService;
  mailer: Mailer;
  /** The app's public address, for the links in the e-mails. */
  appUrl: string;
  logger: MailLogger;
  /** The clock (tests fix it). */
  now?: () => Date;
}

/**
 * E-mail reminders: for a learner, the same events as the notes list, and an e-mail of the notes of today's plan
 * (from 07:00) and of a streak about to break that are still unread and were never e-mailed. Days are counted in the
 * study plan's time zone, or in UTC for a learner without a plan (no other time zone is stored).
 */
export function createEmailReminders({ repository, notifications, mailer, appUrl, logger, now = () => new Date() }: EmailRemindersOptions) {
  /** E-mails the learner's due reminders, at most once per note; returns how many notes were sent. */
  async function remindLearner(recipient: ReminderRecipient): Promise<number> {
    const drafts = await notifications.refresh(recipient.id, recipient.timeZone);
    const planDue = localHour(now(), recipient.timeZone) >= planEmailHour;
    const keys = drafts.filter((draft) => draft.kind === 'streak-at-risk' || (draft.kind === 'plan-today' && planDue)).map((draft) => draft.key);
    const claimed = await repository.claimForEmail(recipient.id, keys);
    if (claimed.length === 0) return 0;
    try {
      await mailer.send(reminderEmail({ to: recipient.email, notes: claimed, appUrl }));
    } catch (error) {
      await repository.releaseEmailClaim(
        recipient.id,
        claimed.map((note) => note.id),
      );
      throw error;
    }
    return claimed.length;
  }

  return {
    remindLearner,

    /**
     * Reminds every learner who has not turned reminders off and has a plan or practised in the last two days; one
     * learner's failure is logged and does not stop the others. Returns how many notes were e-mailed.
     */
    async remindAll(): Promise<number> {
      const activeSince = new Date(now().getTime() - activeWindowMs);
      let sent = 0;
      let afterId = '';
      for (;;) {
        const recipients = await repository.reminderRecipients({ afterId, limit: recipientPageSize, activeSince });
        for (const recipient of recipients) {
          try {
            sent += await remindLearner(recipient);
          } catch (error) {
            logger.error({ err: error, userId: recipient.id }, 'E-mail reminders could not be sent to a learner');
          }
        }
        const last = recipients.at(-1);
        if (!last || recipients.length < recipientPageSize) return sent;
        afterId = last.id;
      }
    },
  };
}

/**
 * Runs `remindAll` at the start of every hour when an SMTP server is configured (`smtpUrl`); without one, reminders
 * are not e-mailed and this returns null. While a run is still going, the next one due is skipped.
 * Stop the returned job when the app closes.
 */
export function scheduleEmailReminders({ smtpUrl, remindAll, logger }: { smtpUrl: string | undefined; remindAll: () => Promise<number>; logger: MailLogger }): Cron | null {
  if (!smtpUrl) return null;
  return new Cron('0 * * * *', { name: 'email-reminders', protect: true, unref: true }, async () => {
    try {
      const sent = await remindAll();
      if (sent > 0) logger.info({ sent }, 'E-mail reminders sent');
    } catch (error) {
      logger.error({ err: error }, 'E-mail reminders could not be sent');
    }
  });
}
