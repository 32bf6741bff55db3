import { Passage, TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';
import { SpeakingAnswer } from '../speaking-answer';

/** Respond to a Situation: the situation shown as text (and played as audio), then prepare and reply to it. */
export const respondToASituationView: QuestionView<'respond-to-a-situation'> = ({ type, question, answer, assessment }) => (
  <SpeakingAnswer type={type} question={question} answer={answer} assessment={assessment}>
    <TaskInstruction>
      Read and listen to the situation. You have {type.timings.prepareSeconds} seconds to prepare; then say what you would say in it within{' '}
      {type.timings.answerSeconds} seconds, in a way that suits the person you are speaking to.
    </TaskInstruction>
    <section aria-label="Situation">
      <Passage text={question.prompt.situation} />
    </section>
  </SpeakingAnswer>
);
