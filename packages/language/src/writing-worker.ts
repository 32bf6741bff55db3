import { assessWriting, prepareWritingAssessment, WritingInputError } from './assess-writing';
import type { WritingAssessment, WritingAssessmentInput } from './types';

/** An error as plain data, to cross the thread boundary with its class and code. */
export interface SerializedWritingError {
  name: string;
  message: string;
  code?: WritingInputError['code'];
}

/** A worker's answer to a job. Errors come back as data: the thread boundary would drop their class and code. */
export type WritingReply = { assessment: WritingAssessment } | { error: SerializedWritingError };

/** A worker's answer to `ready`: nothing once the engine is prepared, else why it could not be. */
export interface WritingReadyReply {
  error?: SerializedWritingError;
}

function serialize(error: unknown): SerializedWritingError {
  if (error instanceof WritingInputError) return { name: error.name, message: error.message, code: error.code };
  const plain = error as Error | undefined;
  return { name: plain?.name ?? 'Error', message: plain?.message ?? String(error) };
}

// Written for this warm-up: an essay of about 150 words with a few learner errors, in two paragraphs.
const WARM_UP_ESSAY = [
  'Many people believes that cities should invest in public transport rather than new roads. In my opinion, this is a sensible choice, although roads still matters in the countryside.',
  'Firstly, a bus or a train carries far more passengers than private cars, so congestion and pollution falls. Moreover, young people and the elderly, who often cannot drive, depend on it every day.',
  'However, building a new railway is expensive and it take many years. Therefore, the goverment should plan carefully and repair existing roads at the same time.',
].join(' ').repeat(2).replace('. However', '.\n\nHowever');

/**
 * Assesses a few answers of each kind so that the first learners do not pay for compiling the scoring code: after
 * `prepareWritingAssessment` alone, the first essay took about 650 ms and the tenth about 60 ms.
 */
async function warmUpScoring(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    const text = `${WARM_UP_ESSAY} ${round}`;
    await assessWriting({ task: 'write-essay', text, prompt: 'Should cities spend more on public transport than on roads?', keyAspects: ['public transport', 'new roads'] });
    await assessWriting({ task: 'summarize-written-text', text: text.split('. ')[0]!, sourceText: WARM_UP_ESSAY, keyIdeas: ['public transport'] });
  }
}

// The engine (Harper's WebAssembly, the dictionaries, a warm-up of its scoring) is prepared once, as soon as the
// pool starts this worker, and stays warm for every job. A failure is kept and answered to `ready` and to every job
// rather than thrown: a worker that fails while loading its module would be restarted by the pool.
const preparation: Promise<SerializedWritingError | undefined> = prepareWritingAssessment()
  .then(warmUpScoring)
  .then(
    () => undefined,
    (error: unknown) => serialize(error),
  );

/** Assesses one written answer with this worker's prepared engine. */
export default async function assess(input: WritingAssessmentInput): Promise<WritingReply> {
  const failure = await preparation;
  if (failure) return { error: failure };
  try {
    return { assessment: await assessWriting(input) };
  } catch (error) {
    return { error: serialize(error) };
  }
}

/** Answers once this worker's engine is prepared (about 9 s of one core), or with why it could not be. */
export async function ready(): Promise<WritingReadyReply> {
  const failure = await preparation;
  return failure ? { error: failure } : {};
}
