import { z } from 'zod';
import type { TraitDefinition } from '../../question-type';

/**
 * What the learner submits for a speaking task: a recording the API has stored. The upload itself is the
 * spec's multipart `file` (`recording.wav`); the API turns it into this reference before assessment.
 */
export const recordingAnswerSchema = z.object({ recordingId: z.string().min(1).max(128) });

/** What the learner submits for a written task (summaries and essays). */
export const writtenAnswerSchema = z.object({ text: z.string().max(10_000, 'Use at most 10,000 characters') });

/** The prompt of a task whose whole prompt is its audio. */
export const audioOnlyPromptSchema = z.strictObject({});

/** Oral fluency, 0–5 (legacy Score Guide, docs/scoring-speech.md#fluency). */
export const fluencyTrait: TraitDefinition = {
  id: 'fluency',
  label: 'Oral fluency',
  max: 5,
  description: 'Smooth rhythm and phrasing without hesitations, repetitions or false starts (0 disfluent – 5 native-like).',
};

/** Pronunciation, 0–5 (legacy Score Guide, docs/scoring-speech.md#pronunciation). */
export const pronunciationTrait: TraitDefinition = {
  id: 'pronunciation',
  label: 'Pronunciation',
  max: 5,
  description: 'Vowels, consonants and stress easily understood by regular speakers (0 non-English – 5 native-like).',
};

/** Grammar, 0–2, as the writing and summary tasks mark it (legacy Score Guide). */
export const grammarTrait: TraitDefinition = {
  id: 'grammar',
  label: 'Grammar',
  max: 2,
  description: '2 correct grammatical structure; 1 errors that do not hinder communication; 0 defective structure.',
};

/** Vocabulary, 0–2, as the summary tasks mark it (legacy Score Guide). */
export const vocabularyTrait: TraitDefinition = {
  id: 'vocabulary',
  label: 'Vocabulary',
  max: 2,
  description: '2 appropriate word choice; 1 lexical errors that do not hinder communication; 0 defective word choice.',
};

/** Spelling, 0–2 (legacy: 2 no errors, 1 one error, 0 more than one). */
export const spellingTrait: TraitDefinition = {
  id: 'spelling',
  label: 'Spelling',
  max: 2,
  description: '2 no spelling errors; 1 one error; 0 more than one.',
};
