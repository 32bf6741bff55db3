/**
 * The ffmpeg side of a video tutorial: finding the sync mark in Playwright's raw recording, mixing the soundtrack
 * (narration, the page's own audio where it played, the fake microphone's answer) and encoding the final WebM
 * (VP9 picture, Opus mono sound, the WebVTT captions as a subtitle track).
 */
import { spawn } from 'node:child_process';

/** Sample rate of the mixed soundtrack (Opus works at 48 kHz). */
const MIX_RATE = 48_000;
/** The page's audio is lowered to this level while the narrator speaks over it. */
const DUCKED_VOLUME = 0.22;
/**
 * VP9 in constrained quality at 12 frames per second: a screencast is mostly still text, which stays sharp at a high
 * CRF for a few tens of kilobits per second, and the cap stops scrolling from bursting. The real-time mode encodes
 * several times faster than "good" at nearly the same size for this kind of picture. Opus at 24 kbps mono is plenty
 * for speech.
 */
const VIDEO_ARGS = ['-c:v', 'libvpx-vp9', '-crf', '48', '-b:v', '120k', '-deadline', 'realtime', '-cpu-used', '7', '-row-mt', '1', '-tile-columns', '1', '-g', '300', '-pix_fmt', 'yuv420p'];
const AUDIO_ARGS = ['-c:a', 'libopus', '-b:a', '24k', '-ac', '1', '-application', 'voip'];
const FRAME_RATE = 12;

/** An ffmpeg expression true inside any of `cuts` (`[{ from, to }]`, seconds). */
function insideCuts(cuts) {
  return cuts.map((cut) => `between(t,${cut.from.toFixed(3)},${cut.to.toFixed(3)})`).join('+');
}

/** Runs a program; resolves with its stderr+stdout, rejects with its last lines. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited with code ${code}: ${output.trim().slice(-1500)}`))));
  });
}

/** Seconds into `rawVideo` where the black sync frame (shown just before the walkthrough) first appears. */
export async function findSyncMark(rawVideo) {
  const output = await run('ffmpeg', ['-hide_banner', '-i', rawVideo, '-vf', 'blackdetect=d=0.08:pix_th=0.08:pic_th=0.95', '-an', '-f', 'null', '-']);
  const match = /black_start:\s*([\d.]+)/.exec(output);
  if (!match) throw new Error(`no sync mark found in ${rawVideo}`);
  return Number(match[1]);
}

/**
 * The intervals when the page played audio, from its media log: `{ src, from, to, mediaStart }` (wall-clock ms
 * and seconds into the file). A seek closes one interval and opens the next.
 */
export function pageAudioIntervals(log, endAt) {
  const intervals = [];
  const open = new Map();
  const close = (src, at) => {
    const interval = open.get(src);
    if (interval && at > interval.from) intervals.push({ ...interval, to: at });
    open.delete(src);
  };
  for (const event of [...log].sort((a, b) => a.at - b.at)) {
    if (event.type === 'playing') {
      close(event.src, event.at);
      open.set(event.src, { src: event.src, from: event.at, mediaStart: event.mediaTime });
    } else {
      close(event.src, event.at);
      if (event.type === 'seeked' && !event.paused) open.set(event.src, { src: event.src, from: event.at, mediaStart: event.mediaTime });
    }
  }
  for (const src of [...open.keys()]) close(src, endAt);
  return intervals;
}

/**
 * Mixes the soundtrack into `outWav`: every narration segment at its time, the page's audio intervals (lowered
 * under narration) and the microphone's answer, all normalised to one loudness, padded or cut to `duration`, then
 * with the `cuts` (`[{ from, to }]`, seconds) taken out, as from the picture.
 * Inputs: `narration` `[{ file, start }]`, `pageAudio` `[{ file, start, end, mediaStart }]`, `microphone`
 * `{ file, start, end }` or null (seconds in video time).
 */
