import type { ContentResult } from '../content-scoring';
import type { SpeechTraitScore } from '../speech-assessment';
import type { DeliveryEstimate } from './speech-task-strategy';

/** Fluency and pronunciation are marked out of 5 (legacy PTE bands). */
const DELIVERY_MAX = 5;

function trait(raw: number, max: number): SpeechTraitScore {
  const clamped = Math.max(0, Math.min(max, raw));
  return { score: Math.round(clamped), max, raw: Math.round(clamped * 100) / 100 };
}

/** Content 0 with a reason (off topic, nothing from the prompt) or no word spoken: no delivery credit. */
function zeroesDelivery(content: ContentResult, delivery: DeliveryEstimate): boolean {
  return (content.score === 0 && Boolean(content.zeroReason)) || delivery.wordCount === 0;
}

/**
 * Content, oral fluency and pronunciation. Gate: content 0 (off topic, nothing from the prompt) or no word
 * spoken zeroes fluency and pronunciation too, as PTE gives no delivery credit for an empty answer.
 */
export function contentAndDeliveryTraits(content: ContentResult, delivery: DeliveryEstimate): Record<string, SpeechTraitScore> {
  const zeroed = zeroesDelivery(content, delivery);
  return {
    content: { score: content.score, max: content.max, raw: content.raw },
    fluency: trait(zeroed ? 0 : delivery.fluency, DELIVERY_MAX),
    pronunciation: trait(zeroed ? 0 : delivery.pronunciation, DELIVERY_MAX),
  };
}

/**
 * Content, oral fluency and pronunciation with the delivery traits on other maxima than 0–5 (the tasks whose
 * maxima `@pte/exam` keeps in one table): the models' 0–5 estimates are scaled to each maximum. Same gate.
 */
export function contentAndScaledDeliveryTraits(maxima: { fluency: number; pronunciation: number }) {
  return (content: ContentResult, delivery: DeliveryEstimate): Record<string, SpeechTraitScore> => {
    const zeroed = zeroesDelivery(content, delivery);
    const scaled = (estimate: number, max: number) => trait(zeroed ? 0 : (estimate * max) / DELIVERY_MAX, max);
    return {
      content: { score: content.score, max: content.max, raw: content.raw },
      fluency: scaled(delivery.fluency, maxima.fluency),
      pronunciation: scaled(delivery.pronunciation, maxima.pronunciation),
    };
  };
}

/** The total as the sum of the trait bands (tasks whose trait maxima are fixed). */
export function sumOfTraits(_content: ContentResult, _delivery: DeliveryEstimate, traits: Record<string, SpeechTraitScore>): { score: number; max: number } {
  return Object.values(traits).reduce((sum, value) => ({ score: sum.score + value.score, max: sum.max + value.max }), { score: 0, max: 0 });
}

/**
 * The total estimated by its own model from the whole answer (0–5 for the item), not a sum of the bands: a sum of
 * Read Aloud's word-count content and two 0–5 bands would weigh the text's length, not the learner. It is shown
 * on the item's own scale (the sum of its traits' maxima, as PTE reports an item) as a whole number; 0 when
 * fluency and pronunciation were zeroed.
 */
export function predictedTotal(content: ContentResult, delivery: DeliveryEstimate): { score: number; max: number } {
  const max = content.max + 2 * DELIVERY_MAX;
  const share = zeroesDelivery(content, delivery) ? 0 : Math.max(0, Math.min(5, delivery.total)) / 5;
  return { score: Math.round(share * max), max };
}
