export {
  assessWriting,
  assessAnalysedWriting,
  prepareWritingAssessment,
  writingInputProblem,
  WritingInputError,
  MAX_WRITING_LENGTH,
} from './assess-writing';
export { analyseText } from './analysis/text-analysis';
export type { WritingAssessment, WritingAssessmentInput, WritingRubric, WritingTask } from './types';
