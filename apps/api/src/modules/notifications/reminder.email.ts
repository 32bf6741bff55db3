import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mailer';

/** A note to put in a reminder e-mail. */
interface ReminderNote {
  title: string;
  body: string;
  href: string | null;
}

/**
 * The e-mail of one or more reminders (today's plan, a streak about to break): each note with a link into the app at
 * `appUrl`, and how to turn these e-mails off in Settings.
 */
export function reminderEmail({ to, notes, appUrl }: { to: string; notes: readonly ReminderNote[]; appUrl: string }): MailMessage {
  const linkOf = (note: ReminderNote) => `${appUrl}${note.href ?? '/dashboard'}`;
  const settingsLink = `${appUrl}/settings`;
  const optOut = 'You get these reminders because e-mail reminders are on in your PTE Coach settings. To stop them, untick "E-mail me reminders" in Settings:';
  const text = [
    'Hello,',
    '',
    ...notes.flatMap((note) => [note.title, note.body, linkOf(note), '']),
    optOut,
    settingsLink,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    ...notes.map(
      (note) => `<p><strong>${escapeHtml(note.title)}</strong><br>${escapeHtml(note.body)}<br><a href="${escapeHtml(linkOf(note))}">Open PTE Coach</a></p>`,
    ),
    `<p>${escapeHtml(optOut)} <a href="${escapeHtml(settingsLink)}">Settings</a></p>`,
  ].join('\n');
  const subject = notes.length === 1 && notes[0] ? notes[0].title : 'Your PTE Coach reminders';
  return { to, subject, text, html, link: notes[0] ? linkOf(notes[0]) : appUrl };
}
