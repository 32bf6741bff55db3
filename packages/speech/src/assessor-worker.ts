import { parentPort, workerData } from 'node:worker_threads';
import { assessSpeech } from './assess-speech';
import { PocketSphinxRecognizer, type PocketSphinxOptions } from './pocketsphinx-recognizer';
import { SpeechEngineUnavailableError, SpeechRejectedError } from './speech-rejection';
import type { SpeechAssessmentRequest } from './speech-assessment';

/** A job sent from the pool to a worker. */
export interface WorkerJob {
  type: 'assess';
  id: number;
  request: SpeechAssessmentRequest;
  includeFeatures: boolean;
}

/** What the pool sends to a worker: a job, or a request to free the recogniser and stop. */
export type WorkerCommand = WorkerJob | { type: 'close' };

/** What a worker sends back. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: SerializedError }
  | { type: 'result'; id: number; assessment: unknown }
  | { type: 'error'; id: number; error: SerializedError };

/** An error as plain data, to cross the thread boundary with its class and fields. */
export interface SerializedError {
  name: string;
  message: string;
  reason?: string;
  details?: Record<string, number | string>;
}

function serialize(error: unknown): SerializedError {
  if (error instanceof SpeechRejectedError) return { name: error.name, message: error.message, reason: error.reason, details: error.details };
  if (error instanceof SpeechEngineUnavailableError) return { name: error.name, message: error.message };
  const plain = error as Error;
  return { name: plain?.name ?? 'Error', message: plain?.message ?? String(error) };
}

// The recogniser is created once per worker and kept warm for every job.
const port = parentPort;
if (port) {
  let recognizer: PocketSphinxRecognizer | undefined;
  try {
    recognizer = new PocketSphinxRecognizer((workerData as { recognizer?: PocketSphinxOptions } | undefined)?.recognizer);
    port.postMessage({ type: 'ready' } satisfies WorkerMessage);
  } catch (error) {
    port.postMessage({ type: 'failed', error: serialize(error) } satisfies WorkerMessage);
  }
  port.on('message', async (job: WorkerCommand) => {
    if (job.type === 'close') {
      // Native memory is not reclaimed when a thread is terminated: free the decoders, then leave.
      recognizer?.close();
      port.close();
      return;
    }
    try {
      if (!recognizer) throw new SpeechEngineUnavailableError('The speech engine failed to start');
      const assessment = await assessSpeech(job.request, recognizer, { includeFeatures: job.includeFeatures });
      port.postMessage({ type: 'result', id: job.id, assessment } satisfies WorkerMessage);
    } catch (error) {
      port.postMessage({ type: 'error', id: job.id, error: serialize(error) } satisfies WorkerMessage);
    }
  });
}
