import { AssessmentUnavailable } from '../prompt-parts/assessment-unavailable';
import { TaskInstruction } from '../prompt-parts/passage';
import { PromptImage } from '../prompt-parts/prompt-image';
import type { QuestionView } from '../question-view';

/** Describe Image: the chart, map or picture to describe. */
export const describeImageView: QuestionView<'describe-image'> = ({ type, question }) => (
  <>
    <TaskInstruction>Look at the image below. Prepare for {type.timings.prepareSeconds} seconds, then describe it in detail within {type.timings.answerSeconds} seconds.</TaskInstruction>
    <PromptImage src={question.media?.imageUrl} alt={question.prompt.alt} />
    <AssessmentUnavailable kind="speaking" title={type.title} />
  </>
);
