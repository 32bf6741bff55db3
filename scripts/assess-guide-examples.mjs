/**
 * `npm run guides:examples` (node scripts/assess-guide-examples.mjs): assesses every task guide's worked example
 * (content/guides/examples/<type id>.json) with the scorers the practice endpoints use and stores the assessment in
 * the same file, then checks that each guide's notes on its example (content/guides/<type id>.md, the Example
 * section from its first "###" heading) cite the scores the scorers gave.
 *
 * A spoken example's recording (content/media/guide-example-<type id>.mp3) is synthesised with flite only when it
 * is missing or its script or voice changed (`|` in the script is a pause of PAUSE_SECONDS); otherwise the stored
 * recording is assessed as it is, so a re-run after a change to a scorer costs the assessments alone (well under a
 * minute). The assessments are never written by hand.
 *
 * Options: --only <type id>[,<type id>…] (assess these examples only), --check (write nothing; exit 1 when a
 * stored assessment or a guide's notes differ from what the scorers give now), --engines N (recordings assessed at
 * once, each by a speech engine started for it alone; default 2).
 */
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { ENCODE_ARGS, run, silenceSource, speak, SPEECH_FILTER } from './lib/flite-speech.mjs';
import { ensureDebianPackages, ensureNodeVersion, ensureNpmDependencies, repoRoot } from './lib/machine-setup.mjs';
import { registerTypeScript } from './lib/typescript-sources.mjs';

ensureNodeVersion();
ensureNpmDependencies();
ensureDebianPackages(['pocketsphinx', 'pocketsphinx-en-us', 'flite', 'ffmpeg'], 'the spoken guide examples');
await registerTypeScript();

/** The length of each `|` pause of a spoken example, in seconds. */
const PAUSE_SECONDS = 1.5;

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const checkOnly = args.includes('--check');
const only = option('only')?.split(',').map((id) => id.trim()).filter(Boolean);
const speechEngines = Number(option('engines') ?? Math.max(1, Math.min(2, availableParallelism())));

const { guideExamplePaths, readExampleItem, readGuideExamples, readTaskGuide, spokenAnswerHash, writeGuideExample } = await import(
  '../apps/api/src/modules/guide-examples/guide-example-files.ts'
);
const { createGuideExampleAssessor } = await import('../apps/api/src/modules/guide-examples/guide-example-assessor.ts');
const { exampleNoteProblems } = await import('../apps/api/src/modules/guide-examples/example-annotations.ts');
const { questionTypeList } = await import('../packages/exam/src/index.ts');

const paths = guideExamplePaths(join(repoRoot, 'content'));
const files = readGuideExamples(paths).filter((file) => !only || only.includes(file.example.type));
if (only) for (const id of only.filter((id) => !files.some((file) => file.example.type === id))) console.warn(`No example for ${id} in ${paths.examplesDir}`);
const missingTypes = questionTypeList.map((type) => type.id).filter((id) => !readGuideExamples(paths).some((file) => file.example.type === id));
if (missingTypes.length > 0) console.warn(`Task types without an example yet: ${missingTypes.join(', ')}`);

/** Speaks a spoken example's script (pieces between `|`, each normalised, joined by pauses) into its MP3. */
async function synthesise(answer, workDir) {
  const pieces = answer.script.split('|').map((piece) => piece.trim()).filter(Boolean);
  const inputs = [];
  for (const [index, piece] of pieces.entries()) {
    const wavPath = join(workDir, `piece-${index}.wav`);
    await speak(piece, answer.voice, join(workDir, `piece-${index}.txt`), wavPath);
    inputs.push(wavPath);
  }
  const filters = inputs.map((_, index) => `[${index}:a]${SPEECH_FILTER}[piece${index}]`);
  const pauses = inputs.slice(1).map((_, index) => `${silenceSource(PAUSE_SECONDS)}[pause${index}]`);
  const sequence = inputs.map((_, index) => (index === 0 ? '[piece0]' : `[pause${index - 1}][piece${index}]`)).join('');
  const graph = [...filters, ...pauses, `${sequence}concat=n=${inputs.length * 2 - 1}:v=0:a=1[out]`].join(';');
  const partPath = join(workDir, answer.recording);
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    ...inputs.flatMap((input) => ['-i', input]),
    '-filter_complex', graph, '-map', '[out]',
    '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact',
    ...ENCODE_ARGS,
    partPath,
  ]);
  renameSync(partPath, join(paths.mediaDir, answer.recording));
}

let problems = 0;
const stale = files.filter(({ example }) => {
  const { answer } = example;
  return answer.kind === 'spoken' && (!existsSync(join(paths.mediaDir, answer.recording)) || answer.recordingHash !== spokenAnswerHash(answer));
});
if (stale.length > 0) {
  if (checkOnly) {
    for (const { example } of stale) console.error(`${example.type}: the recording is missing or older than its script`);
    problems += stale.length;
  } else {
    const workDir = mkdtempSync(join(tmpdir(), 'pte-guide-examples-'));
    try {
      for (const file of stale) {
        const { answer } = file.example;
        await synthesise(answer, workDir);
        answer.recordingHash = spokenAnswerHash(answer);
        console.log(`${file.example.type}: synthesised ${answer.recording}`);
      }
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }
}

const assessor = createGuideExampleAssessor({ mediaDir: paths.mediaDir, speechEngines });
const started = performance.now();
try {
  const assessed = await Promise.all(
    files.map(async (file) => {
      const item = readExampleItem(paths, file.example);
      return { file, assessment: await assessor.assess(file.example, item) };
    }),
  );
  for (const { file, assessment } of assessed) {
    const { example } = file;
    const changed = file.unreadableAssessment !== undefined || !isDeepStrictEqual(example.assessment, assessment);
    const totals = `total ${assessment.total.score}/${assessment.total.max}; ${assessment.traits.map((trait) => `${trait.label} ${trait.score}/${trait.max}`).join(', ')}`;
    if (checkOnly) {
      if (changed) {
        problems += 1;
        console.error(`${example.type}: the stored assessment differs from the scorers' (${totals})`);
      } else console.log(`${example.type}: unchanged (${totals})`);
    } else {
      if (changed || stale.includes(file)) writeGuideExample({ ...file, example: { ...example, assessment } });
      console.log(`${example.type} (${example.itemId}): ${changed ? 'updated' : 'unchanged'}, ${totals}`);
    }
    const notes = exampleNoteProblems(readTaskGuide(paths, example.type), assessment);
    for (const problem of notes) console.error(`  content/guides/${example.type}.md: ${problem}`);
    problems += notes.length;
  }
} finally {
  await assessor.close();
}
console.log(`Assessed ${files.length} example(s) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
if (problems > 0) {
  console.error(`${problems} problem(s): ${checkOnly ? 'run npm run guides:examples, then ' : ''}revise the notes named above so they cite the scores shown.`);
  process.exit(1);
}
