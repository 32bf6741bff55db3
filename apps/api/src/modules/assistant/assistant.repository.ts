import { assistantAnswerers, assistantAnswerSources, assistantHistoryLimit, type AssistantCitation, type AssistantMessage } from '@pte/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistantMessages } from '../../db/schema';

/** A message to store: the learner's question (no citations, no source, no writer) or the assistant's answer. */
export interface NewAssistantMessage {
  role: AssistantMessage['role'];
  text: string;
  citations: AssistantCitation[];
  source: AssistantMessage['source'];
  answeredBy: AssistantMessage['answeredBy'];
}

/** A stored row as the contract shows it. */
function toMessage(row: typeof assistantMessages.$inferSelect): AssistantMessage {
  const source = assistantAnswerSources.find((value) => value === row.source) ?? null;
  const role = row.role === 'assistant' ? 'assistant' : 'learner';
  // Answers kept before the writer was recorded were all the built-in assistant's.
  const answeredBy = role === 'assistant' ? (assistantAnswerers.find((value) => value === row.answeredBy) ?? 'built-in') : null;
  return {
    id: row.id,
    role,
    text: row.text,
    citations: Array.isArray(row.citations) ? (row.citations as AssistantCitation[]) : [],
    source,
    answeredBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The learner's conversation with the assistant. Every query is scoped to that learner's id. */
export function createAssistantRepository(db: Db) {
  return {
    /** Stores `messages` in order (ids increase in that order) for `userId`; answers them as stored. */
    async append(userId: string, messages: readonly NewAssistantMessage[]): Promise<AssistantMessage[]> {
      const rows = await db
        .insert(assistantMessages)
        .values(messages.map((message) => ({ userId, ...message })))
        .returning();
      return rows.sort((a, b) => a.id - b.id).map(toMessage);
    },

    /** The latest 50 messages of `userId`, oldest first. */
    async latest(userId: string): Promise<AssistantMessage[]> {
      const rows = await db.select().from(assistantMessages).where(eq(assistantMessages.userId, userId)).orderBy(desc(assistantMessages.id)).limit(assistantHistoryLimit);
      return rows.reverse().map(toMessage);
    },

    /** Deletes every message of `userId`; answers how many there were. */
    async deleteAll(userId: string): Promise<number> {
      const deleted = await db.delete(assistantMessages).where(eq(assistantMessages.userId, userId)).returning({ id: assistantMessages.id });
      return deleted.length;
    },
  };
}

/** The assistant's repository. */
export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
