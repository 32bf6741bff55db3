import { coverKeyPoints, scoreKeyPointContent } from '../content-scoring';
import { spokenWords } from '../spoken-text';
import { requireText, wordsSaid, type ContentAdviceInput, type SpeechTaskStrategy } from './speech-task-strategy';
import { contentAndDeliveryTraits, sumOfTraits } from './task-traits';

/** Content of a key-point answer is marked out of 5 (legacy Score Guide). */
const KEY_POINT_CONTENT_MAX = 5;

/**
 * A task answered in free speech that should cover given key points (Describe Image, Re-tell Lecture):
 * recognition is open, biased to the key points' words, and content is the share of key points covered.
 */
export function keyPointStrategy(task: 'describe-image' | 're-tell-lecture'): SpeechTaskStrategy {
  return {
    expect(request) {
      const texts = requireText(request.keyPoints, 'key points', task);
      const hints = texts.map(spokenWords);
      return {
        recognition: { kind: 'open', hints },
        reference: [],
        scoreContent(recognized) {
          const said = wordsSaid(recognized);
          const keyPoints = coverKeyPoints(
            said,
            texts.map((text, index) => ({ text, words: hints[index]! })),
          );
          return { content: scoreKeyPointContent(said, keyPoints, KEY_POINT_CONTENT_MAX), keyPoints };
        },
      };
    },
    traits: contentAndDeliveryTraits,
    total: sumOfTraits,
    adviseOnContent: keyPointAdvice,
    advisesOnDelivery: true,
  };
}

function keyPointAdvice({ keyPoints = [], zeroReason }: ContentAdviceInput): string[] {
  if (!keyPoints.length) return [];
  const missed = keyPoints.filter((point) => point.coverage < 0.6);
  if (missed.length && !zeroReason) return [`Also cover: ${missed.slice(0, 3).map((point) => `“${point.keyPoint}”`).join('; ')}.`];
  if (!missed.length) return ['You covered every key point. End with a conclusion or implication to reach the top content band.'];
  return [];
}
