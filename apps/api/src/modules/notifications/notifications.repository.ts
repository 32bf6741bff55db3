import { and, count, desc, eq, gt, gte, inArray, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { attempts, notifications, profiles, studyPlans, user } from '../../db/schema';
import type { NoteDraft } from './notification-notes';

/** A stored note. */
export type NotificationRecord = typeof notifications.$inferSelect;

/** What the notes are made from: the learner's name and the profile fields they remind of. */
interface LearnerFacts {
  name: string;
  /** Null until the profile was first read (it is created then). */
  displayName: string | null;
  examDate: string | null;
  targetScore: number | null;
}

/** A learner to remind by e-mail, with the time zone their days are counted in. */
export interface ReminderRecipient {
  id: string;
  email: string;
  /** The study plan's time zone, or UTC when the learner has no plan. */
  timeZone: string;
}

/** A latest attempt of a task type that scored above every earlier attempt of that type. */
interface NewBestScore {
  attemptId: string;
  type: string;
  score: number;
  previous: number;
}

/** Reads and writes learners' notes. Every method is scoped to one learner, except the reminder recipients' list. */
export function createNotificationsRepository(db: Db) {
  return {
    /** The learner's name and profile, or undefined when the account does not exist. */
    async learnerFacts(userId: string): Promise<LearnerFacts | undefined> {
      const rows = await db
        .select({ name: user.name, displayName: profiles.displayName, examDate: profiles.examDate, targetScore: profiles.targetScore })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, userId))
        .limit(1);
      return rows[0];
    },

    /** Stores the notes whose event has no note yet; a note already made for the same key is kept as it is. */
    async addNotes(userId: string, drafts: readonly NoteDraft[], createdAt: Date): Promise<void> {
      if (drafts.length === 0) return;
      await db
        .insert(notifications)
        .values(drafts.map((draft) => ({ ...draft, userId, createdAt })))
        .onConflictDoNothing({ target: [notifications.userId, notifications.key] });
    },

    /** Deletes the learner's notes of these event keys. */
    async removeNotes(userId: string, keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.delete(notifications).where(and(eq(notifications.userId, userId), inArray(notifications.key, [...keys])));
    },

    /**
     * For each of `types`, the learner's latest scored attempt made at `since` or later, when it scored above every
     * earlier attempt of its type (and there was one). One index lookup per type (`attempts_user_type_created_idx`).
     */
    async newBestScores(userId: string, types: readonly string[], since: Date): Promise<NewBestScore[]> {
      if (types.length === 0) return [];
      const listed = sql`unnest(array[${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )}]::text[]) as listed(type)`;
      const latest = db
        .select({ id: attempts.id, type: attempts.questionType, score: attempts.score, createdAt: attempts.createdAt })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), sql`${attempts.questionType} = listed.type`, gte(attempts.createdAt, since), sql`${attempts.score} is not null`))
        .orderBy(desc(attempts.createdAt), desc(attempts.id))
        .limit(1)
        .as('latest');
      const earlier = alias(attempts, 'earlier');
      const earlierBest = db
        .select({ best: max(earlier.score).as('best') })
        .from(earlier)
        .where(
          and(
            eq(earlier.userId, userId),
            sql`${earlier.questionType} = listed.type`,
            sql`(${earlier.createdAt}, ${earlier.id}) < (${latest.createdAt}, ${latest.id})`,
          ),
        )
        .as('earlier_best');
      const rows = await db
        .select({ attemptId: latest.id, type: latest.type, score: latest.score, previous: earlierBest.best })
        .from(listed)
        .crossJoinLateral(latest)
        .crossJoinLateral(earlierBest)
        .where(gt(latest.score, earlierBest.best));
      return rows.flatMap((row) => (row.score !== null && row.previous !== null ? [{ ...row, score: row.score, previous: row.previous }] : []));
    },

    /** The learner's newest `limit` notes, newest first. */
    async list(userId: string, limit: number): Promise<NotificationRecord[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    /** How many of the learner's notes are unread. */
    async countUnread(userId: string): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.unread ?? 0;
    },

    /** Marks one of the learner's notes read (keeping the first reading time); undefined when it is not theirs. */
    async markRead(userId: string, id: string): Promise<NotificationRecord | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row;
    },

    /** Marks every unread note of the learner read; returns how many. */
    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /**
     * Learners who may get an e-mail reminder, `limit` at a time in id order after `afterId`: those who have not
     * turned reminders off and either have a study plan or practised at `activeSince` or later.
     */
    async reminderRecipients({ afterId, limit, activeSince }: { afterId: string; limit: number; activeSince: Date }): Promise<ReminderRecipient[]> {
      return db
        .select({ id: user.id, email: user.email, timeZone: sql<string>`coalesce(${studyPlans.timeZone}, 'UTC')` })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .leftJoin(studyPlans, eq(studyPlans.userId, user.id))
        .where(
          and(
            gt(user.id, afterId),
            sql`(${profiles.preferences} -> 'emailReminders') is distinct from 'false'::jsonb`,
            sql`(${studyPlans.userId} is not null or exists (select 1 from ${attempts} where ${attempts.userId} = ${user.id} and ${attempts.createdAt} >= ${activeSince}))`,
          ),
        )
        .orderBy(user.id)
        .limit(limit);
    },

    /**
     * Claims the learner's unread, not yet e-mailed notes of these keys for an e-mail (sets `emailed_at`), so that two
     * runs never send the same note; returns the claimed notes.
     */
    async claimForEmail(userId: string, keys: readonly string[]): Promise<NotificationRecord[]> {
      if (keys.length === 0) return [];
      return db
        .update(notifications)
        .set({ emailedAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), inArray(notifications.key, [...keys]), isNull(notifications.emailedAt), isNull(notifications.readAt)))
        .returning();
    },

    /** Gives back a claim whose e-mail could not be sent, so the next run tries again. */
    async releaseEmailClaim(userId: string, ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(notifications)
        .set({ emailedAt: null })
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])));
    },
  };
}

/** The notifications repository. */
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
