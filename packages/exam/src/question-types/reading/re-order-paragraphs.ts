import { z } from 'zod';
import { textField } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import { scoreAdjacentPairs, scoreParagraphPositions } from '../../scoring/re-order-paragraphs';
import { countPhrase } from '../../text/count-phrase';
import { countSpacedWords } from '../../text/word-count';

const paragraphIdSchema = z.string().regex(/^[A-Z]$/, 'Paragraph ids are capital letters');

/** Per-pair and per-slot marks of a re-ordered answer, for highlighting. */
export interface ReorderDetails {
  pairs: { from: string; to: string; correct: boolean }[];
  positions: { id: string; correct: boolean }[];
}

/** Re-order Paragraphs (reading): 4–5 paragraphs (up to 150 words in all) listed in a shuffled order. */
export const reOrderParagraphs = defineQuestionType({
  id: 're-order-paragraphs',
  section: 'reading',
  title: 'Re-order Paragraphs',
  slug: 're-order-paragraphs',
  fetchSection: 'reading-reorder-paragraphs',
  assessPath: '/question-attempt',
  family: 'reorder',
  timings: { suggestedSeconds: 150 },
  skills: ['reading'],
  prompt: z.strictObject({
    /** In display order, with ids A, B, C, … in that order. */
    paragraphs: z
      .array(z.strictObject({ id: paragraphIdSchema, text: textField(1000, 'Write the paragraph') }))
      .min(4, 'Give at least 4 paragraphs')
      .max(5, 'Give at most 5 paragraphs'),
  }),
  answerKey: z.strictObject({ order: z.array(paragraphIdSchema).min(2).max(10) }),
  /** The paragraph ids in the learner's order. */
  answer: z.object({ order: z.array(paragraphIdSchema).min(1, 'Put the paragraphs in order').max(10) }),
  audio: 'none',
  modelAnswer: 'none',
  traits: [
    {
      id: 'pairs',
      label: 'Pairs',
      max: (key) => key.order.length - 1,
      description: '1 point for each pair of neighbouring paragraphs in the right order.',
    },
  ],
  checkItem({ prompt, answerKey }, report) {
    const ids = prompt.paragraphs.map((paragraph) => paragraph.id);
    ids.forEach((id, index) => {
      const expected = String.fromCharCode(65 + index);
      if (id !== expected) report(`Paragraph ${index + 1} must have id "${expected}"`, ['prompt', 'paragraphs', index, 'id']);
    });
    const words = prompt.paragraphs.reduce((sum, paragraph) => sum + countSpacedWords(paragraph.text), 0);
    if (words > 150) report(`Keep the paragraphs to 150 words in all (they have ${words})`, ['prompt', 'paragraphs']);
    const isPermutation = answerKey.order.length === ids.length && [...answerKey.order].sort().join() === [...ids].sort().join();
    if (!isPermutation) report('The key order must list every paragraph id exactly once', ['answerKey', 'order']);
    else if (answerKey.order.join() === ids.join()) report('Shuffle the paragraphs: the display order is already the correct order', ['answerKey', 'order']);
  },
  checkAnswer(answer, { prompt }, report) {
    const ids = new Set(prompt.paragraphs.map((paragraph) => paragraph.id));
    const seen = new Set<string>();
    answer.order.forEach((id, index) => {
      if (!ids.has(id)) report(`Paragraph ${id} is not one of this question's paragraphs (${[...ids].join(', ')})`, ['order', index]);
      else if (seen.has(id)) report(`Paragraph ${id} is placed more than once`, ['order', index]);
      seen.add(id);
    });
  },
  score: (answer, answerKey) => {
    const pairs = scoreAdjacentPairs(answer.order, answerKey.order);
    const positions = scoreParagraphPositions(answer.order, answerKey.order);
    const feedback: string[] = [];
    if (pairs.score === pairs.max) {
      feedback.push('Every paragraph is in the right order.');
    } else {
      feedback.push(
        `${countPhrase(pairs.score, 'pair').replace(/^./, (first) => first.toUpperCase())} of neighbouring paragraphs out of ${pairs.max} ${pairs.score === 1 ? 'is' : 'are'} in the right order. PTE gives a point for each correct pair, so the links between paragraphs matter more than any single position.`,
      );
      if (answer.order[0] !== answerKey.order[0]) {
        feedback.push('Look again at the opening: the first paragraph introduces the topic and does not point back to anything earlier (no “this”, “however” or “they”).');
      }
    }
    const details: ReorderDetails = { pairs: pairs.pairs, positions: positions.positions };
    return {
      traits: { pairs: { score: pairs.score, max: pairs.max } },
      metrics: { correctItems: positions.correctItems, totalItems: positions.totalItems, readingScore: positions.readingScore },
      feedback,
      correctAnswer: [...answerKey.order],
      details,
    };
  },
});
