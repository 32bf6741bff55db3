import { ReorderParagraphs } from '../answer-widgets/reorder-paragraphs';
import { reorderMarks } from '../assessment-marks';
import { TaskInstruction } from '../prompt-parts/passage';
import type { QuestionView } from '../question-view';

/** Re-order Paragraphs: paragraphs to put in their original order. */
export const reOrderParagraphsView: QuestionView<'re-order-paragraphs'> = ({ question, answer, assessment }) => (
  <>
    <TaskInstruction>The text boxes in the left panel have been placed in a random order. Restore the original order by dragging the text boxes from the left panel to the right panel.</TaskInstruction>
    <ReorderParagraphs paragraphs={question.prompt.paragraphs} answer={answer} marks={reorderMarks(assessment)} />
  </>
);
