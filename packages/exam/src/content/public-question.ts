import { isScoredOnClient, type ClientScoredTypeId, type QuestionTypeId } from '../registry';
import type { AnswerKeyOf, ContentItem, Difficulty, PromptOf } from './content-item';

/** Where the files a question plays or shows can be fetched; the API adds them. */
export interface QuestionMedia {
  /** The item's recording (listening and some speaking types). */
  audioUrl?: string;
  /** The item's picture (describe image). */
  imageUrl?: string;
}

interface PublicQuestionBase<Id extends QuestionTypeId> {
  id: string;
  type: Id;
  title: string;
  topic: string;
  difficulty: Difficulty;
  prompt: PromptOf<Id>;
  /** Added by the API for items with audio or an image. */
  media?: QuestionMedia;
}

// Only types scored in the browser carry their key; for every other type the key stays on the server.
type PublicQuestionOf<Id extends QuestionTypeId> = PublicQuestionBase<Id> &
  (Id extends ClientScoredTypeId ? { answerKey: AnswerKeyOf<Id> } : unknown);

/**
 * A question as the learner may see it before answering: no audio script, explanation or model answer, and no
 * answer key except for the types the product scores in the browser (re-order paragraphs).
 */
export type PublicQuestion<Id extends QuestionTypeId = QuestionTypeId> = { [K in Id]: PublicQuestionOf<K> }[Id];

/**
 * Strips everything a learner must not see before submitting: the audio (its script and voice; the API adds
 * the media URL), the explanation, the model answer and, unless the type is scored in the browser, the answer
 * key.
 */
export function toPublicQuestion<Id extends QuestionTypeId>(item: ContentItem<Id>): PublicQuestion<Id> {
  const { id, type, title, topic, difficulty, prompt, answerKey } = item as ContentItem;
  const question = { id, type, title, topic, difficulty, prompt };
  return (isScoredOnClient(type) ? { ...question, answerKey } : question) as PublicQuestion<Id>;
}
