import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/**
 * An e-mail the product sends. `link` is the one action it asks for (e.g. a password-reset link); `replyTo` is
 * where replies go instead of the sender (e.g. the learner who wrote to the support team).
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  replyTo?: string;
}

/** What the outbox keeps for each message when no SMTP server is configured. */
export interface OutboxEntry extends MailMessage {
  createdAt: string;
}

/** The few log methods the mailer uses (pino's and Fastify's loggers fit). */
export interface MailLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Sends the product's e-mails. */
export interface Mailer {
  /** `smtp` when a server is configured, `outbox` when messages go to files. */
  readonly transport: 'smtp' | 'outbox';
  /** Delivers a message; resolves once it is handed to the SMTP server or written to the outbox. */
  send(message: MailMessage): Promise<void>;
  /**
   * Starts delivery without waiting for it (so a response's timing does not depend on whether mail was sent);
   * failures are logged. {@link Mailer.settle} waits for these.
   */
  sendInBackground(message: MailMessage): void;
  /** Resolves when every background delivery has finished, successfully or not. */
  settle(): Promise<void>;
  /** Waits for background deliveries, then closes the SMTP connection pool. */
  close(): Promise<void>;
}

/** How to build a {@link Mailer}. */
interface MailerOptions {
  /** `smtp://user:pass@host:port`; absent → outbox files. */
  smtpUrl?: string | undefined;
  /** Sender address. */
  from: string;
  /** The app's data folder; the outbox is `${dataDir}/outbox`. */
  dataDir: string;
  logger: MailLogger;
}

/** The folder where messages are written when no SMTP server is configured. */
export function outboxDirectory(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/**
 * Creates the mailer: SMTP through nodemailer when `smtpUrl` is set; otherwise each message is written as JSON
 * to `${dataDir}/outbox/<timestamp>-<id>.json` and its link is logged, so a self-hosted install works without a
 * mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const outbox = outboxDirectory(options.dataDir);

  async function send(message: MailMessage): Promise<void> {
    if (smtp) {
      await smtp.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      options.logger.info({ to: message.to, subject: message.subject }, 'E-mail sent');
      return;
    }
    const createdAt = new Date();
    const entry: OutboxEntry = { ...message, createdAt: createdAt.toISOString() };
    await mkdir(outbox, { recursive: true });
    const file = join(outbox, `${createdAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`);
    await writeFile(file, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
    options.logger.info(
      { to: message.to, subject: message.subject, file, link: message.link },
      'No SMTP server is configured: e-mail written to the outbox',
    );
  }

  return {
    transport: smtp ? 'smtp' : 'outbox',
    send,
    sendInBackground(message) {
      const delivery = send(message)
        .catch((error: unknown) => {
          options.logger.error({ err: error, to: message.to, subject: message.subject }, 'E-mail could not be delivered');
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async settle() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
      smtp?.close();
    },
  };
}
