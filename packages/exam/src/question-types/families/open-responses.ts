import { z } from 'zod';
import { textList } from '../../content/text-fields';
import type { TraitDefinition } from '../../question-type';

/**
 * What the learner submits for a speaking task: a recording the API has stored. The upload itself is the
 * spec's multipart `file` (`recording.wav`); the API turns it into this reference before assessment.
 */
const recordingAnswerSchema = z.object({ recordingId: z.string().min(1).max(128) });

/** What the learner submits for a written task (summaries and essays). */
const writtenAnswerSchema = z.object({ text: z.string().max(10_000, 'Use at most 10,000 characters') });

/** What every speaking task shares: a recorded answer, assessed by the speech engine, and a model answer to compare. */
export const spokenResponse = { family: 'speaking', answer: recordingAnswerSchema, modelAnswer: 'required' } as const;

/** What every written task (summaries and essays) shares: a typed answer, assessed by the writing engine, and a model answer. */
export const writtenResponse = { family: 'summarize', answer: writtenAnswerSchema, modelAnswer: 'required' } as const;

/** The key of a summary task: the passage's or lecture's key ideas, one short phrase each. */
export const keyIdeasSchema = z.strictObject({ keyIdeas: textList(1, 12) });

/** The prompt of a task whose whole prompt is its audio. */
export const audioOnlyPromptSchema = z.strictObject({});

/** Oral fluency, 0–5 (legacy Score Guide, docs/scoring-speech.md#fluency). */
const fluencyTrait: TraitDefinition<unknown, unknown, 'fluency'> = {
  id: 'fluency',
  label: 'Oral fluency',
  max: 5,
  description: 'Smooth rhythm and phrasing without hesitations, repetitions or false starts (0 disfluent – 5 native-like).',
};

/** Pronunciation, 0–5 (legacy Score Guide, docs/scoring-speech.md#pronunciation). */
const pronunciationTrait: TraitDefinition<unknown, unknown, 'pronunciation'> = {
  id: 'pronunciation',
  label: 'Pronunciation',
  max: 5,
  description: 'Vowels, consonants and stress easily understood by regular speakers (0 non-English – 5 native-like).',
};

/** Grammar, 0–2, as the writing and summary tasks mark it (legacy Score Guide). */
export const grammarTrait: TraitDefinition<unknown, unknown, 'grammar'> = {
  id: 'grammar',
  label: 'Grammar',
  max: 2,
  description: '2 correct grammatical structure; 1 errors that do not hinder communication; 0 defective structure.',
};

/** Vocabulary, 0–2, as the summary tasks mark it (legacy Score Guide). */
export const vocabularyTrait: TraitDefinition<unknown, unknown, 'vocabulary'> = {
  id: 'vocabulary',
  label: 'Vocabulary',
  max: 2,
  description: '2 appropriate word choice; 1 lexical errors that do not hinder communication; 0 defective word choice.',
};

/** Spelling, 0–2 (legacy: 2 no errors, 1 one error, 0 more than one). */
export const spellingTrait: TraitDefinition<unknown, unknown, 'spelling'> = {
  id: 'spelling',
  label: 'Spelling',
  max: 2,
  description: '2 no spelling errors; 1 one error; 0 more than one.',
};

/**
 * The rubric of the spoken tasks scored on content, fluency and pronunciation (legacy Score Guide): the type's own
 * content trait, then the two delivery traits, 0–5 unless `delivery` gives other maxima.
 */
export function spokenTraits<Key, Prompt>(
  content: Pick<TraitDefinition<Key, Prompt>, 'max' | 'description'>,
  delivery: { fluency?: number; pronunciation?: number } = {},
): TraitDefinition<Key, Prompt, 'content' | 'fluency' | 'pronunciation'>[] {
  return [
    { id: 'content', label: 'Content', ...content },
    { ...fluencyTrait, max: delivery.fluency ?? fluencyTrait.max },
    { ...pronunciationTrait, max: delivery.pronunciation ?? pronunciationTrait.max },
  ];
}

/** A trait's points and how they are given, for the traits every spoken or written rubric has in its own terms. */
type TraitBands = Pick<TraitDefinition, 'max' | 'description'>;

/**
 * The rubric of a written task (legacy Score Guide): its own content and form traits, then the language traits
 * it is marked on, in score-card order.
 */
export function writtenTraits<const Rest extends string>(
  content: TraitBands,
  form: TraitBands,
  ...rest: readonly TraitDefinition<unknown, unknown, Rest>[]
): TraitDefinition<unknown, unknown, 'content' | 'form' | Rest>[] {
  return [{ id: 'content', label: 'Content', ...content }, { id: 'form', label: 'Form', ...form }, ...rest];
}
