import type { QuestionTypeId } from '../registry';
import type { ContentItem, Difficulty, PromptOf } from './content-item';

interface PublicQuestionOf<Id extends QuestionTypeId> {
  id: string;
  type: Id;
  title: string;
  topic: string;
  difficulty: Difficulty;
  prompt: PromptOf<Id>;
  /** Where the item's audio can be fetched; the API adds it for types with audio. */
  audioUrl?: string;
}

/** A question as the learner may see it before answering: no answer key, audio script, explanation or model answer. */
export type PublicQuestion<Id extends QuestionTypeId = QuestionTypeId> = { [K in Id]: PublicQuestionOf<K> }[Id];

/**
 * Strips everything a learner must not see before submitting: the answer key, the audio (its script and voice;
 * the API adds the media URL), the explanation and the model answer.
 */
export function toPublicQuestion<Id extends QuestionTypeId>(item: ContentItem<Id>): PublicQuestion<Id> {
  const { id, type, title, topic, difficulty, prompt } = item as ContentItem;
  return { id, type, title, topic, difficulty, prompt } as PublicQuestion<Id>;
}
