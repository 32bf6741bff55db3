import type { KeyPointCoverage } from './content-scoring';
import type { FluencyMetrics } from './fluency';
import type { SpeechTask, SpeechWord } from './speech-assessment';

/** An example word for each phone, so advice can say "the sound in 'think'". */
const PHONE_EXAMPLES: Record<string, string> = {
  AA: 'father', AE: 'cat', AH: 'cup', AO: 'law', AW: 'how', AY: 'my', B: 'bed', CH: 'chair', D: 'day', DH: 'this',
  EH: 'bed', ER: 'bird', EY: 'day', F: 'fish', G: 'go', HH: 'hat', IH: 'sit', IY: 'see', JH: 'job', K: 'cat', L: 'leg',
  M: 'man', N: 'no', NG: 'sing', OW: 'go', OY: 'boy', P: 'pen', R: 'red', S: 'see', SH: 'she', T: 'ten', TH: 'think',
  UH: 'book', UW: 'blue', V: 'van', W: 'we', Y: 'yes', Z: 'zoo', ZH: 'vision',
};

/** What the advice is built from. */
export interface FeedbackInput {
  task: SpeechTask;
  words: readonly SpeechWord[];
  metrics: FluencyMetrics & { signalToNoiseDb: number; clippedShare: number };
  /** Band scores (0–5) where assessed. */
  fluency?: number;
  pronunciation?: number;
  keyPoints?: readonly KeyPointCoverage[];
  contentShare: number;
  zeroReason?: string;
}

function list(words: readonly string[], limit = 5): string {
  const shown = words.slice(0, limit).map((word) => `“${word}”`);
  return words.length > limit ? `${shown.join(', ')} and ${words.length - limit} more` : shown.join(', ');
}

/** Plain-language advice from an assessment, most important first (at most six points). */
export function writeFeedback(input: FeedbackInput): string[] {
  const advice: string[] = [];
  const { metrics, words, task } = input;
  if (input.zeroReason) advice.push(input.zeroReason);

  if (task === 'read-aloud' || task === 'repeat-sentence') {
    const omitted = words.filter((word) => word.status === 'omitted').map((word) => word.text);
    const substituted = words.filter((word) => word.status === 'substituted');
    const inserted = words.filter((word) => word.status === 'inserted').map((word) => word.text);
    if (omitted.length) advice.push(`You left out ${omitted.length === 1 ? 'a word' : `${omitted.length} words`}: ${list(omitted)}. Every missing word costs a content point.`);
    if (substituted.length) {
      advice.push(
        `Some words sounded like different words: ${substituted
          .slice(0, 4)
          .map((word) => `“${word.text}” (we heard “${word.heard ?? '?'}”)`)
          .join(', ')}. Say each word as written.`,
      );
    }
    if (inserted.length) advice.push(`You added ${inserted.length === 1 ? 'a word' : 'words'} that ${inserted.length === 1 ? 'is' : 'are'} not in the ${task === 'read-aloud' ? 'text' : 'sentence'}: ${list(inserted)}.`);
    if (!omitted.length && !substituted.length && !inserted.length && input.contentShare >= 1) {
      advice.push(task === 'read-aloud' ? 'You read every word of the text.' : 'You repeated every word of the sentence in order.');
    }
  } else if (input.keyPoints?.length) {
    const missed = input.keyPoints.filter((point) => point.coverage < 0.6);
    if (missed.length && !input.zeroReason) {
      advice.push(`Also cover: ${missed.slice(0, 3).map((point) => `“${point.keyPoint}”`).join('; ')}.`);
    } else if (!missed.length) {
      advice.push('You covered every key point. End with a conclusion or implication to reach the top content band.');
    }
  }

  if (metrics.leadingSilenceSeconds >= 3) {
    advice.push(`You started speaking after ${metrics.leadingSilenceSeconds.toFixed(1)} s. In the exam the microphone closes after 3 seconds of silence, so start within 3 seconds.`);
  } else if (metrics.silencesOver3Seconds > 0) {
    advice.push('You were silent for 3 seconds or more. In the exam the recording stops after 3 seconds of silence, so keep going.');
  }
  if (task !== 'answer-short-question' && metrics.wordCount > 0) {
    if (metrics.longPauseCount > 0) advice.push(`Avoid long pauses: ${metrics.longPauseCount} lasted a second or more.`);
    else if (metrics.pausesWithinPhrases >= 2) advice.push('Pause only at commas, full stops and between ideas, not in the middle of a phrase.');
    if (metrics.fillerCount > 0) advice.push(`Avoid hesitation sounds such as “um” and “uh” (${metrics.fillerCount} heard).`);
    if (metrics.repetitionCount > 0) advice.push('Keep going instead of repeating or correcting words; repetitions lower oral fluency.');
    if (metrics.articulationRate > 0 && metrics.speechRate < 2.3) advice.push('Speak a little faster and join words into phrases; your pace was slow.');
    else if (metrics.articulationRate > 6.5) advice.push('Slow down slightly so every word is clear.');
  }

  const scored = words.filter((word) => word.quality !== undefined && word.status !== 'inserted');
  const weak = scored.filter((word) => (word.quality ?? 1) < 0.45).sort((a, b) => (a.quality ?? 0) - (b.quality ?? 0));
  if (weak.length && task !== 'answer-short-question') {
    advice.push(`Practise saying ${list(weak.map((word) => word.text), 6)} — these words were the least clear.`);
    const phoneCounts = new Map<string, number>();
    for (const word of weak) for (const phone of word.weakPhones ?? []) phoneCounts.set(phone, (phoneCounts.get(phone) ?? 0) + 1);
    const top = [...phoneCounts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2);
    if (top.length && top[0]![1] >= 2) {
      advice.push(`Work on ${top.map(([phone]) => `the sound in “${PHONE_EXAMPLES[phone] ?? phone}”`).join(' and ')}.`);
    }
  }
  if (metrics.signalToNoiseDb < 15) advice.push('There was a lot of background noise; record in a quieter place for a more reliable score.');
  if (metrics.clippedShare > 0.001) advice.push('Your recording was slightly distorted; move back from the microphone a little.');
  return advice.slice(0, 6);
}
