import { AssessmentUnavailable } from '../prompt-parts/assessment-unavailable';
import { ListeningAudioPlayer } from '../prompt-parts/listening-audio-player';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Answer Short Question: a question to hear and answer in a word or a few words. */
export const answerShortQuestionView: QuestionView<'answer-short-question'> = ({ type, question }) => (
  <>
    <TaskInstruction>You will hear a question. Please give a simple and short answer. Often just one or a few words is enough.</TaskInstruction>
    <ListeningAudioPlayer src={question.media?.audioUrl} startDelaySeconds={type.timings.prepareSeconds ?? 3} />
    <AssessmentUnavailable kind="speaking" title={type.title} />
  </>
);
