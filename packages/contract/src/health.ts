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
