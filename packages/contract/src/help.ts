import { z } from 'zod';
import { dataEnvelope } from './envelope';

/** The lengths a Help Center message may have, in characters (after surrounding spaces are trimmed). */
export const helpContactLimits = { subjectMin: 3, subjectMax: 120, messageMin: 10, messageMax: 5000 } as const;

/** True when `text` holds a control character other than a tab or a line break (not plain text). */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const isLineBreakOrTab = code === 9 || code === 10 || code === 13;
    if ((code < 32 && !isLineBreakOrTab) || code === 127) return true;
  }
  return false;
}

/** True when `text` has a line break (a subject is one line). */
function hasLineBreak(text: string): boolean {
  return /[\r\n]/.test(text);
}

const plainTextMessage = 'Use plain text only: remove the invisible control characters.';

/**
 * `POST /help/contact` body: a message from the signed-in learner to the support team, in plain text. The subject
 * is one line of 3–120 characters, the message 10–5,000 characters; surrounding spaces are trimmed first.
 */
export const helpContactRequestSchema = z
  .object({
    subject: z
      .string({ error: 'Write a subject.' })
      .trim()
      .min(helpContactLimits.subjectMin, `Write a subject of at least ${helpContactLimits.subjectMin} characters.`)
      .max(helpContactLimits.subjectMax, `Keep the subject to ${helpContactLimits.subjectMax} characters or fewer.`)
      .refine((subject) => !hasLineBreak(subject), 'Keep the subject on one line.')
      .refine((subject) => !hasControlCharacter(subject), plainTextMessage),
    message: z
      .string({ error: 'Write your message.' })
      .trim()
      .min(helpContactLimits.messageMin, `Write at least ${helpContactLimits.messageMin} characters, so we know how to help.`)
      .max(helpContactLimits.messageMax, `Keep your message to ${helpContactLimits.messageMax.toLocaleString('en-GB')} characters or fewer.`)
      .refine((message) => !hasControlCharacter(message), plainTextMessage),
  })
  .strict();

/** A Help Center message as sent. */
export type HelpContactRequest = z.infer<typeof helpContactRequestSchema>;

/** `POST /help/contact` answer: the message was handed to the mail system, with a reference to quote in replies. */
export const helpContactResponseSchema = dataEnvelope(
  z.object({
    reference: z.string().describe('A short reference for this message, also in the e-mail to the support team'),
  }),
);
