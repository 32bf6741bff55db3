import { z } from 'zod';

/** `GET /health`: whether the API and its database answer. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().optional(),
  }),
  version: z.string(),
  uptimeSeconds: z.number(),
});

/** The answer of `GET /health`. */
export type HealthResponse = z.infer<typeof healthResponseSchema>;
