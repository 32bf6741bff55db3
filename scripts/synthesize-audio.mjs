#!/usr/bin/env node
/**
 * Synthesises the audio of every question-bank item that has `audio.script`.
 *
 * For each item under content/questions/** with `audio: { script, voice }` it runs flite with the item's
 * voice, normalises loudness, appends a beep for Select Missing Word (the beep replaces the missing ending),
 * and encodes a mono MP3 into content/media/<item-id>.mp3. An item whose audio has a `cast`
 * ({ "<Speaker>": "<voice>", … }, a discussion) has one turn per script line, `Speaker: what they say`: each turn
 * is spoken in its speaker's voice and normalised on its own, with a short gap between turns, into one MP3.
 * content/media/manifest.json maps each item id to { file, durationSeconds, voice, scriptHash } where
 * scriptHash = sha256(voice + "\n" + script), followed by "\n" + the cast as sorted JSON when there is one;
 * items whose hash and file are unchanged are skipped, so re-runs are cheap.
 *
 * Usage:
 *   node scripts/synthesize-audio.mjs           synthesise new or changed items
 *   node scripts/synthesize-audio.mjs --force   re-synthesise every item
 *   node scripts/synthesize-audio.mjs --check   exit 1 if any item lacks up-to-date audio (synthesises nothing)
 *
 * Requires flite (voices slt, rms, awb, kal16) and ffmpeg/ffprobe with libmp3lame on PATH.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENCODE_ARGS, run, silenceSource, speak, SPEECH_FILTER, VOICE_STRETCH } from './lib/flite-speech.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const QUESTIONS_DIR = join(ROOT, 'content', 'questions');
const MEDIA_DIR = join(ROOT, 'content', 'media');
const MANIFEST_PATH = join(MEDIA_DIR, 'manifest.json');

/** Item types whose recording ends with a beep in place of the final word or phrase. */
const BEEP_TYPES = new Set(['select-missing-word']);

/** The pause before Select Missing Word's beep. */
const GAP = silenceSource(0.3);
/** The pause between two speakers' turns in a discussion, seconds. */
const TURN_GAP_SECONDS = 0.6;
/** A turn line of a discussion script: `Speaker: what they say`. */
const TURN_LINE = /^([^:]+):\s*(\S.*)$/;
const BEEP =
  'sine=frequency=1000:sample_rate=22050:duration=0.6,volume=0.35,' +
  'afade=t=in:d=0.01,afade=t=out:st=0.59:d=0.01,aformat=sample_fmts=s16:channel_layouts=mono';

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((a) => !['--force', '--check', '--help', '-h'].includes(a));
if (args.has('--help') || args.has('-h') || unknown.length > 0) {
  if (unknown.length > 0) console.error(`Unknown option(s): ${unknown.join(' ')}`);
  console.log('Usage: node scripts/synthesize-audio.mjs [--force | --check]');
  process.exit(unknown.length > 0 ? 2 : 0);
}
const force = args.has('--force');
const checkOnly = args.has('--check');

function fail(message) {
  console.error(`synthesize-audio: ${message}`);
  process.exit(1);
}

function listJsonFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listJsonFiles(path);
    return entry.isFile() && entry.name.endsWith('.json') ? [path] : [];
  });
}

/** Reads every item with an audio script; fails on unreadable files, bad ids, unknown voices or duplicate ids. */
function loadAudioItems() {
  const items = new Map();
  for (const path of listJsonFiles(QUESTIONS_DIR).sort()) {
    let item;
    try {
      item = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      fail(`cannot parse ${relative(ROOT, path)}: ${error.message}`);
    }
    const script = item?.audio?.script;
    if (typeof script !== 'string' || script.trim() === '') continue;
    const where = relative(ROOT, path);
    if (typeof item.id !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(item.id)) {
      fail(`${where}: "id" must be a kebab-case string`);
    }
    const voice = item.audio.voice;
    if (!Object.hasOwn(VOICE_STRETCH, voice)) {
      fail(`${where}: audio.voice must be one of ${Object.keys(VOICE_STRETCH).join(', ')} (got ${JSON.stringify(voice)})`);
    }
    if (items.has(item.id)) fail(`duplicate item id ${item.id} in ${where} and ${items.get(item.id).where}`);
    const cast = item.audio.cast;
    const turns = cast === undefined ? undefined : castTurns(where, script, cast);
    items.set(item.id, { id: item.id, type: item.type, script: script.trim(), voice, cast, turns, where });
  }
  return items;
}

/**
 * The turns of a discussion script, one per non-empty line (`Speaker: what they say`), each with its speaker's
 * voice; fails on a cast that is not an object of known voices and on a line that names no cast member.
 */
