import { apiErrorSchema, helpContactResponseSchema } from '@pte/contract';
import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, readOutbox, signUpLearner } from '../../../test/test-app';

const message = {
  subject: 'My Read Aloud score looks too low',
  message: 'I read every word of the passage, but the content score says I missed six of them.\nCould you check?',
};

describeEachDatabase('Help Center contact form', (t) => {
  /** The outbox messages sent to the support address. */
  const supportMail = () => readOutbox(t.config.dataDir).filter((entry) => entry.to === t.config.supportEmail);

  it('e-mails the message to the support address with the learner’s name and e-mail, Reply-To the learner', async () => {
    const learner = await signUpLearner(t.app, { name: 'Amira Haddad' });
    const before = supportMail().length;
    const response = await t.app.inject({ method: 'POST', url: '/api/help/contact', headers: bearer(learner.token), payload: message });
    expect(response.statusCode).toBe(200);
    const { reference } = helpContactResponseSchema.parse(response.json()).data;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);

    const sent = supportMail();
    expect(sent).toHaveLength(before + 1);
    const mail = sent.at(-1)!;
    expect(t.config.supportEmail).toBe('support@localhost');
    expect(mail.replyTo).toBe(learner.email);
    expect(mail.subject).toBe(`PTE Coach help request ${reference}`);
    expect(mail.text).toContain(`From: Amira Haddad <${learner.email}>`);
    expect(mail.text).toContain(`Account: ${learner.user.id}`);
    expect(mail.text).toContain(`Subject: ${message.subject}`);
    expect(mail.text).toContain(message.message);
    // The learner's words are escaped in the HTML part.
    expect(mail.html).toContain('I read every word of the passage');
  });

  it('sends HTML-looking text as text', async () => {
    const learner = await signUpLearner(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/help/contact',
      headers: bearer(learner.token),
      payload: { subject: 'A <b>bold</b> question', message: 'Is <script>alert(1)</script> shown as text?' },
    });
    expect(response.statusCode).toBe(200);
    const mail = supportMail().at(-1)!;
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.text).toContain('Is <script>alert(1)</script> shown as text?');
  });

  it('refuses a short, long, multi-line or missing subject and a short or long message with clear messages, and sends nothing', async () => {
    const learner = await signUpLearner(t.app);
    const before = supportMail().length;
    const cases: Array<{ payload: Record<string, unknown>; path: string; text: RegExp }> = [
      { payload: { ...message, subject: 'Hi' }, path: 'subject', text: /at least 3 characters/ },
      { payload: { ...message, subject: '   ab   ' }, path: 'subject', text: /at least 3 characters/ },
      { payload: { ...message, subject: 'x'.repeat(121) }, path: 'subject', text: /120 characters or fewer/ },
      { payload: { ...message, subject: 'Two\nlines' }, path: 'subject', text: /one line/ },
      { payload: { message: message.message }, path: 'subject', text: /subject/i },
      { payload: { ...message, message: 'Too short' }, path: 'message', text: /at least 10 characters/ },
      { payload: { ...message, message: 'y'.repeat(5001) }, path: 'message', text: /5,000 characters or fewer/ },
      { payload: { ...message, message: 'Bell \u0007 in the middle of a message' }, path: 'message', text: /plain text/ },
    ];
    for (const { payload, path, text } of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/help/contact', headers: bearer(learner.token), payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details?.find((detail) => detail.path === path)?.message).toMatch(text);
    }
    expect(supportMail()).toHaveLength(before);
  });

  it('accepts a message of exactly 5,000 characters and a subject of exactly 120', async () => {
    const learner = await signUpLearner(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/help/contact',
      headers: bearer(learner.token),
      payload: { subject: 's'.repeat(120), message: 'm'.repeat(5000) },
    });
    expect(response.statusCode).toBe(200);
  });

  it('is for signed-in learners only', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/help/contact', payload: message });
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json()).code).toBe('UNAUTHORIZED');
  });

  it('lets a learner send five messages an hour, then answers 429 with Retry-After; invalid messages and other learners do not count', async () => {
    const learner = await signUpLearner(t.app);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/help/contact', headers: bearer(learner.token), payload: { ...message, message: 'short' } });
    expect(invalid.statusCode).toBe(400);
    for (let index = 0; index < 5; index += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/help/contact', headers: bearer(learner.token), payload: message });
      expect(response.statusCode).toBe(200);
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/help/contact', headers: bearer(learner.token), payload: message });
    expect(refused.statusCode).toBe(429);
    const body = apiErrorSchema.parse(refused.json());
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/^You have already sent 5 messages to the support team in the last hour\. Please wait (60|59) minutes before sending another\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);

    const other = await signUpLearner(t.app);
    const fromOther = await t.app.inject({ method: 'POST', url: '/api/help/contact', headers: bearer(other.token), payload: message });
    expect(fromOther.statusCode).toBe(200);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    expect(document.paths['/api/help/contact']?.post?.tags).toEqual(['help']);
  });
});
