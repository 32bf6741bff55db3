import { scoreShortAnswer } from '../content-scoring';
import { spokenWords } from '../spoken-text';
import { requireText, wordsSaid, type SpeechTaskStrategy } from './speech-task-strategy';
import { sumOfTraits } from './task-traits';

/**
 * Answer Short Question: one or a few words; recognition is open, biased to the accepted answers, and the
 * only trait is vocabulary, 1 when an accepted answer was said. Fluency and pronunciation are not marked.
 */
export const answerShortQuestion: SpeechTaskStrategy = {
  expect(request) {
    const hints = requireText(request.accepted, 'accepted answers', 'answer-short-question').map(spokenWords);
    return {
      recognition: { kind: 'open', hints },
      reference: [],
      scoreContent(recognized) {
        const said = wordsSaid(recognized);
        return { content: scoreShortAnswer(said, hints) };
      },
    };
  },
  traits: (content) => ({ vocabulary: { score: content.score, max: 1, raw: content.raw } }),
  total: sumOfTraits,
  adviseOnContent: () => [],
  advisesOnDelivery: false,
};
