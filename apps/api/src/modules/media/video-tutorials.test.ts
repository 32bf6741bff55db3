import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { questionTypeList } from '@pte/exam';
import { describe, expect, it } from 'vitest';
import { defaultContentDir } from '../questions/question-bank.loader';
import { openMediaLibrary } from './media-library';

/** The video tutorials `npm run videos` records, as its manifest lists them. */
interface VideoEntry {
  typeId: string;
  durationSeconds: number;
  video: { file: string; bytes: number; hash: string };
  captions: { file: string; bytes: number; hash: string };
  transcript: Array<{ start: number; text: string }>;
}

const mediaDir = join(defaultContentDir(), 'media');
const manifestPath = join(mediaDir, 'video-tutorials.json');
const videos = (JSON.parse(readFileSync(manifestPath, 'utf8')) as { videos: VideoEntry[] }).videos;
const MAX_TOTAL_BYTES = 40 * 1024 * 1024;

/** A WebVTT timestamp (`HH:MM:SS.mmm` or `MM:SS.mmm`) in seconds. */
function seconds(stamp: string): number {
  const parts = stamp.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** The cues of a WebVTT file; throws on anything that is not WebVTT as the recording script writes it. */
function parseWebVtt(text: string): Array<{ start: number; end: number; text: string }> {
  const [header, ...blocks] = text.replace(/\r\n/g, '\n').trim().split(/\n{2,}/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(header ?? '')) throw new Error('the file does not start with WEBVTT');
  return blocks.map((block, index) => {
    const lines = block.split('\n');
    const timingAt = lines.findIndex((line) => line.includes('-->'));
    const timing = /^((?:\d{2,}:)?\d{2}:\d{2}\.\d{3}) --> ((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})(?: .*)?$/.exec(lines[timingAt] ?? '');
    if (timingAt < 0 || timingAt > 1 || !timing) throw new Error(`cue ${index + 1} has no valid timing line`);
    return { start: seconds(timing[1]!), end: seconds(timing[2]!), text: lines.slice(timingAt + 1).join('\n').trim() };
  });
}

const ffprobe = spawnSync('ffprobe', ['-version'], { stdio: 'ignore' }).status === 0;

describe('the video tutorials', () => {
  it('are one for each task type of the registry', () => {
    const typeIds = videos.map((video) => video.typeId);
    expect(new Set(typeIds).size).toBe(typeIds.length);
    expect([...typeIds].sort()).toEqual(questionTypeList.map((type) => type.id).sort());
  });

  it.each(videos.map((video) => [video.typeId, video] as const))('%s: the video and its captions exist with the listed size and version', async (_, video) => {
    const library = await openMediaLibrary(mediaDir);
    for (const file of [video.video, video.captions]) {
      const path = join(mediaDir, file.file);
      expect(existsSync(path), `${file.file} is missing`).toBe(true);
      expect(statSync(path).size).toBe(file.bytes);
      // The web app links `/api/media/<file>?v=<hash>`: the API must serve the file under that version.
      expect(library.urlFor(file.file)).toBe(`/api/media/${file.file}?v=${file.hash}`);
    }
    expect(library.find(video.video.file)?.contentType).toBe('video/webm');
    expect(library.find(video.captions.file)?.contentType).toMatch(/^text\/vtt/);
  });

  it.each(videos.map((video) => [video.typeId, video] as const))('%s: the captions parse as WebVTT, with non-empty cues in order within the video', (_, video) => {
    const cues = parseWebVtt(readFileSync(join(mediaDir, video.captions.file), 'utf8'));
    expect(cues.length).toBeGreaterThan(3);
    for (const [index, cue] of cues.entries()) {
      expect(cue.text, `cue ${index + 1}`).not.toBe('');
      expect(cue.end, `cue ${index + 1} ends after it starts`).toBeGreaterThan(cue.start);
      expect(cue.end, `cue ${index + 1} ends within the video`).toBeLessThanOrEqual(video.durationSeconds + 0.1);
      if (index > 0) expect(cue.start, `cue ${index + 1} starts no earlier than the one before`).toBeGreaterThanOrEqual(cues[index - 1]!.start);
    }
    // The transcript the page shows is the captions' text.
    expect(video.transcript.map((line) => line.text)).toEqual(cues.map((cue) => cue.text));
  });

  it('weigh at most 40 MB together', () => {
    const total = videos.reduce((sum, video) => sum + statSync(join(mediaDir, video.video.file)).size + statSync(join(mediaDir, video.captions.file)).size, 0);
    expect(total).toBeLessThanOrEqual(MAX_TOTAL_BYTES);
  });

  describe.skipIf(!ffprobe)('streams (ffprobe, a Debian package, is needed to read them)', () => {
    it.each(videos.map((video) => [video.typeId, video] as const))('%s: carries a VP9 or VP8 picture, an Opus sound and a WebVTT subtitle track', (_, video) => {
      const result = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name:format=duration', '-of', 'json', join(mediaDir, video.video.file)], { encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
      const probed = JSON.parse(result.stdout) as { streams: Array<{ codec_type: string; codec_name: string }>; format: { duration: string } };
      const codecs = Object.fromEntries(probed.streams.map((stream) => [stream.codec_type, stream.codec_name]));
      expect(probed.streams).toHaveLength(3);
      expect(codecs.video).toMatch(/^vp[89]$/);
      expect(codecs.audio).toBe('opus');
      expect(codecs.subtitle).toBe('webvtt');
      expect(Number(probed.format.duration)).toBeCloseTo(video.durationSeconds, 0);
    });
  });
});
