/**
 * `npm run eval:speech` (node scripts/eval-speech.mjs): scores every utterance of
 * ../shared/data/speechocean762-dev as a Read Aloud answer with @pte/speech and reports how well the
 * pronunciation and fluency measures agree with the corpus's human raters (Pearson r, over the whole range
 * and within the common 6–10 range), plus processing time per second of audio.
 *
 * It also fits the mappings from measures to PTE bands (ridge regression on standardised features, to the
 * human median score ÷ 2 so 0–10 becomes PTE's 0–5) and reports them cross-validated by speaker (5 folds:
 * no speaker is in both the fitting and the held-out part). With --write it stores the constants fitted on
 * all utterances in packages/speech/src/calibration.ts.
 *
 * Options: --limit N (first N utterances), --workers N (default 2), --write, --cache FILE (reuse measured
 * features from FILE if present, else save them there; for refitting without re-running recognition).
 * --bench instead times the assessment of 10 s and 40 s Read Aloud answers (synthesised with flite) on one
 * worker thread, and the main thread's event-loop delay meanwhile; it needs no corpus.
 * The data is read at run time and never copied into the repository; without it the script says so and exits 0.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages, ensureNodeVersion, ensureNpmDependencies } from './lib/machine-setup.mjs';
import { registerTypeScript } from './lib/typescript-sources.mjs';

ensureNodeVersion();
ensureNpmDependencies();
ensureDebianPackages(['pocketsphinx', 'pocketsphinx-en-us', 'flite'], 'the speech evaluation');
await registerTypeScript();

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.SPEECHOCEAN_DIR ?? resolve(repoRoot, '../shared/data/speechocean762-dev');
const calibrationFile = join(repoRoot, 'packages/speech/src/calibration.ts');

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const limit = Number(option('limit') ?? Infinity);
const workers = Number(option('workers') ?? 2);
const write = args.includes('--write');
const cacheFile = option('cache');

/** Features the pronunciation and fluency models may use; the fit keeps these names and order. */
const PRONUNCIATION_FEATURES = ['gopPhoneMean', 'lowPhoneShare', 'gopWorstWords', 'matchedShare', 'errorShare', 'articulationRate'];
const FLUENCY_FEATURES = [
  'speechRate', 'articulationRate', 'phonationRatio', 'runShare', 'pausesWithinPerWord', 'pausesBetweenPerWord',
  'meanPauseSeconds', 'longPausesPerWord', 'fillersPerWord', 'repetitionsPerWord', 'matchedShare', 'errorShare',
];
const RIDGE = 5;
const FOLDS = 5;

