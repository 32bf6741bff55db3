import { z } from 'zod';

/** The speech engine's state: not started yet (it starts on first use), loading its models, ready, or unavailable. */
const speechEngineStates = ['idle', 'starting', 'ready', 'unavailable'] as const;

/** `GET /health`: whether the API and its database answer, and the speech engine's state. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().optional(),
  }),
  speech: z.object({
    status: z.enum(speechEngineStates),
    /** Why speaking answers cannot be assessed, when they cannot. */
    problem: z.string().optional(),
  }),
  version: z.string(),
  uptimeSeconds: z.number(),
});

/** The answer of `GET /health`. */
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The speech engine's part of the health answer. */
export type SpeechEngineStatus = HealthResponse['speech'];

/** `GET /health/live`: the process is up and serving requests (it checks nothing else). */
export const livenessResponseSchema = z.object({
  status: z.literal('live'),
  version: z.string(),
  uptimeSeconds: z.number(),
});

/** The answer of `GET /health/live`. */
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/**
 * `GET /health/ready`: whether the server can serve learners: its database answers and the question bank is
 * loaded into it. 200 with status `ready`, else 503 with status `not-ready` and the reason in words.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  /** Why the server is not ready, for an operator; absent when it is. */
  reason: z.string().optional(),
  database: z.object({
    status: z.enum(['up', 'down']),
    latencyMs: z.number().optional(),
  }),
  questionBank: z.object({
    /** `unknown` when the database did not answer, so the bank could not be looked at. */
    status: z.enum(['loaded', 'missing', 'unknown']),
    /** Items in the bank, when it is loaded. */
    items: z.number().int().optional(),
  }),
});

/** The answer of `GET /health/ready`. */
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
