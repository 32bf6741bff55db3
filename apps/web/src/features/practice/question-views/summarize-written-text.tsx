import { WrittenResponse } from '../answer-widgets/written-response';
import { AssessmentUnavailable } from '../prompt-parts/assessment-unavailable';
import { Passage, TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Summarize Written Text: a passage to summarise in one sentence. */
export const summarizeWrittenTextView: QuestionView<'summarize-written-text'> = ({ type, question, answer }) => (
  <>
    <TaskInstruction>Read the passage below and summarize it using one sentence. You have 10 minutes to finish this task.</TaskInstruction>
    <Passage text={question.prompt.passage} />
    <WrittenResponse answer={answer} label="Your one-sentence summary" wordLimits="5–75 words" />
    <AssessmentUnavailable kind="writing" title={type.title} />
  </>
);
