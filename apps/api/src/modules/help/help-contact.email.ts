import type { HelpContactRequest } from '@pte/contract';
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mailer';

/** Who wrote a Help Center message. */
interface HelpContactSender {
  id: string;
  name: string;
  email: string;
}

/**
 * The e-mail that carries a learner's Help Center message to the support team at `to`: who sent it (name, e-mail,
 * account id), their subject and message as plain text, with Reply-To set to the learner so a reply reaches them.
 * The subject line holds only the reference, never the learner's own words (the mailer logs subject lines).
 */
export function helpContactEmail({ to, sender, request, reference }: { to: string; sender: HelpContactSender; request: HelpContactRequest; reference: string }): MailMessage {
  const name = sender.name.trim() || 'A learner';
  const header = [`From: ${name} <${sender.email}>`, `Account: ${sender.id}`, `Reference: ${reference}`, `Subject: ${request.subject}`];
  const text = [...header, '', request.message, '', 'Reply to this e-mail to answer the learner.'].join('\n');
  const html = [
    `<p>${header.map(escapeHtml).join('<br>')}</p>`,
    `<div style="white-space: pre-wrap">${escapeHtml(request.message)}</div>`,
    '<p>Reply to this e-mail to answer the learner.</p>',
  ].join('\n');
  return { to, replyTo: sender.email, subject: `PTE Coach help request ${reference}`, text, html };
}
