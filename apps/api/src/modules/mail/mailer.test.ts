import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type MailLogger, outboxDirectory } from './mailer';

function recordingLogger() {
  const lines: Array<{ level: 'info' | 'error'; object: Record<string, unknown>; message: string }> = [];
  const logger: MailLogger = {
    info: (object, message) => lines.push({ level: 'info', object: object as Record<string, unknown>, message }),
    error: (object, message) => lines.push({ level: 'error', object: object as Record<string, unknown>, message }),
  };
  return { logger, lines };
}

const message = {
  to: 'learner@example.com',
  subject: 'Reset your PTE Coach password',
  text: 'Open http://localhost:3000/reset-password?token=abc',
  html: '<p><a href="http://localhost:3000/reset-password?token=abc">Reset</a></p>',
  link: 'http://localhost:3000/reset-password?token=abc',
};

describe('mailer', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pte-mailer-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  describe('without SMTP', () => {
    it('writes each message as JSON to the outbox and logs its link', async () => {
      const { logger, lines } = recordingLogger();
      const mailer = createMailer({ from: 'PTE Coach <no-reply@localhost>', dataDir, logger });
      expect(mailer.transport).toBe('outbox');
      await mailer.send(message);
      await mailer.send({ ...message, to: 'second@example.com' });

      const files = readdirSync(outboxDirectory(dataDir)).sort();
      expect(files).toHaveLength(2);
      for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f-]{36}\.json$/);
      const first = JSON.parse(readFileSync(join(outboxDirectory(dataDir), files[0] ?? ''), 'utf8')) as Record<string, unknown>;
      expect(Object.keys(first).sort()).toEqual(['createdAt', 'html', 'link', 'subject', 'text', 'to']);
      expect(first).toMatchObject(message);
      expect(Date.parse(String(first.createdAt))).not.toBeNaN();

      expect(lines.filter((line) => line.level === 'info')).toHaveLength(2);
      expect(lines[0]?.object.link).toBe(message.link);
    });

    it('delivers in the background and reports failures in the log, not to the caller', async () => {
      const { logger, lines } = recordingLogger();
      const mailer = createMailer({ from: 'x@localhost', dataDir, logger });
      mailer.sendInBackground(message);
      await mailer.settle();
      expect(readdirSync(outboxDirectory(dataDir))).toHaveLength(1);

      // A file where the data folder should be makes every write fail.
      const blocked = join(dataDir, 'blocked');
      writeFileSync(blocked, 'not a folder');
      const failing = createMailer({ from: 'x@localhost', dataDir: blocked, logger });
      failing.sendInBackground(message);
      await failing.settle();
      const errors = lines.filter((line) => line.level === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]?.message).toBe('E-mail could not be delivered');
      await expect(failing.send(message)).rejects.toThrow();
    });
  });

  describe('with SMTP', () => {
    let server: Server;
    let received: string[];
    let port: number;

    // A minimal SMTP server: enough of RFC 5321 for one plain-text delivery.
    beforeEach(async () => {
      received = [];
      server = createServer((socket) => {
        let inData = false;
        let buffer = '';
        socket.write('220 test ESMTP\r\n');
        socket.on('data', (chunk) => {
          buffer += chunk.toString('utf8');
          let index: number;
          while ((index = buffer.indexOf('\r\n')) >= 0) {
            const line = buffer.slice(0, index);
            buffer = buffer.slice(index + 2);
            if (inData) {
              if (line === '.') {
                inData = false;
                socket.write('250 queued\r\n');
              } else received.push(line);
              continue;
            }
            const verb = line.slice(0, 4).toUpperCase();
            if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
            else if (verb === 'MAIL' || verb === 'RCPT') {
              received.push(line);
              socket.write('250 ok\r\n');
            } else if (verb === 'DATA') {
              inData = true;
              socket.write('354 go ahead\r\n');
            } else if (verb === 'QUIT') socket.end('221 bye\r\n');
            else socket.write('250 ok\r\n');
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });
    afterEach(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('hands the message to the SMTP server and writes no outbox file', async () => {
      const { logger } = recordingLogger();
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'PTE Coach <no-reply@pte.test>', dataDir, logger });
      expect(mailer.transport).toBe('smtp');
      await mailer.send(message);
      await mailer.close();

      const transcript = received.join('\n');
      expect(transcript).toContain('MAIL FROM:<no-reply@pte.test>');
      expect(transcript).toContain('RCPT TO:<learner@example.com>');
      expect(transcript).toContain('Subject: Reset your PTE Coach password');
      expect(transcript).toContain('reset-password?token=abc');
      expect(() => readdirSync(outboxDirectory(dataDir))).toThrow();
    });

    it('sets Reply-To when the message names one', async () => {
      const { logger } = recordingLogger();
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'PTE Coach <no-reply@pte.test>', dataDir, logger });
      await mailer.send({ ...message, to: 'support@pte.test', replyTo: 'learner@example.com' });
      await mailer.close();

      const transcript = received.join('\n');
      expect(transcript).toContain('RCPT TO:<support@pte.test>');
      expect(transcript).toContain('Reply-To: learner@example.com');
    });
  });
});
