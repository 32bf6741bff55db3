import { MultipleChoice } from '../answer-widgets/choice-list';
import { choiceMarks } from '../assessment-marks';
import { ListeningAudioPlayer } from '../prompt-parts/listening-audio-player';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Listening: Multiple Choice, Multiple Answers: a recording, a question and checkboxes. */
export const listeningMultipleChoiceMultipleAnswersView: QuestionView<'listening-multiple-choice-multiple-answers'> = ({ type, question, answer, assessment }) => (
  <>
    <TaskInstruction>Listen to the recording and answer the question by selecting all the correct responses. You will need to select more than one response.</TaskInstruction>
    <ListeningAudioPlayer src={question.media?.audioUrl} startDelaySeconds={type.timings.prepareSeconds ?? 3} />
    <MultipleChoice legend={question.prompt.question} options={question.prompt.options} answer={answer} marks={choiceMarks(assessment)} />
  </>
);
