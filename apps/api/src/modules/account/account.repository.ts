import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, assistantMessages, attempts, bookmarks, notifications, profiles, studyPlans, testAnswers, testSessions, user, verification } from '../../db/schema';

/** Reads everything one learner has, and deletes it. Every query is scoped to that learner's id. */
export function createAccountRepository(db: Db) {
  return {
    /** The learner's own rows in every table that holds them (no secrets: no password hash, no session tokens). */
    async everything(userId: string) {
      const [identity, profile, attemptRows, bookmarkRows, notificationRows, planRows, sessionRows, testAnswerRows, assistantRows] = await Promise.all([
        db.select({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt }).from(user).where(eq(user.id, userId)),
        db.select().from(profiles).where(eq(profiles.userId, userId)),
        db.select().from(attempts).where(eq(attempts.userId, userId)).orderBy(asc(attempts.createdAt), asc(attempts.id)),
        db.select().from(bookmarks).where(eq(bookmarks.userId, userId)).orderBy(asc(bookmarks.createdAt)),
        db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt)),
        db.select().from(studyPlans).where(eq(studyPlans.userId, userId)),
        db.select().from(testSessions).where(eq(testSessions.userId, userId)).orderBy(asc(testSessions.startedAt)),
        db
          .select({ answer: testAnswers })
          .from(testAnswers)
          .innerJoin(testSessions, eq(testSessions.id, testAnswers.sessionId))
          .where(eq(testSessions.userId, userId))
          .orderBy(asc(testSessions.startedAt), asc(testAnswers.position)),
        db.select().from(assistantMessages).where(eq(assistantMessages.userId, userId)).orderBy(asc(assistantMessages.id)),
      ]);
      return {
        user: identity[0] ?? null,
        profile: profile[0] ?? null,
        attempts: attemptRows,
        bookmarks: bookmarkRows,
        notifications: notificationRows,
        studyPlan: planRows[0] ?? null,
        testSessions: sessionRows,
        testAnswers: testAnswerRows.map((row) => row.answer),
        assistantMessages: assistantRows,
      };
    },

    /** The argon2id hash of the learner's e-mail-and-password sign-in, or null when they have none. */
    async passwordHash(userId: string): Promise<string | null> {
      const rows = await db
        .select({ password: account.password })
        .from(account)
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
        .limit(1);
      return rows[0]?.password ?? null;
    },

    /** The storage keys of the learner's recordings: practice attempts' and mock tests'. */
    async recordingKeys(userId: string): Promise<string[]> {
      const [practice, tests] = await Promise.all([
        db
          .select({ key: attempts.recordingKey })
          .from(attempts)
          .where(and(eq(attempts.userId, userId), isNotNull(attempts.recordingKey))),
        db
          .select({ key: testAnswers.recordingKey })
          .from(testAnswers)
          .innerJoin(testSessions, eq(testSessions.id, testAnswers.sessionId))
          .where(and(eq(testSessions.userId, userId), isNotNull(testAnswers.recordingKey))),
      ]);
      return [...practice, ...tests].flatMap((row) => (row.key ? [row.key] : []));
    },

    /**
     * Deletes the learner: every table of theirs goes with them (foreign keys cascade), and so do their pending
     * pending links (a password-reset link's value is their id; its identifier is stored hashed). True when they existed.
     */
    async deleteUser(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(verification).where(eq(verification.value, userId));
        const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
        return deleted.length > 0;
      });
    },
  };
}

/** The account repository. */
export type AccountRepository = ReturnType<typeof createAccountRepository>;
