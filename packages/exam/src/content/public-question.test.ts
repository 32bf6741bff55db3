import { describe, expect, it } from 'vitest';
import { sampleItems } from '../testing/sample-items';
import { parseContentItem } from './content-item';
import { toPublicQuestion } from './public-question';

describe('toPublicQuestion of re-order paragraphs', () => {
  it('sends the paragraphs in their shuffled order and keeps the correct order back (the server scores it)', () => {
    const item = parseContentItem(sampleItems['re-order-paragraphs']);
    const question = toPublicQuestion(item);
    expect(question).not.toHaveProperty('answerKey');
    expect(question.prompt).toEqual(item.prompt);
    const text = JSON.stringify(question);
    expect(text).not.toContain('"order"');
    expect(text).not.toContain(item.explanation);
  });
});
