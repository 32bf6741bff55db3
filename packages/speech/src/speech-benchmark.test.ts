import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { benchmarkSpeechAssessment, SPEECH_BUDGET_SECONDS } from './speech-benchmark';
import { checkSpeechEngine } from './speech-engine-status';

const engine = checkSpeechEngine();
const fliteFound = spawnSync('flite', ['-lv'], { stdio: 'ignore' }).status === 0;
const missing = [...(engine.available ? [] : ['pocketsphinx']), ...(fliteFound ? [] : ['flite'])];

describe.skipIf(missing.length > 0)(`speech benchmark${missing.length ? ` — skipped: install ${missing.join(' and ')}` : ''}`, () => {
  it('times a synthesised 10 s answer per task with every stage, and the answer is recognised', async () => {
    const result = await benchmarkSpeechAssessment({ tasks: ['read-aloud', 're-tell-lecture'], lengths: [10], runs: 1 });
    expect(result.budgetSeconds).toBe(SPEECH_BUDGET_SECONDS);
    expect(result.rows.map((row) => row.task)).toEqual(['read-aloud', 're-tell-lecture']);
    for (const row of result.rows) {
      expect(row.audioSeconds).toBeGreaterThanOrEqual(10);
      expect(row.speechSeconds).toBeGreaterThan(3);
      expect(row.speechSeconds).toBeLessThan(9.5);
      expect(row.medianSeconds).toBeGreaterThan(0);
      expect(row.stages.recognition).toBeGreaterThan(0);
      expect(row.stages.alignment).toBeGreaterThan(0);
      const stageSum = row.stages.prepare + row.stages.recognition + row.stages.alignment + row.stages.scoring;
      expect(stageSum).toBeLessThanOrEqual(row.medianSeconds * 1.05 + 0.005);
      expect(row.wordErrorRate).toBeLessThan(0.2);
    }
    const readAloud = result.rows[0]!;
    expect(readAloud.content.score).toBe(readAloud.content.max);
  }, 60_000);
});
