import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';

/** A profile row joined with its user's e-mail. */
export interface ProfileRecord {
  userId: string;
  email: string;
  displayName: string;
  targetScore: number | null;
  examDate: string | null;
  accent: string;
  /** The learner's settings kept as JSON, e.g. `emailReminders`. */
  preferences: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

/** Editable profile columns. */
interface ProfileChanges {
  displayName?: string;
  targetScore?: number | null;
  examDate?: string | null;
  accent?: string;
  /** Stored in `preferences`, beside what is already there. */
  emailReminders?: boolean;
}

/** Reads and writes learners' profiles. Every method is scoped to one user id. */
export function createUsersRepository(db: Db) {
  const selection = {
    userId: profiles.userId,
    email: user.email,
    displayName: profiles.displayName,
    targetScore: profiles.targetScore,
    examDate: profiles.examDate,
    accent: profiles.accent,
    preferences: profiles.preferences,
    createdAt: profiles.createdAt,
    updatedAt: profiles.updatedAt,
  };

  return {
    /** The profile of `userId`, or undefined when it was never created. */
    async findProfile(userId: string): Promise<ProfileRecord | undefined> {
      const rows = await db.select(selection).from(profiles).innerJoin(user, eq(user.id, profiles.userId)).where(eq(profiles.userId, userId)).limit(1);
      return rows[0];
    },

    /** Creates the profile of `userId` unless it exists (safe when two requests race). */
    async createProfileIfMissing(userId: string, displayName: string): Promise<void> {
      await db.insert(profiles).values({ userId, displayName }).onConflictDoNothing({ target: profiles.userId });
    },

    /** Applies `changes` to the profile of `userId`; returns whether a row was updated. */
    async updateProfile(userId: string, { emailReminders, ...columns }: ProfileChanges): Promise<boolean> {
      const preferences = emailReminders === undefined ? {} : { preferences: sql`${profiles.preferences} || ${JSON.stringify({ emailReminders })}::jsonb` };
      const updated = await db
        .update(profiles)
        .set({ ...columns, ...preferences, updatedAt: sql`now()` })
        .where(eq(profiles.userId, userId))
        .returning({ userId: profiles.userId });
      return updated.length > 0;
    },
  };
}

/** The users repository. */
export type UsersRepository = ReturnType<typeof createUsersRepository>;
