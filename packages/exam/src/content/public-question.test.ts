import { describe, expect, expectTypeOf, it } from 'vitest';
import { isScoredOnClient, questionTypeList, type ClientScoredTypeId } from '../registry';
import { sampleItems } from '../testing/sample-items';
import { parseContentItem } from './content-item';
import { toPublicQuestion } from './public-question';

describe('toPublicQuestion for types scored in the browser', () => {
  it('marks only re-order paragraphs as scored in the browser', () => {
    expectTypeOf<ClientScoredTypeId>().toEqualTypeOf<'re-order-paragraphs'>();
    expect(questionTypeList.filter((type) => isScoredOnClient(type.id)).map((type) => type.id)).toEqual(['re-order-paragraphs']);
  });

  it('keeps the correct order of a re-order item, which the browser scores, and still hides the explanation', () => {
    const item = parseContentItem(sampleItems['re-order-paragraphs']);
    const question = toPublicQuestion(item);
    expect(question.type === 're-order-paragraphs' && question.answerKey.order).toEqual(['C', 'A', 'D', 'B']);
    expect(JSON.stringify(question)).not.toContain(item.explanation);
  });
});
