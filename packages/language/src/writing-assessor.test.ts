import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessWriting, MAX_WRITING_LENGTH, prepareWritingAssessment, WritingInputError } from './assess-writing';
import type { WritingAssessmentInput } from './types';
import { createWritingAssessor, type WritingAssessor } from './writing-assessor';

// Original texts written for this test.
const PROMPT = 'Some people think that children should learn a foreign language at primary school. Do you agree?';
const ASPECTS = ['learning a foreign language early', 'primary school curriculum'];
const ESSAY = `Many countries now teach a foreign language from the first years of primary school. In my opinion, this is a wise choice, although it needs good teachers to succeed.

Young children copy sounds easily, so they often develop a natural accent that older learners find difficult to reach. Moreover, a second language opens their minds to other cultures and makes later study easier. However, some parents worries that the timetable is already full and that reading and mathematics may suffer.

In conclusion, I believe the benefits are greater than the costs, provided that schools employ trained teachers and keep the lessons short and enjoyable.`;

const essay: WritingAssessmentInput = { task: 'write-essay', text: ESSAY, prompt: PROMPT, keyAspects: ASPECTS };

/** Threads of this process (Linux): a worker thread adds at least one while it runs. */
function processThreads(): number {
  return Number(/^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
}

describe('the writing assessor (worker pool)', () => {
  let assessor: WritingAssessor;
  let threadsBefore: number;

  beforeAll(async () => {
    threadsBefore = processThreads();
    assessor = createWritingAssessor({ workers: 1 });
    // The in-process engine prepares meanwhile, as the reference the pool's answers must match.
    await Promise.all([assessor.ready, prepareWritingAssessment()]);
  }, 120_000);
  afterAll(() => assessor?.close());

  it('assesses an essay in a worker exactly as the in-process engine does', async () => {
    const [pooled, inProcess] = [await assessor.assess(essay), await assessWriting(essay)];
    expect(pooled).toEqual(inProcess);
    expect(pooled.total.max).toBeGreaterThan(0);
    expect(pooled.issues.some((issue) => issue.category === 'grammar')).toBe(true);
  });

  it('rejects an over-long answer with the engine’s own error, class and code intact', async () => {
    const error = await assessor.assess({ ...essay, text: 'word '.repeat(MAX_WRITING_LENGTH / 4) }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WritingInputError);
    expect(error).toMatchObject({ code: 'too-long', message: expect.stringContaining('too long') });
  });

  it('keeps the event loop free while a burst of essays is assessed', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => assessor.assess({ ...essay, text: `${ESSAY}\n\nEssay ${i + 1}.` })));
    delay.disable();
    expect(burst).toHaveLength(12);
    for (const result of burst) expect(result.total.max).toBeGreaterThan(0);
    // In-process, each essay would hold the loop for tens of milliseconds and the burst for far longer.
    expect(delay.percentile(99) / 1e6).toBeLessThan(100);
  });

  it('frees its worker thread on close and refuses assessments afterwards', async () => {
    expect(processThreads()).toBeGreaterThan(threadsBefore);
    await assessor.close();
    expect(processThreads()).toBeLessThanOrEqual(threadsBefore);
    await expect(assessor.assess(essay)).rejects.toThrow('closed');
  });
});

describe('closing the writing assessor while its worker is still preparing', () => {
  it('stops at once and answers no assessment', async () => {
    const assessor = createWritingAssessor();
    const waiting = assessor.assess(essay).catch((error: unknown) => error);
    const started = performance.now();
    await assessor.close();
    expect(performance.now() - started).toBeLessThan(5000);
    await expect(assessor.ready).rejects.toThrow('closed');
    expect(await waiting).toMatchObject({ message: expect.stringContaining('closed') });
  });
});
