import { newSpeakingTaskMaxima } from '@pte/exam';
import { coverKeyPoints } from '../content-scoring';
import { quoteWords } from '../feedback';
import { spokenWords } from '../spoken-text';
import { coverPositions, positionHints, scoreDiscussionContent, type PositionCoverage } from './discussion-content';
import { requireText, wordsSaid, type ContentAdviceInput, type SpeechTaskStrategy } from './speech-task-strategy';
import { contentAndScaledDeliveryTraits, sumOfTraits } from './task-traits';

const maxima = newSpeakingTaskMaxima['summarize-group-discussion'];

/** A key point or position below this coverage is one to add. */
const COVERED = 0.6;

/**
 * Summarize Group Discussion: the discussion summarised in free speech. Recognition is open, with the key
 * points' words, the speakers' names and their positions added to its vocabulary; content (0–6, from
 * `@pte/exam`'s table) is half the key points covered and half the speakers' positions given, each position in
 * full only with its speaker named.
 */
export const summarizeGroupDiscussion: SpeechTaskStrategy = {
  expect(request) {
    const texts = requireText(request.keyPoints, 'key points', 'summarize-group-discussion');
    const positions = request.positions ?? [];
    const keyPointWords = texts.map(spokenWords);
    return {
      recognition: { kind: 'open', hints: [...keyPointWords, ...positionHints(positions)] },
      reference: [],
      scoreContent(recognized) {
        const said = wordsSaid(recognized);
        const keyPoints = coverKeyPoints(said, texts.map((text, index) => ({ text, words: keyPointWords[index]! })));
        const covered = coverPositions(said, positions);
        return { content: scoreDiscussionContent(keyPoints, covered, maxima.content), keyPoints, positions: covered };
      },
    };
  },
  traits: contentAndScaledDeliveryTraits(maxima),
  total: sumOfTraits,
  adviseOnContent: discussionAdvice,
  advisesOnDelivery: true,
};

/** What to add to a discussion summary: the points and positions missed, and the speakers left unnamed. */
function discussionAdvice({ keyPoints = [], positions = [], zeroReason }: ContentAdviceInput): string[] {
  if (zeroReason || !keyPoints.length) return [];
  const advice: string[] = [];
  const missedPoints = keyPoints.filter((point) => point.coverage < COVERED);
  if (missedPoints.length) advice.push(`Also cover: ${missedPoints.slice(0, 3).map((point) => `“${point.keyPoint}”`).join('; ')}.`);
  const missedPositions = positions.filter((position) => position.coverage < COVERED);
  if (missedPositions.length) advice.push(`Give each speaker’s view: ${missedPositions.map(describePosition).join('; ')}.`);
  const unnamed = positions.filter((position) => position.coverage >= COVERED && !position.named);
  if (unnamed.length) advice.push(`Say who held each view: name ${quoteWords(unnamed.map((position) => position.speaker))} when you give their position.`);
  if (!advice.length) advice.push('You covered the main points and every speaker’s view. Link the views (who agreed, who disagreed, how it ended) to reach the top band.');
  return advice;
}

function describePosition(position: PositionCoverage): string {
  return `${position.speaker} — “${position.position}”`;
}
