import { accountEmail } from '../mail/account-email';
import type { MailMessage } from '../mail/mailer';

/** The e-mail with a learner's password-reset link (valid once, for one hour). */
export function passwordResetEmail({ to, name, link }: { to: string; name: string; link: string }): MailMessage {
  return accountEmail({
    to,
    name,
    subject: 'Reset your PTE Coach password',
    link,
    paragraphs: [
      'Someone asked to reset the password of your PTE Coach account. To choose a new password, open this link:',
      { href: link, label: 'Reset my password' },
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays the same.',
    ],
  });
}
