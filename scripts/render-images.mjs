#!/usr/bin/env node
/**
 * Renders the Describe Image prompts of the question bank from data, so every figure a learner should mention
 * is known exactly.
 *
 * For each item in content/questions/speaking/describe-image/<id>.json there is a data file
 * content/images/<id>.json (its fields are described in content/images/README.md); @pte/charts validates it,
 * checks that the item agrees with it and draws it as content/media/<id>.svg. Every item must have a data file
 * and every data file an item.
 *
 * Usage (`npm run content:images`, `npm run content:check`):
 *   node scripts/render-images.mjs           write every SVG that is missing or out of date
 *   node scripts/render-images.mjs --check   exit 1 if any SVG is missing or out of date, or any data or item has a
 *                                            problem (writes nothing)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerTypeScript } from './lib/typescript-sources.mjs';

// @pte/charts is TypeScript: loaded through tsx, like the other development scripts.
await registerTypeScript();
const { ChartLayoutError, checkAgreement, parseChartData, renderChart } = await import('@pte/charts');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ITEMS_DIR = join(ROOT, 'content', 'questions', 'speaking', 'describe-image');
const DATA_DIR = join(ROOT, 'content', 'images');
const MEDIA_DIR = join(ROOT, 'content', 'media');

const args = new Set(process.argv.slice(2));
const unknownArgs = [...args].filter((a) => !['--check', '--help', '-h'].includes(a));
if (args.has('--help') || args.has('-h') || unknownArgs.length > 0) {
  if (unknownArgs.length > 0) console.error(`Unknown option(s): ${unknownArgs.join(' ')}`);
  console.log('Usage: node scripts/render-images.mjs [--check]');
  process.exit(unknownArgs.length > 0 ? 2 : 0);
}
const checkOnly = args.has('--check');

/** A problem with one file, reported with the others; the file is skipped. */
class FileProblem extends Error {}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new FileProblem(`cannot parse ${relative(ROOT, path)}: ${error.message}`);
  }
}

function listJson(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/** Validates one item's figure, checks the item against it and renders it: the SVG and the problems found. */
function renderItem(file, dataFiles) {
  const where = relative(ROOT, join(ITEMS_DIR, file));
  const item = readJson(join(ITEMS_DIR, file));
  if (typeof item.id !== 'string' || `${item.id}.json` !== file) throw new FileProblem(`${where}: the file must be named after the item id`);
  if (!dataFiles.has(file)) throw new FileProblem(`${where}: no data file content/images/${file}`);
  dataFiles.delete(file);
  const parsed = parseChartData(readJson(join(DATA_DIR, file)));
  if (!parsed.ok) return { problems: parsed.problems.map((problem) => `content/images/${file}: ${problem}`) };
  const problems = checkAgreement(item, parsed.data).map((problem) => `${where}: ${problem}`);
  try {
    return { id: item.id, svg: renderChart(item.id, parsed.data), problems };
  } catch (error) {
    if (error instanceof ChartLayoutError) return { problems: [...problems, `content/images/${file}: ${error.message}`] };
    throw error;
  }
}

function main() {
  const problems = [];
  const itemFiles = listJson(ITEMS_DIR);
  const dataFiles = new Set(listJson(DATA_DIR));
  let written = 0;
  let current = 0;
  const stale = [];
  for (const file of itemFiles) {
    let rendered;
    try {
      rendered = renderItem(file, dataFiles);
    } catch (error) {
      if (!(error instanceof FileProblem)) throw error;
      problems.push(error.message);
      continue;
    }
    problems.push(...rendered.problems);
    if (rendered.svg === undefined) continue;
    const out = join(MEDIA_DIR, `${rendered.id}.svg`);
    const existing = existsSync(out) ? readFileSync(out, 'utf8') : null;
    if (existing === rendered.svg) current += 1;
    else if (checkOnly) stale.push(`content/media/${rendered.id}.svg ${existing === null ? 'is missing' : 'is out of date'}`);
    else {
      writeFileSync(out, rendered.svg);
      written += 1;
    }
  }
  for (const orphan of dataFiles) problems.push(`content/images/${orphan}: no describe-image item with this id`);
  for (const message of [...problems, ...stale]) console.error(`render-images: ${message}`);
  const summary = checkOnly
    ? `${current} of ${itemFiles.length} images up to date`
    : `${written} written, ${current} unchanged, ${itemFiles.length} in all`;
  console.log(`render-images: ${summary}${problems.length ? `; ${problems.length} problem(s)` : ''}`);
  if (problems.length > 0 || stale.length > 0) process.exit(1);
}

main();
