import { ReorderParagraphs } from '../answer-widgets/reorder-paragraphs';
import { reorderMarks } from '../assessment-marks';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Re-order Paragraphs: paragraphs to put in their original order. */
export const reOrderParagraphsView: QuestionView<'re-order-paragraphs'> = ({ question, answer, assessment }) => (
  <>
    {/* The lists sit side by side on wide screens and one above the other on narrow ones: the instruction names them. */}
    <TaskInstruction>
      The text boxes in Source have been placed in a random order. Restore the original order by moving them from Source to Your order (drag them, or
      use their buttons).
    </TaskInstruction>
    <ReorderParagraphs paragraphs={question.prompt.paragraphs} answer={answer} marks={reorderMarks(assessment)} />
  </>
);
