import { AssessmentUnavailable } from '../prompt-parts/assessment-unavailable';
import { Passage, TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Read Aloud: the text to read aloud. */
export const readAloudView: QuestionView<'read-aloud'> = ({ type, question }) => (
  <>
    <TaskInstruction>Look at the text below. Prepare for {type.timings.prepareSeconds} seconds, then read it aloud as naturally and clearly as possible within {type.timings.answerSeconds} seconds.</TaskInstruction>
    <Passage text={question.prompt.text} />
    <AssessmentUnavailable kind="speaking" title={type.title} />
  </>
);
