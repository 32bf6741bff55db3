import { Passage, TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';
import { SpeakingAnswer } from '../speaking-answer';

/** Read Aloud: the text to read aloud, then the recorder. */
export const readAloudView: QuestionView<'read-aloud'> = ({ type, question, answer, assessment }) => (
  <SpeakingAnswer type={type} question={question} answer={answer} assessment={assessment}>
    <TaskInstruction>Look at the text below. Prepare for {type.timings.prepareSeconds} seconds, then read it aloud as naturally and clearly as possible within {type.timings.answerSeconds} seconds.</TaskInstruction>
    <Passage text={question.prompt.text} />
  </SpeakingAnswer>
);
