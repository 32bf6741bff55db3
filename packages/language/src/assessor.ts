/**
 * `@pte/language/assessor`: what a server's main thread needs to assess writing off it — the worker pool and the
 * input checks — without loading the engine itself (its libraries take about a second to load, and prepared it
 * holds hundreds of MB), which only the pool's workers do.
 */
export { createWritingAssessor, writingWorkerCount, type WritingAssessor, type WritingAssessorOptions } from './writing-assessor';
export { MAX_WRITING_LENGTH, WritingInputError, writingInputProblem } from './writing-input';
export type { WritingAssessment, WritingAssessmentInput, WritingRubric, WritingTask } from './types';
