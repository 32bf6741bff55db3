import { AssessmentUnavailable } from '../prompt-parts/assessment-unavailable';
import { ListeningAudioPlayer } from '../prompt-parts/listening-audio-player';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Repeat Sentence: a sentence to hear once and repeat. */
export const repeatSentenceView: QuestionView<'repeat-sentence'> = ({ type, question }) => (
  <>
    <TaskInstruction>You will hear a sentence. Repeat it exactly as you hear it. You will hear the sentence only once.</TaskInstruction>
    <ListeningAudioPlayer src={question.media?.audioUrl} startDelaySeconds={type.timings.prepareSeconds ?? 3} />
    <AssessmentUnavailable kind="speaking" title={type.title} />
  </>
);
