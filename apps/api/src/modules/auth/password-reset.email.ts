import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mailer';

/** The e-mail with a learner's password-reset link (valid once, for one hour). */
export function passwordResetEmail({ to, name, link }: { to: string; name: string; link: string }): MailMessage {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Someone asked to reset the password of your PTE Coach account. To choose a new password, open this link:',
    '',
    link,
    '',
    'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays the same.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    '<p>Someone asked to reset the password of your PTE Coach account. To choose a new password, open this link:</p>',
    `<p><a href="${escapeHtml(link)}">Reset my password</a></p>`,
    '<p>The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays the same.</p>',
  ].join('\n');
  return { to, subject: 'Reset your PTE Coach password', text, html, link };
}
