import { DropdownBlanks } from '../answer-widgets/dropdown-blanks';
import { blankMarks } from '../assessment-marks';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Reading & Writing: Fill in the Blanks: a passage with a dropdown in each blank. */
export const readingWritingFillInTheBlanksView: QuestionView<'reading-writing-fill-in-the-blanks'> = ({ question, answer, assessment }) => (
  <>
    <TaskInstruction>Below is a text with blanks. Select the appropriate answer choice for each blank.</TaskInstruction>
    <DropdownBlanks passage={question.prompt.passage} options={question.prompt.blanks} answer={answer} marks={blankMarks(assessment)} />
  </>
);
