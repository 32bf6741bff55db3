/**
 * @pte/speech — offline assessment of spoken PTE answers (docs/scoring-speech.md): WAV decoding, voice activity,
 * PocketSphinx recognition and forced alignment, content by PTE's rules, oral fluency and pronunciation
 * bands calibrated on human-scored speech. Node only; runs in worker threads.
 */
export { createSpeechAssessor, speechWorkerCount, type SpeechAssessor, type SpeechAssessorOptions, type AssessCallOptions } from './speech-assessor';
export {
  speechTasks,
  type SpeechTask,
  type SpeechAssessmentRequest,
  type SpeechAssessment,
  type SpeechTraitScore,
  type SpeechWord,
  type SpeechMetrics,
} from './speech-assessment';
export {
  SpeechRejectedError,
  SpeechEngineUnavailableError,
  isSpeechRejectedError,
  type SpeechRejectionReason,
} from './speech-rejection';
export { checkRecordingHeader, durationAllowance } from './prepare-recording';
export { checkSpeechEngine, type SpeechEngineStatus } from './speech-engine-status';
export { assessSpeech, type AssessOptions, type AssessmentWithMeasurement } from './assess-speech';
export type { StageTimes } from './measure-answer';
export {
  benchmarkSpeechAssessment,
  SPEECH_BUDGET_SECONDS,
  type SpeechBenchmarkOptions,
  type SpeechBenchmarkResult,
  type SpeechBenchmarkRow,
} from './speech-benchmark';
export { PocketSphinxRecognizer, DEFAULT_MODEL_DIR, type PocketSphinxOptions } from './pocketsphinx-recognizer';
export type {
  SpeechRecognizer,
  Recognition,
  RecognitionContext,
  RecognizedWord,
  Alignment,
  AlignmentUnit,
  AlignedWord,
  AlignedPhone,
} from './speech-recognizer';
export type { KeyPointCoverage } from './content-scoring';
export type { FluencyMetrics } from './fluency';
