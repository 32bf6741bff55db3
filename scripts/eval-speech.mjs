/**
 * `npm run eval:speech` (node scripts/eval-speech.mjs): scores the speechocean762 folders in ../shared/data
 * (`speechocean762-natural`, 1,400 utterances drawn as real learners are, and `speechocean762-dev`, 535
 * sampled across the whole score range) as Read Aloud answers through the product's own path
 * (`assessSpeech` = `measureAnswer` + `scoreAnswer`, every gate and band) and reports Pearson r of the
 * returned pronunciation, fluency and total against the human accuracy, fluency and total, for adults (16+,
 * the age of PTE candidates) and for all ages, with the shipped models and with models refitted on
 * speaker-held-out folds (each fold's models fitted on the other speakers' utterances of both folders).
 * Component figures (the trait models before any gate) are printed beside them.
 *
 * Measuring (decoding, recognition, alignment) takes minutes of CPU, so each utterance's measurement is
 * cached in .eval-cache/speech-measurements.json, keyed by a hash of its audio and of the measuring code;
 * refits then take seconds. With --write the models fitted on every utterance of both folders are stored
 * in packages/speech/src/calibration.ts.
 *
 * Options: --workers N (default 2), --folds K (default 5), --write. --bench instead times the assessment
 * of 10 s and 40 s Read Aloud answers (synthesised with flite) on one worker thread; it needs no corpus.
 * The data is read at run time and never copied into the repository; without it the script says so and exits 0.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages, ensureNodeVersion, ensureNpmDependencies } from './lib/machine-setup.mjs';
import { registerTypeScript } from './lib/typescript-sources.mjs';
import { loadFolder, measureAll, measuringVersion, openMeasurementCache } from './speech-eval/corpus.mjs';
import { fitModels, MISPRONOUNCED_BELOW, RIDGE } from './speech-eval/fit-models.mjs';
import { pearson, rocAuc, speakerFolds } from './speech-eval/statistics.mjs';

ensureNodeVersion();
ensureNpmDependencies();
ensureDebianPackages(['pocketsphinx', 'pocketsphinx-en-us', 'flite', 'ffmpeg'], 'the speech evaluation');
await registerTypeScript();

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataRoot = process.env.SPEECHOCEAN_ROOT ?? resolve(repoRoot, '../shared/data');
const calibrationFile = join(repoRoot, 'packages/speech/src/calibration.ts');
const cacheFile = join(repoRoot, '.eval-cache/speech-measurements.json');

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const workers = Number(option('workers') ?? 2);
const folds = Number(option('folds') ?? 5);
const write = args.includes('--write');

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

if (args.includes('--bench')) {
  await bench();
  process.exit(0);
}

const FOLDERS = ['natural', 'dev'];
const utterances = FOLDERS.flatMap((folder) => {
  const dir = join(dataRoot, `speechocean762-${folder}`);
  return existsSync(join(dir, 'scores.jsonl')) ? loadFolder(dir, folder) : [];
});
if (!utterances.length) {
  console.log(`eval:speech skipped: no speechocean762 folder under ${dataRoot} (speechocean762-natural, speechocean762-dev).`);
  console.log('Put the corpus folders there (scores.jsonl + audio) or set SPEECHOCEAN_ROOT, then run again.');
  process.exit(0);
}

const cache = openMeasurementCache(cacheFile, measuringVersion(repoRoot));
const measured = await measureAll(utterances, cache, workers);
const { scoreAnswer } = await import('../packages/speech/src/score-answer.ts');
const { calibration } = await import('../packages/speech/src/calibration.ts');
const { applyLinearModel } = await import('../packages/speech/src/trait-models.ts');
const { WEAK_WORD_QUALITY } = await import('../packages/speech/src/feedback.ts');

const rows = measured.filter((entry) => entry.measurement);
for (const folder of FOLDERS) {
  const refused = measured.filter((entry) => entry.rejected && entry.utterance.folder === folder);
  if (refused.length) console.log(`  ${folder}: ${refused.length} recording(s) refused (${[...new Set(refused.map((entry) => entry.rejected))].join('; ')}), left out below.`);
}
const requestOf = (utterance) => ({ task: 'read-aloud', reference: utterance.text, maxSeconds: 60 });
const score = (row, models) => scoreAnswer(requestOf(row.utterance), row.measurement, models);
const featuresOf = (row, models) => score(row, models).features;
const shipped = rows.map((row) => score(row, calibration));

// Speaker-held-out cross-validation: each fold's models are fitted on the other speakers (both folders).
const foldOf = speakerFolds(rows.map((row) => row.utterance.speaker), folds);
const heldOut = new Array(rows.length);
const heldOutModels = new Array(rows.length);
for (let fold = 0; fold < folds; fold++) {
  const models = fitModels(rows.filter((row) => foldOf.get(row.utterance.speaker) !== fold), featuresOf);
  rows.forEach((row, i) => {
    if (foldOf.get(row.utterance.speaker) !== fold) return;
    heldOut[i] = score(row, models);
    heldOutModels[i] = models;
  });
}

const audioSeconds = rows.reduce((sum, row) => sum + row.measurement.durationSeconds, 0);
const cpuSeconds = rows.reduce((sum, row) => sum + row.processingSeconds, 0);
console.log(`\nProcessing: ${(cpuSeconds / audioSeconds).toFixed(3)} s of CPU per second of audio (${cpuSeconds.toFixed(0)} s for ${audioSeconds.toFixed(0)} s, when measured).`);

/** Pearson r of three estimates with human accuracy, fluency and total over the chosen rows. */
function agreement(indices, estimate) {
  const pick = (f) => indices.map(f);
  const human = (field) => pick((i) => rows[i].utterance[field]);
  return ['accuracy', 'fluency', 'total'].map((field, t) => pearson(pick((i) => estimate(i)[t]), human(field)));
}

