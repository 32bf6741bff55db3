import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeWav, encodeWav16 } from '@pte/audio';
import { repoRoot } from './e2e-environment';

/** Whether flite (the Debian package that synthesises the spoken answers) is installed. */
export const canSynthesiseSpeech = spawnSync('flite', ['-lv'], { stdio: 'ignore' }).status === 0;

/**
 * Writes `text` spoken by flite's `voice` to `.test-results/<name>.wav` for Chromium's fake microphone, with
 * `leadSeconds` of silence before it (the recorder opens the microphone before recording starts) and
 * `tailSeconds` after it (so the recorder's 3-second silence rule ends the take). Returns the file's path.
 */
export function synthesiseMicrophoneInput(name: string, text: string, { voice = 'slt', leadSeconds = 4, tailSeconds = 5 } = {}): string {
  const dir = join(repoRoot, '.test-results', 'fake-microphone');
  mkdirSync(dir, { recursive: true });
  const spoken = join(dir, `${name}.spoken.wav`);
  const result = spawnSync('flite', ['-voice', voice, '-t', text, '-o', spoken]);
  if (result.status !== 0) throw new Error(`flite failed: ${String(result.stderr)}`);
  const { sampleRate, samples } = decodeWav(readFileSync(spoken));
  const lead = Math.round(leadSeconds * sampleRate);
  const padded = new Float32Array(lead + samples.length + Math.round(tailSeconds * sampleRate));
  padded.set(samples, lead);
  const file = join(dir, `${name}.wav`);
  writeFileSync(file, encodeWav16(padded, sampleRate));
  return file;
}

/** Chromium's flags for a fake microphone that plays `wavFile` once, granting microphone access without asking. */
export function fakeMicrophoneArgs(wavFile: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wavFile}%noloop`];
}
