import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './e2e-environment';

/** Whether flite (the Debian package that synthesises the spoken answers) is installed. */
export const canSynthesiseSpeech = spawnSync('flite', ['-lv'], { stdio: 'ignore' }).status === 0;

/** The 16-bit PCM samples and rate of a WAV file flite wrote. */
function readPcm16(bytes: Buffer): { rate: number; samples: Buffer } {
  let offset = 12;
  let rate = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') rate = bytes.readUInt32LE(offset + 12);
    if (id === 'data') return { rate, samples: bytes.subarray(offset + 8, offset + 8 + size) };
    offset += 8 + size + (size % 2);
  }
  throw new Error('flite wrote a WAV without audio data');
}

/** A mono 16-bit PCM WAV of `samples` at `rate`. */
function wav16(samples: Buffer, rate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

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
  const { rate, samples } = readPcm16(readFileSync(spoken));
  const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * rate) * 2);
  const file = join(dir, `${name}.wav`);
  writeFileSync(file, wav16(Buffer.concat([silence(leadSeconds), samples, silence(tailSeconds)]), rate));
  return file;
}

/** Chromium's flags for a fake microphone that plays `wavFile` once, granting microphone access without asking. */
export function fakeMicrophoneArgs(wavFile: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wavFile}%noloop`];
}
