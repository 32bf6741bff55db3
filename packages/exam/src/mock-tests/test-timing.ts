import { questionTypes } from '../registry';
import { PERSONAL_INTRODUCTION, type TestItemType } from './test-structure';

/** Seconds a spoken answer's clock adds after the recording ends, for the upload to reach the server. */
export const UPLOAD_ALLOWANCE_SECONDS = 10;

/** The parts of an item's time, in seconds, as its type declares them. */
interface ItemTimings {
  audioLeadSeconds?: number;
  prepareSeconds?: number;
  answerSeconds?: number;
  suggestedSeconds?: number;
}

/** A slot type's timings and whether its answer is a recording. */
function timingsOf(type: TestItemType): { timings: ItemTimings; spoken: boolean } {
  if (type === 'personal-introduction') {
    return { timings: { prepareSeconds: PERSONAL_INTRODUCTION.prepareSeconds, answerSeconds: PERSONAL_INTRODUCTION.answerSeconds }, spoken: true };
  }
  const definition = questionTypes[type];
  return { timings: definition.timings, spoken: definition.family === 'speaking' };
}

/** Whole seconds of audio: rounded up, 0 for a negative or non-finite length. */
function wholeAudioSeconds(audioSeconds: number): number {
  return Number.isFinite(audioSeconds) && audioSeconds > 0 ? Math.ceil(audioSeconds) : 0;
}

/**
 * Seconds an item on its own clock may take, from its type's timings and its audio length (0 when none).
 * The rule: the countdown before the audio (`audioLeadSeconds`), the audio, the preparation (`prepareSeconds`) and
 * the answer time (`answerSeconds`, or for a type answered on a shared clock its share, `suggestedSeconds`), plus
 * for a spoken answer `UPLOAD_ALLOWANCE_SECONDS` for the recording to be sent. So Read Aloud gets 35 + 40 + 10 s,
 * Repeat Sentence 3 + audio + 15 + 10 s, Summarize Written Text 10 min, Write Essay 20 min, Summarize Spoken Text
 * 3 + audio s + 10 min, and the personal introduction 25 + 30 + 10 s.
 */
export function itemTimeLimitSeconds(type: TestItemType, audioSeconds: number): number {
  const { timings, spoken } = timingsOf(type);
  return (
    (timings.audioLeadSeconds ?? 0) +
    wholeAudioSeconds(audioSeconds) +
    (timings.prepareSeconds ?? 0) +
    (timings.answerSeconds ?? timings.suggestedSeconds ?? 0) +
    (spoken ? UPLOAD_ALLOWANCE_SECONDS : 0)
  );
}

/**
 * Seconds of a shared block's clock for the given items: the sum of each item's share, which is its type's
 * `suggestedSeconds` (a fair share of the section's time to read and answer) plus its preparation and the length of
 * its audio, so a block with longer recordings gets more time and a shorter block a proportional share. The full
 * Reading block (15 items, no audio) comes to 30½ minutes, the exam's 29–30; the full Listening section B (14
 * items with typical recordings) to about 29 minutes.
 */
export function sectionTimeLimitSeconds(items: readonly { type: TestItemType; audioSeconds: number }[]): number {
  return items.reduce((sum, item) => sum + itemTimeLimitSeconds(item.type, item.audioSeconds), 0);
}
