#!/usr/bin/env node
/**
 * Checks the quality of the whole question bank (`npm run content:quality`):
 * - every item parses with its type's schema and cross-field checks (@pte/exam);
 * - answer keys agree with their texts (gaps' answers are spoken or offered, Re-order's key is a permutation,
 *   Highlight Incorrect Words' words are in the transcript and the audio, correct options exist);
 * - word counts of the texts and lengths of the recordings are within the exam's ranges;
 * - no two items of a type are near-duplicates (Jaccard similarity of word 3-shingles; the 10 most similar pairs
 *   are printed);
 * - authored difficulty against difficulty measured from readability and rare words (agreement printed; an item
 *   two levels off fails);
 * - every recording of the media manifest decodes, lasts what the manifest says and is recognised as its script.
 *
 * Usage:
 *   node scripts/check-content-quality.mjs              every check, every recording (slow: recognition)
 *   node scripts/check-content-quality.mjs --sample=20  recognition on 20 recordings chosen by id
 *   node scripts/check-content-quality.mjs --report     print the bank's counts as the Markdown table of content/README.md
 * Exits 1 when any check fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  recordingsByAccent,
  bankCounts,
  checkRecording,
  difficultyAgreement,
  durationProblems,
  keyProblems,
  lengthProblems,
  NEAR_DUPLICATE_SIMILARITY,
  readItems,
  similarPairs,
} from './content-quality/checks.mjs';
import { registerTypeScript } from './lib/typescript-sources.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const QUESTIONS_DIR = join(ROOT, 'content', 'questions');
const MEDIA_DIR = join(ROOT, 'content', 'media');

const args = process.argv.slice(2);
const sampleArg = args.find((arg) => arg.startsWith('--sample='));
const sample = sampleArg ? Number(sampleArg.slice(9)) : undefined;
const reportOnly = args.includes('--report');

/** The Markdown tables of the bank's counts: items per type and difficulty, recordings per accent. */
export function countsMarkdown(items, manifest) {
  const { perType, perDifficulty, perAccent } = bankCounts(items, manifest);
  const lines = ['| Type | Easy | Medium | Hard | Items |', '|---|---:|---:|---:|---:|'];
  for (const type of Object.keys(perType).sort()) {
    const row = perType[type];
    lines.push(`| \`${type}\` | ${row.easy} | ${row.medium} | ${row.hard} | ${row.total} |`);
  }
  lines.push(`| **All** | ${perDifficulty.easy ?? 0} | ${perDifficulty.medium ?? 0} | ${perDifficulty.hard ?? 0} | ${items.length} |`);
  lines.push('', '| Accent | Recordings |', '|---|---:|');
  for (const accent of Object.keys(perAccent).sort()) lines.push(`| ${accent} | ${perAccent[accent]} |`);
  return lines.join('\n');
}

async function main() {
  const entries = readItems(QUESTIONS_DIR);
  const items = entries.map((entry) => entry.item);
  const manifestPath = join(MEDIA_DIR, 'manifest.json');
  const manifest = recordingsByAccent(existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {});
  if (reportOnly) {
    console.log(countsMarkdown(items, manifest));
    return;
  }
  const failures = [];
  const fail = (file, message) => failures.push(`${file}: ${message}`);

  await registerTypeScript();
  const { parseContentItem } = await import('@pte/exam');
  for (const { item, file } of entries) {
    try {
      parseContentItem(item);
    } catch (error) {
      fail(file, `does not validate: ${error.message.split('\n').slice(0, 3).join(' ')}`);
      continue;
    }
    for (const message of [...keyProblems(item), ...lengthProblems(item), ...durationProblems(item, manifest[item.id])]) fail(file, message);
  }
  console.log(`Schemas, answer keys, lengths and durations: ${items.length} items checked.`);

  const pairs = similarPairs(items, 10);
  console.log('\nMost similar pairs of items of one type (Jaccard similarity of word 3-shingles):');
  for (const pair of pairs) console.log(`  ${pair.similarity.toFixed(3)}  ${pair.a}  ~  ${pair.b}`);
  for (const pair of pairs.filter((p) => p.similarity > NEAR_DUPLICATE_SIMILARITY)) fail(pair.a, `near-duplicate of ${pair.b} (${pair.similarity.toFixed(2)})`);

  const { rows, agree, gross, extreme } = difficultyAgreement(items);
  console.log(
    `\nDifficulty: authored agrees with measured (readability + rare words, terciles per type) for ${agree} of ${rows.length} items ` +
      `(${((100 * agree) / rows.length).toFixed(0)}%; chance is 33%); ${gross.length} are two levels off, ${extreme.length} of them extremely.`,
  );
  for (const row of gross.filter((entry) => !extreme.includes(entry))) console.log(`  note: ${row.id} is authored ${row.authored}, measured ${row.measured}`);
  for (const row of extreme) console.log(`  review: ${row.id} is authored ${row.authored}, measured ${row.measured} in its type's extreme tenth (readability ${row.features.readability.toFixed(1)}, rare words ${(row.features.rare * 100).toFixed(0)}%)`);
  if (extreme.length / rows.length >= 0.05) fail('difficulty', `${extreme.length} items are at the opposite extreme of their measured difficulty (5% allowed)`);

  const recordings = items.flatMap((item) =>
    Object.entries(manifest[item.id] ?? {})
      .filter(([, entry]) => typeof entry?.file === 'string')
      .map(([accent, entry]) => ({ item, accent, entry })),
  );
  const chosen = sample === undefined ? recordings : recordings.filter((_, index) => index % Math.max(1, Math.floor(recordings.length / sample)) === 0).slice(0, sample);
  const started = Date.now();
  let totalWer = 0;
  for (const { item, entry } of chosen) {
    const { problems, wer } = checkRecording(join(MEDIA_DIR, entry.file), entry, item.audio);
    totalWer += wer ?? 0;
    for (const message of problems) fail(item.id, message);
  }
  console.log(
    `\nRecordings: ${chosen.length} of ${recordings.length} decoded and recognised in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
      `mean word error rate ${chosen.length ? ((100 * totalWer) / chosen.length).toFixed(1) : '–'}%.`,
  );
  const withoutAudio = items.filter((item) => item.audio && !manifest[item.id]);
  for (const item of withoutAudio) fail(item.id, 'has no recording (run npm run content:audio)');

  if (failures.length > 0) {
    console.error(`\n${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nThe bank passes every quality check.');
}

main().catch((error) => {
  console.error(error.stack ?? String(error));
  process.exit(1);
});
