import { describe, expect, it } from 'vitest';
import { parseContentItem } from './content/content-item';
import type { QuestionTypeId } from './registry';
import { validateAnswer } from './score-answer';
import { sampleItems } from './testing/sample-items';

const item = (type: QuestionTypeId) => parseContentItem(sampleItems[type]);

describe('validateAnswer', () => {
  it.each([
    ['reading-multiple-choice-single-answer', { answer: 'B' }],
    ['reading-multiple-choice-multiple-answers', { answers: ['A', 'C'] }],
    ['reading-multiple-choice-multiple-answers', { answers: [] }],
    ['reading-writing-fill-in-the-blanks', { answers: { '1': 'falls', '3': '' } }],
    ['highlight-incorrect-words', { answers: [4, 14] }],
    ['write-from-dictation', { answer: '' }],
    ['re-order-paragraphs', { order: ['C', 'A', 'D', 'B'] }],
  ] as const)('accepts a well-formed %s answer', (type, answer) => {
    expect(validateAnswer(item(type), answer)).toEqual({ success: true, answer });
  });

  it('drops fields the answer does not have', () => {
    expect(validateAnswer(item('reading-multiple-choice-single-answer'), { answer: 'B', questionId: 'x' })).toEqual({ success: true, answer: { answer: 'B' } });
  });

  it.each([
    ['reading-multiple-choice-single-answer', {}, ['answer'], 'Choose one of the listed options'],
    ['reading-multiple-choice-single-answer', { answer: 'Z' }, ['answer'], 'Option Z is not one of'],
    ['reading-multiple-choice-multiple-answers', { answers: 'A' }, ['answers'], 'as a list of letters'],
    ['reading-multiple-choice-multiple-answers', { answers: ['A', 'A'] }, ['answers', 1], 'chosen more than once'],
    ['reading-writing-fill-in-the-blanks', { answers: ['falls'] }, ['answers'], 'keyed by blank number'],
    ['reading-writing-fill-in-the-blanks', { answers: { '9': 'x' } }, ['answers', '9'], 'There is no blank 9'],
    ['reading-writing-fill-in-the-blanks', { answers: { '1': 3 } }, ['answers', '1'], 'as text'],
    ['highlight-correct-summary', { answer: 'D' }, ['answer'], 'Option D is not one of'],
    ['listening-multiple-choice-multiple-answers', { answers: ['B', 'Z'] }, ['answers', 1], 'Option Z is not one of'],
    ['listening-fill-in-the-blanks', { answers: { '5': 'x' } }, ['answers', '5'], 'There is no blank 5'],
    ['highlight-incorrect-words', { answers: [999] }, ['answers', 0], 'There is no word 999'],
    ['highlight-incorrect-words', { answers: ['4'] }, ['answers', 0], 'whole numbers'],
    ['write-from-dictation', { answer: 42 }, ['answer'], 'as text'],
    ['re-order-paragraphs', { order: ['C', 'C', 'A', 'B'] }, ['order', 1], 'placed more than once'],
    ['re-order-paragraphs', { order: ['E', 'A', 'B', 'C'] }, ['order', 0], 'not one of'],
  ] as const)('rejects a malformed %s answer %j', (type, answer, path, message) => {
    const result = validateAnswer(item(type), answer);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues).toContainEqual({ path: [...path], message: expect.stringContaining(message) });
  });
});
