import { type ContentItem } from '@pte/exam';
import { WritingInputError } from '@pte/language/assessor';
import { SpeechEngineUnavailableError, SpeechRejectedError } from '@pte/speech';
import { HttpError } from '../../platform/http-error';
import { SpeechJobAbandonedError, SpeechQueueFullError } from '../speaking/fair-speech-queue';
import type { SpeakingService } from '../speaking/speaking.service';
import type { WritingService } from '../writing/writing.service';
import type { AnswerEngines, EngineOutcome } from './answer-assessment';

/** Writing tasks a mock test hands to the writing engine. */
const writtenTypes = new Set<ContentItem['type']>(['summarize-written-text', 'write-essay', 'summarize-spoken-text']);

/**
 * The practice engines as background assessment uses them. A recording without speech and a text the engine
 * cannot read are the learner's answer, marked zero with the reason; a full queue is retried after the wait it
 * names; an engine that cannot run is a failure of ours, kept out of the scores.
 */
export function answerEnginesOf(speaking: SpeakingService, writing: WritingService): AnswerEngines {
  return {
    async speech(learnerId, item, wav): Promise<EngineOutcome> {
      try {
        return { kind: 'assessed', result: await speaking.assessItemRecording(learnerId, item, wav) };
      } catch (error) {
        if (error instanceof SpeechRejectedError) return { kind: 'zero', reason: error.message };
        if (error instanceof SpeechQueueFullError) return { kind: 'retry', afterSeconds: Math.max(1, error.retryAfterSeconds) };
        if (error instanceof SpeechJobAbandonedError) return { kind: 'retry', afterSeconds: 1 };
        if (error instanceof SpeechEngineUnavailableError) return { kind: 'failed', reason: error.message };
        throw error;
      }
    },
    async writing(item, text): Promise<EngineOutcome> {
      if (!writtenTypes.has(item.type)) return { kind: 'failed', reason: 'This question is not a written task.' };
      try {
        return { kind: 'assessed', result: await writing.assessItem(item as Parameters<WritingService['assessItem']>[0], text) };
      } catch (error) {
        if (error instanceof WritingInputError) return { kind: 'zero', reason: error.message };
        if (error instanceof HttpError && error.statusCode === 400) return { kind: 'zero', reason: error.message };
        throw error;
      }
    },
  };
}
