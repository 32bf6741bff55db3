import { accountEmail } from '../mail/account-email';
import type { MailMessage } from '../mail/mailer';

/** Where the notices send a learner: the sign-in page and the page that asks for a password-reset link. */
interface AccountPages {
  signIn: string;
  forgotPassword: string;
}

/**
 * The e-mail to the owner of an account when someone signs up with its address. Sign-up answers the same as for a new
 * address, so only the owner learns that the address is taken, and what to do if the attempt was theirs.
 */
export function existingAccountEmail({ to, name, pages }: { to: string; name: string; pages: AccountPages }): MailMessage {
  return accountEmail({
    to,
    name,
    subject: 'Someone tried to create a PTE Coach account with your address',
    link: pages.signIn,
    paragraphs: [
      'Someone asked to create a PTE Coach account with this e-mail address, which already has an account: yours. Nothing in your account has changed.',
      'If it was you, sign in instead:',
      { href: pages.signIn, label: 'Sign in to PTE Coach' },
      'Forgot your password? Choose a new one here:',
      { href: pages.forgotPassword, label: 'Reset my password' },
      'If it was not you, ignore this e-mail: nobody can use your account without your password.',
    ],
  });
}

/**
 * The e-mail to an address whose account still waits for confirmation when someone signs up with it again: a new
 * confirmation link (valid 24 hours), and the reminder that the account keeps the password it was created with.
 */
export function pendingAccountEmail({
  to,
  name,
  link,
  pages,
}: {
  to: string;
  name: string;
  link: string;
  pages: AccountPages;
}): MailMessage {
  return accountEmail({
    to,
    name,
    subject: 'Confirm your e-mail address for PTE Coach',
    link,
    paragraphs: [
      'Someone asked to create a PTE Coach account with this e-mail address. An account with this address already exists and is waiting for the address to be confirmed. To confirm it and sign in, open this link:',
      { href: link, label: 'Confirm my e-mail address' },
      'The link works for 24 hours. The account keeps the password it was created with; if you do not remember it, choose a new one here (this confirms your address too):',
      { href: pages.forgotPassword, label: 'Reset my password' },
      'If you did not ask for a PTE Coach account, ignore this e-mail: no account is opened without one of these links.',
    ],
  });
}
