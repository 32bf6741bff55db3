import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { GuideExample, GuideExampleAssessment } from '@pte/contract';
import { questionTypeList } from '@pte/exam';
import { checkSpeechEngine } from '@pte/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRecordingProblem } from './example-recording';
import { exampleNoteProblems } from './example-annotations';
import { createGuideExampleAssessor } from './guide-example-assessor';
import { guideExamplePaths, readExampleItem, readGuideExamples, readTaskGuide, spokenAnswerHash } from './guide-example-files';

// The task guides' worked examples, re-assessed with the real scorers: a stored assessment that no longer matches
// what the scorers give (a scorer changed) fails here until `npm run guides:examples` stores the new one and the
// guide's notes are revised to match. Spoken examples need PocketSphinx and ffmpeg and are skipped, with the reason
// in the suite's name, where they are missing.
const paths = guideExamplePaths();
const files = readGuideExamples(paths);
const byType = new Map(files.map((file) => [file.example.type, file]));
const engine = checkSpeechEngine();
const recordingProblem = exampleRecordingProblem();
const speechMissing = [...(engine.available ? [] : [`PocketSphinx (${engine.problem})`]), ...(recordingProblem ? [recordingProblem] : [])];
const rerun = 'the scorers now give something else: run npm run guides:examples, then revise the guide’s notes on its example';

const assessor = createGuideExampleAssessor({ mediaDir: paths.mediaDir, speechEngines: 2 });
afterAll(() => assessor.close());

/** Started once per example, on first use, so the engines work through the examples while the tests wait. */
const running = new Map<string, Promise<GuideExampleAssessment>>();
function reassess(example: GuideExample): Promise<GuideExampleAssessment> {
  let pending = running.get(example.type);
  if (!pending) {
    pending = assessor.assess(example, readExampleItem(paths, example));
    // Awaited by its own test; a failure is reported there, not as an unhandled rejection.
    pending.catch(() => undefined);
    running.set(example.type, pending);
  }
  return pending;
}

const spoken = files.filter((file) => file.example.answer.kind === 'spoken').map((file) => [file.example.type, file.example] as const);
const others = files.filter((file) => file.example.answer.kind !== 'spoken').map((file) => [file.example.type, file.example] as const);

// Every assessment starts at once (the slow spoken ones first), so the engines' start-up and work overlap.
beforeAll(() => {
  for (const [, example] of [...(speechMissing.length === 0 ? spoken : []), ...others]) void reassess(example);
});

describe('the guide examples on disk', () => {
  it('give every task type one example, answering a bank item of its type, with its stored assessment', () => {
    expect(questionTypeList.map((type) => type.id).filter((id) => !byType.has(id))).toEqual([]);
    for (const { example, unreadableAssessment } of files) {
      expect(readExampleItem(paths, example).type, example.type).toBe(example.type);
      expect(unreadableAssessment, `${example.type}: ${unreadableAssessment ?? ''}`).toBeUndefined();
      expect(example.assessment, `${example.type} has no assessment yet: run npm run guides:examples`).toBeDefined();
    }
  });

  it('keep each spoken answer as a small recording made from its script', () => {
    expect(spoken.length).toBe(questionTypeList.filter((type) => type.family === 'speaking').length);
    for (const [type, example] of spoken) {
      if (example.answer.kind !== 'spoken') continue;
      const file = join(paths.mediaDir, example.answer.recording);
      expect(existsSync(file), `${file} is missing`).toBe(true);
      expect(statSync(file).size, type).toBeLessThan(250 * 1024);
      expect(example.answer.recordingHash, `${type}: the recording is older than its script; run npm run guides:examples`).toBe(spokenAnswerHash(example.answer));
    }
  });

  it('are discussed in each guide with the scores the scorers gave', () => {
    const problems = files.flatMap(({ example }) =>
      example.assessment ? exampleNoteProblems(readTaskGuide(paths, example.type), example.assessment).map((problem) => `${example.type}.md: ${problem}`) : [],
    );
    expect(problems).toEqual([]);
  });
});

describe('exampleNoteProblems', () => {
  const assessment: GuideExampleAssessment = {
    traits: [
      { id: 'content', label: 'Content', score: 2, max: 3 },
      { id: 'fluency', label: 'Oral fluency', score: 4, max: 5 },
    ],
    total: { score: 10, max: 13 },
    feedback: [],
  };
  const guide = (notes: string) => `# Task\n\nSummary.\n\n## Example\n\nThe prompt, with 1/2 of a cake.\n\n### What the assessment shows\n\n${notes}\n`;

  it('accepts notes that cite every trait as the scorer gave it, and ignores figures above the notes', () => {
    expect(exampleNoteProblems(guide('- **Content 2/3:** one word left out.\n- **Oral fluency: 4/5** and a **Total 10/13**.'), assessment)).toEqual([]);
  });

  it('flags a wrong score, a score without its trait, a trait not discussed and missing notes', () => {
    expect(exampleNoteProblems(guide('- Content 3/3, and 4/5 elsewhere.'), assessment)).toEqual([
      'the notes cite Content 3/3, but the scorer gives 2/3',
      'the notes cite 4/5 without the trait it belongs to: write it as "<Trait> 4/5"',
      'the notes do not say what Oral fluency got (4/5)',
    ]);
    expect(exampleNoteProblems('# Task\n\nSummary.\n\n## Example\n\nContent 2/3.\n', assessment)).toEqual([
      'the Example section has no "###" heading introducing its notes on the assessment',
    ]);
  });
});

describe('the stored assessments of written and objective answers', () => {
  it.each(others)('%s is what the scorers give now', async (_type, example) => {
    expect(await reassess(example), rerun).toEqual(example.assessment);
  }, 120_000);
});

describe.skipIf(speechMissing.length > 0)(`the stored assessments of spoken answers${speechMissing.length ? ` — skipped: install ${speechMissing.join(' and ')}` : ''}`, () => {
  it.each(spoken)('%s is what the speech scorer gives now', async (_type, example) => {
    expect(await reassess(example), rerun).toEqual(example.assessment);
  }, 180_000);
});
