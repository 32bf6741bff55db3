import { AssessmentUnavailable } from '../prompt-parts/assessment-unavailable';
import { ListeningAudioPlayer } from '../prompt-parts/listening-audio-player';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Re-tell Lecture: a lecture to hear and re-tell. */
export const reTellLectureView: QuestionView<'re-tell-lecture'> = ({ type, question }) => (
  <>
    <TaskInstruction>You will hear a lecture. Then re-tell what you have just heard in your own words within {type.timings.answerSeconds} seconds.</TaskInstruction>
    <ListeningAudioPlayer src={question.media?.audioUrl} startDelaySeconds={3} />
    <AssessmentUnavailable kind="speaking" title={type.title} />
  </>
);
