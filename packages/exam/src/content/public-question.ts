import type { QuestionTypeId } from '../registry';
import type { ContentItem, ItemFaceOf } from './content-item';

/** Where the files a question plays or shows can be fetched; the API adds them. */
export interface QuestionMedia {
  /** The item's recording (listening and some speaking types). */
  audioUrl?: string;
  /** The item's picture (describe image). */
  imageUrl?: string;
}

interface PublicQuestionOf<Id extends QuestionTypeId> extends ItemFaceOf<Id> {
  /** Added by the API for items with audio or an image. */
  media?: QuestionMedia;
}

/**
 * A question as the learner may see it before answering: no audio script, explanation, model answer or answer
 * key. Every type is scored on the server, which reveals the correct answer with the assessment.
 */
export type PublicQuestion<Id extends QuestionTypeId = QuestionTypeId> = { [K in Id]: PublicQuestionOf<K> }[Id];

/**
 * Strips everything a learner must not see before submitting: the audio (its script and voice; the API adds
 * the media URL), the explanation, the model answer and the answer key.
 */
export function toPublicQuestion<Id extends QuestionTypeId>(item: ContentItem<Id>): PublicQuestion<Id> {
  const { id, type, title, topic, difficulty, prompt } = item;
  return { id, type, title, topic, difficulty, prompt } as PublicQuestion<Id>;
}
