import { WordBankBlanks } from '../answer-widgets/word-bank-blanks';
import { blankMarks } from '../assessment-marks';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Reading: Fill in the Blanks: a passage with gaps and a word bank. */
export const readingFillInTheBlanksView: QuestionView<'reading-fill-in-the-blanks'> = ({ question, answer, assessment }) => (
  <>
    <TaskInstruction>In the text below some words are missing. Drag words from the box below to the appropriate place in the text. There are more words than you need.</TaskInstruction>
    <WordBankBlanks passage={question.prompt.passage} wordBank={question.prompt.wordBank} answer={answer} marks={blankMarks(assessment)} />
  </>
);
