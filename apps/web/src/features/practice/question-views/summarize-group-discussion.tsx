import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';
import { SpeakingAnswer } from '../speaking-answer';

/** Summarize Group Discussion: a discussion between three speakers to hear, then prepare and summarise it. */
export const summarizeGroupDiscussionView: QuestionView<'summarize-group-discussion'> = ({ type, question, answer, assessment }) => (
  <SpeakingAnswer type={type} question={question} answer={answer} assessment={assessment}>
    <TaskInstruction>
      You will hear three people discussing a topic. After the discussion, you have {type.timings.prepareSeconds} seconds to prepare; then summarise it within{' '}
      {(type.timings.answerSeconds ?? 0) / 60} minutes: give the main points and say what each speaker thought.
    </TaskInstruction>
  </SpeakingAnswer>
);
