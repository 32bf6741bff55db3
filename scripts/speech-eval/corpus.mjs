/**
 * The speechocean762 folders the speech evaluation reads (at run time; never copied into the repository),
 * their audio, and the cache of what measuring each utterance found.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Reads a folder's scores.jsonl: each utterance's id, folder, speaker, age, text, human scores (accuracy,
 * fluency, total and per-word accuracy, 0–10, median of the raters) and audio file (`audio`, FLAC, or `wav/ID.wav`).
 */
export function loadFolder(dir, folder) {
  return readFileSync(join(dir, 'scores.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
    .map((item) => ({
      id: item.id,
      folder,
      speaker: String(item.speaker),
      age: item.age,
      text: item.text,
      accuracy: item.accuracy,
      fluency: item.fluency,
      total: item.total,
      words: item.words,
      path: join(dir, item.audio ?? item.wav ?? `wav/${item.id}.wav`),
    }));
}

/** The utterance's recording as WAV bytes (FLAC is decoded with ffmpeg to the same 16-bit samples). */
function readRecording(utterance) {
  if (utterance.path.endsWith('.wav')) return readFileSync(utterance.path);
  const decoded = spawnSync('ffmpeg', ['-v', 'error', '-i', utterance.path, '-f', 'wav', '-acodec', 'pcm_s16le', '-'], { maxBuffer: 1 << 28 });
  if (decoded.status !== 0) throw new Error(`ffmpeg could not decode ${utterance.path}: ${decoded.stderr}`);
  return decoded.stdout;
}

/**
 * Files whose code decides what measuring finds: a change to any of them invalidates the cache. (The
 * tasks' `expect`, which builds the recogniser's expectations, is left out: it only reads spoken-text.ts.)
 */
const MEASURING_SOURCES = [
  'packages/speech/src/measure-answer.ts',
  'packages/speech/src/prepare-recording.ts',
  'packages/speech/src/voice-activity.ts',
  'packages/speech/src/pocketsphinx-recognizer.ts',
  'packages/speech/src/pocketsphinx-native.ts',
  'packages/speech/src/language-model.ts',
  'packages/speech/src/pronouncing-dictionary.ts',
  'packages/speech/src/spoken-text.ts',
  'packages/speech/src/word-alignment.ts',
  'packages/audio/src',
];

/** A hash of the measuring code, so cached measurements are reused only while that code is unchanged. */
export function measuringVersion(repoRoot) {
  const hash = createHash('sha256');
  const add = (path) => {
    if (path.endsWith('.ts')) {
      if (!path.endsWith('.test.ts')) hash.update(path).update(readFileSync(path));
      return;
    }
    for (const entry of readdirSync(path).sort()) add(join(path, entry));
  };
  for (const source of MEASURING_SOURCES) add(resolve(repoRoot, source));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Measurements cached per utterance in one JSON file, keyed by a hash of the audio file and the
 * measuring code's version; `save()` writes the entries used in this run.
 */
export function openMeasurementCache(file, version) {
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const used = {};
  const keys = new Map();
  const keyOf = (utterance) => {
    if (!keys.has(utterance.path)) keys.set(utterance.path, createHash('sha256').update(version).update(readFileSync(utterance.path)).digest('hex').slice(0, 24));
    return keys.get(utterance.path);
  };
  return {
    get(utterance) {
      const key = keyOf(utterance);
      used[key] ??= stored[key];
      return used[key];
    },
    set(utterance, entry) {
      used[keyOf(utterance)] = entry;
    },
    save() {
      mkdirSync(resolve(file, '..'), { recursive: true });
      writeFileSync(file, JSON.stringify(used));
    },
  };
}

/**
 * Measures every utterance as a Read Aloud answer on a pool of `workers` worker threads (cached entries
 * reused): `{ measurement, processingSeconds }`, or `{ rejected }` with the reason a recording was refused.
 */
export async function measureAll(utterances, cache, workers) {
  const missing = utterances.filter((utterance) => !cache.get(utterance));
  if (missing.length) {
    const { createSpeechAssessor } = await import('../../packages/speech/src/index.ts');
    const assessor = createSpeechAssessor({ workers, maxQueue: missing.length });
    await assessor.ready;
    console.log(`Measuring ${missing.length} utterances (${utterances.length - missing.length} cached) with ${workers} worker(s)…`);
    const started = Date.now();
    let done = 0;
    // A few recordings in flight per worker: decoding the next (ffmpeg, on this thread) overlaps assessing.
    let next = 0;
    const measureNext = async () => {
      while (next < missing.length) {
        const utterance = missing[next++];
        try {
          const assessment = await assessor.assess(
            { wav: readRecording(utterance), task: 'read-aloud', reference: utterance.text, maxSeconds: 60 },
            { includeMeasurement: true },
          );
          cache.set(utterance, { measurement: assessment.measurement, processingSeconds: assessment.metrics.processingSeconds });
        } catch (error) {
          cache.set(utterance, { rejected: `${error.name}: ${error.reason ?? error.message}` });
        }
        if (++done % 100 === 0) {
          console.log(`  ${done}/${missing.length} measured (${((Date.now() - started) / 1000).toFixed(0)} s)`);
          cache.save();
        }
      }
    };
    await Promise.all(Array.from({ length: workers * 2 }, measureNext));
    await assessor.close();
  }
  cache.save();
  return utterances.map((utterance) => ({ utterance, ...cache.get(utterance) }));
}
