/**
 * `node --import tsx scripts/speech-benchmark.mjs [--runs N] [--tasks read-aloud,describe-image] [--lengths 10,40] [--json]`
 * (in packages/speech): prints the per-stage timing of speech assessment for synthesised 10 s and 40 s
 * answers of each speaking task on one core (see src/speech-benchmark.ts), against the 2 s budget of docs/design-decisions.md#budgets.
 */
import { benchmarkSpeechAssessment } from '../src/index.ts';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const result = await benchmarkSpeechAssessment({
  runs: option('runs') ? Number(option('runs')) : undefined,
  tasks: option('tasks')?.split(','),
  lengths: option('lengths')?.split(',').map(Number),
});
if (args.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  console.log(`Speech assessment on one core (models loaded in ${result.loadSeconds.toFixed(1)} s; budget ${result.budgetSeconds} s for a 40 s answer)`);
  console.log('task                    length audio speech words | total  slowest cpu   | prepare recog  align  scoring | WER   content');
  for (const row of result.rows) {
    const s = row.stages;
    console.log(
      `${row.task.padEnd(23)} ${String(row.lengthSeconds).padStart(4)} s ${row.audioSeconds.toFixed(1).padStart(5)} ${row.speechSeconds.toFixed(1).padStart(5)} ${String(row.spokenWords).padStart(5)} | ` +
        `${row.medianSeconds.toFixed(2).padStart(5)}  ${row.slowestSeconds.toFixed(2).padStart(5)}  ${row.cpuSeconds.toFixed(2).padStart(5)} | ` +
        `${s.prepare.toFixed(3).padStart(6)}  ${s.recognition.toFixed(3).padStart(5)}  ${s.alignment.toFixed(3).padStart(5)}  ${s.scoring.toFixed(3).padStart(6)} | ` +
        `${(row.wordErrorRate * 100).toFixed(1).padStart(4)}% ${row.content.score}/${row.content.max}${row.withinBudget ? '' : '  OVER BUDGET'}`,
    );
  }
}
