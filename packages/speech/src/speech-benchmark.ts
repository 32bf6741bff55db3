import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeWav, encodeWav16, resample, SPEECH_SAMPLE_RATE } from '@pte/audio';
import { editDistance } from '@pte/exam';
import { assessSpeech, type AssessmentWithMeasurement } from './assess-speech';
import type { StageTimes } from './measure-answer';
import { PocketSphinxRecognizer, type PocketSphinxOptions } from './pocketsphinx-recognizer';
import type { SpeechAssessmentRequest, SpeechTask } from './speech-assessment';
import { spokenWords } from './spoken-text';

/** The budget (docs/design-decisions.md#budgets): assessing a 40 s answer takes at most this long on one core. */
export const SPEECH_BUDGET_SECONDS = 2;

/** What each synthesised answer says, sentence by sentence, and what its task compares it with. */
interface BenchScript {
  sentences: string[];
  /** Key points of the free-speech tasks, Answer Short Question accepted answers. */
  hints?: string[];
  /** Summarize Group Discussion: the speakers' positions. */
  positions?: SpeechAssessmentRequest['positions'];
  /** Respond to a Situation: the listener and register. */
  audience?: SpeechAssessmentRequest['audience'];
}

const PASSAGE = [
  'Climate scientists have spent decades studying how the oceans absorb heat from the atmosphere.',
  'Their measurements show that the upper layers of the sea are warming faster than expected.',
  'This affects weather patterns, fisheries and coastal communities around the world.',
  'Governments are now investing in new monitoring systems so that future changes can be predicted more accurately.',
  'Researchers also hope that better data will help farmers plan their crops.',
  'Cities could then prepare for storms, floods and long periods of extreme heat in the decades ahead.',
  'Some universities share their results openly so that other teams can check the methods they used.',
  'In the end, reliable records are the most valuable thing a scientist can leave to the next generation.',
];

const SCRIPTS: Record<SpeechTask, BenchScript> = {
  'read-aloud': { sentences: PASSAGE },
  'repeat-sentence': { sentences: PASSAGE },
  'describe-image': {
    sentences: [
      'The bar chart shows the number of international students enrolled at three universities between two thousand and ten and two thousand and twenty.',
      'Overall, enrolment rose at all three institutions over the decade.',
      'The northern university had the largest number of students, growing from about four thousand to nearly seven thousand.',
      'By contrast, the coastal university started lowest, at roughly one thousand five hundred, but it doubled by the end of the period.',
      'The city university remained fairly stable, with only a slight increase after two thousand and fifteen.',
      'The sharpest rise for every university happened between two thousand and sixteen and two thousand and eighteen.',
      'In conclusion, the chart suggests that international education became more popular across the whole region.',
    ],
    hints: [
      'bar chart of international students at three universities',
      'enrolment rose at all three',
      'northern university largest, four thousand to seven thousand',
      'coastal university doubled',
      'city university stable',
      'sharpest rise between 2016 and 2018',
    ],
  },
  're-tell-lecture': {
    sentences: [
      'The lecture was about how sleep affects memory and learning in university students.',
      'The speaker explained that during deep sleep the brain replays information it collected during the day.',
      'This process helps move new facts from short term memory into long term storage.',
      'She described an experiment in which students who slept after studying remembered far more words than those who stayed awake.',
      'She also mentioned that staying up all night before an exam usually lowers performance rather than improving it.',
      'Finally, the lecturer recommended regular sleep times and short reviews of notes before going to bed.',
      'In summary, good sleep is not wasted time but an important part of effective study.',
    ],
    hints: [
      'sleep affects memory and learning',
      'deep sleep the brain replays information',
      'short term memory to long term memory',
      'students who slept remembered more words',
      'staying up all night lowers exam performance',
      'regular sleep and reviewing notes before bed',
    ],
  },
  'answer-short-question': {
    sentences: [
      'I think the answer is a thermometer, because it measures temperature.',
      'A doctor or a nurse would normally use a thermometer to check whether a patient has a fever.',
      'People also keep one at home, and weather stations use larger ones outside.',
      'Some thermometers are digital, while older ones contain a thin line of coloured liquid.',
      'The liquid expands when it gets warmer, so the line rises along the scale.',
      'That is why I would say the instrument you are describing is a thermometer.',
      'It is one of the most common tools in medicine and in science.',
    ],
    hints: ['thermometer', 'a thermometer'],
  },
  'summarize-group-discussion': {
    sentences: [
      'The three speakers discussed whether the library should stay open all night during the exam period.',
      'Nina argued that many students have nowhere quiet to study at home, so longer hours would help them.',
      'Tom was worried about the cost, because paying night staff would take money from other services.',
      'Doctor Hale suggested a compromise, which was to open all night only during the exam weeks.',
      'She also proposed counting how many students actually came, so the committee could decide later.',
      'In the end, Tom agreed that a short trial was fair if the costs were reported.',
      'Overall, the group moved from disagreement to a practical plan that everyone accepted.',
    ],
    hints: ['the library may open all night during exams', 'staffing costs are the main obstacle', 'a trial in the exam weeks'],
    positions: [
      { speaker: 'Nina', position: 'wants the library open all night' },
      { speaker: 'Tom', position: 'worries about the cost of night staff' },
      { speaker: 'Dr Hale', position: 'proposes a trial during the exam weeks' },
    ],
  },
  'respond-to-a-situation': {
    sentences: [
      'Good morning, Professor.',
      'I am very sorry that I missed your seminar yesterday.',
      'I was ill with a fever and could not leave my room.',
      'Could you please send me the slides from the seminar?',
      'I would also like to ask whether there was any reading I should do before next week.',
      'I will make sure I catch up before the next class.',
      'Thank you very much for your time.',
    ],
    hints: ['apologises for missing the seminar', 'explains that they were ill', 'asks for the seminar slides'],
    audience: { listener: 'lecturer', register: 'formal' },
  },
};

