import { MultipleChoice } from '../answer-widgets/choice-list';
import { choiceMarks } from '../assessment-marks';
import { Passage, TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Reading: Multiple Choice, Multiple Answers: a passage, a question and checkboxes. */
export const readingMultipleChoiceMultipleAnswersView: QuestionView<'reading-multiple-choice-multiple-answers'> = ({ question, answer, assessment }) => (
  <>
    <TaskInstruction>Read the text and answer the question by selecting all the correct responses. More than one response is correct.</TaskInstruction>
    <Passage text={question.prompt.passage} />
    <MultipleChoice legend={question.prompt.question} options={question.prompt.options} answer={answer} marks={choiceMarks(assessment)} />
  </>
);