export async function mixSoundtrack({ narration, pageAudio, microphone }, { duration, cuts }, outWav) {
  const inputs = [];
  const filters = [];
  const labels = [];
  const mono = `aresample=${MIX_RATE},aformat=sample_fmts=fltp:channel_layouts=mono`;
  const delay = (seconds) => `adelay=delays=${Math.max(0, Math.round(seconds * 1000))}:all=1`;
  const add = (file, chain) => {
    const index = inputs.length / 2;
    inputs.push('-i', file);
    filters.push(`[${index}:a]${chain}[a${index}]`);
    labels.push(`[a${index}]`);
  };
  const speech = `loudnorm=I=-17:TP=-2:LRA=9,${mono}`;
  for (const segment of narration) add(segment.file, `${speech},${delay(segment.start)}`);
  const spans = narration.map((segment) => `between(t,${segment.start.toFixed(3)},${(segment.start + segment.duration).toFixed(3)})`);
  const duck = spans.length > 0 ? `,volume='if(${spans.join('+')},${DUCKED_VOLUME},1)':eval=frame` : '';
  for (const part of pageAudio) {
    if (part.end <= part.start) continue;
    const length = part.end - part.start;
    add(part.file, `atrim=start=${part.mediaStart.toFixed(3)}:duration=${length.toFixed(3)},asetpts=PTS-STARTPTS,${mono},${delay(part.start)}${duck}`);
  }
  if (microphone && microphone.end > microphone.start) {
    // A file placed before the video's start loses its beginning (only silence, as the answer is heard later).
    const skipped = Math.max(0, -microphone.start);
    add(microphone.file, `atrim=start=${skipped.toFixed(3)}:end=${(microphone.end - microphone.start).toFixed(3)},asetpts=PTS-STARTPTS,${speech},${delay(microphone.start + skipped)}`);
  }
  const graph = [
    ...filters,
    `${labels.join('')}amix=inputs=${labels.length}:normalize=0:duration=longest,apad=whole_dur=${duration.toFixed(3)},atrim=duration=${duration.toFixed(3)},alimiter=limit=0.95${cuts.length > 0 ? `,aselect='not(${insideCuts(cuts)})',asetpts=N/SR/TB` : ''}[out]`,
  ].join(';');
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...inputs, '-filter_complex', graph, '-map', '[out]', '-ac', '1', '-ar', String(MIX_RATE), outWav]);
}

/**
 * Encodes the final WebM: `rawVideo` from `start`, scaled to `size`, less the `cuts` (seconds from `start`), for
 * `duration` seconds, with the soundtrack and
 * the captions as an English subtitle track shown by default.
 */
export async function encodeVideo({ rawVideo, start, duration, cuts, soundtrack, captions, title, size }, outFile) {
  const cutFilter = cuts.length > 0 ? `,select='not(${insideCuts(cuts)})',setpts=N/(${FRAME_RATE}*TB)` : '';
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-ss', start.toFixed(3), '-i', rawVideo,
    '-i', soundtrack,
    '-i', captions,
    '-map', '0:v:0', '-map', '1:a:0', '-map', '2:s:0',
    '-t', duration.toFixed(3),
    '-vf', `scale=${size.width}:${size.height}:flags=lanczos,fps=${FRAME_RATE}${cutFilter}`,
    ...VIDEO_ARGS,
    ...AUDIO_ARGS,
    '-c:s', 'webvtt',
    '-metadata', `title=${title}`,
    '-metadata:s:a:0', 'language=eng',
    '-metadata:s:s:0', 'language=eng',
    '-metadata:s:s:0', 'title=English',
    '-disposition:s:0', 'default',
    '-map_metadata', '-1',
    outFile,
  ]);
}

/** The streams of a media file as ffprobe reports them: `[{ codec_type, codec_name }]`, and its duration. */
export async function probe(file) {
  const output = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name:format=duration', '-of', 'json', file]);
  const parsed = JSON.parse(output);
  return { streams: parsed.streams, duration: Number(parsed.format.duration) };
}
