import { questionTypeIds, voices, wordStatuses } from '@pte/exam';
import { z } from 'zod';

/**
 * The worked example of a task guide (`content/guides/examples/<type id>.json`): an answer to a real item of the
 * question bank and the assessment our scorers gave it. The answer is written by hand; the assessment only by
 * `npm run guides:examples`, which runs the same scorers as the practice endpoints and stores what they return.
 * The guide page shows both under the guide's Example section.
 */

/** A spoken answer: the words flite speaks (`|` marks a long pause), in one voice, kept as an MP3 in `content/media`. */
const spokenExampleAnswerSchema = z.object({
  kind: z.literal('spoken'),
  /** What the synthetic speaker says; each `|` is a silent pause (`scripts/assess-guide-examples.mjs` sets its length). */
  script: z.string().min(1),
  voice: z.enum(voices),
  /** The recording's file name in `content/media`, `guide-example-<type id>.mp3`. */
  recording: z.string().regex(/^guide-example-[a-z-]+\.mp3$/, 'Name the recording guide-example-<type id>.mp3'),
  /** sha256 of the voice and script the recording was made from (written with it): a changed script needs a new recording. */
  recordingHash: z.string().optional(),
});

/** A written answer (essays, summaries, Write from Dictation): the text as typed. */
const writtenExampleAnswerSchema = z.object({ kind: z.literal('written'), text: z.string().min(1) });

/** An answer of an objective task as its assess endpoint takes it (chosen options, gap words, clicked words, order). */
const selectedExampleAnswerSchema = z.object({ kind: z.literal('selected'), value: z.record(z.string(), z.unknown()) });

/** The example's answer. */
const guideExampleAnswerSchema = z.discriminatedUnion('kind', [spokenExampleAnswerSchema, writtenExampleAnswerSchema, selectedExampleAnswerSchema]);

/** One trait of the assessment, in the order of the task's rubric. */
const guideExampleTraitSchema = z.object({ id: z.string(), label: z.string(), score: z.number(), max: z.number() });

/** One part of an objective answer (an option, a blank, a clicked word, a pair of paragraphs) and the points it earned. */
const guideExampleMarkSchema = z.object({
  /** What is marked, e.g. "Option B", "Blank 2", "Pair B → A". */
  part: z.string(),
  /** What the answer gave there, e.g. "chosen", "direction". */
  given: z.string(),
  /** What the key has there, when the answer differs from it. */
  expected: z.string().optional(),
  /** Points the part earned: 1, 0 or −1. */
  points: z.number(),
});

/** A word of a spoken (or dictated) answer that was not right: left out, added, replaced or poorly pronounced. */
const guideExampleWordSchema = z.object({
  text: z.string(),
  status: z.enum(wordStatuses),
  /** What was heard instead, for a replaced word. */
  heard: z.string().optional(),
  /** Sounds (ARPAbet) scored poorly in the word. */
  weakPhones: z.array(z.string()).optional(),
});

/** The pauses of a spoken answer, as the fluency measures counted them. */
const guideExamplePausesSchema = z.object({
  /** Silent pauses inside the answer. */
  count: z.number(),
  /** Pauses of a second or more. */
  long: z.number(),
  /** Their total length, in seconds. */
  seconds: z.number(),
  /** Hesitation sounds ("uh", "um") heard. */
  fillers: z.number(),
  /** Words or phrases said twice in a row. */
  repetitions: z.number(),
});

/** How much of one key point (or a speaker's position) a spoken answer covered. */
const guideExampleKeyPointSchema = z.object({
  point: z.string(),
  /** Share of the point's content words said, 0–1 (two decimals). */
  coverage: z.number(),
  /** Its key words not heard. */
  missing: z.array(z.string()),
});

/** Respond to a Situation: the signs of a reply that suits its listener, found and missing, and the words that did not suit. */
const guideExampleAppropriacySchema = z.object({
  /** Each sign found, as "greeting: hi". */
  found: z.array(z.string()),
  missing: z.array(z.string()),
  unsuitable: z.array(z.string()),
});

/** A problem found in a written answer: the words marked, what is wrong and the replacements offered. */
const guideExampleIssueSchema = z.object({
  excerpt: z.string(),
  category: z.string(),
  message: z.string(),
  suggestions: z.array(z.string()),
});

/** What the scorers said about the example answer: the traits, the total and the key feedback. */
const guideExampleAssessmentSchema = z.object({
  traits: z.array(guideExampleTraitSchema).min(1),
  total: z.object({ score: z.number(), max: z.number() }),
  /** The scorer's advice, most important first. */
  feedback: z.array(z.string()),
  /** Objective tasks: the marks of each part of the answer. */
  marks: z.array(guideExampleMarkSchema).optional(),
  /** Spoken tasks: the words the recogniser heard. */
  transcript: z.string().optional(),
  /** Spoken tasks and Write from Dictation: the words that were not right. */
  words: z.array(guideExampleWordSchema).optional(),
  /** Spoken tasks: the pauses and hesitations measured. */
  pauses: guideExamplePausesSchema.optional(),
  /** Describe Image, Re-tell Lecture, Summarize Group Discussion, Respond to a Situation: each key point's coverage. */
  keyPoints: z.array(guideExampleKeyPointSchema).optional(),
  /** Respond to a Situation: how well the reply suits its listener. */
  appropriacy: guideExampleAppropriacySchema.optional(),
  /** Written tasks: every grammar, spelling, vocabulary or form issue found. */
  issues: z.array(guideExampleIssueSchema).optional(),
  /** Written tasks: the rules that zeroed the total, with the reason. */
  gates: z.array(z.string()).optional(),
});

/** A stored assessment of a guide example. */
export type GuideExampleAssessment = z.infer<typeof guideExampleAssessmentSchema>;

/** One task guide's example: the bank item answered, the answer and (once assessed) its assessment. */
export const guideExampleSchema = z.object({
  type: z.enum(questionTypeIds),
  /** The id of the question bank item answered, e.g. `ra-001-urban-beekeeping`. */
  itemId: z.string().min(1),
  answer: guideExampleAnswerSchema,
  /** Written by `npm run guides:examples`; absent until it has run. */
  assessment: guideExampleAssessmentSchema.optional(),
});

/** A task guide's example as stored. */
export type GuideExample = z.infer<typeof guideExampleSchema>;
