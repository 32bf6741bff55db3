import { newSpeakingTaskMaxima } from '@pte/exam';
import { quoteWords } from '../feedback';
import { spokenWords } from '../spoken-text';
import { appropriacyHints, checkAppropriacy, type AppropriacyReport, type AppropriacySignal } from './situation-appropriacy';
import { actPointHints, coverActPoints, scoreSituationContent } from './situation-content';
import { requireText, wordsSaid, type ContentAdviceInput, type SpeechTaskStrategy } from './speech-task-strategy';
import { contentAndScaledDeliveryTraits, sumOfTraits } from './task-traits';

const maxima = newSpeakingTaskMaxima['respond-to-a-situation'];

/** A key point below this coverage is one to add. */
const COVERED = 0.6;

/**
 * Respond to a Situation: a reply to a campus situation in free speech. Recognition is open, with the key
 * points' words, the phrases that do what they ask and the register's signals added to its vocabulary; content
 * (0–6, from `@pte/exam`'s table) is two thirds what the situation asks, each key point covered only by words
 * specific to it, and one third appropriacy for the listener, which counts once the reply deals with at least
 * half of the situation and in proportion to the share it deals with.
 */
export const respondToASituation: SpeechTaskStrategy = {
  expect(request) {
    const texts = requireText(request.keyPoints, 'key points', 'respond-to-a-situation');
    const audience = request.audience;
    if (!audience) throw new TypeError('respond-to-a-situation assessment needs the listener and register');
    return {
      recognition: { kind: 'open', hints: [...actPointHints(texts), ...appropriacyHints(audience.register), spokenWords(audience.listener)] },
      reference: [],
      scoreContent(recognized) {
        const said = wordsSaid(recognized);
        const keyPoints = coverActPoints(said, texts);
        const appropriacy = checkAppropriacy(said, audience);
        return { content: scoreSituationContent(keyPoints, appropriacy, maxima.content), keyPoints, appropriacy };
      },
    };
  },
  traits: contentAndScaledDeliveryTraits(maxima),
  total: sumOfTraits,
  adviseOnContent: situationAdvice,
  advisesOnDelivery: true,
};

/** Listeners spoken of as "your …" (by the last word of the listener); any other as "the …". */
const PERSONAL_LISTENERS = /\b(lecturer|tutor|professor|teacher|supervisor|friend|classmate|flatmate|roommate|housemate|colleague|manager|employer|neighbour|neighbor|coach|adviser|advisor|mentor|student)s?$/i;

/** How advice refers to the listener: "your lecturer", "your fellow student", "the librarian", or as written when it has its own article. */
export function listenerPhrase(listener: string): string {
  const name = listener.trim();
  if (/^(the|a|an|your|my|our|his|her|their)\s/i.test(name)) return name;
  return `${PERSONAL_LISTENERS.test(name) ? 'your' : 'the'} ${name}`;
}

/** How to add each missing signal, by register. */
const signalAdvice: Record<'respectful' | 'friendly', Record<AppropriacySignal, string>> = {
  respectful: {
    greeting: 'Start by greeting {listener}, e.g. “Good morning” or “Hello, Dr …”.',
    'polite-form': 'Ask politely: “Could you …”, “Would it be possible to …”, or say “I’m sorry” where it fits.',
    closing: 'Close politely, e.g. “Thank you for your time.”',
  },
  friendly: {
    greeting: 'Start with a friendly greeting such as “Hi”.',
    'polite-form': 'Ask in a friendly way: “Could you …”, “How about …”.',
    closing: 'End naturally, e.g. “Thanks!” or “See you later.”',
  },
};

/** What to add to a reply: the points missed, the signals it lacked and the forms that did not suit the listener. */
function situationAdvice({ keyPoints = [], appropriacy, zeroReason }: ContentAdviceInput): string[] {
  if (zeroReason || !keyPoints.length) return [];
  const advice: string[] = [];
  const missed = keyPoints.filter((point) => point.coverage < COVERED);
  if (missed.length) advice.push(`Also do what the situation asks: ${missed.slice(0, 3).map((point) => `“${point.keyPoint}”`).join('; ')}.`);
  if (appropriacy) advice.push(...appropriacyAdvice(appropriacy));
  if (!advice.length) advice.push('Your reply did everything the situation asks, in a tone that suits the listener.');
  return advice;
}

function appropriacyAdvice(report: AppropriacyReport): string[] {
  const listener = listenerPhrase(report.listener);
  const tone = report.register === 'informal' ? 'friendly' : 'respectful';
  const advice = report.missing.map((signal) => signalAdvice[tone][signal].replace('{listener}', listener));
  if (report.unsuitable.length) {
    const sound = `${quoteWords(report.unsuitable)} ${report.unsuitable.length > 1 ? 'sound' : 'sounds'}`;
    advice.push(
      report.register === 'informal'
        ? `${sound} too formal for ${listener}; talk as you would to a friend.`
        : `${sound} too casual for ${listener}; use full, polite forms.`,
    );
  }
  return advice;
}
