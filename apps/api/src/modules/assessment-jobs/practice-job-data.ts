import { z } from 'zod';
import type { HttpError } from '../../platform/http-error';

/** The two kinds of practice answers assessed as jobs: spoken (the speech engine) and written (the writing engine). */
export const practiceJobKinds = ['speech', 'writing'] as const;

/** A kind of practice job. */
export type PracticeJobKind = (typeof practiceJobKinds)[number];

/**
 * What every practice job carries: its kind, its id (also the id of the attempt it saves), whose answer it is and the
 * answer as its assessor needs it (validated by that assessor: `spokenAnswerJobSchema`, `writtenAnswerJobSchema`).
 */
export const practiceJobDataSchema = z.object({
  kind: z.enum(practiceJobKinds),
  id: z.uuid(),
  learnerId: z.string().min(1),
  answer: z.unknown(),
});

/** A practice job's data. */
export type PracticeJobData = z.infer<typeof practiceJobDataSchema>;

const fieldProblemSchema = z.object({ path: z.string(), message: z.string() });

/**
 * How a practice job ended, as pg-boss keeps it (the job's output): the attempt saved (a bank question), the result
 * of a free practice answer (not saved), or a refusal to tell the learner (a recording that cannot be assessed, a
 * question gone from the bank), with the HTTP status and code the in-process path answers with.
 */
export const practiceJobOutputSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('saved'), attemptId: z.uuid() }),
  z.object({ outcome: z.literal('assessed'), result: z.record(z.string(), z.unknown()) }),
  z.object({
    outcome: z.literal('refused'),
    statusCode: z.number().int().min(400).max(599),
    code: z.string().min(1),
    message: z.string().min(1),
    details: z.array(fieldProblemSchema).optional(),
  }),
]);

/** A finished practice job's output. */
export type PracticeJobOutput = z.infer<typeof practiceJobOutputSchema>;

/** One job as its assessor gets it. */
export interface PracticeJobInput {
  /** The job's id, also the id of the attempt it saves. */
  id: string;
  learnerId: string;
  /** The answer, to be checked against the assessor's own schema. */
  answer: unknown;
  /** Seconds the job waited for a worker (and for its learner's earlier answers). */
  queuedSeconds: number;
}

/** What an assessor does with one job's answer: the output to keep, or a throw (the job is tried again). */
export type PracticeJobHandler = (job: PracticeJobInput) => Promise<PracticeJobOutput>;

/** The output of a job whose answer cannot be read (a fault of ours, never the learner's): an error for the learner, no retry. */
export const unreadableJobOutput: PracticeJobOutput = {
  outcome: 'refused',
  statusCode: 503,
  code: 'ASSESSMENT_FAILED',
  message: 'Your answer could not be assessed because of a fault on our side. Please send it again.',
};

/** The output of a job refused with `error` (what the in-process path answers with). */
export function refusedJobOutput(error: HttpError): PracticeJobOutput {
  return { outcome: 'refused', statusCode: error.statusCode, code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) };
}
