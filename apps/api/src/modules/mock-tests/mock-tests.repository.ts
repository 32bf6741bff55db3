import type { ExamClock } from '@pte/exam';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, testAnswers, testSessions } from '../../db/schema';
import type { TestPlan } from './test-plan';

/** A sitting as stored. */
export interface StoredSession {
  id: string;
  userId: string;
  testId: string;
  status: 'in-progress' | 'completed' | 'abandoned';
  plan: TestPlan;
  position: number;
  clock: ExamClock;
  itemStartUsedMs: number;
  pastInterruptions: number;
  pastAwayMs: number;
  report: unknown;
  startedAt: Date;
  completedAt: Date | null;
}

/** What a sitting's move changes: where it is, its clock and, at the end, its status. */
export type SessionChanges = Partial<Pick<StoredSession, 'status' | 'position' | 'clock' | 'itemStartUsedMs' | 'pastInterruptions' | 'pastAwayMs' | 'completedAt' | 'report'>>;

/** How an item ended up: assessed, waiting to be, not answered, not scored (the introduction) or not assessable. */
export type AnswerStatus = 'pending' | 'assessed' | 'unanswered' | 'unscored' | 'failed';

/** One item of a sitting once the learner has moved past it. */
export interface StoredAnswer {
  sessionId: string;
  position: number;
  itemType: string;
  questionId: string | null;
  answer: unknown;
  recordingKey: string | null;
  status: AnswerStatus;
  result: unknown;
  timeUsedMs: number;
}

/** A repository bound to one database handle: the database itself or an open transaction. */
function bind(db: Db) {
  const toSession = (row: typeof testSessions.$inferSelect): StoredSession => ({
    ...row,
    status: row.status as StoredSession['status'],
    plan: row.plan as TestPlan,
    clock: row.clock as ExamClock,
  });
  const toAnswer = (row: typeof testAnswers.$inferSelect): StoredAnswer => ({ ...row, status: row.status as AnswerStatus });

  return {
    /** Starts a sitting; undefined when the learner already has one running (the unique index refuses a second). */
    async insertSession(values: Pick<StoredSession, 'userId' | 'testId' | 'plan' | 'clock'>): Promise<StoredSession | undefined> {
      const rows = await db
        .insert(testSessions)
        .values({ ...values, status: 'in-progress' })
        .onConflictDoNothing()
        .returning();
      return rows[0] ? toSession(rows[0]) : undefined;
    },

    /** The learner's sitting `id`, locked for update when `lock` (inside a transaction). */
    async findSession(userId: string, id: string, lock = false): Promise<StoredSession | undefined> {
      const query = db.select().from(testSessions).where(and(eq(testSessions.id, id), eq(testSessions.userId, userId))).limit(1);
      const rows = lock ? await query.for('update') : await query;
      return rows[0] ? toSession(rows[0]) : undefined;
    },

    /** The sitting `id` whoever owns it (background assessment). */
    async findSessionById(id: string): Promise<StoredSession | undefined> {
      const rows = await db.select().from(testSessions).where(eq(testSessions.id, id)).limit(1);
      return rows[0] ? toSession(rows[0]) : undefined;
    },

    /** The learner's running sitting, if any. */
    async findRunning(userId: string): Promise<StoredSession | undefined> {
      const rows = await db
        .select()
        .from(testSessions)
        .where(and(eq(testSessions.userId, userId), eq(testSessions.status, 'in-progress')))
        .limit(1);
      return rows[0] ? toSession(rows[0]) : undefined;
    },

    /** The learner's sittings, newest first. */
    async listSessions(userId: string, limit: number): Promise<StoredSession[]> {
      const rows = await db.select().from(testSessions).where(eq(testSessions.userId, userId)).orderBy(desc(testSessions.startedAt)).limit(limit);
      return rows.map(toSession);
    },

    async updateSession(id: string, changes: SessionChanges): Promise<void> {
      await db.update(testSessions).set(changes).where(eq(testSessions.id, id));
    },

    /** Records items the learner moved past; an item recorded already is left as it was. */
    async insertAnswers(answers: readonly Omit<StoredAnswer, 'result'>[] | readonly StoredAnswer[]): Promise<void> {
      if (answers.length === 0) return;
      await db.insert(testAnswers).values([...answers]).onConflictDoNothing();
    },

    /** The items of a sitting the learner has moved past, in test order. */
    async listAnswers(sessionId: string): Promise<StoredAnswer[]> {
      const rows = await db.select().from(testAnswers).where(eq(testAnswers.sessionId, sessionId)).orderBy(asc(testAnswers.position));
      return rows.map(toAnswer);
    },

    async findAnswer(sessionId: string, position: number): Promise<StoredAnswer | undefined> {
      const rows = await db
        .select()
        .from(testAnswers)
        .where(and(eq(testAnswers.sessionId, sessionId), eq(testAnswers.position, position)))
        .limit(1);
      return rows[0] ? toAnswer(rows[0]) : undefined;
    },

    /** Stores the assessment of a waiting answer; false when it was no longer waiting. */
    async completeAssessment(sessionId: string, position: number, status: 'assessed' | 'failed', result: unknown): Promise<boolean> {
      const rows = await db
        .update(testAnswers)
        .set({ status, result, assessedAt: sql`now()` })
        .where(and(eq(testAnswers.sessionId, sessionId), eq(testAnswers.position, position), eq(testAnswers.status, 'pending')))
        .returning({ position: testAnswers.position });
      return rows.length > 0;
    },

    /** Every answer still waiting for its assessment, oldest first (picked up again after a restart). */
    async listPending(): Promise<{ sessionId: string; position: number }[]> {
      return db
        .select({ sessionId: testAnswers.sessionId, position: testAnswers.position })
        .from(testAnswers)
        .where(eq(testAnswers.status, 'pending'))
        .orderBy(asc(testAnswers.answeredAt));
    },

    /** How many of a sitting's answers still wait for their assessment. */
    async countPending(sessionId: string): Promise<number> {
      const [row] = await db
        .select({ pending: sql<number>`count(*)::int` })
        .from(testAnswers)
        .where(and(eq(testAnswers.sessionId, sessionId), eq(testAnswers.status, 'pending')));
      return row?.pending ?? 0;
    },

    /** The target score on the learner's profile, if set. */
    async targetScore(userId: string): Promise<number | null> {
      const [row] = await db.select({ targetScore: profiles.targetScore }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row?.targetScore ?? null;
    },
  };
}

/** The mock-test repository, with `transaction` running a function on a repository bound to one transaction. */
export function createMockTestsRepository(db: Db) {
  return {
    ...bind(db),
    /** Runs `work` in one transaction (a sitting's moves lock its row, so two answers to one sitting never interleave). */
    transaction<T>(work: (repository: ReturnType<typeof bind>) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(bind(tx as unknown as Db)));
    },
  };
}

/** The mock-test repository. */
export type MockTestsRepository = ReturnType<typeof createMockTestsRepository>;

/** The repository inside one transaction. */
export type MockTestsTransaction = ReturnType<typeof bind>;
