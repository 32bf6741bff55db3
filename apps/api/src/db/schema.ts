import { relations, sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/*
 * Better Auth's tables (user, session, account, verification), as its drizzle adapter for provider 'pg'
 * expects them: tables keyed by model name, columns by field name, snake_case in the database. Timestamps
 * carry a time zone so values written by the app and by `now()` agree whatever the server's zone.
 */

/** A person who can sign in (Better Auth's `user` model). */
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').default(false).notNull(),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
});

/** A signed-in session; its token is the bearer token the web app sends (Better Auth's `session` model). */
export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .$onUpdate(() => new Date())
      .notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_userId_idx').on(table.userId)],
);

/** A way to sign in; for e-mail + password it holds the argon2id hash (Better Auth's `account` model). */
export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [index('account_userId_idx').on(table.userId)],
);

/** Single-use values with an expiry, such as password-reset tokens (Better Auth's `verification` model). */
export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** A learner's own settings (the spec's `dbUser`): one row per user, created on first access. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    targetScore: integer('target_score'),
    examDate: date('exam_date', { mode: 'string' }),
    accent: text('accent').default('any').notNull(),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().default({}).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    check('profiles_target_score_range', sql`${table.targetScore} between 10 and 90`),
    check('profiles_accent_known', sql`${table.accent} in ('us', 'uk', 'au', 'any')`),
  ],
);

/** One item of the question bank; `prompt` and `answer_key` follow the schemas of its task type. */
export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    /** The task type id from the exam registry, e.g. `read-aloud`. */
    type: text('type').notNull(),
    /** The spec's fetch-section key, e.g. `reading-mcsa`. */
    fetchSection: text('fetch_section').notNull(),
    /** Order within its fetch section and pool; page n of a practice page shows the n-th practice question. */
    position: integer('position').notNull(),
    /**
     * The item's pool (`@pte/exam`'s `ItemPool`): `practice` items are served on the practice pages, `mock` items
     * only in mock tests.
     */
    pool: text('pool').$type<'practice' | 'mock'>().default('practice').notNull(),
    title: text('title').notNull(),
    topic: text('topic'),
    difficulty: text('difficulty').default('medium').notNull(),
    prompt: jsonb('prompt').$type<unknown>().notNull(),
    answerKey: jsonb('answer_key').$type<unknown>().notNull(),
    audio: jsonb('audio').$type<unknown>(),
    media: jsonb('media').$type<unknown>(),
    explanation: text('explanation').notNull(),
    modelAnswer: text('model_answer'),
    /**
     * Set when the item left the bank while attempts still point at it: kept for those attempts, never served.
     * Cleared if the item comes back.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('questions_fetch_section_position_idx').on(table.fetchSection, table.position),
    check('questions_pool_known', sql`${table.pool} in ('practice', 'mock')`),
  ],
);

/**
 * What was last loaded from a content folder (`name` = `questions`): a fingerprint of the parsed items, so a
 * restart with an unchanged bank skips rewriting it.
 */
export const contentFingerprints = pgTable('content_fingerprints', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  itemCount: integer('item_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).defaultNow().notNull(),
});

/** One submitted answer and its assessment; recordings live in file storage, referenced by `recording_key`. */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    questionType: text('question_type').notNull(),
    answer: jsonb('answer').$type<unknown>().notNull(),
    result: jsonb('result').$type<unknown>(),
    recordingKey: text('recording_key'),
    timeTakenMs: integer('time_taken_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    /**
     * The question as the learner was served it (the public question with its media URLs), so the attempt can be
     * shown as it was after the bank changes. Null for attempts stored before questions were kept with them.
     */
    question: jsonb('question').$type<unknown>(),
    /**
     * The attempt's 10–90 score, read from the `skills` its assessment gave (a re-order result keeps them in its
     * `assessment`): every skill a task feeds gets the same `round(10 + 80 × score / max)`.
     */
    score: smallint('score').generatedAlwaysAs(
      sql`(jsonb_path_query_first(coalesce(result -> 'skills', result -> 'assessment' -> 'skills'), '$.*'))::numeric::smallint`,
    ),
    /**
     * The assessment's trait marks by id (`{ fluency: { score, max }, … }`), kept beside the result so the progress
     * report's enabling-skill trends read this small object rather than each whole (large, compressed) result.
     */
    traits: jsonb('traits')
      .$type<unknown>()
      .generatedAlwaysAs(sql`result -> 'traits'`),
  },
  (table) => [
    index('attempts_user_question_created_idx').on(table.userId, table.questionId, table.createdAt.desc()),
    index('attempts_user_type_created_idx').on(table.userId, table.questionType, table.createdAt.desc()),
    // Newest first, ties broken by id, so a history page is read from the index in order.
    index('attempts_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // History filtered by score, and the progress summary's averages per task type, read from the index alone.
    index('attempts_user_score_idx').on(table.userId, table.score),
    index('attempts_user_type_score_idx').on(table.userId, table.questionType, table.score),
    // Deleting a retired question checks for attempts by question id alone.
    index('attempts_question_idx').on(table.questionId),
  ],
);

