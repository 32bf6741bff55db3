import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';
import { SpeakingAnswer } from '../speaking-answer';

/** Re-tell Lecture: a lecture to hear, then prepare and re-tell it. */
export const reTellLectureView: QuestionView<'re-tell-lecture'> = ({ type, question, answer, assessment }) => (
  <SpeakingAnswer type={type} question={question} answer={answer} assessment={assessment}>
    <TaskInstruction>
      You will hear a lecture. After it, you have {type.timings.prepareSeconds} seconds to prepare; then re-tell what you have just heard in your own words within{' '}
      {type.timings.answerSeconds} seconds.
    </TaskInstruction>
  </SpeakingAnswer>
);
