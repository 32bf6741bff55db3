import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../platform/http-error';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createHelpService, HelpContactLimitReached, helpMailUnavailableMessage } from './help.service';

const learner = { id: 'user-1', name: 'Tomás Ruiz', email: 'tomas@example.com' };
const request = { subject: 'Microphone', message: 'The recorder stops after one second.' };

/** A mailer that records what it sends, or fails while `failing` is true. */
function fakeMailer() {
  const sent: MailMessage[] = [];
  const state = { failing: false };
  const mailer: Mailer = {
    transport: 'outbox',
    send: async (message) => {
      if (state.failing) throw new Error('SMTP server unreachable');
      sent.push(message);
    },
    sendInBackground: () => {},
    settle: async () => {},
    close: async () => {},
  };
  return { mailer, sent, state };
}

describe('help service', () => {
  it('answers 503 when the mail system refuses the message, logs it, and does not count it towards the limit', async () => {
    const { mailer, sent, state } = fakeMailer();
    const log = { error: vi.fn() };
    const help = createHelpService({ mailer, supportEmail: 'help@pte.test', log, limit: { max: 1, windowMs: 60_000 } });

    state.failing = true;
    const failure = await help.contact(learner, request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ statusCode: 503, code: 'MAIL_UNAVAILABLE', message: helpMailUnavailableMessage });
    expect(log.error).toHaveBeenCalledTimes(1);

    state.failing = false;
    await expect(help.contact(learner, request)).resolves.toEqual({ reference: expect.stringMatching(/^[0-9A-F]{8}$/) });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'help@pte.test', replyTo: 'tomas@example.com' });
    await expect(help.contact(learner, request)).rejects.toBeInstanceOf(HelpContactLimitReached);
  });

  it('says how long to wait, in minutes, once the limit is reached', async () => {
    const { mailer } = fakeMailer();
    const help = createHelpService({ mailer, supportEmail: 'help@pte.test', log: { error: () => {} }, limit: { max: 2, windowMs: 30 * 60_000 } });
    await help.contact(learner, request);
    await help.contact(learner, request);
    const refusal = (await help.contact(learner, request).catch((error: unknown) => error)) as HelpContactLimitReached;
    expect(refusal.statusCode).toBe(429);
    expect(refusal.message).toBe('You have already sent 2 messages to the support team in the last 30 minutes. Please wait 30 minutes before sending another.');
    expect(refusal.retryAfterSeconds).toBeGreaterThan(29 * 60);
    expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(30 * 60);
  });
});