function castTurns(where, script, cast) {
  if (typeof cast !== 'object' || cast === null || Array.isArray(cast) || Object.keys(cast).length === 0) {
    fail(`${where}: audio.cast must map each speaker to a voice`);
  }
  for (const [speaker, voice] of Object.entries(cast)) {
    if (!Object.hasOwn(VOICE_STRETCH, voice)) fail(`${where}: audio.cast voice of ${speaker} must be one of ${Object.keys(VOICE_STRETCH).join(', ')}`);
  }
  return script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line, index) => {
      const match = TURN_LINE.exec(line);
      const speaker = match?.[1].trim();
      if (!match || !Object.hasOwn(cast, speaker)) fail(`${where}: script turn ${index + 1} must start with a cast member's name and a colon`);
      return { speaker, voice: cast[speaker], text: match[2].trim() };
    });
}

/** The hash that says whether an item's audio is up to date: its voice, its script and, for a discussion, its cast. */
function scriptHash(item) {
  const castPart = item.cast === undefined ? '' : `\n${JSON.stringify(Object.entries(item.cast).sort(([a], [b]) => a.localeCompare(b)))}`;
  return createHash('sha256').update(`${item.voice}\n${item.script}${castPart}`).digest('hex');
}

function readManifest() {
  if (!existsSync(MANIFEST_PATH)) return {};
  try {
    return JSON.parse(readFileSync(MANIFEST_PATH, 'utf8'));
  } catch (error) {
    fail(`cannot parse ${relative(ROOT, MANIFEST_PATH)}: ${error.message} (delete it and re-run with --force)`);
  }
}

