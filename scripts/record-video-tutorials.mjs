#!/usr/bin/env node
/**
 * `npm run videos`: records the video tutorial of every task type from the app itself.
 *
 * For each task type it starts the compiled server (port 4330, a fresh data folder under .test-results/), drives
 * Debian's Chromium through a scripted walkthrough on the real practice page (scripts/video-tutorials/walkthroughs.mjs:
 * read the prompt, answer, submit, show the assessment; speaking answers come from flite through Chromium's fake
 * microphone), narrated by flite from scripts/video-tutorials/narration.json, each step waiting for its narration.
 * Playwright records the screen; ffmpeg mixes the soundtrack (narration, the page's own audio, the spoken answer),
 * encodes a VP9/Opus WebM with the WebVTT captions as a subtitle track, and the captions are also written beside it.
 * Output: content/media/video-tutorial-<type id>.webm and .vtt, and content/media/video-tutorials.json (the list the
 * web app reads). Fails if all videos together exceed 40 MB.
 *
 * Usage:
 *   node scripts/record-video-tutorials.mjs                       every task type
 *   node scripts/record-video-tutorials.mjs --only=read-aloud,…   only these (the others keep their videos)
 *
 * Requires flite, ffmpeg/ffprobe and chromium (Debian packages). Builds the web app and the server first if their
 * sources changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDebianPackages, repoRoot, step } from './lib/machine-setup.mjs';
import { ensureServerBuild, serverEntry } from './lib/server-build.mjs';
import { registerTypeScript } from './lib/typescript-sources.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';
import { useDebianFfmpegForPlaywright } from './video-tutorials/browser.mjs';
import { buildCues, toWebVtt } from './video-tutorials/captions.mjs';
import { encodeVideo, findSyncMark, mixSoundtrack, pageAudioIntervals, probe } from './video-tutorials/encode.mjs';
import { synthesiseSegment } from './video-tutorials/narration-voice.mjs';
import { installPageHooks, paintedAt, storeAuthToken } from './video-tutorials/page-hooks.mjs';
import { startRecordingServer, signUpDemoLearner } from './video-tutorials/recording-server.mjs';
import { Scene } from './video-tutorials/scene.mjs';
import { microphoneLeadSeconds, runWalkthrough, spokenAnswer } from './video-tutorials/walkthroughs.mjs';

const PORT = 4330;
const MEDIA_DIR = join(repoRoot, 'content', 'media');
const MANIFEST_PATH = join(MEDIA_DIR, 'video-tutorials.json');
const WORK_DIR = join(repoRoot, '.test-results', 'video-tutorials');
/** The browser window recorded, and the video's size. */
const VIEWPORT = { width: 1024, height: 576 };
const VIDEO_SIZE = { width: 960, height: 540 };
/** The most all videos and captions together may weigh. */
const MAX_TOTAL_BYTES = 40 * 1024 * 1024;

