import { randomUUID } from 'node:crypto';
import type { HelpContactRequest } from '@pte/contract';
import type { FastifyBaseLogger } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../../platform/http-error';
import type { AuthUser } from '../auth/auth.guard';
import type { Mailer } from '../mail/mailer';
import { helpContactEmail } from './help-contact.email';

/** How many Help Center messages one learner may send per time window. */
interface HelpContactLimit {
  max: number;
  windowMs: number;
}

/** The default limit: five messages per learner per hour. */
const defaultHelpContactLimit: HelpContactLimit = { max: 5, windowMs: 60 * 60_000 };

/** A time window in words, for messages: "hour", "2 hours", "30 minutes", "minute". */
function windowInWords(windowMs: number): string {
  const minutes = Math.max(1, Math.round(windowMs / 60_000));
  if (minutes % 60 === 0) return minutes === 60 ? 'hour' : `${minutes / 60} hours`;
  return minutes === 1 ? 'minute' : `${minutes} minutes`;
}

/** A learner sent as many messages as the limit allows: 429 `RATE_LIMITED`, with the seconds to wait for `Retry-After`. */
export class HelpContactLimitReached extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(limit: HelpContactLimit, waitMs: number) {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    super(
      429,
      'RATE_LIMITED',
      `You have already sent ${limit.max} messages to the support team in the last ${windowInWords(limit.windowMs)}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before sending another.`,
    );
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}

/** The message when the mail system refused the message (SMTP down, outbox not writable). */
export const helpMailUnavailableMessage = 'Your message could not be sent just now. Please try again in a few minutes.';

/** The Help Center's contact form. */
export interface HelpService {
  /**
   * E-mails the learner's message to the support team, Reply-To the learner, and answers its reference. Throws
   * {@link HelpContactLimitReached} past the learner's limit, and a 503 when the mail system refuses it (which
   * does not count towards the limit).
   */
  contact(user: AuthUser, request: HelpContactRequest): Promise<{ reference: string }>;
}

/**
 * Creates the contact service. The limit counts the messages actually sent by each learner, in this server's
 * memory: with several API instances a learner may send `max` messages through each.
 */
export function createHelpService({
  mailer,
  supportEmail,
  log,
  limit = defaultHelpContactLimit,
}: {
  mailer: Mailer;
  supportEmail: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  limit?: HelpContactLimit;
}): HelpService {
  const limiter = new RateLimiterMemory({ keyPrefix: 'help-contact', points: limit.max, duration: Math.max(1, Math.ceil(limit.windowMs / 1000)) });

  return {
    async contact(user, request) {
      try {
        await limiter.consume(user.id);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) throw new HelpContactLimitReached(limit, refusal.msBeforeNext);
        throw refusal;
      }
      const reference = randomUUID().slice(0, 8).toUpperCase();
      try {
        await mailer.send(helpContactEmail({ to: supportEmail, sender: user, request, reference }));
      } catch (error) {
        await limiter.reward(user.id, 1);
        log.error({ err: error }, 'A Help Center message could not be sent');
        throw new HttpError(503, 'MAIL_UNAVAILABLE', helpMailUnavailableMessage);
      }
      return { reference };
    },
  };
}
