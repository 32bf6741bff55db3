import { speakingAssessFields, type SpeakingTaskId } from '@pte/contract';
import { z } from 'zod';

const speakingTaskIds = Object.keys(speakingAssessFields) as [SpeakingTaskId, ...SpeakingTaskId[]];

/**
 * A spoken practice answer as its job carries it to an assessment worker: the task, the form's text fields as the
 * learner sent them (the worker checks them again, as the API did), and the recording the API stored before sending
 * (`key` in the recording store; `id`, the one its playback address names).
 */
export const spokenAnswerJobSchema = z.object({
  task: z.enum(speakingTaskIds),
  fields: z.record(z.string(), z.string()),
  recording: z.object({ key: z.string().min(1), id: z.uuid() }),
});

/** A spoken answer's job. */
export type SpokenAnswerJob = z.infer<typeof spokenAnswerJobSchema>;
