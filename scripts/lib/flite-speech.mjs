/**
 * Running the speech tools and speaking with flite into MP3, shared by the question bank's audio
 * (`scripts/synthesize-audio.mjs`) and the guides' spoken examples (`scripts/assess-guide-examples.mjs`).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/**
 * flite speaks at roughly 150–170 words per minute depending on the voice; these stretch factors bring every
 * voice close to 150 wpm, the pace of the exam's recordings, so audio lengths match the real task ranges.
 */
export const VOICE_STRETCH = { slt: 1.12, rms: 1.0, awb: 1.1, kal16: 1.15 };

/**
 * 22.05 kHz mono MP3 at 32 kbps CBR: flite's output has no content above ~7.5 kHz and this rate keeps that whole
 * band (sibilants matter for plural endings), while a minute of audio stays under 250 KB. MP3 plays in every
 * browser, including Safari.
 */
export const ENCODE_ARGS = ['-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k'];

/** Loudness target: flite's voices differ by more than 10 dB, so every recording is normalised to one level. */
export const SPEECH_FILTER = 'loudnorm=I=-18:LRA=11:TP=-2,aresample=22050,aformat=sample_fmts=s16:channel_layouts=mono';

/** An ffmpeg source of `seconds` of silence in the encoding's format. */
export function silenceSource(seconds) {
  return `aevalsrc=0:s=22050:d=${seconds},aformat=sample_fmts=s16:channel_layouts=mono`;
}

/** Runs a command; resolves with its output, rejects with its last lines when it fails. */
export function run(command, commandArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} exited with code ${code}: ${output.trim().slice(-800)}`));
    });
  });
}

/** Speaks `text` with flite's `voice` into `wavPath`. */
export async function speak(text, voice, textPath, wavPath) {
  writeFileSync(textPath, `${text}\n`);
  await run('flite', ['-voice', voice, '--setf', `duration_stretch=${VOICE_STRETCH[voice]}`, '-f', textPath, '-o', wavPath]);
}
