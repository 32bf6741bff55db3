import type { ContentResult } from '../content-scoring';
import type { SpeechTraitScore } from '../speech-assessment';
import type { DeliveryEstimate } from './speech-task-strategy';

/** Fluency and pronunciation are marked out of 5 (legacy PTE bands). */
const DELIVERY_MAX = 5;

function trait(raw: number, max: number): SpeechTraitScore {
  const clamped = Math.max(0, Math.min(max, raw));
  return { score: Math.round(clamped), max, raw: Math.round(clamped * 100) / 100 };
}

/**
 * Content, oral fluency and pronunciation. Gate: content 0 (off topic, nothing from the prompt) or no word
 * spoken zeroes fluency and pronunciation too, as PTE gives no delivery credit for an empty answer.
 */
export function contentAndDeliveryTraits(content: ContentResult, delivery: DeliveryEstimate): Record<string, SpeechTraitScore> {
  const zeroed = (content.score === 0 && Boolean(content.zeroReason)) || delivery.wordCount === 0;
  return {
    content: { score: content.score, max: content.max, raw: content.raw },
    fluency: trait(zeroed ? 0 : delivery.fluency, DELIVERY_MAX),
    pronunciation: trait(zeroed ? 0 : delivery.pronunciation, DELIVERY_MAX),
  };
}
