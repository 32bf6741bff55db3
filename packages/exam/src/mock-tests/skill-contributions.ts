import type { Skill } from '../question-type';
import type { QuestionTypeId } from '../registry';
import { fullTestBlueprint, slotCount } from './test-structure';

/**
 * The weight of one item of `type` in a skill: the points the task type feeds that skill over a whole test,
 * spread evenly over its items in the full mock test.
 */
function perItem(type: QuestionTypeId, pointsPerTest: number): number {
  return pointsPerTest / slotCount(fullTestBlueprint, type);
}

/**
 * The one table of which skills each task type feeds and how much one of its items weighs in each
 * (docs/scoring.md#skill-contributions). Integrated tasks count for every skill they exercise, as the PTE Score
 * Guide counted them (Read Aloud for speaking and reading, Write From Dictation for listening and writing, …); each
 * type's `skills` in the registry lists exactly the skills it has here (checked by a test).
 *
 * Weights are relative: the points a task type is reported to feed a skill over a test after the August 2025
 * update, divided by its items in `fullTestBlueprint`. Sources (docs/scoring.md#sources):
 * - freeptemocktest.blogspot.com (2025 score distribution), quoting Pearson: Read Aloud 7.5–8 (7.75 here) to
 *   speaking; Repeat Sentence 12 speaking, 13 listening; Describe Image 25 speaking; Re-tell Lecture 10 speaking,
 *   11 listening; Answer Short Question 3 listening; Summarize Group Discussion 15 speaking, 16 listening; Respond to
 *   a Situation 10 speaking; Summarize Written Text 22 writing, 18 reading; Write Essay 25 writing.
 * - bostoninstitute.nsw.edu.au: Reading & Writing Fill in the Blanks 25, Reading Fill in the Blanks 17, Re-order
 *   Paragraphs 8, Reading Multiple Choice (multiple) 4, all to reading.
 * - Our estimates, where neither source gives a figure (marked `estimate` below): the remaining reading and
 *   listening tasks in proportion to their items and points per item, Write From Dictation highest in listening
 *   (the most score-rich listening task), and for the contributions the 2025 update removed (Read Aloud to reading,
 *   Answer Short Question to speaking, the fill-in-the-blanks tasks to writing, the highlight tasks to reading) a
 *   third to a whole of the task's points in its main skill.
 */
export const skillContributions: { readonly [Id in QuestionTypeId]: Partial<Record<Skill, number>> } = {
  'read-aloud': { speaking: perItem('read-aloud', 7.75), reading: perItem('read-aloud', 4) /* estimate */ },
  'repeat-sentence': { speaking: perItem('repeat-sentence', 12), listening: perItem('repeat-sentence', 13) },
  'describe-image': { speaking: perItem('describe-image', 25) },
  're-tell-lecture': { speaking: perItem('re-tell-lecture', 10), listening: perItem('re-tell-lecture', 11) },
  'answer-short-question': { speaking: perItem('answer-short-question', 3) /* estimate */, listening: perItem('answer-short-question', 3) },
  'summarize-group-discussion': { speaking: perItem('summarize-group-discussion', 15), listening: perItem('summarize-group-discussion', 16) },
  'respond-to-a-situation': { speaking: perItem('respond-to-a-situation', 10) },
  'summarize-written-text': { writing: perItem('summarize-written-text', 22), reading: perItem('summarize-written-text', 18) },
  'write-essay': { writing: perItem('write-essay', 25) },
  'reading-writing-fill-in-the-blanks': {
    reading: perItem('reading-writing-fill-in-the-blanks', 25),
    writing: perItem('reading-writing-fill-in-the-blanks', 8) /* estimate */,
  },
  'reading-multiple-choice-multiple-answers': { reading: perItem('reading-multiple-choice-multiple-answers', 4) },
  're-order-paragraphs': { reading: perItem('re-order-paragraphs', 8) },
  'reading-fill-in-the-blanks': { reading: perItem('reading-fill-in-the-blanks', 17) },
  'reading-multiple-choice-single-answer': { reading: perItem('reading-multiple-choice-single-answer', 2) /* estimate */ },
  'summarize-spoken-text': { listening: perItem('summarize-spoken-text', 8), writing: perItem('summarize-spoken-text', 15) } /* estimate */,
  'listening-multiple-choice-multiple-answers': { listening: perItem('listening-multiple-choice-multiple-answers', 4) /* estimate */ },
  'listening-fill-in-the-blanks': {
    listening: perItem('listening-fill-in-the-blanks', 6),
    writing: perItem('listening-fill-in-the-blanks', 3),
  } /* estimate */,
  'highlight-correct-summary': { listening: perItem('highlight-correct-summary', 4), reading: perItem('highlight-correct-summary', 2) } /* estimate */,
  'listening-multiple-choice-single-answer': { listening: perItem('listening-multiple-choice-single-answer', 2) /* estimate */ },
  'select-missing-word': { listening: perItem('select-missing-word', 4) /* estimate */ },
  'highlight-incorrect-words': { listening: perItem('highlight-incorrect-words', 8), reading: perItem('highlight-incorrect-words', 4) } /* estimate */,
  'write-from-dictation': { listening: perItem('write-from-dictation', 20), writing: perItem('write-from-dictation', 20) } /* estimate */,
};

/** The skills a task type feeds, in the order `skillContributions` lists them. */
export function contributedSkills(type: QuestionTypeId): Skill[] {
  return Object.keys(skillContributions[type]) as Skill[];
}
