import { WordHighlighter } from '../answer-widgets/word-highlighter';
import { highlightMarks } from '../assessment-marks';
import { ListeningAudioPlayer } from '../prompt-parts/listening-audio-player';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Highlight Incorrect Words: a recording and a transcript whose differing words are clicked while it plays. */
export const highlightIncorrectWordsView: QuestionView<'highlight-incorrect-words'> = ({ type, question, answer, assessment }) => (
  <>
    <TaskInstruction>You will hear a recording. Below is a transcription of the recording. Some words in the transcription differ from what the speaker said. Please click on the words that are different.</TaskInstruction>
    <ListeningAudioPlayer src={question.media?.audioUrl} startDelaySeconds={type.timings.prepareSeconds ?? 3} />
    <WordHighlighter transcript={question.prompt.transcript} answer={answer} marks={highlightMarks(assessment)} />
  </>
);
