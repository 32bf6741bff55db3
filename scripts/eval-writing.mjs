// Calibrates and measures the writing assessment against human ratings (ELLIPSE development subset).
//
//   node scripts/eval-writing.mjs            report agreement of the fitted models
//   node scripts/eval-writing.mjs --write    also store the fitted models in
//                                                         packages/language/src/scoring/essay-calibration.ts
//   options: --limit=N (first N essays), --lambda=X (ridge penalty)
//
// Every essay is scored as a Write Essay answer. Models are fitted on all essays (in sample) and, to show how they
// generalise to prompts they have not seen, once per prompt on the other prompts' essays (held out by prompt).
// The essays are read from ../shared/data/ellipse-dev at run time and never copied (CC BY-NC-SA 4.0).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeVersion, ensureNpmDependencies } from './lib/machine-setup.mjs';
import { registerTypeScript } from './lib/typescript-sources.mjs';

ensureNodeVersion();
ensureNpmDependencies();
await registerTypeScript();

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataFile = resolve(root, '../shared/data/ellipse-dev/essays.csv');
const calibrationFile = join(root, 'packages/language/src/scoring/essay-calibration.ts');
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

if (!existsSync(dataFile)) {
  console.log(`Writing evaluation skipped: the ELLIPSE essays are not at ${dataFile}.`);
  console.log('Place the shared data folder beside the repository (../shared/data/ellipse-dev/essays.csv) to run it.');
  process.exit(0);
}

// Loaded only when there is data to score (the engine takes a few seconds to load).
const { analyseText, assessAnalysedWriting, prepareWritingAssessment } = await import('@pte/language');
const { calibrationSource, defaultFitOptions, fitEssayCalibration, measureAgreement, pearson } = await import('@pte/language/calibration');

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header, ...body] = rows;
  return body.filter((r) => r.length === header.length).map((r) => Object.fromEntries(header.map((k, i) => [k, r[i]])));
}

const RATINGS = ['Overall', 'Cohesion', 'Syntax', 'Vocabulary', 'Phraseology', 'Grammar', 'Conventions'];
const limit = Number(option('limit') ?? Infinity);
const essays = parseCsv(readFileSync(dataFile, 'utf8')).slice(0, limit);
const options = { ...defaultFitOptions, lambda: Number(option('lambda') ?? defaultFitOptions.lambda) };

console.log(`Writing evaluation on ${essays.length} ELLIPSE essays (${new Set(essays.map((e) => e.prompt)).size} prompts).`);
await prepareWritingAssessment();

const samples = [];
const analysed = [];
let analysisMs = 0;
let analysedWords = 0;
for (const [i, essay] of essays.entries()) {
  const started = performance.now();
  const analysis = await analyseText(essay.full_text);
  analysisMs += performance.now() - started;
  analysedWords += analysis.features.words;
  const ratings = Object.fromEntries(RATINGS.map((k) => [k, Number(essay[k])]));
  samples.push({ group: essay.prompt, features: analysis.features, ratings });
  analysed.push({ essay, analysis, ratings });
  if ((i + 1) % 100 === 0) console.log(`  analysed ${i + 1}/${essays.length}`);
}
console.log(`Analysis: ${(analysisMs / essays.length).toFixed(0)} ms per essay on average (${((100 * analysisMs) / analysedWords).toFixed(0)} ms per 100 words).`);

const agreement = measureAgreement(samples, options);
console.log('\nPearson r of raw trait values with human ratings (in sample / held out by prompt):');
for (const a of agreement) console.log(`  ${a.trait.padEnd(16)} ↔ ${a.target.padEnd(12)} ${a.inSample.toFixed(3)} / ${a.heldOut.toFixed(3)}`);
console.log('  (total = sum of the calibrated traits\' raw values; form is left out: it measures PTE word limits.)');
console.log('  Content: ELLIPSE prompts have no PTE key aspects, so content here is only what is measurable without them');
console.log('  (development, distinct ideas, paragraphs, argument moves, expression), fitted to the Overall rating.');

const fitted = fitEssayCalibration(
  samples,
  options,
  `Ridge regression (lambda ${options.lambda}) on ${samples.length} ELLIPSE essays, ${new Set(samples.map((s) => s.group)).size} prompts; ratings ${options.anchors.low} → band 0, ${options.anchors.high} → maximum.`,
);

// What a learner would see: PTE bands and the gated total, for essays inside PTE's 120–380 word limits.
const inLimits = analysed.filter(({ analysis }) => analysis.features.words >= 120 && analysis.features.words <= 380);
if (inLimits.length > 10) {
  const scored = inLimits.map(({ essay, analysis, ratings }) => ({
    result: assessAnalysedWriting({ task: 'write-essay', text: essay.full_text, prompt: essay.prompt }, analysis, fitted),
    ratings,
  }));
  const pairs = [['grammar', 'Grammar'], ['spelling', 'Conventions'], ['vocabularyRange', 'Vocabulary'], ['generalLinguisticRange', 'Syntax'], ['developmentStructureCoherence', 'Cohesion'], ['content', 'Overall']];
  console.log(`\nBands as shown to learners (in sample, ${inLimits.length} essays within 120–380 words):`);
  for (const [trait, target] of pairs) {
    const r = pearson(scored.map((s) => s.result.traits[trait].score), scored.map((s) => s.ratings[target]));
    console.log(`  ${trait.padEnd(16)} band ↔ ${target.padEnd(12)} ${r.toFixed(3)}`);
  }
  const totals = scored.map((s) => s.result.total.score);
  console.log(`  ${'total'.padEnd(16)} score ↔ Overall      ${pearson(totals, scored.map((s) => s.ratings.Overall)).toFixed(3)} (mean ${(totals.reduce((a, b) => a + b, 0) / totals.length).toFixed(1)} of 15)`);
}

if (args.includes('--write')) {
  const how = [
    `Fitted on the ELLIPSE development subset (${samples.length} essays by learners in grades 8–12, ${new Set(samples.map((s) => s.group)).size} prompts):`,
    'each trait is a ridge regression of its features (scoring/essay-trait-features.ts) on the human rating it',
    `corresponds to, stretched to the ratings' spread; a predicted rating of ${options.anchors.low} maps to band 0 and ${options.anchors.high} to the maximum.`,
    'Held-out figures: each prompt scored by models fitted on the other prompts.',
  ];
  writeFileSync(calibrationFile, calibrationSource(fitted, agreement, how));
  console.log(`\nWrote ${calibrationFile}`);
}
