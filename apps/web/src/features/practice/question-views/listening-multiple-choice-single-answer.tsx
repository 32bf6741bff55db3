import { SingleChoice } from '../answer-widgets/choice-list';
import { choiceMarks } from '../assessment-marks';
import { ListeningAudioPlayer } from '../prompt-parts/listening-audio-player';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Listening: Multiple Choice, Single Answer: a recording, a question and radio buttons. */
export const listeningMultipleChoiceSingleAnswerView: QuestionView<'listening-multiple-choice-single-answer'> = ({ type, question, answer, assessment }) => (
  <>
    <TaskInstruction>Listen to the recording and answer the multiple-choice question by selecting the correct response. Only one response is correct.</TaskInstruction>
    <ListeningAudioPlayer src={question.media?.audioUrl} startDelaySeconds={type.timings.prepareSeconds ?? 3} />
    <SingleChoice legend={question.prompt.question} options={question.prompt.options} answer={answer} marks={choiceMarks(assessment)} />
  </>
);
