import { SingleChoice } from '../answer-widgets/choice-list';
import { choiceMarks } from '../assessment-marks';
import { ListeningAudioPlayer } from '../prompt-parts/listening-audio-player';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Highlight Correct Summary: a recording and the summaries to choose from. */
export const highlightCorrectSummaryView: QuestionView<'highlight-correct-summary'> = ({ type, question, answer, assessment }) => (
  <>
    <TaskInstruction>You will hear a recording. Select the paragraph that best relates to the recording.</TaskInstruction>
    <ListeningAudioPlayer src={question.media?.audioUrl} startDelaySeconds={type.timings.prepareSeconds ?? 3} />
    <SingleChoice legend={question.prompt.question} options={question.prompt.options} answer={answer} marks={choiceMarks(assessment)} />
  </>
);