const { values: options } = parseArgs({ options: { only: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
if (options.help) {
  console.log('Usage: node scripts/record-video-tutorials.mjs [--only=<type id>,…]');
  process.exit(0);
}

/** The first 16 hex digits of a file's SHA-256: the version the API puts in media URLs. */
function fileHash(path) {
  return createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);
}

/** The bank item `id` of a task type, as stored. */
function readItem(type, id) {
  const path = join(repoRoot, 'content', 'questions', type.section, type.id, `${id}.json`);
  if (!existsSync(path)) throw new Error(`narration.json names item ${id} for ${type.id}, but ${path} does not exist`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * How long an item's recording lasts, from the media manifest's entry: one file (`{ durationSeconds }`) or one per
 * accent (`{ us: { durationSeconds }, … }`, the longest); null when it has none.
 */
function recordingSeconds(entry) {
  if (!entry) return null;
  if (typeof entry.durationSeconds === 'number') return entry.durationSeconds;
  const lengths = Object.values(entry).flatMap((recording) => (typeof recording?.durationSeconds === 'number' ? [recording.durationSeconds] : []));
  return lengths.length > 0 ? Math.max(...lengths) : null;
}

/** The local file of a media URL the page played (`/api/media/<name>?v=…`), or null for any other source. */
function mediaFileOf(src) {
  const match = /\/api\/media\/([^/?#]+)/.exec(new URL(src).pathname);
  if (!match) return null;
  const file = join(MEDIA_DIR, decodeURIComponent(match[1]));
  return existsSync(file) ? file : null;
}

/** Records, mixes and encodes the video of one task type; returns its manifest entry. */
async function recordVideo({ type, script, server, token, chromium, practiceRoute, audio, microphone, audioManifest, chromiumPath, chromiumArgs }) {
  const work = join(WORK_DIR, type.id);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const item = readItem(type, script.item);
  const narration = Object.fromEntries(Object.entries(script.segments).map(([key, text]) => [key, synthesiseSegment(audio, text, join(work, 'narration'), key)]));
  const promptSeconds = item.audio ? recordingSeconds(audioManifest[item.id]) : null;
  if (item.audio && promptSeconds === null) throw new Error(`${item.id} has no synthesised audio; run npm run content:audio`);

  let microphoneFile = null;
  let microphoneLead = 0;
  const args = [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'];
  if (type.family === 'speaking') {
    microphoneLead = microphoneLeadSeconds(type, narration, promptSeconds);
    microphoneFile = microphone.synthesiseMicrophoneInput(`video-${type.id}`, spokenAnswer(type.id, item), { voice: script.answerVoice ?? 'rms', leadSeconds: microphoneLead, tailSeconds: 6 });
    args.push(...microphone.fakeMicrophoneArgs(microphoneFile));
  }

  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  const scene = await (async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, recordVideo: { dir: join(work, 'raw'), size: VIDEO_SIZE }, baseURL: server.baseUrl });
    await context.addCookies([{ name: 'sidebar_state', value: 'false', url: server.baseUrl }]);
    await context.addInitScript(storeAuthToken, token);
    await context.addInitScript(installPageHooks);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    // The sync mark: a black page, whose first frame in the recording ties the video's clock to the wall clock.
    await page.setContent('<html style="background:#000"><body style="background:#000;margin:0;height:100vh"></body></html>');
    const markAt = await page.evaluate(paintedAt);
    await page.waitForTimeout(400);
    const recorded = new Scene(page, narration);
    const ctx = { type, item, route: practiceRoute(type), promptSeconds };
    try {
      await runWalkthrough(recorded, page, ctx);
    } catch (error) {
      await page.screenshot({ path: join(work, 'failure.png') }).catch(() => undefined);
      throw error;
    }
    recorded.endAt = Date.now();
    recorded.markAt = markAt;
    recorded.recording = ctx.recording ?? null;
    Object.assign(recorded, await recorded.readPageLog());
    await context.close();
    recorded.rawVideo = await page.video().path();
    return recorded;
  })().finally(() => browser.close());

  // Video time leaves out the cuts; the soundtrack is mixed on the uncut timeline and cut like the picture.
  const seconds = (at) => scene.videoSeconds(at);
  const rawSeconds = (at) => (at - scene.origin) / 1000;
  const duration = seconds(scene.endAt);
  const cuts = scene.cuts.map((cut) => ({ from: rawSeconds(cut.from), to: rawSeconds(cut.to) }));
  const start = (await findSyncMark(scene.rawVideo)) + (scene.origin - scene.markAt) / 1000;
  const pageAudio = pageAudioIntervals(scene.log, scene.endAt)
    .map((interval) => {
      const from = Math.max(interval.from, scene.origin);
      return { ...interval, file: mediaFileOf(interval.src), from, mediaStart: interval.mediaStart + (from - interval.from) / 1000 };
    })
    .filter((interval) => interval.file !== null && interval.to > interval.from);
  const cues = buildCues({ spoken: scene.spoken, notes: scene.notes, pageAudio }, seconds, duration);
  const title = `${type.title}: video tutorial`;
  const captionsName = `video-tutorial-${type.id}.vtt`;
  const videoName = `video-tutorial-${type.id}.webm`;
  const captionsFile = join(work, captionsName);
  writeFileSync(captionsFile, toWebVtt(cues, title));

  const soundtrack = join(work, 'soundtrack.wav');
  await mixSoundtrack(
    {
      narration: scene.spoken.map((segment) => ({ file: segment.file, start: rawSeconds(segment.at), duration: segment.duration })),
      pageAudio: pageAudio.map((interval) => ({ file: interval.file, start: rawSeconds(interval.from), end: rawSeconds(interval.to), mediaStart: interval.mediaStart })),
      // The answer starts `microphoneLead` seconds into the microphone's file: placed where the recorder heard it.
      microphone:
        microphoneFile && scene.recording
          ? {
              file: microphoneFile,
              start: scene.speechHeardAt ? rawSeconds(scene.speechHeardAt) - microphoneLead : rawSeconds(scene.microphoneOpenedAt ?? scene.recording.from),
              end: rawSeconds(scene.recording.to),
            }
          : null,
    },
    { duration: rawSeconds(scene.endAt), cuts },
    soundtrack,
  );
  const encoded = join(work, videoName);
  await encodeVideo({ rawVideo: scene.rawVideo, start, duration, cuts, soundtrack, captions: captionsFile, title, size: VIDEO_SIZE }, encoded);
  const { streams } = await probe(encoded);
  const kinds = streams.map((stream) => stream.codec_type).sort().join(',');
  if (kinds !== 'audio,subtitle,video') throw new Error(`${videoName} has streams ${kinds}, expected audio, subtitle and video`);
  renameSync(encoded, join(MEDIA_DIR, videoName));
  renameSync(captionsFile, join(MEDIA_DIR, captionsName));
  return {
    typeId: type.id,
    title: type.title,
    itemId: item.id,
    durationSeconds: Math.round(duration * 10) / 10,
    video: { file: videoName, bytes: statSync(join(MEDIA_DIR, videoName)).size, hash: fileHash(join(MEDIA_DIR, videoName)) },
    captions: { file: captionsName, bytes: statSync(join(MEDIA_DIR, captionsName)).size, hash: fileHash(join(MEDIA_DIR, captionsName)) },
    transcript: cues.map((cue) => ({ start: Math.round(cue.start * 10) / 10, text: cue.text })),
  };
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function main() {
  const absent = ensureDebianPackages(['flite', 'ffmpeg', 'chromium'], 'to record the video tutorials');
  if (absent.length > 0) throw new Error(`the Debian packages ${absent.join(', ')} are needed to record the video tutorials`);
  await registerTypeScript();
  const [{ questionTypeList, practiceRoute }, audio, microphone, environment] = await Promise.all([
    import('@pte/exam'),
    import('@pte/audio'),
    import('../e2e/fake-microphone.ts'),
    import('../e2e/e2e-environment.ts'),
  ]);
  const scripts = JSON.parse(readFileSync(join(repoRoot, 'scripts', 'video-tutorials', 'narration.json'), 'utf8'));
  const missing = questionTypeList.filter((type) => !scripts[type.id]).map((type) => type.id);
  if (missing.length > 0) throw new Error(`narration.json has no script for ${missing.join(', ')}`);
  const only = options.only?.split(',').map((id) => id.trim()).filter(Boolean);
  const unknown = (only ?? []).filter((id) => !questionTypeList.some((type) => type.id === id));
  if (unknown.length > 0) throw new Error(`unknown task type(s): ${unknown.join(', ')}`);
  const selected = questionTypeList.filter((type) => !only || only.includes(type.id));

  await ensureWebBuild();
  await ensureServerBuild();
  useDebianFfmpegForPlaywright(join(WORK_DIR, 'playwright'));
  const { chromium } = await import('@playwright/test');
  const audioManifest = JSON.parse(readFileSync(join(MEDIA_DIR, 'manifest.json'), 'utf8'));
  const previous = existsSync(MANIFEST_PATH) ? JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')).videos : [];
  const entries = new Map(previous.map((entry) => [entry.typeId, entry]));

  const failures = [];
  step(`Starting the server on port ${PORT}…`);
  const server = await startRecordingServer({ repoRoot, serverEntry, port: PORT, dataDir: join(WORK_DIR, 'data') });
  // Interrupted (Ctrl+C): the server goes too; the videos recorded so far are already listed.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void server.stop().finally(() => process.exit(130)));
  try {
    const token = await signUpDemoLearner(server.baseUrl);
    for (const [index, type] of selected.entries()) {
      step(`[${index + 1}/${selected.length}] ${type.title}…`);
      const started = Date.now();
      let entry;
      try {
        entry = await recordVideo({
          type, script: scripts[type.id], server, token, chromium, practiceRoute, audio, microphone,
          audioManifest, chromiumPath: environment.chromiumPath, chromiumArgs: environment.chromiumArgs,
        });
      } catch (error) {
        // One walkthrough failing does not lose the others; the run still fails at the end.
        failures.push(type.id);
        console.error(`  ${type.id} failed: ${error.stack ?? error} (screenshot: ${join(WORK_DIR, type.id, 'failure.png')})`);
        continue;
      }
      entries.set(type.id, entry);
      const manifest = { videos: questionTypeList.map((candidate) => entries.get(candidate.id)).filter(Boolean) };
      writeFileSync(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
      console.log(`  ${entry.video.file}: ${entry.durationSeconds} s, ${megabytes(entry.video.bytes)} (+ ${(entry.captions.bytes / 1024).toFixed(1)} KB captions), recorded in ${Math.round((Date.now() - started) / 1000)} s`);
    }
  } finally {
    await server.stop();
  }

  const videos = questionTypeList.map((type) => entries.get(type.id)).filter(Boolean);
  let total = 0;
  for (const entry of videos) {
    const bytes = statSync(join(MEDIA_DIR, entry.video.file)).size + statSync(join(MEDIA_DIR, entry.captions.file)).size;
    total += bytes;
  }
  console.log(`${videos.length} of ${questionTypeList.length} task types have a video tutorial; all together ${megabytes(total)} (limit ${megabytes(MAX_TOTAL_BYTES)}).`);
  // The web app bundles the list of videos: rebuild it so the page links the new files.
  await ensureWebBuild();
  if (failures.length > 0) {
    console.error(`record-video-tutorials: no new video for ${failures.join(', ')}; run again with --only=${failures.join(',')}`);
    process.exit(1);
  }
  if (total > MAX_TOTAL_BYTES) {
    console.error('record-video-tutorials: the videos exceed 40 MB together; lower the bitrate in scripts/video-tutorials/encode.mjs or shorten the walkthroughs.');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(`record-video-tutorials: ${error.stack ?? error}`);
  process.exit(1);
});
