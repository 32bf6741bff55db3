import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

/** A link in an account e-mail: the address on its own line in the text version, `label` in the HTML version. */
interface MailLink {
  href: string;
  label: string;
}

/** One paragraph of an account e-mail: plain text, or a link. */
type Paragraph = string | MailLink;

/**
 * Builds an e-mail about a learner's account (a password reset, a confirmation link, a notice): a greeting with the
 * learner's name, then the paragraphs, as plain text and as HTML with every value escaped. `link` is the one action
 * the message asks for, kept with it (the outbox and the server log show it).
 */
export function accountEmail({
  to,
  name,
  subject,
  paragraphs,
  link,
}: {
  to: string;
  name: string;
  subject: string;
  paragraphs: readonly Paragraph[];
  link: string;
}): MailMessage {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const text = [greeting, ...paragraphs.map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.href))].join('\n\n');
  const html = [greeting, ...paragraphs]
    .map((paragraph) =>
      typeof paragraph === 'string' ? `<p>${escapeHtml(paragraph)}</p>` : `<p><a href="${escapeHtml(paragraph.href)}">${escapeHtml(paragraph.label)}</a></p>`,
    )
    .join('\n');
  return { to, subject, text, html, link };
}
