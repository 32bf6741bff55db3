import { WrittenResponse } from '../answer-widgets/written-response';
import { AssessmentUnavailable } from '../prompt-parts/assessment-unavailable';
import { QuestionStem, TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Write Essay: the essay question and a box for the essay. */
export const writeEssayView: QuestionView<'write-essay'> = ({ type, question, answer }) => (
  <>
    <TaskInstruction>You will have 20 minutes to plan, write and revise an essay about the topic below. Your response will be judged on how well you develop a position, organize your ideas, present supporting details, and control the elements of standard written English.</TaskInstruction>
    <QuestionStem>{question.prompt.question}</QuestionStem>
    <WrittenResponse answer={answer} label="Your essay" wordLimits="200–300 words" />
    <AssessmentUnavailable kind="writing" title={type.title} />
  </>
);
