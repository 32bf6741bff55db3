import { accountEmail } from '../mail/account-email';
import type { MailMessage } from '../mail/mailer';

/** The e-mail that finishes a sign-up: the link confirms the address and signs the new learner in (valid 24 hours). */
export function emailConfirmationEmail({ to, name, link }: { to: string; name: string; link: string }): MailMessage {
  return accountEmail({
    to,
    name,
    subject: 'Confirm your e-mail address for PTE Coach',
    link,
    paragraphs: [
      'Welcome to PTE Coach. To finish creating your account, confirm that this is your e-mail address by opening this link:',
      { href: link, label: 'Confirm my e-mail address' },
      'The link works for 24 hours and signs you in. If you did not create a PTE Coach account, ignore this e-mail: no account is opened without this link.',
    ],
  });
}