const VOICES = ['slt', 'rms', 'awb', 'kal16'] as const;
const LEAD_SECONDS = 0.5;
const PAUSE_SECONDS = 0.35;

/** Options of {@link benchmarkSpeechAssessment}. */
export interface SpeechBenchmarkOptions {
  /** Tasks to time (default: every speaking task). */
  tasks?: readonly SpeechTask[];
  /** Answer lengths in seconds (default 10 and 40): speech fills the answer up to about a second before the end. */
  lengths?: readonly number[];
  /** Timed assessments of each answer after one warm-up (default 3); the median is reported. */
  runs?: number;
  /** Decoder settings to compare against the defaults. */
  recognizer?: PocketSphinxOptions;
}

/** Timing of one task and answer length. */
export interface SpeechBenchmarkRow {
  task: SpeechTask;
  /** Answer length asked for, seconds. */
  lengthSeconds: number;
  /** Seconds of audio assessed and of synthesised speech in it. */
  audioSeconds: number;
  speechSeconds: number;
  /** Words spoken (several flite voices, one per sentence in turn). */
  spokenWords: number;
  /** Median wall seconds of one whole assessment, and the slowest run. */
  medianSeconds: number;
  slowestSeconds: number;
  /** Median CPU seconds the assessment reported (one core). */
  cpuSeconds: number;
  /** Median wall seconds per stage. */
  stages: StageTimes;
  /** Word error rate of the transcript against what was synthesised (recognition accuracy, 0 = perfect). */
  wordErrorRate: number;
  /** Content band of the answer (vocabulary for Answer Short Question). */
  content: { score: number; max: number };
  /** The median is within {@link SPEECH_BUDGET_SECONDS} (only meaningful for the 40 s length and under). */
  withinBudget: boolean;
}

