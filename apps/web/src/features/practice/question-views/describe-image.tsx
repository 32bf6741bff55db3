import { TaskInstruction } from '../prompt-parts/passage';
import { PromptImage } from '../prompt-parts/prompt-image';
import type { QuestionView } from '../question-view';
import { SpeakingAnswer } from '../speaking-answer';

/** Describe Image: the chart, map or picture to describe, then the recorder. */
export const describeImageView: QuestionView<'describe-image'> = ({ type, question, answer, assessment }) => (
  <SpeakingAnswer type={type} question={question} answer={answer} assessment={assessment}>
    <TaskInstruction>Look at the image below. Prepare for {type.timings.prepareSeconds} seconds, then describe it in detail within {type.timings.answerSeconds} seconds.</TaskInstruction>
    <PromptImage src={question.media?.imageUrl} alt={question.prompt.alt} />
  </SpeakingAnswer>
);
