import { measureAnswer, type AnswerMeasurement, type StageTimes } from './measure-answer';
import { scoreAnswer } from './score-answer';
import type { SpeechAssessment, SpeechAssessmentRequest } from './speech-assessment';
import type { SpeechRecognizer } from './speech-recognizer';

/** Options for calibration and benchmark runs. */
export interface AssessOptions {
  /** Also return the measurement scoring read (used by scripts/eval-speech.mjs to cache and refit). */
  includeMeasurement?: boolean;
  /** Also return the wall time of each stage (used by the speech benchmark). */
  includeStageTimes?: boolean;
}

/** An assessment plus, on request, what it was scored from and how long each stage took. */
export type AssessmentWithMeasurement = SpeechAssessment & {
  measurement?: AnswerMeasurement;
  stageTimes?: StageTimes;
};

function cpuSeconds(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

/**
 * Assesses one spoken answer: measures it (`measureAnswer`: decoding, recognition, forced alignment) and
 * scores it (`scoreAnswer`: content, fluency, pronunciation, bands, word marks and advice).
 *
 * @throws SpeechRejectedError when the recording cannot be assessed.
 */
export async function assessSpeech(
  request: SpeechAssessmentRequest,
  recognizer: SpeechRecognizer,
  options: AssessOptions = {},
): Promise<AssessmentWithMeasurement> {
  const started = process.cpuUsage();
  const stageTimes: StageTimes = { prepare: 0, recognition: 0, alignment: 0, scoring: 0 };
  const measurement = await measureAnswer(request, recognizer, stageTimes);
  const scoringStart = performance.now();
  const { wav: _wav, ...scoring } = request;
  const { assessment } = scoreAnswer(scoring, measurement);
  stageTimes.scoring += (performance.now() - scoringStart) / 1000;
  assessment.metrics.processingSeconds = Math.round(cpuSeconds(started) * 1000) / 1000;
  return {
    ...assessment,
    ...(options.includeMeasurement ? { measurement } : {}),
    ...(options.includeStageTimes ? { stageTimes } : {}),
  };
}