/** Figures from {@link benchmarkSpeechAssessment}. */
export interface SpeechBenchmarkResult {
  /** Seconds to load the models (once per worker in production). */
  loadSeconds: number;
  budgetSeconds: number;
  rows: SpeechBenchmarkRow[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Word-level edit distance of `heard` from `said`, relative to the length of `said`. */
function wordErrorRate(said: readonly string[], heard: readonly string[]): number {
  return editDistance(said, heard) / Math.max(1, said.length);
}

/** Says each sentence with the next voice in turn until the answer is nearly `lengthSeconds` long. */
function synthesiseAnswer(dir: string, script: BenchScript, lengthSeconds: number): { wav: Uint8Array; text: string; audioSeconds: number; speechSeconds: number } {
  const rate = SPEECH_SAMPLE_RATE;
  const parts: Float32Array[] = [];
  const said: string[] = [];
  let seconds = LEAD_SECONDS;
  let speechSeconds = 0;
  for (let index = 0; ; index++) {
    const sentence = script.sentences[index % script.sentences.length]!;
    const file = join(dir, `sentence-${index}.wav`);
    const voice = VOICES[index % VOICES.length]!;
    const result = spawnSync('flite', ['-voice', voice, '-t', sentence, '-o', file]);
    if (result.status !== 0) throw new Error(`flite could not synthesise the benchmark answer: ${result.stderr}`);
    const decoded = decodeWav(readFileSync(file));
    const samples = resample(decoded.samples, decoded.sampleRate, rate);
    const sentenceSeconds = samples.length / rate;
    // Keep at least one sentence; stop before the answer would run past its time less a second.
    if (said.length && seconds + sentenceSeconds > lengthSeconds - 1) break;
    parts.push(samples);
    said.push(sentence);
    seconds += sentenceSeconds + PAUSE_SECONDS;
    speechSeconds += sentenceSeconds;
    if (index > 200) break;
  }
  const total = Math.max(Math.round(lengthSeconds * rate), Math.round((seconds + 0.5) * rate));
  const audio = new Float32Array(total);
  let offset = Math.round(LEAD_SECONDS * rate);
  for (const part of parts) {
    audio.set(part, offset);
    offset += part.length + Math.round(PAUSE_SECONDS * rate);
  }
  return { wav: encodeWav16(audio, rate), text: said.join(' '), audioSeconds: total / rate, speechSeconds };
}

/**
 * Times speech assessment of synthesised answers (flite, four voices taking turns by sentence) for each
 * task and answer length, in the calling thread on one core with a freshly loaded PocketSphinx: whole
 * assessment (median of `runs` after a warm-up), CPU time, each stage's time, and the transcript's word
 * error rate so a faster setting can be checked for lost accuracy. Needs the Debian packages pocketsphinx,
 * pocketsphinx-en-us and flite; it blocks the thread it runs in for the whole benchmark (tens of seconds).
 */
export async function benchmarkSpeechAssessment(options: SpeechBenchmarkOptions = {}): Promise<SpeechBenchmarkResult> {
  const tasks = options.tasks ?? (Object.keys(SCRIPTS) as SpeechTask[]);
  const lengths = options.lengths ?? [10, 40];
  const runs = Math.max(1, options.runs ?? 3);
  const loadStarted = performance.now();
  const recognizer = new PocketSphinxRecognizer(options.recognizer);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const dir = mkdtempSync(join(tmpdir(), 'pte-speech-bench-'));
  const rows: SpeechBenchmarkRow[] = [];
  try {
    for (const task of tasks) {
      const script = SCRIPTS[task];
      for (const lengthSeconds of lengths) {
        const answer = synthesiseAnswer(dir, script, lengthSeconds);
        const request: SpeechAssessmentRequest = {
          wav: answer.wav,
          task,
          maxSeconds: lengthSeconds,
          ...(task === 'read-aloud' || task === 'repeat-sentence'
            ? { reference: answer.text }
            : task === 'answer-short-question'
              ? { accepted: script.hints }
              : {
                  keyPoints: script.hints,
                  ...(script.positions ? { positions: script.positions } : {}),
                  ...(script.audience ? { audience: script.audience } : {}),
                }),
        };
        await assessSpeech(request, recognizer); // warm-up: the first use of a decoder allocates its tables
        const timed: { wall: number; assessment: AssessmentWithMeasurement }[] = [];
        for (let run = 0; run < runs; run++) {
          const started = performance.now();
          const assessment = await assessSpeech(request, recognizer, { includeStageTimes: true });
          timed.push({ wall: (performance.now() - started) / 1000, assessment });
        }
        const first = timed[0]!.assessment;
        const said = spokenWords(answer.text);
        const contentTrait = first.traits.content ?? first.traits.vocabulary!;
        const stage = (name: keyof StageTimes) => round(median(timed.map((run) => run.assessment.stageTimes![name])));
        const medianSeconds = round(median(timed.map((run) => run.wall)));
        rows.push({
          task,
          lengthSeconds,
          audioSeconds: round(answer.audioSeconds),
          speechSeconds: round(answer.speechSeconds),
          spokenWords: said.length,
          medianSeconds,
          slowestSeconds: round(Math.max(...timed.map((run) => run.wall))),
          cpuSeconds: round(median(timed.map((run) => run.assessment.metrics.processingSeconds))),
          stages: { prepare: stage('prepare'), recognition: stage('recognition'), alignment: stage('alignment'), scoring: stage('scoring') },
          wordErrorRate: round(wordErrorRate(said, first.transcript.split(' ').filter(Boolean))),
          content: { score: contentTrait.score, max: contentTrait.max },
          withinBudget: medianSeconds <= SPEECH_BUDGET_SECONDS,
        });
      }
    }
  } finally {
    recognizer.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return { loadSeconds: round(loadSeconds), budgetSeconds: SPEECH_BUDGET_SECONDS, rows };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
