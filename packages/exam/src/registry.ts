import { readAloud } from './question-types/speaking/read-aloud';
import { repeatSentence } from './question-types/speaking/repeat-sentence';
import { describeImage } from './question-types/speaking/describe-image';
import { reTellLecture } from './question-types/speaking/re-tell-lecture';
import { answerShortQuestion } from './question-types/speaking/answer-short-question';
import { summarizeGroupDiscussion } from './question-types/speaking/summarize-group-discussion';
import { respondToASituation } from './question-types/speaking/respond-to-a-situation';
import { summarizeWrittenText } from './question-types/writing/summarize-written-text';
import { writeEssay } from './question-types/writing/write-essay';
import { readingWritingFillInTheBlanks } from './question-types/reading/reading-writing-fill-in-the-blanks';
import { readingMultipleChoiceMultipleAnswers } from './question-types/reading/reading-multiple-choice-multiple-answers';
import { reOrderParagraphs } from './question-types/reading/re-order-paragraphs';
import { readingFillInTheBlanks } from './question-types/reading/reading-fill-in-the-blanks';
import { readingMultipleChoiceSingleAnswer } from './question-types/reading/reading-multiple-choice-single-answer';
import { summarizeSpokenText } from './question-types/listening/summarize-spoken-text';
import { listeningMultipleChoiceMultipleAnswers } from './question-types/listening/listening-multiple-choice-multiple-answers';
import { listeningFillInTheBlanks } from './question-types/listening/listening-fill-in-the-blanks';
import { highlightCorrectSummary } from './question-types/listening/highlight-correct-summary';
import { listeningMultipleChoiceSingleAnswer } from './question-types/listening/listening-multiple-choice-single-answer';
import { selectMissingWord } from './question-types/listening/select-missing-word';
import { highlightIncorrectWords } from './question-types/listening/highlight-incorrect-words';
import { writeFromDictation } from './question-types/listening/write-from-dictation';
import { practiceRoute, type QuestionTypeMeta } from './question-type';
import type { SectionId } from './sections';

/** Every PTE task type, keyed by id, in sidebar order. The one list the whole product derives from. */
export const questionTypes = {
  'read-aloud': readAloud,
  'repeat-sentence': repeatSentence,
  'describe-image': describeImage,
  're-tell-lecture': reTellLecture,
  'answer-short-question': answerShortQuestion,
  'summarize-group-discussion': summarizeGroupDiscussion,
  'respond-to-a-situation': respondToASituation,
  'summarize-written-text': summarizeWrittenText,
  'write-essay': writeEssay,
  'reading-writing-fill-in-the-blanks': readingWritingFillInTheBlanks,
  'reading-multiple-choice-multiple-answers': readingMultipleChoiceMultipleAnswers,
  're-order-paragraphs': reOrderParagraphs,
  'reading-fill-in-the-blanks': readingFillInTheBlanks,
  'reading-multiple-choice-single-answer': readingMultipleChoiceSingleAnswer,
  'summarize-spoken-text': summarizeSpokenText,
  'listening-multiple-choice-multiple-answers': listeningMultipleChoiceMultipleAnswers,
  'listening-fill-in-the-blanks': listeningFillInTheBlanks,
  'highlight-correct-summary': highlightCorrectSummary,
  'listening-multiple-choice-single-answer': listeningMultipleChoiceSingleAnswer,
  'select-missing-word': selectMissingWord,
  'highlight-incorrect-words': highlightIncorrectWords,
  'write-from-dictation': writeFromDictation,
} as const;

/** A task type id, derived from the registry. */
export type QuestionTypeId = keyof typeof questionTypes;

/** The trait ids of a task type's rubric, e.g. `'content' | 'form' | 'grammar' | 'vocabulary'` for a summary. */
export type TraitIdOf<Id extends QuestionTypeId> = (typeof questionTypes)[Id]['traits'][number]['id'];

/** Every task type id, in sidebar order. */
export const questionTypeIds = Object.keys(questionTypes) as [QuestionTypeId, ...QuestionTypeId[]];

/** A task type's definition. */
export type QuestionType = (typeof questionTypes)[QuestionTypeId];

/** All task types in sidebar order. */
export const questionTypeList: readonly QuestionType[] = Object.values(questionTypes);

/** The task types of one section, in sidebar order. */
export function questionTypesInSection(section: SectionId): QuestionType[] {
  return questionTypeList.filter((type) => type.section === section);
}

/** The task type whose practice page is at `path`, if any. */
export function findQuestionTypeByRoute(path: string): QuestionType | undefined {
  return questionTypeList.find((type) => practiceRoute(type) === path);
}

/** The task type served by fetch section `fetchSection` (e.g. `reading-mcsa`), if any. */
export function findQuestionTypeByFetchSection(fetchSection: string): QuestionType | undefined {
  return questionTypeList.find((type) => type.fetchSection === fetchSection);
}

/** Narrows a string to a known task type id. */
export function isQuestionTypeId(id: string): id is QuestionTypeId {
  return Object.hasOwn(questionTypes, id);
}

export type { QuestionTypeMeta };
