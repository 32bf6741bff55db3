import { summarizeAssessRequestSchema, writeEssayAssessRequestSchema } from '@pte/contract';
import { z } from 'zod';

/**
 * A written practice answer as its job carries it to an assessment worker: the assess path it was posted to and its
 * body, which the worker checks again with the same schema as the route did.
 */
export const writtenAnswerJobSchema = z.discriminatedUnion('path', [
  z.object({ path: z.literal('summarize'), body: summarizeAssessRequestSchema }),
  z.object({ path: z.literal('write-essay'), body: writeEssayAssessRequestSchema }),
]);

/** A written answer's job. */
export type WrittenAnswerJob = z.infer<typeof writtenAnswerJobSchema>;