const productScores = (scored) => (i) => {
  const { traits, total } = scored[i].assessment;
  return [traits.pronunciation.raw, traits.fluency.raw, total.score / total.max];
};
const componentScores = (i) => {
  const x = heldOut[i].features.answer;
  return ['pronunciation', 'fluency', 'total'].map((model) => applyLinearModel(heldOutModels[i][model], x));
};
const lines = [
  ['product, shipped models (fitted on all)', productScores(shipped)],
  ['product, refitted per fold (held out)', productScores(heldOut)],
  ['  component: models before gates (held out)', componentScores],
];
const figures = {};
console.log(`\nPearson r with the human median, read-aloud answers scored as the API returns them (pronunciation.raw ↔ accuracy,`);
console.log(`fluency.raw ↔ fluency, total.score/total.max ↔ total); speaker-held-out ${folds}-fold CV over both folders:`);
for (const folder of FOLDERS) {
  for (const [group, keep] of [['adults 16+', (u) => u.age >= 16], ['all ages', () => true]]) {
    const indices = rows.map((_, i) => i).filter((i) => rows[i].utterance.folder === folder && keep(rows[i].utterance));
    if (!indices.length) continue;
    const percent = (keep) => `${((100 * indices.filter((i) => keep(heldOut[i].assessment)).length) / indices.length).toFixed(1)} %`;
    const contentZero = percent((assessment) => assessment.traits.content.score === 0);
    const itemZero = percent((assessment) => assessment.zeroReason !== undefined);
    console.log(`\n ${folder}, ${group} (n = ${indices.length}; content 0: ${contentZero}, item 0: ${itemZero})`.padEnd(66) + 'pronunciation  fluency  total');
    for (const [label, estimate] of lines) {
      const [p, f, t] = agreement(indices, estimate);
      figures[`${folder} ${group} ${label.trim()}`] = [p, f, t];
      console.log(`  ${label.padEnd(46)} ${p.toFixed(3).padStart(8)} ${f.toFixed(3).padStart(8)} ${t.toFixed(3).padStart(8)}`);
    }
  }
}

// Word marks against the raters' per-word accuracy. A word counts as mispronounced when its median accuracy
// is below 7: speechocean762's word scale gives 7–9 to words said right with an accent and 6 or less to
// words with phones wrong or missing.
console.log(`\nWord marks (held out) against raters: a word is mispronounced when its median accuracy < ${MISPRONOUNCED_BELOW};`);
console.log(`ROC AUC of word quality over the words aligned; the app names a word as unclear when quality < ${WEAK_WORD_QUALITY}:`);
for (const folder of FOLDERS) {
  for (const [group, keep] of [['adults 16+', (u) => u.age >= 16], ['all ages', () => true]]) {
    const qualities = [];
    const wrong = [];
    for (const [i, row] of rows.entries()) {
      if (row.utterance.folder !== folder || !keep(row.utterance)) continue;
      const words = heldOut[i].assessment.words.filter((word) => word.status !== 'inserted');
      if (words.length !== row.utterance.words.length) continue;
      words.forEach((word, index) => {
        if (word.quality === undefined) return;
        qualities.push(word.quality);
        wrong.push(row.utterance.words[index].accuracy < MISPRONOUNCED_BELOW);
      });
    }
    if (!qualities.length) continue;
    const flagged = qualities.map((quality) => quality < WEAK_WORD_QUALITY);
    const hits = flagged.filter((flag, k) => flag && wrong[k]).length;
    const flaggedCount = flagged.filter(Boolean).length;
    const wrongCount = wrong.filter(Boolean).length;
    const auc = rocAuc(qualities.map((quality) => -quality), wrong);
    figures[`${folder} ${group} word AUC`] = auc;
    console.log(
      `  ${`${folder}, ${group}`.padEnd(22)} ${qualities.length} words, ${((100 * wrongCount) / qualities.length).toFixed(1)} % mispronounced: ` +
        `AUC ${auc.toFixed(3)}; marked unclear ${flaggedCount}, precision ${(hits / Math.max(1, flaggedCount)).toFixed(3)}, recall ${(hits / Math.max(1, wrongCount)).toFixed(3)}`,
    );
  }
}

if (write) {
  const models = fitModels(rows, featuresOf);
  const held = (folder, group) => figures[`${folder} ${group} product, refitted per fold (held out)`].map((r) => r.toFixed(3)).join(' / ');
  const source = `import type { SpeechModels } from './trait-models';

/**
 * Models from measures to PTE bands, fitted by \`scripts/eval-speech.mjs --write\` on ${new Date().toISOString().slice(0, 10)} on the
 * ${rows.length} utterances of speechocean762-natural and -dev (Zhang et al. 2021, CC BY 4.0): ridge regression (λ = ${RIDGE})
 * on standardised features to the median human score ÷ 2 (0–10 → PTE's 0–5); word quality is a least-squares
 * line from a word's GOP to its human accuracy ÷ 10. Product scores (gates and bands applied), speaker-held-out
 * ${folds}-fold CV, Pearson r pronunciation / fluency / total on the natural folder: adults ${held('natural', 'adults 16+')},
 * all ages ${held('natural', 'all ages')}.
 * The GOP scale depends on the alignment decoder's settings in pocketsphinx-recognizer.ts: refit after changing them.
 */
export const calibration: SpeechModels = ${JSON.stringify(models, null, 2)};
`;
  writeFileSync(calibrationFile, source);
  console.log(`\nWrote ${calibrationFile}`);
}
