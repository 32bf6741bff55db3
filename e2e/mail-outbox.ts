import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './e2e-environment';

/** One e-mail as the server writes it to `${DATA_DIR}/outbox/*.json` when no SMTP server is configured. */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  createdAt: string;
}

/** The folder the journeys' server writes its e-mails to. */
const outboxDir = join(e2eDataDir, 'outbox');

/** Messages to `email`, newest first; null while some outbox file is still being written (not yet valid JSON). */
async function readMessagesTo(email: string): Promise<OutboxMessage[] | null> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const messages: OutboxMessage[] = [];
  for (const file of files) {
    try {
      messages.push(JSON.parse(await readFile(join(outboxDir, file), 'utf8')) as OutboxMessage);
    } catch (error) {
      if (error instanceof SyntaxError) return null;
      throw error;
    }
  }
  return messages.filter((message) => message.to.toLowerCase() === email.toLowerCase()).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Every message in the outbox addressed to `email`, newest first (waits for files still being written). */
export async function messagesTo(email: string): Promise<OutboxMessage[]> {
  let messages: OutboxMessage[] | null = null;
  await expect
    .poll(async () => (messages = await readMessagesTo(email)) !== null, { message: `the outbox files in ${outboxDir} to be complete` })
    .toBe(true);
  return messages ?? [];
}

/**
 * Waits until the outbox holds more than `knownCount` messages to `email` (delivery runs in the background
 * after the API has answered) and returns the newest.
 */
export async function waitForNewMessage(email: string, knownCount = 0): Promise<OutboxMessage> {
  await expect
    .poll(async () => (await readMessagesTo(email))?.length ?? -1, { message: `a new e-mail to ${email} in ${outboxDir}` })
    .toBeGreaterThan(knownCount);
  const [newest] = await messagesTo(email);
  if (!newest) throw new Error(`No e-mail to ${email} in ${outboxDir}`);
  return newest;
}
