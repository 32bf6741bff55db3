export {
  assessWriting,
  assessAnalysedWriting,
  prepareWritingAssessment,
  writingInputProblem,
  WritingInputError,
  MAX_WRITING_LENGTH,
} from './assess-writing';
export { analyseText, type TextAnalysis } from './analysis/text-analysis';
export { writingRubrics, writingTraitLabels, traitMaxima, bandOf, type TraitMaxima } from './scoring/rubrics';
export { wordLimits } from './form/form-rules';
export { countPteWords } from './text/tokens';
export * from './types';
