import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A spoken example's MP3 as the recorder would upload it: 16 kHz mono 16-bit WAV, decoded by ffmpeg. The guide
 * page plays the MP3 and the scorer hears the same sound, so the assessment is the assessment of what is played.
 */
export function decodeExampleRecording(mp3Path: string): Uint8Array {
  if (!existsSync(mp3Path)) throw new Error(`The recording ${mp3Path} is missing: run npm run guides:examples to synthesise it`);
  const decoded = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', mp3Path, '-map_metadata', '-1', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  if (decoded.error) throw new Error(`ffmpeg could not be started (${decoded.error.message}); install it (Debian: apt-get install -y ffmpeg)`);
  if (decoded.status !== 0) throw new Error(`ffmpeg could not decode ${mp3Path}: ${decoded.stderr.toString().trim()}`);
  return new Uint8Array(decoded.stdout);
}

/** Why spoken examples cannot be decoded here (ffmpeg missing), or null when they can. */
export function exampleRecordingProblem(): string | null {
  const probe = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  return probe.error || probe.status !== 0 ? 'ffmpeg is not installed (Debian package ffmpeg)' : null;
}
