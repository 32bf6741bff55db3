import { ExamEditor } from '../answer-widgets/exam-editor';
import { WrittenAnswerReview } from '../answer-widgets/written-answer-review';
import { examTimerPhases } from '../countdown-timer';
import { Passage, TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Summarize Written Text: a passage to summarise in one sentence of 5–75 words. */
export const summarizeWrittenTextView: QuestionView<'summarize-written-text'> = ({ type, question, answer, assessment }) => (
  <>
    <TaskInstruction>Read the passage below and summarize it using one sentence. You have 10 minutes to finish this task.</TaskInstruction>
    <Passage text={question.prompt.passage} />
    {answer.isLocked ? (
      <WrittenAnswerReview text={answer.text} assessment={assessment} />
    ) : (
      <ExamEditor answer={answer} label="Your one-sentence summary" wordRange={{ min: 5, max: 75 }} phases={examTimerPhases(type)} />
    )}
  </>
);