// ---------- statistics ----------
/** Pearson r over the pairs where both values were measured. */
function pearson(allXs, allYs) {
  const kept = allXs.map((_, i) => i).filter((i) => Number.isFinite(allXs[i]) && Number.isFinite(allYs[i]));
  const xs = kept.map((i) => allXs[i]);
  const ys = kept.map((i) => allYs[i]);
  const n = xs.length;
  if (n < 3) return NaN;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

function solve(matrix, vector) {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = a[row][col] / a[col][col];
      for (let k = col; k <= n; k++) a[row][k] -= factor * a[col][k];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}

/** Ridge regression on standardised features; returns the model in calibration.ts's LinearModel shape. */
function percentileOf(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

function fitLinear(rows, names, target) {
  // An utterance whose alignment failed has no GOP features; the product then scores without them (see
  // applyLinearModel), so the fit uses only utterances where every feature was measured.
  rows = rows.filter((row) => names.every((name) => Number.isFinite(row.x[name])));
  const n = rows.length;
  const bounds = names.map((name) => [percentileOf(rows.map((row) => row.x[name]), 0.01), percentileOf(rows.map((row) => row.x[name]), 0.99)]);
  rows = rows.map((row) => ({ ...row, x: Object.fromEntries(names.map((name, j) => [name, Math.min(bounds[j][1], Math.max(bounds[j][0], row.x[name]))])) }));
  const centers = names.map((name) => rows.reduce((sum, row) => sum + row.x[name], 0) / n);
  const scales = names.map((name, j) => Math.sqrt(rows.reduce((sum, row) => sum + (row.x[name] - centers[j]) ** 2, 0) / n) || 1);
  const z = rows.map((row) => names.map((name, j) => (row.x[name] - centers[j]) / scales[j]));
  const meanY = rows.reduce((sum, row) => sum + target(row), 0) / n;
  const p = names.length;
  const xtx = Array.from({ length: p }, (_, i) => Array.from({ length: p }, (_, j) => z.reduce((sum, zr) => sum + zr[i] * zr[j], 0) + (i === j ? RIDGE : 0)));
  const xty = Array.from({ length: p }, (_, i) => z.reduce((sum, zr, r) => sum + zr[i] * (target(rows[r]) - meanY), 0));
  const weights = solve(xtx, xty);
  const features = {};
  names.forEach((name, j) => {
    features[name] = { weight: round(weights[j], 5), center: round(centers[j], 5), scale: round(scales[j], 5), min: round(bounds[j][0], 5), max: round(bounds[j][1], 5) };
  });
  return { intercept: round(meanY, 5), features };
}

/** As the product's applyLinearModel: a feature that was not measured contributes nothing. */
function predict(model, x) {
  let value = model.intercept;
  for (const [name, term] of Object.entries(model.features)) {
    if (!Number.isFinite(x[name])) continue;
    const clamped = Math.min(term.max, Math.max(term.min, x[name]));
    value += (term.weight * (clamped - term.center)) / term.scale;
  }
  return value;
}

function round(value, digits = 3) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Speaker-grouped k-fold: held-out predictions for every row. */
function crossValidate(rows, names, target) {
  const speakers = [...new Set(rows.map((row) => row.speaker))].sort();
  const foldOf = new Map(speakers.map((speaker, index) => [speaker, index % FOLDS]));
  const predictions = new Array(rows.length);
  for (let fold = 0; fold < FOLDS; fold++) {
    const train = rows.filter((row) => foldOf.get(row.speaker) !== fold);
    const model = fitLinear(train, names, target);
    rows.forEach((row, index) => {
      if (foldOf.get(row.speaker) === fold) predictions[index] = predict(model, row.x);
    });
  }
  return predictions;
}

const clamp = (value, max = 5) => Math.max(0, Math.min(max, value));

function report(label, rawPredictions, human, rows, { clampTo = 5 } = {}) {
  const predictions = clampTo ? rawPredictions.map((p) => clamp(p, clampTo)) : rawPredictions;
  const all = pearson(predictions, human);
  const within = rows.map((row, i) => i).filter((i) => human[i] * 2 >= 6);
  const r610 = pearson(within.map((i) => predictions[i]), within.map((i) => human[i]));
  const bands = predictions.map((p) => Math.round(clamp(p)));
  const humanBands = human.map((h) => Math.round(clamp(h)));
  const exact = bands.filter((b, i) => b === humanBands[i]).length / bands.length;
  const adjacent = bands.filter((b, i) => Math.abs(b - humanBands[i]) <= 1).length / bands.length;
  console.log(
    `  ${label.padEnd(44)} r = ${all.toFixed(3)}   r(6–10) = ${r610.toFixed(3)} (n=${within.length})   band exact ${(exact * 100).toFixed(0)} %, ±1 ${(adjacent * 100).toFixed(0)} %`,
  );
  return { r: all, r610 };
}

// ---------- measuring ----------
async function measure(items) {
  if (cacheFile && existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8'));
    if (cached.length >= items.length) {
      console.log(`Using measured features from ${cacheFile}`);
      return cached.slice(0, items.length);
    }
  }
  const { createSpeechAssessor } = await import('../packages/speech/src/index.ts');
  const assessor = createSpeechAssessor({ workers, maxQueue: items.length });
  await assessor.ready;
  const results = [];
  let done = 0;
  let rejected = 0;
  const started = Date.now();
  await Promise.all(
    items.map(async (item) => {
      const wav = readFileSync(join(dataDir, item.wav));
      try {
        const assessment = await assessor.assess(
          { wav, task: 'read-aloud', reference: item.text, maxSeconds: 60 },
          { includeFeatures: true },
        );
        results.push({ item, assessment });
      } catch (error) {
        rejected++;
        results.push({ item, error: `${error.name}: ${error.reason ?? error.message}` });
      }
      done++;
      if (done % 50 === 0) process.stdout.write(`  ${done}/${items.length} assessed (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
    }),
  );
  await assessor.close();
  if (rejected) console.log(`  ${rejected} recording(s) were refused as unusable (scored 0 below).`);
  const order = new Map(items.map((item, index) => [item.id, index]));
  results.sort((a, b) => order.get(a.item.id) - order.get(b.item.id));
  if (cacheFile) writeFileSync(cacheFile, JSON.stringify(results));
  return results;
}

// ---------- timing (--bench) ----------
const BENCH_TEXTS = {
  10: 'The library will be closed on Monday for repairs, so students should return their books before the weekend.',
  40:
    'Climate scientists have spent decades studying how the oceans absorb heat from the atmosphere. Their measurements show ' +
    'that the upper layers of the sea are warming faster than expected, which affects weather patterns, fisheries and coastal ' +
    'communities around the world. Governments are now investing in new monitoring systems so that future changes can be ' +
    'predicted more accurately. Researchers also hope that better data will help farmers plan their crops and allow cities ' +
    'to prepare for storms, floods and long periods of extreme heat in the decades ahead.',
};

async function bench() {
  const { spawnSync } = await import('node:child_process');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const { createSpeechAssessor } = await import('../packages/speech/src/index.ts');
  const { decodeWav, encodeWav16 } = await import('../packages/audio/src/index.ts');
  const dir = mkdtempSync(join(tmpdir(), 'pte-speech-bench-'));
  const assessor = createSpeechAssessor({ workers: 1 });
  const started = Date.now();
  await assessor.ready;
  console.log(`Speech assessment timing (one worker thread; models loaded in ${((Date.now() - started) / 1000).toFixed(1)} s, once per worker)`);
  try {
    for (const [target, text] of Object.entries(BENCH_TEXTS)) {
      const file = join(dir, `answer-${target}.wav`);
      if (spawnSync('flite', ['-voice', 'rms', '-t', text, '-o', file]).status !== 0) throw new Error('flite is not installed');
      // Pad with silence to the target length, as a recorder that runs to the time limit would.
      const speech = decodeWav(readFileSync(file));
      const padded = new Float32Array(Math.max(speech.samples.length, Number(target) * speech.sampleRate));
      padded.set(speech.samples, Math.round(0.5 * speech.sampleRate));
      const wav = encodeWav16(padded, speech.sampleRate);
      const runs = [];
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        const result = await assessor.assess({ wav, task: 'read-aloud', reference: text, maxSeconds: Number(target) });
        runs.push({ wall: (performance.now() - t0) / 1000, cpu: result.metrics.processingSeconds, content: result.traits.content });
      }
      delay.disable();
      const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const audio = padded.length / speech.sampleRate;
      console.log(
        `  ${target} s answer (${audio.toFixed(1)} s of audio, ${speech.durationSeconds.toFixed(1)} s of speech): median ${median(runs.map((run) => run.wall)).toFixed(2)} s wall, ` +
          `${median(runs.map((run) => run.cpu)).toFixed(2)} s CPU; content ${runs[0].content.score}/${runs[0].content.max}; ` +
          `main-thread event-loop delay max ${(delay.max / 1e6).toFixed(1)} ms`,
      );
    }
  } finally {
    await assessor.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------- main ----------
if (args.includes('--bench')) {
  await bench();
  process.exit(0);
}
if (!existsSync(join(dataDir, 'scores.jsonl'))) {
  console.log(`eval:speech skipped: the speechocean762 development data is not at ${dataDir}.`);
  console.log('Put the corpus subset there (wav/ + scores.jsonl) or set SPEECHOCEAN_DIR, then run again.');
  process.exit(0);
}

const items = readFileSync(join(dataDir, 'scores.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line))
  .slice(0, limit);
console.log(`Scoring ${items.length} speechocean762-dev utterances as Read Aloud answers with ${workers} worker(s)…`);
const results = await measure(items);

const usable = results.filter((result) => result.assessment);
const rows = usable.map(({ item, assessment }) => ({
  speaker: item.speaker,
  item,
  assessment,
  x: { ...assessment.features.pronunciation, ...assessment.features.fluency },
}));
const accuracy = rows.map((row) => row.item.accuracy / 2);
const fluencyHuman = rows.map((row) => row.item.fluency / 2);
const totalHuman = rows.map((row) => row.item.total / 2);

// Processing time.
const audioSeconds = usable.reduce((sum, { assessment }) => sum + assessment.metrics.durationSeconds, 0);
const cpuSeconds = usable.reduce((sum, { assessment }) => sum + assessment.metrics.processingSeconds, 0);
console.log(`\nProcessing: ${cpuSeconds.toFixed(1)} s of CPU for ${audioSeconds.toFixed(1)} s of audio = ${(cpuSeconds / audioSeconds).toFixed(3)} s per second of audio (one core per worker).`);

console.log('\nAgreement with the human median (n = %d; scores ÷ 2 to PTE 0–5):', rows.length);
console.log(' Shipped calibration (calibration.ts as it was when this run started):');
const { calibration } = await import('../packages/speech/src/calibration.ts');
const { applyLinearModel } = await import('../packages/speech/src/trait-models.ts');
const shippedPron = rows.map((row) => clamp(applyLinearModel(calibration.pronunciation, row.x)));
const shippedFlu = rows.map((row) => clamp(applyLinearModel(calibration.fluency, row.x)));
report('pronunciation raw ↔ accuracy', shippedPron, accuracy, rows);
report('fluency raw ↔ fluency', shippedFlu, fluencyHuman, rows);
const overall = rows.map((row, i) => (shippedPron[i] + shippedFlu[i] + (5 * row.assessment.traits.content.score) / row.assessment.traits.content.max) / 3);
report('overall (mean of the three traits) ↔ total', overall, totalHuman, rows);

console.log(' Single measures:');
report('GOP per phone (mean) ↔ accuracy', rows.map((row) => row.x.gopPhoneMean), accuracy, rows, { clampTo: 0 });
report('words read correctly ↔ accuracy', rows.map((row) => row.x.matchedShare), accuracy, rows, { clampTo: 0 });
report('articulation rate ↔ fluency', rows.map((row) => row.x.articulationRate), fluencyHuman, rows, { clampTo: 0 });

console.log(` Refitted, held out by speaker (${FOLDS}-fold cross-validation):`);
const heldPron = crossValidate(rows, PRONUNCIATION_FEATURES, (row) => row.item.accuracy / 2);
const heldFlu = crossValidate(rows, FLUENCY_FEATURES, (row) => row.item.fluency / 2);
const pronHeld = report('pronunciation raw ↔ accuracy', heldPron, accuracy, rows);
const fluHeld = report('fluency raw ↔ fluency', heldFlu, fluencyHuman, rows);
const heldOverall = rows.map((row, i) => (clamp(heldPron[i]) + clamp(heldFlu[i]) + (5 * row.assessment.traits.content.score) / row.assessment.traits.content.max) / 3);
const overallHeld = report('overall (mean of the three traits) ↔ total', heldOverall, totalHuman, rows);

const pronunciationModel = fitLinear(rows, PRONUNCIATION_FEATURES, (row) => row.item.accuracy / 2);
const fluencyModel = fitLinear(rows, FLUENCY_FEATURES, (row) => row.item.fluency / 2);
console.log(' Fitted on all utterances (in-sample):');
const pronIn = report('pronunciation raw ↔ accuracy', rows.map((row) => predict(pronunciationModel, row.x)), accuracy, rows);
const fluIn = report('fluency raw ↔ fluency', rows.map((row) => predict(fluencyModel, row.x)), fluencyHuman, rows);

// Word quality: per-word GOP → per-word accuracy ÷ 10 (least squares line).
const wordPairs = [];
for (const row of rows) {
  const gops = row.assessment.features.referenceWordGop;
  const humanWords = row.item.words;
  if (gops.length !== humanWords.length) continue;
  gops.forEach((gop, index) => {
    if (gop !== null) wordPairs.push([gop, humanWords[index].accuracy / 10]);
  });
}
const mx = wordPairs.reduce((s, [x]) => s + x, 0) / wordPairs.length;
const my = wordPairs.reduce((s, [, y]) => s + y, 0) / wordPairs.length;
const slope = wordPairs.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / wordPairs.reduce((s, [x]) => s + (x - mx) ** 2, 0);
const wordQuality = { intercept: round(my - slope * mx, 5), slope: round(slope, 6) };
const wordR = pearson(wordPairs.map(([x]) => x), wordPairs.map(([, y]) => y));
console.log(`  word GOP ↔ word accuracy (n=${wordPairs.length} words)${' '.repeat(14)}r = ${wordR.toFixed(3)}`);

if (write) {
  const today = new Date().toISOString().slice(0, 10);
  const source = `import type { LinearModel } from './trait-models';

/**
 * Mappings from measures to PTE bands, fitted by \`scripts/eval-speech.mjs --write\` on ${today} on the
 * ${rows.length} utterances of speechocean762-dev (Zhang et al. 2021, CC BY 4.0): ridge regression (λ = ${RIDGE})
 * on standardised features to the median human score ÷ 2 (0–10 → PTE's 0–5); word quality is a least-squares
 * line from a word's GOP to its human accuracy ÷ 10. Cross-validated by speaker (${FOLDS} folds), held-out
 * Pearson r: pronunciation ${pronHeld.r.toFixed(3)} (6–10 range ${pronHeld.r610.toFixed(3)}), fluency ${fluHeld.r.toFixed(3)}
 * (${fluHeld.r610.toFixed(3)}), overall ↔ total ${overallHeld.r.toFixed(3)}; in-sample ${pronIn.r.toFixed(3)} and ${fluIn.r.toFixed(3)}.
 * The GOP scale depends on the alignment decoder's settings in pocketsphinx-recognizer.ts: refit after changing them.
 */
export const calibration: {
  pronunciation: LinearModel;
  fluency: LinearModel;
  wordQuality: { intercept: number; slope: number };
} = ${JSON.stringify({ pronunciation: pronunciationModel, fluency: fluencyModel, wordQuality }, null, 2)};
`;
  writeFileSync(calibrationFile, source);
  console.log(`\nWrote ${calibrationFile}`);
}