/** A question the learner bookmarked to come back to; one row per learner and question. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] })],
);

/**
 * A note for the learner (today's plan, a streak about to break, a new best score…). `key` names the event it
 * was made for, so the same event never makes two notes; `read_at` is set when the learner opens it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What kind of event, e.g. `plan-today`, `streak-at-risk`, `best-score`, `welcome`. */
    kind: text('kind').notNull(),
    /** The event's identity for this learner, e.g. `plan-today:2026-11-28`. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the note leads in the app, if anywhere. */
    href: text('href'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When it was also sent by e-mail (reminders only, when SMTP is configured and the learner has not opted out). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_user_key_idx').on(table.userId, table.key),
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/**
 * A learner's study plan: the inputs it was made from and its days, each with the practice planned for it.
 * One plan per learner; regenerating replaces it.
 */
export const studyPlans = pgTable(
  'study_plans',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    targetScore: integer('target_score').notNull(),
    minutesPerDay: integer('minutes_per_day').notNull(),
    /** The learner's time zone when the plan was made; its days are dates in that zone. */
    timeZone: text('time_zone').notNull(),
    /** The planned days, in the shape the study-plan module defines. */
    days: jsonb('days').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    check('study_plans_target_score_range', sql`${table.targetScore} between 10 and 90`),
    check('study_plans_minutes_range', sql`${table.minutesPerDay} between 10 and 600`),
  ],
);

/**
 * A learner's sitting of a mock test: the items it holds (fixed when it starts), where the learner is, and the
 * clock of the block they are in. The server owns the order and the clock; at most one sitting per learner runs.
 */
export const testSessions = pgTable(
  'test_sessions',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The test taken, e.g. `mock-test-1`, `mock-test-2-reading`, `mini-mock-1`. */
    testId: text('test_id').notNull(),
    /** `in-progress`, `completed` or `abandoned`. */
    status: text('status').notNull(),
    /** The items and timing blocks of this sitting, in the shape the mock-tests module defines. */
    plan: jsonb('plan').$type<unknown>().notNull(),
    /** The item the learner is on (0-based); equal to the item count once every item is behind them. */
    position: integer('position').default(0).notNull(),
    /** The running block's clock (used, last contact, time away, interruptions), in epoch milliseconds. */
    clock: jsonb('clock').$type<unknown>().notNull(),
    /** The block clock's used time when the current item was shown: the item's own time is the difference. */
    itemStartUsedMs: integer('item_start_used_ms').default(0).notNull(),
    /** Interruptions and time away of the blocks already behind the learner. */
    pastInterruptions: integer('past_interruptions').default(0).notNull(),
    pastAwayMs: bigint('past_away_ms', { mode: 'number' }).default(0).notNull(),
    /** The score report, kept once every answer is assessed. */
    report: jsonb('report').$type<unknown>(),
    startedAt: timestamp('started_at', { withTimezone: true }).defaultNow().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('test_sessions_user_started_idx').on(table.userId, table.startedAt.desc()),
    uniqueIndex('test_sessions_one_running_idx').on(table.userId).where(sql`${table.status} = 'in-progress'`),
  ],
);

/**
 * One item of a sitting once the learner has moved past it: the answer (or none), its recording, and its
 * assessment. `status` is `pending` until a speaking or writing answer is assessed in the background, then
 * `assessed` (or `failed` with the reason in `result`); `unanswered` and `unscored` (the introduction) are final.
 */
export const testAnswers = pgTable(
  'test_answers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => testSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The item's type: a registry task type, or `personal-introduction`. */
    itemType: text('item_type').notNull(),
    questionId: text('question_id').references(() => questions.id),
    answer: jsonb('answer').$type<unknown>(),
    recordingKey: text('recording_key'),
    status: text('status').notNull(),
    result: jsonb('result').$type<unknown>(),
    timeUsedMs: integer('time_used_ms').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).defaultNow().notNull(),
    assessedAt: timestamp('assessed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.position] }),
    // Background assessment finds what is still waiting (after a restart too) from this index alone.
    index('test_answers_pending_idx').on(table.status).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * The learner's conversation with the AI Assistant: their questions and its answers, with the sources each answer
 * cites. `id` increases with every message, so a question always sorts before its answer.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** `learner` (a question) or `assistant` (an answer). */
    role: text('role').notNull(),
    text: text('text').notNull(),
    /** The answer's sources (`{ title, href, section }`), best first; empty for a question. */
    citations: jsonb('citations').$type<unknown>().notNull(),
    /** What an answer rests on: `your-data`, `guides` or `none`; null for a question. */
    source: text('source'),
    /** Who wrote an answer: `built-in` or `model` (the configured language model); null for a question (and for answers kept before it was recorded, all built-in). */
    answeredBy: text('answered_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('assistant_messages_user_id_idx').on(table.userId, table.id.desc())],
);

/**
 * Failed sign-ins per account on PostgreSQL, in the shape rate-limiter-flexible's Postgres store reads (`key` is a
 * hash of the e-mail, `expire` milliseconds since the epoch). Made here rather than by the library, so servers that
 * start together never race to create it.
 */
export const authAccountSignInLimits = pgTable('auth_account_sign_in_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').default(0).notNull(),
  expire: bigint('expire', { mode: 'number' }),
});

/** Relations used by Better Auth's adapter for joined reads. */
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));

/** A session belongs to one user. */
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

/** An account belongs to one user. */
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
