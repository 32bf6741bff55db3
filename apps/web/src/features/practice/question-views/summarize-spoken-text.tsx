import { WrittenResponse } from '../answer-widgets/written-response';
import { AssessmentUnavailable } from '../prompt-parts/assessment-unavailable';
import { ListeningAudioPlayer } from '../prompt-parts/listening-audio-player';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Summarize Spoken Text: a lecture to summarise in 50–70 words. */
export const summarizeSpokenTextView: QuestionView<'summarize-spoken-text'> = ({ type, question, answer }) => (
  <>
    <TaskInstruction>You will hear a short lecture. Write a summary for a fellow student who was not present. You should write 50–70 words.</TaskInstruction>
    <ListeningAudioPlayer src={question.media?.audioUrl} startDelaySeconds={type.timings.prepareSeconds ?? 3} />
    <WrittenResponse answer={answer} label="Your summary" wordLimits="50–70 words" />
    <AssessmentUnavailable kind="writing" title={type.title} />
  </>
);
