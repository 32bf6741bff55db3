import { TypedBlanks } from '../answer-widgets/typed-blanks';
import { blankMarks } from '../assessment-marks';
import { ListeningAudioPlayer } from '../prompt-parts/listening-audio-player';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Listening: Fill in the Blanks: a recording and its transcript with words to type in. */
export const listeningFillInTheBlanksView: QuestionView<'listening-fill-in-the-blanks'> = ({ type, question, answer, assessment }) => (
  <>
    <TaskInstruction>You will hear a recording. Type the missing words in each blank.</TaskInstruction>
    <ListeningAudioPlayer src={question.media?.audioUrl} startDelaySeconds={type.timings.prepareSeconds ?? 3} />
    <TypedBlanks transcript={question.prompt.transcript} answer={answer} marks={blankMarks(assessment)} />
  </>
);
