import type { QuestionViewRegistry } from './question-view';
import { answerShortQuestionView } from './question-views/answer-short-question';
import { describeImageView } from './question-views/describe-image';
import { highlightCorrectSummaryView } from './question-views/highlight-correct-summary';
import { highlightIncorrectWordsView } from './question-views/highlight-incorrect-words';
import { listeningFillInTheBlanksView } from './question-views/listening-fill-in-the-blanks';
import { listeningMultipleChoiceMultipleAnswersView } from './question-views/listening-multiple-choice-multiple-answers';
import { listeningMultipleChoiceSingleAnswerView } from './question-views/listening-multiple-choice-single-answer';
import { readAloudView } from './question-views/read-aloud';
import { readingFillInTheBlanksView } from './question-views/reading-fill-in-the-blanks';
import { readingMultipleChoiceMultipleAnswersView } from './question-views/reading-multiple-choice-multiple-answers';
import { readingMultipleChoiceSingleAnswerView } from './question-views/reading-multiple-choice-single-answer';
import { readingWritingFillInTheBlanksView } from './question-views/reading-writing-fill-in-the-blanks';
import { reOrderParagraphsView } from './question-views/re-order-paragraphs';
import { reTellLectureView } from './question-views/re-tell-lecture';
import { repeatSentenceView } from './question-views/repeat-sentence';
import { respondToASituationView } from './question-views/respond-to-a-situation';
import { selectMissingWordView } from './question-views/select-missing-word';
import { summarizeGroupDiscussionView } from './question-views/summarize-group-discussion';
import { summarizeSpokenTextView } from './question-views/summarize-spoken-text';
import { summarizeWrittenTextView } from './question-views/summarize-written-text';
import { writeEssayView } from './question-views/write-essay';
import { writeFromDictationView } from './question-views/write-from-dictation';

/** The view of every task type: its prompt and answer widget. The practice page looks the type's view up here. */
export const questionViews = {
  'read-aloud': readAloudView,
  'repeat-sentence': repeatSentenceView,
  'describe-image': describeImageView,
  're-tell-lecture': reTellLectureView,
  'answer-short-question': answerShortQuestionView,
  'summarize-group-discussion': summarizeGroupDiscussionView,
  'respond-to-a-situation': respondToASituationView,
  'summarize-written-text': summarizeWrittenTextView,
  'write-essay': writeEssayView,
  'reading-writing-fill-in-the-blanks': readingWritingFillInTheBlanksView,
  'reading-multiple-choice-multiple-answers': readingMultipleChoiceMultipleAnswersView,
  're-order-paragraphs': reOrderParagraphsView,
  'reading-fill-in-the-blanks': readingFillInTheBlanksView,
  'reading-multiple-choice-single-answer': readingMultipleChoiceSingleAnswerView,
  'summarize-spoken-text': summarizeSpokenTextView,
  'listening-multiple-choice-multiple-answers': listeningMultipleChoiceMultipleAnswersView,
  'listening-fill-in-the-blanks': listeningFillInTheBlanksView,
  'highlight-correct-summary': highlightCorrectSummaryView,
  'listening-multiple-choice-single-answer': listeningMultipleChoiceSingleAnswerView,
  'select-missing-word': selectMissingWordView,
  'highlight-incorrect-words': highlightIncorrectWordsView,
  'write-from-dictation': writeFromDictationView,
} satisfies QuestionViewRegistry;
