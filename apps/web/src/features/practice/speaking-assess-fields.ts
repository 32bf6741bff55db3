import { speakingAssessFields } from '@pte/contract';
import type { PublicQuestion, QuestionTypeId } from '@pte/exam';

type SpeakingField = (typeof speakingAssessFields)[keyof typeof speakingAssessFields][number];

function promptText(question: PublicQuestion, field: string): string | undefined {
  const value = (question.prompt as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Where each multipart text field of a speaking assess call comes from in the public question. A field the
 * public question does not carry (the Repeat Sentence sentence, a lecture's text, the correct answer: they stay
 * on the server until the answer is assessed) is left out; with `questionId` the server uses its own.
 */
const fieldSources: Record<SpeakingField, (question: PublicQuestion) => string | undefined> = {
  referenceText: (question) => promptText(question, 'text'),
  referenceAudio: (question) => question.media?.audioUrl,
  answerText: (question) => promptText(question, 'sentence'),
  imageId: (question) => question.id,
  questionText: (question) => promptText(question, 'question'),
  correctAnswer: () => undefined,
  situation: (question) => promptText(question, 'situation'),
};

function isSpeakingTask(type: QuestionTypeId): type is keyof typeof speakingAssessFields {
  return type in speakingAssessFields;
}

/** The text fields (besides `file`, `questionId` and `timeTaken`) to send with a recording of `question` (docs/product-behaviour.md#speaking-assess-fields). */
export function speakingSubmissionFields(question: PublicQuestion): Record<string, string> {
  if (!isSpeakingTask(question.type)) return {};
  const fields: Record<string, string> = {};
  for (const field of speakingAssessFields[question.type]) {
    const value = fieldSources[field](question);
    if (value !== undefined) fields[field] = value;
  }
  return fields;
}
