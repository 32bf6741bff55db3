import { SingleChoice } from '../answer-widgets/choice-list';
import { choiceMarks } from '../assessment-marks';
import { ListeningAudioPlayer } from '../prompt-parts/listening-audio-player';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Select Missing Word: a recording that ends on a beep, and the endings to choose from. */
export const selectMissingWordView: QuestionView<'select-missing-word'> = ({ type, question, answer, assessment }) => (
  <>
    <TaskInstruction>You will hear a recording. At the end of the recording the last word or group of words has been replaced by a beep. Select the correct option to complete the recording.</TaskInstruction>
    <ListeningAudioPlayer src={question.media?.audioUrl} startDelaySeconds={type.timings.prepareSeconds ?? 3} />
    <SingleChoice legend={question.prompt.question} options={question.prompt.options} answer={answer} marks={choiceMarks(assessment)} />
  </>
);
