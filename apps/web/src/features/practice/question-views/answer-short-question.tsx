import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';
import { SpeakingAnswer } from '../speaking-answer';

/** Answer Short Question: a question to hear and answer in a word or a few words. */
export const answerShortQuestionView: QuestionView<'answer-short-question'> = ({ type, question, answer, assessment }) => (
  <SpeakingAnswer type={type} question={question} answer={answer} assessment={assessment}>
    <TaskInstruction>You will hear a question. Please give a simple and short answer. Often just one or a few words is enough.</TaskInstruction>
  </SpeakingAnswer>
);
