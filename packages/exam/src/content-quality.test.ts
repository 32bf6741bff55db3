/// <reference types="node" />
// The question bank's quality beyond its schemas (scripts/content-quality/checks.mjs; every recording is checked by
// `npm run content:quality`): answer keys against their texts, lengths and durations within the exam's ranges, no
// near-duplicates, authored difficulty not wildly off the measured one, and a sample of recordings that decode and
// are recognised as their scripts.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkRecording,
  difficultyAgreement,
  durationProblems,
  jaccard,
  keyProblems,
  lengthProblems,
  NEAR_DUPLICATE_SIMILARITY,
  readItems,
  shingles,
  similarPairs,
  recordingsByAccent,
  spokenText,
  wordErrorRate,
  type Manifest,
} from '../../../scripts/content-quality/checks.mjs';

const questionsDir = fileURLToPath(new URL('../../../content/questions/', import.meta.url));
const mediaDir = fileURLToPath(new URL('../../../content/media/', import.meta.url));
const entries = readItems(questionsDir);
const items = entries.map((entry) => entry.item);
const manifest: Manifest = recordingsByAccent(JSON.parse(readFileSync(`${mediaDir}manifest.json`, 'utf8')) as Parameters<typeof recordingsByAccent>[0]);

describe('question bank quality', () => {
  it('has answer keys that agree with their texts, and texts and recordings of the exam\'s lengths', () => {
    const problems = entries.flatMap(({ item, file }) =>
      [...keyProblems(item), ...lengthProblems(item), ...durationProblems(item, manifest[item.id])].map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it('has no two items of a type that are near-duplicates', () => {
    const pairs = similarPairs(items, 5).filter((pair) => pair.similarity > NEAR_DUPLICATE_SIMILARITY);
    expect(pairs).toEqual([]);
  }, 60_000);

  it('has authored difficulties that agree with the measured ones, few at the opposite extreme', () => {
    const { rows, agree, extreme } = difficultyAgreement(items);
    expect(agree / rows.length, 'authored and measured difficulty agree more often than chance (1/3)').toBeGreaterThan(0.45);
    // The features are a rough measure (a short text of rare words can be easy to follow), so a few items may sit at
    // the opposite extreme; npm run content:quality lists them for review.
    expect(extreme.length / rows.length, extreme.map((row) => `${row.id}: authored ${row.authored}, measured ${row.measured}`).join('\n')).toBeLessThan(0.05);
  }, 60_000);

  it('catches what the checks are for', () => {
    const base = items.find((item) => item.type === 're-order-paragraphs')!;
    expect(keyProblems({ ...base, answerKey: { order: ['A', 'A', 'B', 'C'] } })).toContain('the order is not a permutation of the paragraphs');
    const text = 'the quick brown fox jumps over the lazy dog near the river bank';
    expect(jaccard(shingles(text), shingles(`${text} today`))).toBeGreaterThan(NEAR_DUPLICATE_SIMILARITY);
    expect(wordErrorRate('the cat sat on the mat', 'the cat sat on a mat')).toBeCloseTo(1 / 6);
    // A discussion's speaker labels are not spoken; a lecture's colon is part of what is said.
    expect(spokenText({ script: 'Maya: We should meet.\nTom: Agreed: Monday.', voice: 'slt', cast: { Maya: 'slt', Tom: 'rms' } })).toBe('We should meet.\nAgreed: Monday.');
    expect(spokenText({ script: 'Two causes stand out: cost and habit.', voice: 'slt' })).toBe('Two causes stand out: cost and habit.');
  });

  const recordings = items.flatMap((item) =>
    Object.values(manifest[item.id] ?? {})
      .filter((entry) => typeof entry?.file === 'string' && existsSync(`${mediaDir}${entry.file}`))
      .map((entry) => ({ item, entry })),
  );
  const sample = recordings.filter((_, index) => index % Math.max(1, Math.floor(recordings.length / 20)) === 0).slice(0, 20);
  const hasTools = ['/usr/bin/ffprobe', '/usr/bin/ffmpeg'].every((tool) => existsSync(tool));

  // Recognising every recording against its script takes about a third of its length; `npm run content:quality` does it.
  it.skipIf(!hasTools || sample.length === 0)(
    'has recordings that decode and last what the manifest says (a sample of 20)',
    () => {
      const problems = sample.flatMap(({ item, entry }) => checkRecording(`${mediaDir}${entry.file}`, entry, item.audio!, { recognise: false }).problems);
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
