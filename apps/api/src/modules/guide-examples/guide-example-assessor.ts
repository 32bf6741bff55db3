import { join } from 'node:path';
import type { GuideExample, GuideExampleAssessment, SpeechAssessmentResult } from '@pte/contract';
import { scoreAnswer, validateAnswer, type ContentItem } from '@pte/exam';
import type { WritingRubric, WritingTask } from '@pte/language/assessor';
import { SPEECH_BUDGET_SECONDS } from '@pte/speech';
import { createFairSpeechQueue } from '../speaking/fair-speech-queue';
import { assessBankRecording } from '../speaking/speaking.service';
import { createSpeechEngine, type SpeechEngine } from '../speaking/speech-engine';
import { createWritingEngine, type WritingEngine } from '../writing/writing-engine';
import { assessWrittenItem } from '../writing/writing.service';
import { decodeExampleRecording } from './example-recording';
import { summariseObjective, summariseSpeech, summariseWriting } from './guide-example-summary';

/**
 * Assesses the task guides' worked examples with the scorers the practice endpoints use: a recording with
 * `assessBankRecording` (the speech engine's worker thread, through the fair queue, against the item's own target),
 * a text with `assessWrittenItem` (the writing engine, the item's key ideas or aspects, the server's default rubric)
 * and an objective answer with `validateAnswer` and `scoreAnswer` (the attempts service's pair). Nothing is stored.
 *
 * A speech worker's recogniser keeps some state from one answer to the next (its running normalisation, the words
 * added for earlier answers), so each recording is assessed by a freshly started engine: as the first answer of a
 * newly started server, the same whatever else is assessed and in whatever order.
 */

/** The writing rubric guides are assessed with: the server's default (`WRITING_RUBRIC=legacy`), which the guides describe. */
const GUIDE_RUBRIC: WritingRubric = 'legacy';
/** The learner the examples' recordings queue as. */
const EXAMPLES_LEARNER = 'guide-examples';
const writtenTypes: ReadonlySet<string> = new Set<WritingTask>(['write-essay', 'summarize-written-text', 'summarize-spoken-text']);

/** Options of {@link createGuideExampleAssessor}. */
interface GuideExampleAssessorOptions {
  /** `content/media`, where spoken examples' recordings are. */
  mediaDir: string;
  /** How many recordings are assessed at once, each by its own engine (default 1). */
  speechEngines?: number;
}

/** Assesses guide examples; `close` stops the engines it started. */
export interface GuideExampleAssessor {
  /** The assessment of `example`'s answer to `item` (the bank item it names). Throws for an answer the task refuses. */
  assess(example: GuideExample, item: ContentItem): Promise<GuideExampleAssessment>;
  close(): Promise<void>;
}

/** Throws with every problem when `answer` is not a valid answer to `item`, as the practice endpoints answer 400. */
function acceptedAnswer(example: GuideExample, item: ContentItem, answer: unknown): unknown {
  const validation = validateAnswer(item, answer);
  if (!validation.success) throw new Error(`The ${example.type} example's answer is refused: ${validation.issues.map((issue) => issue.message).join('; ')}`);
  return validation.answer;
}

/** Creates the assessor; its engines start when first needed. */
export function createGuideExampleAssessor({ mediaDir, speechEngines = 1 }: GuideExampleAssessorOptions): GuideExampleAssessor {
  let writing: WritingEngine | undefined;
  const running = new Set<SpeechEngine>();
  const waiting: (() => void)[] = [];

  /** Assesses one recording with an engine started for it alone, at most `speechEngines` at once. */
  async function assessRecording(item: ContentItem, wav: Uint8Array): Promise<SpeechAssessmentResult> {
    while (running.size >= speechEngines) await new Promise<void>((resolve) => waiting.push(resolve));
    const engine = createSpeechEngine({ workers: 1 });
    running.add(engine);
    try {
      const queue = createFairSpeechQueue({ concurrency: 1, learnerRunning: 1, learnerWaiting: 1, totalWaiting: 1, assumedSeconds: SPEECH_BUDGET_SECONDS });
      return await assessBankRecording({ engine, queue }, EXAMPLES_LEARNER, item, wav);
    } finally {
      running.delete(engine);
      await engine.close();
      waiting.shift()?.();
    }
  }

  return {
    async assess(example, item) {
      if (item.type !== example.type) throw new Error(`The ${example.type} example answers ${item.id}, a ${item.type} item`);
      const { answer } = example;
      switch (answer.kind) {
        case 'spoken':
          return summariseSpeech(await assessRecording(item, decodeExampleRecording(join(mediaDir, answer.recording))));
        case 'written': {
          if (writtenTypes.has(item.type)) {
            acceptedAnswer(example, item, { text: answer.text });
            writing ??= createWritingEngine({ workers: 1 });
            const result = await assessWrittenItem({ rubric: GUIDE_RUBRIC, engine: writing }, item as ContentItem<WritingTask>, answer.text);
            return summariseWriting(answer.text, result);
          }
          // Write from Dictation: a typed sentence scored by its objective scorer.
          return objective(example, item, { answer: answer.text });
        }
        case 'selected':
          return objective(example, item, answer.value);
      }
    },
    async close() {
      await Promise.all([...[...running].map((engine) => engine.close()), writing?.close()]);
      running.clear();
      writing = undefined;
    },
  };
}

/** Scores an objective answer with the task's pure scorer, as the attempts service does. */
function objective(example: GuideExample, item: ContentItem, answer: unknown): GuideExampleAssessment {
  const scored = scoreAnswer(item, acceptedAnswer(example, item, answer));
  if (!scored) throw new Error(`${example.type} has no objective scorer, so its example needs a spoken or written answer`);
  return summariseObjective(item, { ...scored, questionId: item.id });
}
