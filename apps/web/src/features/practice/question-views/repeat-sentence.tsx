import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';
import { SpeakingAnswer } from '../speaking-answer';

/** Repeat Sentence: a sentence to hear once and repeat; the recorder plays it first. */
export const repeatSentenceView: QuestionView<'repeat-sentence'> = ({ type, question, answer, assessment }) => (
  <SpeakingAnswer type={type} question={question} answer={answer} assessment={assessment}>
    <TaskInstruction>You will hear a sentence. Repeat it exactly as you hear it, within {type.timings.answerSeconds} seconds. You will hear the sentence only once.</TaskInstruction>
  </SpeakingAnswer>
);
