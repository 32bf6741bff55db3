import { SingleChoice } from '../answer-widgets/choice-list';
import { choiceMarks } from '../assessment-marks';
import { Passage, TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Reading: Multiple Choice, Single Answer: a passage, a question and radio buttons. */
export const readingMultipleChoiceSingleAnswerView: QuestionView<'reading-multiple-choice-single-answer'> = ({ question, answer, assessment }) => (
  <>
    <TaskInstruction>Read the text and answer the multiple-choice question by selecting the correct response. Only one response is correct.</TaskInstruction>
    <Passage text={question.prompt.passage} />
    <SingleChoice legend={question.prompt.question} options={question.prompt.options} answer={answer} marks={choiceMarks(assessment)} />
  </>
);
