import { z } from 'zod';

/**
 * The one error shape every API route answers with: a machine `code` and a `message` written for the learner.
 * Validation failures add `details` naming each invalid field.
 */
export const apiErrorSchema = z.object({
  code: z.string().describe('Machine-readable code, e.g. VALIDATION_FAILED, UNAUTHORIZED, NOT_FOUND'),
  message: z.string().describe('What went wrong, in words a learner understands'),
  details: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('Per-field problems, for validation failures'),
});

/** An error answer from the API. */
export type ApiError = z.infer<typeof apiErrorSchema>;
