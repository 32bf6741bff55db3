import { DictationInput } from '../answer-widgets/dictation-input';
import { dictationMarks } from '../assessment-marks';
import { ListeningAudioPlayer } from '../prompt-parts/listening-audio-player';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Write from Dictation: a sentence heard once, typed exactly. */
export const writeFromDictationView: QuestionView<'write-from-dictation'> = ({ type, question, answer, assessment }) => (
  <>
    <TaskInstruction>You will hear a sentence. Type the sentence in the box below exactly as you hear it. Write as much of the sentence as you can. You will hear the sentence only once.</TaskInstruction>
    <ListeningAudioPlayer src={question.media?.audioUrl} startDelaySeconds={type.timings.prepareSeconds ?? 3} />
    <DictationInput answer={answer} marks={dictationMarks(assessment)} />
  </>
);
