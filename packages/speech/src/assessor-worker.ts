import Tinypool from 'tinypool';
import { assessSpeech, type AssessmentWithMeasurement } from './assess-speech';
import { PocketSphinxRecognizer, type PocketSphinxOptions } from './pocketsphinx-recognizer';
import type { SpeechAssessmentRequest } from './speech-assessment';
import { SpeechEngineUnavailableError, SpeechRejectedError } from './speech-rejection';

/** What the pool gives each worker when it starts it. */
export interface AssessorWorkerData {
  recognizer?: PocketSphinxOptions;
}

/** One assessment sent to a worker. */
export interface AssessJob {
  request: SpeechAssessmentRequest;
  includeMeasurement: boolean;
}

/** An error as plain data, to cross the thread boundary with its class and fields. */
export interface SerializedError {
  name: string;
  message: string;
  reason?: string;
  details?: Record<string, number | string>;
}

/** A worker's answer to a job. Errors come back as data: the thread boundary would drop their class and fields. */
export type AssessReply = { assessment: AssessmentWithMeasurement } | { error: SerializedError };

/** A worker's answer to `ready`: nothing when its recogniser is loaded, else why it could not be. */
export interface ReadyReply {
  error?: SerializedError;
}

function serialize(error: unknown): SerializedError {
  if (error instanceof SpeechRejectedError) return { name: error.name, message: error.message, reason: error.reason, details: error.details };
  if (error instanceof SpeechEngineUnavailableError) return { name: error.name, message: error.message };
  const plain = error as Error;
  return { name: plain?.name ?? 'Error', message: plain?.message ?? String(error) };
}

// The recogniser loads once, when the pool starts this worker, and stays warm for every job. A failure is
// kept and answered to `ready` and to every job rather than thrown: a worker that fails while loading its
// module would be restarted by the pool.
let recognizer: PocketSphinxRecognizer | undefined;
let loadError: SerializedError | undefined;
try {
  recognizer = new PocketSphinxRecognizer((Tinypool.workerData as AssessorWorkerData | undefined)?.recognizer);
} catch (error) {
  loadError = serialize(error);
}

/** The job being assessed, so `teardown` never frees the recogniser under it. */
let inFlight: Promise<AssessReply> | undefined;

/** Assesses one recording with this worker's recogniser. */
export default function assess(job: AssessJob): Promise<AssessReply> {
  inFlight = assessWithRecognizer(job);
  return inFlight;
}

async function assessWithRecognizer(job: AssessJob): Promise<AssessReply> {
  if (!recognizer) return { error: loadError ?? serialize(new SpeechEngineUnavailableError('The speech engine failed to start')) };
  try {
    return { assessment: await assessSpeech(job.request, recognizer, { includeMeasurement: job.includeMeasurement }) };
  } catch (error) {
    return { error: serialize(error) };
  }
}

/** Answers once this worker's recogniser has loaded (the module is evaluated before any task runs). */
export function ready(): ReadyReply {
  return loadError ? { error: loadError } : {};
}

/** Frees the recogniser's native memory, which ending the thread would not; the pool calls it before it does. */
export async function teardown(): Promise<void> {
  await inFlight;
  recognizer?.close();
  recognizer = undefined;
}
