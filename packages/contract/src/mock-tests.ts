import { enablingSkills, questionTypeIds, testParts, type EnablingSkillId, type TestPartId } from '@pte/exam';
import { z } from 'zod';
import { assessmentResultSchema } from './assessment';
import { dataEnvelope } from './envelope';
import { publicQuestionSchema } from './questions';

const skillIds = ['speaking', 'writing', 'reading', 'listening'] as const;
const partIds = testParts.map((part) => part.id) as [TestPartId, ...TestPartId[]];
const enablingSkillIds = enablingSkills.map((entry) => entry.id) as [EnablingSkillId, ...EnablingSkillId[]];
const score = z.number().int().min(10).max(90);
const count = z.number().int().min(0);
const seconds = z.number().int().min(0);

/** The kinds of test: a full mock test, one part of one (sectional), or a mini mock with every task type once. */
export const testKinds = ['full', 'sectional', 'mini'] as const;

/** The slot types of a test: every registry task type and the unscored personal introduction that opens Part 1. */
const testItemTypeSchema = z.enum(['personal-introduction', ...questionTypeIds]);

/** Where a test session is: running, completed (every item answered, timed out or finished early) or abandoned. */
export const testSessionStatuses = ['in-progress', 'completed', 'abandoned'] as const;

/** `sessionId` in the path of the session endpoints. */
export const testSessionParamsSchema = z.object({ sessionId: z.uuid('That test session link is not valid') });

/** `position` in the path of an answer's review: the item's place in the test, from 0. */
export const testAnswerParamsSchema = testSessionParamsSchema.extend({
  position: z.coerce.number({ error: 'The item number must be a whole number' }).int('The item number must be a whole number').min(0, 'Item numbers start at 0').max(200, 'A test has at most 200 items'),
});

/** One test on offer: what it is, what it holds and how long it may take. */
const mockTestSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(testKinds),
  title: z.string(),
  description: z.string(),
  /** The part a sectional test covers; null for full and mini tests. */
  part: z.enum(partIds).nullable(),
  itemCount: count,
  /** The most the test can take, every clock run out (minutes, rounded up). */
  timeLimitMinutes: count,
});

/** A session in the learner's list: its test, status and, once scored, its figures. */
const testSessionSummarySchema = z.object({
  id: z.uuid(),
  testId: z.string(),
  title: z.string(),
  kind: z.enum(testKinds),
  status: z.enum(testSessionStatuses),
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** Overall 10–90, once the report is ready (full and mini tests). */
  overall: score.nullable(),
  /** Each skill's 10–90, once the report is ready; a skill the test does not feed is absent. */
  skills: z.partialRecord(z.enum(skillIds), score),
});

/** `GET /mock-tests`: the tests on offer and the learner's running session, if any (one at a time). */
export const mockTestCatalogueResponseSchema = dataEnvelope(
  z.object({
    tests: z.array(mockTestSummarySchema),
    active: testSessionSummarySchema.nullable().describe('The learner’s test in progress, to resume'),
  }),
);

/** The catalogue as the web app reads it. */
export type MockTestCatalogue = z.infer<typeof mockTestCatalogueResponseSchema>['data'];

/** `GET /mock-tests/sessions`: the learner's sessions, newest first (the report history). */
export const testSessionListResponseSchema = dataEnvelope(z.object({ sessions: z.array(testSessionSummarySchema) }));

/** A session in the learner's list. */
export type TestSessionSummary = z.infer<typeof testSessionSummarySchema>;

/** `POST /mock-tests/sessions`: start a test. */
export const startTestSessionRequestSchema = z.object({ testId: z.string().min(1, 'Choose a test to start').max(100) }).strict();

/** The clock the current item runs on, as the server counts it. */
const testClockSchema = z.object({
  /** `item`: this item's own clock; `section`: one clock shared by the items of the block. */
  scope: z.enum(['item', 'section']),
  /** What the clock times, e.g. "Reading" or "Read Aloud". */
  label: z.string(),
  limitSeconds: seconds,
  remainingSeconds: seconds,
});

/** The unscored personal introduction: the prompt and its timings. */
const introductionSchema = z.object({ prompt: z.string(), prepareSeconds: seconds, answerSeconds: seconds });

/** The item the learner is on: its question (never its answer key) and its clock. */
const currentItemSchema = z.object({
  position: count,
  type: testItemTypeSchema,
  /** The question as the learner sees it; null for the personal introduction. */
  question: publicQuestionSchema.nullable(),
  introduction: introductionSchema.nullable(),
  /** Seconds of the item's audio, when it has some (the player plays it once). */
  audioSeconds: z.number().min(0).nullable(),
  clock: testClockSchema,
  /** Where the item sits in its clock's block: item `index + 1` of `count`. */
  block: z.object({ index: count, count: z.number().int().min(1) }),
});

