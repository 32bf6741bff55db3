import { SILENCE_STOP_SECONDS } from '@pte/exam';
import type { FluencyMetrics } from './fluency';
import type { SpeechWord } from './speech-assessment';

/** An example word for each phone, so advice can say "the sound in 'think'". */
const PHONE_EXAMPLES: Record<string, string> = {
  AA: 'father', AE: 'cat', AH: 'cup', AO: 'law', AW: 'how', AY: 'my', B: 'bed', CH: 'chair', D: 'day', DH: 'this',
  EH: 'bed', ER: 'bird', EY: 'day', F: 'fish', G: 'go', HH: 'hat', IH: 'sit', IY: 'see', JH: 'job', K: 'cat', L: 'leg',
  M: 'man', N: 'no', NG: 'sing', OW: 'go', OY: 'boy', P: 'pen', R: 'red', S: 'see', SH: 'she', T: 'ten', TH: 'think',
  UH: 'book', UW: 'blue', V: 'van', W: 'we', Y: 'yes', Z: 'zoo', ZH: 'vision',
};

/** How advice names a phone: "the sound in “think”" (CMU ARPAbet phone, e.g. `TH`). */
export function soundOf(phone: string): string {
  return `the sound in “${PHONE_EXAMPLES[phone] ?? phone}”`;
}

/** Words whose quality is below this are named as the least clear (and marked so on the word display). */
export const WEAK_WORD_QUALITY = 0.5;

/** What the advice is built from. */
export interface FeedbackInput {
  words: readonly SpeechWord[];
  metrics: FluencyMetrics & { signalToNoiseDb: number; clippedShare: number };
  /** Sample rate of the uploaded recording, Hz. */
  sourceSampleRate: number;
  /** Why content (and so the whole item) is 0, given first. */
  zeroReason?: string;
  /** The task's advice on content (words left out, key points missed). */
  contentAdvice: readonly string[];
  /** One line per trait below its maximum: what held it down and the next step. */
  explanations: readonly string[];
  /** Whether to advise on pace, pauses, hesitations and unclear words (not for one-word answers). */
  advisesOnDelivery: boolean;
}

/** Words in curly quotes, listed up to `limit` and then counted: “a”, “b” and 3 more. */
export function quoteWords(words: readonly string[], limit = 5): string {
  const shown = words.slice(0, limit).map((word) => `“${word}”`);
  return words.length > limit ? `${shown.join(', ')} and ${words.length - limit} more` : shown.join(', ');
}

/** Plain-language advice from an assessment, most important first (at most eight points). */
export function writeFeedback(input: FeedbackInput): string[] {
  const advice: string[] = [];
  const { metrics, words, advisesOnDelivery } = input;
  if (input.zeroReason) advice.push(input.zeroReason);
  advice.push(...input.contentAdvice);
  advice.push(...input.explanations);
  // How reliable the score is comes before how to improve it.
  if (metrics.signalToNoiseDb < 15) advice.push('There was a lot of background noise; record in a quieter place for a more reliable score.');
  if (metrics.clippedShare > 0.001) advice.push('Your recording was slightly distorted; move back from the microphone a little.');
  if (input.sourceSampleRate < 16_000) {
    advice.push(`Your recording was made at ${input.sourceSampleRate / 1000} kHz (telephone quality), which blurs some sounds; record in the app or with a better microphone for a more reliable score.`);
  }

  if (metrics.leadingSilenceSeconds >= SILENCE_STOP_SECONDS) {
    advice.push(`You started speaking after ${metrics.leadingSilenceSeconds.toFixed(1)} s. In the exam the microphone closes after 3 seconds of silence, so start within 3 seconds.`);
  } else if (metrics.silencesOver3Seconds > 0) {
    advice.push('You were silent for 3 seconds or more. In the exam the recording stops after 3 seconds of silence, so keep going.');
  }
  if (advisesOnDelivery && metrics.wordCount > 0) {
    if (metrics.longPauseCount > 0) advice.push(`Avoid long pauses: ${metrics.longPauseCount} lasted a second or more.`);
    else if (metrics.pausesWithinPhrases >= 2) advice.push('Pause only at commas, full stops and between ideas, not in the middle of a phrase.');
    if (metrics.fillerCount > 0) advice.push(`Avoid hesitation sounds such as “um” and “uh” (${metrics.fillerCount} heard).`);
    if (metrics.repetitionCount > 0) advice.push('Keep going instead of repeating or correcting words; repetitions lower oral fluency.');
    if (metrics.articulationRate > 0 && metrics.speechRate < 2.3) advice.push('Speak a little faster and join words into phrases; your pace was slow.');
    else if (metrics.articulationRate > 6.5) advice.push('Slow down slightly so every word is clear.');
  }

  const scored = words.filter((word) => word.quality !== undefined && word.status !== 'inserted');
  const weak = scored.filter((word) => (word.quality ?? 1) < WEAK_WORD_QUALITY).sort((a, b) => (a.quality ?? 0) - (b.quality ?? 0));
  if (weak.length && advisesOnDelivery) {
    advice.push(`Practise saying ${quoteWords(weak.map((word) => word.text), 6)} — these words were the least clear.`);
    const phoneCounts = new Map<string, number>();
    for (const word of weak) for (const phone of word.weakPhones ?? []) phoneCounts.set(phone, (phoneCounts.get(phone) ?? 0) + 1);
    const top = [...phoneCounts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2);
    if (top.length && top[0]![1] >= 2) {
      advice.push(`Work on ${top.map(([phone]) => soundOf(phone)).join(' and ')}.`);
    }
  }
  return advice.slice(0, 8);
}
