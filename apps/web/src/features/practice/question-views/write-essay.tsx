import { ExamEditor } from '../answer-widgets/exam-editor';
import { WrittenAnswerReview } from '../answer-widgets/written-answer-review';
import { examTimerPhases } from '../countdown-timer';
import { QuestionStem, TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Write Essay: the essay question and the exam's writing box for a 200–300 word essay. */
export const writeEssayView: QuestionView<'write-essay'> = ({ type, question, answer, assessment }) => (
  <>
    <TaskInstruction>You will have 20 minutes to plan, write and revise an essay about the topic below. Your response will be judged on how well you develop a position, organize your ideas, present supporting details, and control the elements of standard written English.</TaskInstruction>
    <QuestionStem>{question.prompt.question}</QuestionStem>
    {answer.isLocked ? (
      <WrittenAnswerReview text={answer.text} assessment={assessment} />
    ) : (
      <ExamEditor answer={answer} label="Your essay" wordRange={{ min: 200, max: 300 }} phases={examTimerPhases(type)} />
    )}
  </>
);