/**
 * A test session as the learner resumes it: where they are and how much time is left. The server owns the
 * clock and the order: it shows only the current item, and only after the test ends the answers.
 */
export const testSessionStateSchema = z.object({
  id: z.uuid(),
  testId: z.string(),
  title: z.string(),
  kind: z.enum(testKinds),
  status: z.enum(testSessionStatuses),
  itemCount: z.number().int().min(1),
  /** How many items are behind the learner (answered, skipped or timed out). */
  done: count,
  part: z.object({ id: z.enum(partIds), title: z.string() }).nullable(),
  item: currentItemSchema.nullable().describe('Null once the test is over'),
  /** Times the learner was away (a closed tab, a lost connection) for longer than the clock's grace. */
  interruptions: count,
  /** Answers given so far that are still being assessed in the background (no scores are shown until the end). */
  pendingAssessments: count,
  heartbeatSeconds: z.number().int().min(1),
});

/** A session's state as the API answers it. */
export type TestSessionState = z.infer<typeof testSessionStateSchema>;

/** `{ data: state }` of every session endpoint that moves or reads a session. */
export const testSessionStateResponseSchema = dataEnvelope(testSessionStateSchema);

/**
 * `POST /mock-tests/sessions/{sessionId}/answers`: the answer to the current item, in its task type's answer shape,
 * or null to move on without answering (the learner chose Next, or the item's time ran out).
 */
export const testAnswerRequestSchema = z
  .object({
    position: count.max(200),
    answer: z.unknown().nullable(),
  })
  .strict();

/** One figure of the report: a 10–90 score with its likely range and how many items it rests on. */
const skillFigureSchema = z.object({ score, low: score, high: score, items: count });

/** One answered (or not) item as the report lists it. */
const reportItemSchema = z.object({
  position: count,
  part: z.enum(partIds),
  type: testItemTypeSchema,
  questionId: z.string().nullable(),
  status: z.enum(['pending', 'assessed', 'unanswered', 'unscored', 'failed']).describe('pending: still being assessed; unscored: the personal introduction; failed: could not be assessed (excluded from the scores)'),
  score: z.number().nullable(),
  max: z.number().nullable(),
  timeUsedSeconds: seconds,
});

/** The report while its answers are still being assessed. */
const reportPendingSchema = z.object({ status: z.literal('scoring'), assessed: count, total: count });

/** The score report of a completed test. */
const reportReadySchema = z.object({
  status: z.literal('ready'),
  sessionId: z.uuid(),
  testId: z.string(),
  title: z.string(),
  kind: z.enum(testKinds),
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime(),
  targetScore: score.nullable(),
  overall: skillFigureSchema.nullable().describe('Null for a sectional test, which does not rest on every skill'),
  skills: z.array(z.object({ skill: z.enum(skillIds), figure: skillFigureSchema.nullable(), gapToTarget: z.number().int().nullable(), explanation: z.string().nullable() })),
  uncertainty: z.string().describe('What the bands mean, in one or two sentences'),
  enablingSkills: z.array(z.object({ id: z.enum(enablingSkillIds), label: z.string(), percent: z.number().int().min(0).max(100).nullable(), marks: count })),
  taskTypes: z.array(
    z.object({
      type: z.enum(questionTypeIds),
      items: z.number().int().min(1),
      answered: count,
      score: z.number(),
      max: z.number(),
      /** This type's share of the points the test offered, in percent. */
      share: z.number().int().min(0).max(100),
      timeUsedSeconds: seconds,
      practicePath: z.string(),
    }),
  ),
  topGains: z.array(z.object({ type: z.enum(questionTypeIds), expectedGain: z.number().int().min(0), practicePath: z.string() })).max(3),
  gapToTarget: z.number().int().nullable(),
  interruptions: z.object({ count, awaySeconds: seconds }),
  items: z.array(reportItemSchema),
});

/** `GET /mock-tests/sessions/{sessionId}/report`: the report, or how far its assessment has got. */
export const testReportResponseSchema = dataEnvelope(z.discriminatedUnion('status', [reportPendingSchema, reportReadySchema]));

/** A ready score report. */
export type TestReport = z.infer<typeof reportReadySchema>;

/** `GET /mock-tests/sessions/{sessionId}/answers/{position}`: one item of a finished test for review. */
export const testAnswerReviewResponseSchema = dataEnvelope(
  z.object({
    position: count,
    type: testItemTypeSchema,
    question: publicQuestionSchema.nullable(),
    introduction: introductionSchema.nullable(),
    status: reportItemSchema.shape.status,
    /** The learner's answer as sent (text, selection, order), or null for a recording or no answer. */
    answer: z.unknown().nullable(),
    /** Where the learner's recording can be played, for spoken answers. */
    recordingUrl: z.string().nullable(),
    assessment: assessmentResultSchema.nullable(),
  }),
);

/** One reviewed answer. */
export type TestAnswerReview = z.infer<typeof testAnswerReviewResponseSchema>['data'];