function writeManifest(manifest) {
  const sorted = Object.fromEntries(Object.keys(manifest).sort().map((id) => [id, manifest[id]]));
  const tmp = `${MANIFEST_PATH}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(tmp, MANIFEST_PATH);
}

function isUpToDate(item, entry) {
  if (!entry || entry.voice !== item.voice || entry.scriptHash !== scriptHash(item)) return false;
  const file = join(MEDIA_DIR, entry.file ?? '');
  return entry.file === `${item.id}.mp3` && existsSync(file) && statSync(file).size > 0;
}

function requireTools() {
  const missing = [];
  const flite = spawnSync('flite', ['-lv'], { encoding: 'utf8' });
  if (flite.error) missing.push('flite');
  for (const tool of ['ffmpeg', 'ffprobe']) {
    if (spawnSync(tool, ['-version'], { encoding: 'utf8' }).error) missing.push(tool);
  }
  if (missing.length > 0) {
    fail(
      `missing ${missing.join(', ')} on PATH. Install them (Debian/Ubuntu: sudo apt-get install -y flite ffmpeg) ` +
        'and run this script again.',
    );
  }
  const voices = new Set(`${flite.stdout}${flite.stderr}`.replace(/^.*:/s, '').trim().split(/\s+/));
  const absent = Object.keys(VOICE_STRETCH).filter((v) => !voices.has(v));
  if (absent.length > 0) fail(`flite lacks voice(s) ${absent.join(', ')} (flite -lv lists: ${[...voices].join(' ')})`);
  const encoders = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout ?? '';
  if (!encoders.includes('libmp3lame')) fail('ffmpeg was built without the libmp3lame MP3 encoder');
}

/**
 * Speaks an item's script into WAV files and returns them with the ffmpeg filter graph that joins them into `[out]`:
 * one file for a single voice; for a discussion, one per turn, each normalised on its own (the voices differ by
 * more than 10 dB) and separated by a short gap.
 */
async function speakScript(item, workDir) {
  if (!item.turns) {
    const wavPath = join(workDir, `${item.id}.wav`);
    await speak(item.script, item.voice, join(workDir, `${item.id}.txt`), wavPath);
    const beep = BEEP_TYPES.has(item.type);
    const graph = beep
      ? `[0:a]${SPEECH_FILTER}[speech];${GAP}[gap];${BEEP}[beep];[speech][gap][beep]concat=n=3:v=0:a=1[out]`
      : `[0:a]${SPEECH_FILTER}[out]`;
    return { inputs: [wavPath], graph, beep };
  }
  const inputs = [];
  for (const [index, turn] of item.turns.entries()) {
    const wavPath = join(workDir, `${item.id}-turn-${index}.wav`);
    await speak(turn.text, turn.voice, join(workDir, `${item.id}-turn-${index}.txt`), wavPath);
    inputs.push(wavPath);
  }
  const gap = silenceSource(TURN_GAP_SECONDS);
  const filters = inputs.map((_, index) => `[${index}:a]${SPEECH_FILTER}[turn${index}]`);
  const gaps = inputs.slice(1).map((_, index) => `${gap}[gap${index}]`);
  const sequence = inputs.map((_, index) => (index === 0 ? '[turn0]' : `[gap${index - 1}][turn${index}]`)).join('');
  const graph = [...filters, ...gaps, `${sequence}concat=n=${inputs.length * 2 - 1}:v=0:a=1[out]`].join(';');
  return { inputs, graph, beep: false };
}

async function synthesise(item, workDir) {
  const outPath = join(MEDIA_DIR, `${item.id}.mp3`);
  const partPath = join(workDir, `${item.id}.mp3`);
  const { inputs, graph, beep } = await speakScript(item, workDir);
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    ...inputs.flatMap((input) => ['-i', input]),
    '-filter_complex', graph, '-map', '[out]',
    '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact',
    ...ENCODE_ARGS,
    partPath,
  ]);
  const probed = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', partPath]);
  const durationSeconds = Math.round(Number.parseFloat(probed) * 100) / 100;
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) throw new Error(`ffprobe gave no duration for ${item.id}`);
  renameSync(partPath, outPath);
  return { durationSeconds, bytes: statSync(outPath).size, beep };
}

async function main() {
  const items = loadAudioItems();
  const manifest = readManifest();
  const orphans = Object.keys(manifest).filter((id) => !items.has(id));
  const pending = [...items.values()].filter((item) => force || !isUpToDate(item, manifest[item.id]));
  console.log(`${items.size} item(s) with an audio script; ${items.size - pending.length} up to date, ${pending.length} to synthesise.`);

  if (checkOnly) {
    for (const id of orphans) console.log(`note: manifest entry ${id} has no matching item (a normal run removes it)`);
    if (pending.length === 0) {
      console.log('All audio is up to date.');
      return;
    }
    for (const item of pending) {
      const reason = manifest[item.id] ? 'outdated' : 'missing';
      console.log(`${reason}: ${item.id} (${item.where})`);
    }
    console.error(`synthesize-audio: ${pending.length} item(s) lack up-to-date audio; run node scripts/synthesize-audio.mjs`);
    process.exit(1);
  }

  mkdirSync(MEDIA_DIR, { recursive: true });
  for (const id of orphans) {
    const file = manifest[id]?.file;
    if (typeof file === 'string' && /^[a-z0-9-]+\.mp3$/.test(file) && existsSync(join(MEDIA_DIR, file))) {
      rmSync(join(MEDIA_DIR, file));
    }
    delete manifest[id];
    console.log(`removed ${id} (no longer in the question bank)`);
  }
  if (pending.length === 0) {
    writeManifest(manifest);
    console.log('Nothing to synthesise.');
    return;
  }

  requireTools();
  const workDir = mkdtempSync(join(tmpdir(), 'pte-audio-'));
  const started = Date.now();
  let done = 0;
  let failures = 0;
  const queue = [...pending];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      try {
        const { durationSeconds, bytes, beep } = await synthesise(item, workDir);
        manifest[item.id] = {
          file: `${item.id}.mp3`,
          durationSeconds,
          voice: item.voice,
          scriptHash: scriptHash(item),
        };
        writeManifest(manifest);
        done += 1;
        const words = item.turns ? item.turns.reduce((sum, turn) => sum + turn.text.split(/\s+/).length, 0) : item.script.split(/\s+/).length;
        const voices = item.cast ? `${Object.values(item.cast).join('/')} (${item.turns.length} turns)` : item.voice;
        console.log(
          `[${done}/${pending.length}] ${item.id}: ${voices}, ${words} words${beep ? ' + beep' : ''} -> ` +
            `${durationSeconds.toFixed(1)} s, ${(bytes / 1024).toFixed(0)} KB`,
        );
      } catch (error) {
        failures += 1;
        console.error(`failed ${item.id}: ${error.message}`);
      }
    }
  };
  try {
    const workers = Math.max(1, Math.min(4, availableParallelism()));
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const totalBytes = Object.values(manifest).reduce((sum, entry) => {
    const file = join(MEDIA_DIR, entry.file);
    return sum + (existsSync(file) ? statSync(file).size : 0);
  }, 0);
  console.log(
    `Synthesised ${done} item(s) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `${Object.keys(manifest).length} recordings, ${(totalBytes / 1024 / 1024).toFixed(2)} MB in content/media.`,
  );
  if (failures > 0) fail(`${failures} item(s) failed; see the messages above`);
}

main().catch((error) => fail(error.stack ?? String(error)));
