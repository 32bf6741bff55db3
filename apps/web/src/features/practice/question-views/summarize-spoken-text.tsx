import { ExamEditor } from '../answer-widgets/exam-editor';
import { WrittenAnswerReview } from '../answer-widgets/written-answer-review';
import { examTimerPhases } from '../countdown-timer';
import { ListeningAudioPlayer } from '../prompt-parts/listening-audio-player';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Summarize Spoken Text: a lecture to summarise in 50–70 words. */
export const summarizeSpokenTextView: QuestionView<'summarize-spoken-text'> = ({ type, question, answer, assessment }) => (
  <>
    <TaskInstruction>You will hear a short lecture. Write a summary for a fellow student who was not present. You should write 50–70 words. You have 10 minutes to finish this task.</TaskInstruction>
    <ListeningAudioPlayer src={question.media?.audioUrl} startDelaySeconds={type.timings.prepareSeconds ?? 3} />
    {answer.isLocked ? (
      <WrittenAnswerReview text={answer.text} assessment={assessment} />
    ) : (
      <ExamEditor answer={answer} label="Your summary" wordRange={{ min: 50, max: 70 }} phases={examTimerPhases(type)} />
    )}
  </>
);
