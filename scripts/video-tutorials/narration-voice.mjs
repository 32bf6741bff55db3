/**
 * The narrator's voice: each narration segment is spoken by flite sentence by sentence and joined into one WAV
 * file with a short pause between sentences, so every sentence's start and end are known exactly and become one
 * caption cue.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** flite's voice for the narrator (US female, the clearest of Debian's voices), and its pace. */
const NARRATOR = { voice: 'slt', durationStretch: 1.08 };

/** The pause between two sentences of a segment, seconds. */
const SENTENCE_PAUSE_SECONDS = 0.35;

/** The sentences of a narration text: split after `.`, `?` or `!` followed by a space. */
function sentencesOf(text) {
  return text
    .split(/(?<=[.?!])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** Speaks `text` with flite into `wavPath` (16 kHz mono PCM); throws with flite's message if it fails. */
function speak(text, wavPath, { voice, durationStretch }) {
  const result = spawnSync('flite', ['-voice', voice, '--setf', `duration_stretch=${durationStretch}`, '-t', text, '-o', wavPath], { encoding: 'utf8' });
  if (result.error) throw new Error(`flite could not be run (${result.error.message}); install it with: apt-get install -y flite`);
  if (result.status !== 0) throw new Error(`flite failed: ${result.stderr}`);
}

/**
 * Synthesises one narration segment into `<dir>/<name>.wav`. Returns the file, its duration in seconds and one cue
 * per sentence (`start`, `end` in seconds from the start of the segment, `text`). `audio` is `@pte/audio` (WAV
 * decoding and encoding), passed in because it is TypeScript loaded through tsx.
 */
export function synthesiseSegment(audio, text, dir, name) {
  mkdirSync(dir, { recursive: true });
  const parts = sentencesOf(text).map((sentence, index) => {
    const path = join(dir, `${name}.${index}.wav`);
    speak(sentence, path, NARRATOR);
    return { sentence, ...audio.decodeWav(readFileSync(path)) };
  });
  if (parts.length === 0) throw new Error(`narration segment ${name} is empty`);
  const sampleRate = parts[0].sampleRate;
  const pause = Math.round(SENTENCE_PAUSE_SECONDS * sampleRate);
  const total = parts.reduce((sum, part) => sum + part.samples.length, 0) + pause * (parts.length - 1);
  const joined = new Float32Array(total);
  const cues = [];
  let offset = 0;
  for (const part of parts) {
    if (part.sampleRate !== sampleRate) throw new Error('flite returned sentences at different sample rates');
    joined.set(part.samples, offset);
    cues.push({ start: offset / sampleRate, end: (offset + part.samples.length) / sampleRate, text: part.sentence });
    offset += part.samples.length + pause;
  }
  const file = join(dir, `${name}.wav`);
  writeFileSync(file, audio.encodeWav16(joined, sampleRate));
  return { file, duration: total / sampleRate, cues };
}
